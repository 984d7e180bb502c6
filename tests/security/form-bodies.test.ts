/**
 * What a page action reads: bodies are capped (413 with a Spanish page, before the rest is read) and field
 * names the form library would turn into huge sparse arrays or deep recursion are refused (400) before any
 * action runs, with nothing of the input echoed back.
 */
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORM_BODY_MESSAGES, FORM_LIMITS, PAGE_BODY_LIMIT } from "../../server/http/form-body.ts";
import { freshIp, signUp } from "../support/accounts.ts";
import { createTestApp } from "../support/app.ts";
import { storedState } from "./fuzz-support.ts";

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
