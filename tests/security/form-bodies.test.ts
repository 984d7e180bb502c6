/**
 * What a page action reads: bodies are capped (413 with a Spanish page, before the rest is read) and field
 * names the form library would turn into huge sparse arrays or deep recursion are refused (400) before any
 * action runs, with nothing of the input echoed back.
 */
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  FORM_BODY_MESSAGES,
  FORM_LIMITS,
  isAcceptableForm,
  PAGE_BODY_LIMIT,
} from "#server/http/form-body.ts";
import { freshIp, signUp } from "../support/accounts.ts";
import { createTestApp } from "../support/app.ts";
import { assertProperty, storedState } from "./fuzz-support.ts";

/** Every page with an action, and whether it needs a signed-in customer to reach it. */
export const PAGE_ACTIONS = [
  { path: "/contactanos", signedIn: false },
  { path: "/account-register", signedIn: false },
  { path: "/account-login", signedIn: false },
  { path: "/account-logout", signedIn: true },
  { path: "/account-password", signedIn: true },
  { path: "/my-account/profile", signedIn: true },
  { path: "/shop/cart", signedIn: false },
  { path: "/shop/checkout", signedIn: true },
] as const;

const FORM = "application/x-www-form-urlencoded";

/** The same fields as a multipart body. */
function asMultipart(urlencoded: string): string {
  const parts = [...new URLSearchParams(urlencoded)].map(
    ([k, v]) =>
      `--frontera\r\nContent-Disposition: form-data; name="${k.replace(/"/g, "%22")}"\r\n\r\n${v}\r\n`,
  );
  return `${parts.join("")}--frontera--\r\n`;
}
const MB = 1024 * 1024;

describe("page form bodies", () => {
  let shop: Awaited<ReturnType<typeof createTestApp>>;
  let session: string;

  beforeAll(async () => {
    shop = await createTestApp("pglite");
    session = await signUp(shop.app, shop.config.mail.mailboxDir, "cuerpos@example.com");
  });
  afterAll(() => shop?.close());

  async function post(path: string, signedIn: boolean, payload: string | Buffer, contentType = FORM) {
    return shop.app.inject({
      method: "POST",
      url: path,
      payload,
      headers: {
        "content-type": contentType,
        origin: shop.config.publicUrl,
        "x-forwarded-for": freshIp(),
        ...(signedIn ? { cookie: `token=${session}` } : {}),
      },
    });
  }

  function expectRefusedPage(res: { statusCode: number; body: string; headers: Record<string, unknown> }) {
    expect(res.statusCode).toBe(400);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.body).toContain(FORM_BODY_MESSAGES.invalid);
    expect(res.body.length).toBeLessThan(2_000);
  }

  const SHAPES: [string, () => string][] = [
    ["a huge array index", () => "x[99999999]=1"],
    ["an index just past the limit", () => `items[${FORM_LIMITS.index + 1}]._id=1`],
    ["a name nested 3,000 levels deep", () => `${"a.".repeat(3_000)}b=1`],
    ["a name nested in brackets 3,000 deep", () => `a${"[0]".repeat(3_000)}=1`],
    ["10,000 fields", () => Array.from({ length: 10_000 }, () => "a=1").join("&")],
    ["a 5,000-character name", () => `${"n".repeat(5_000)}=1`],
  ];

  for (const [shape, body] of SHAPES) {
    it(`refuses ${shape} on every page action, echoing nothing and storing nothing`, async () => {
      for (const { path, signedIn } of PAGE_ACTIONS) {
        const before = await storedState(shop.database.db);
        for (const url of [path, `${path}.data`]) {
          const res = await post(url, signedIn, body());
          expectRefusedPage(res);
        }
        expect(await storedState(shop.database.db), path).toEqual(before);
      }
    });
  }

  it("refuses the same shapes posted as multipart", async () => {
    const boundary = "----limite";
    const part = (name: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n1\r\n`;
    const body = `${part("x[99999999]")}--${boundary}--\r\n`;
    const res = await post("/contactanos", false, body, `multipart/form-data; boundary=${boundary}`);
    expectRefusedPage(res);
  });

  it("still takes the shop's own shapes: a login carrying a full local cart", async () => {
    const items = Array.from({ length: 50 }, (_, i) => [
      [`items[${i}]._id`, "00000000-0000-4000-8000-000000000000"],
      [`items[${i}].quantity`, "1"],
    ]).flat();
    const body = new URLSearchParams([["email", "nadie@example.com"], ["password", "Clave123"], ...items] as [
      string,
      string,
    ][]).toString();
    const res = await post("/account-login", false, body);
    expect(res.statusCode).toBe(401);
  });

  for (const size of [1 * MB, 10 * MB, 100 * MB]) {
    it(`answers a ${size / MB} MB body with a Spanish 413 page on every page action`, async () => {
      const payload = Buffer.alloc(size, "a");
      for (const { path, signedIn } of PAGE_ACTIONS) {
        const res = await post(path, signedIn, payload);
        expect(res.statusCode, path).toBe(413);
        expect(res.headers["content-type"]).toMatch(/^text\/html/);
        expect(res.body).toContain(FORM_BODY_MESSAGES.tooLarge);
        expect(res.headers.connection).toBe("close");
      }
    });
  }

  it("answers fuzzed field shapes on every page action without a 5xx, storing nothing it refused", async () => {
    const segment = fc.oneof(
      fc.integer({ min: 0, max: 2 ** 31 }).map((n) => `[${n}]`),
      fc.constantFrom(
        "[]",
        "[-1]",
        "[1e9]",
        "[0x10]",
        "[__proto__]",
        ".__proto__",
        ".constructor",
        ".a",
        "[a]",
      ),
    );
    const name = fc.oneof(
      fc.constantFrom("email", "name", "intent", "items", "x", "billing"),
      fc
        .tuple(fc.constantFrom("x", "items", "billing"), fc.array(segment, { minLength: 1, maxLength: 8 }))
        .map(([base, parts]) => base + parts.join("")),
      fc
        .tuple(fc.integer({ min: 5, max: 5_000 }), fc.constantFrom(".a", "[0]", "[]", "[9]"))
        .map(([depth, part]) => `a${part.repeat(depth)}`),
      fc.integer({ min: 90, max: 20_000 }).map((n) => "n".repeat(n)),
    );
    const field = fc.tuple(name, fc.constantFrom("1", "", "Ana", "00000000-0000-4000-8000-000000000000"));
    const body = fc
      .tuple(
        fc.array(field, { minLength: 1, maxLength: 6 }),
        fc.oneof(fc.constant(1), fc.integer({ min: 150, max: 260 }), fc.integer({ min: 5_000, max: 12_000 })),
      )
      .map(([fields, times]) => {
        const once = fields.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join("&");
        // Up to about 2 MB: larger bodies are the deterministic cases above.
        const count = Math.min(times, Math.ceil((2 * MB) / once.length));
        return Array.from({ length: count }, () => once).join("&");
      });
    const input = fc.record({
      action: fc.constantFrom(...PAGE_ACTIONS),
      data: fc.boolean(),
      body,
      multipart: fc.boolean(),
    });
    let runs = 0;
    await assertProperty(
      fc.asyncProperty(input, async ({ action, data, body, multipart }) => {
        runs += 1;
        const before = await storedState(shop.database.db);
        const url = data ? `${action.path}.data` : action.path;
        const payload = multipart ? asMultipart(body) : body;
        const type = multipart ? "multipart/form-data; boundary=frontera" : FORM;
        const res = await post(url, action.signedIn, payload, type);
        const where = `${url} ${res.statusCode} ${body.slice(0, 200)}`;
        expect(res.statusCode, where).toBeLessThan(500);
        if (Buffer.byteLength(payload) > PAGE_BODY_LIMIT) {
          expect(res.statusCode, where).toBe(413);
        } else if (!isAcceptableForm(new URLSearchParams(body).keys())) {
          expectRefusedPage(res);
        }
        if (res.statusCode >= 400) expect(await storedState(shop.database.db), where).toEqual(before);
      }),
      { numRuns: 300, endOnFailure: true },
    );
    expect(runs).toBe(300);
  }, 240_000);

  it("stops reading a body sent without a length once it passes the limit", async () => {
    await shop.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = shop.app.server.address() as AddressInfo;
    const chunk = Buffer.alloc(64 * 1024, "a");
    let written = 0;
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        {
          host: "127.0.0.1",
          port,
          method: "POST",
          path: "/contactanos",
          headers: { "content-type": FORM, origin: shop.config.publicUrl, "transfer-encoding": "chunked" },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
          req.destroy();
        },
      );
      req.on("error", (err) => (written > 0 ? undefined : reject(err)));
      const pump = () => {
        // Up to 100 MB, unless the server answers first.
        while (written < 100 * MB && !req.destroyed) {
          written += chunk.length;
          if (!req.write(chunk)) return void req.once("drain", pump);
        }
        if (!req.destroyed) req.end();
      };
      pump();
    });
    expect(status).toBe(413);
    // The answer came while the client was still sending: far less than the 100 MB offered was written.
    expect(written).toBeLessThan(20 * MB);
    expect(written).toBeGreaterThan(PAGE_BODY_LIMIT);
  });
});
