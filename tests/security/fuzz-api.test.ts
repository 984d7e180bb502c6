/**
 * The JSON API (/api/*) and the payment sandbox's Mercado Pago API (/sandbox/mercadopago/*), fuzzed with
 * fast-check through Fastify's inject: broken and hostile JSON, wrong types, absurd and forged amounts, forged
 * signatures and credentials, odd paths and methods. No input gets a 5xx, a refused request stores nothing,
 * and the shop's own API answers its errors in Spanish.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimits } from "#server/db/schema/index.ts";
import { signWebhook } from "#server/payments/webhook-signature.ts";
import { createTestApp } from "../support/app.ts";
import { ENGINE } from "../support/database.ts";
import {
  RunCounter,
  assertProperty,
  expectSpanish,
  hostileText,
  messagesIn,
  wellFormed,
  fuzzSeed,
} from "./fuzz-support.ts";
import { watchStoredState } from "./stored-state-watch.ts";

/** This file's share of the 10,000 fuzzed inputs (fuzz-forms.test.ts sends the rest). */
const API_INPUTS_MIN = 4_000;
const SANDBOX = "/sandbox/mercadopago";

/** Any JSON value, with the hostile strings and absurd numbers of the form fuzz. */
const jsonValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    hostileText.map((t) => wellFormed(t)),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.constantFrom(0, -1, 0.001, 1e21, 1e300, -1e300, Number.MAX_SAFE_INTEGER + 2, 2 ** 31, 12.345),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(fc.string({ maxLength: 8 }), tie("value"), { maxKeys: 4 }),
  ),
})).value;

/** An object with these keys (each present or not, with any value) and maybe some extra ones. */
const objectWith = (keys: readonly string[], over: Record<string, fc.Arbitrary<unknown>> = {}) =>
  fc
    .tuple(
      fc.record(Object.fromEntries(keys.map((k) => [k, over[k] ?? jsonValue])), { requiredKeys: [] }),
      fc.dictionary(fc.string({ maxLength: 10 }), jsonValue, { maxKeys: 2 }),
    )
    .map(([known, extra]) => ({ ...extra, ...known }));

/** A request body: JSON of the value, or a broken or absurd text claiming to be JSON. */
const jsonBody = (value: fc.Arbitrary<unknown>) =>
  fc.oneof(
    { weight: 8, arbitrary: value.map((v) => JSON.stringify(v) ?? "null") },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        "",
        "{",
        "[1,",
        '{"a":1}{',
        "\u0000",
        "nul",
        '{"__proto__":{"polluted":true}}',
        '{"constructor":{"prototype":{"polluted":true}}}',
        "[".repeat(5_000) + "]".repeat(5_000),
        `{"a":"${"x".repeat(100_000)}"}`,
        '"\\ud800"',
        "\ufeff{}",
      ),
    },
  );

const jsonContentType = fc.oneof(
  { weight: 8, arbitrary: fc.constant("application/json") },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "application/json; charset=latin1",
      "text/plain",
      "application/x-www-form-urlencoded",
      "",
    ),
  },
);

const AMOUNT = fc.oneof(
  jsonValue,
  fc.constantFrom(-1, 0, 0.001, 1e300, Number.MAX_SAFE_INTEGER, 43600.005, "43600", "-1", null),
);

interface ApiRoute {
  name: string;
  runs: number;
  request: fc.Arbitrary<{
    method: "GET" | "POST" | "PUT" | "DELETE" | "PATCH";
    url: string;
    body?: string;
    headers: Record<string, string | undefined>;
  }>;
  /** The shop's own API: its error messages are Spanish. */
  spanish: boolean;
}

const seed = fuzzSeed("JSON API");

describe("JSON API and payment sandbox under fuzzed input", () => {
  let shop: Awaited<ReturnType<typeof createTestApp>>;
  const counter = new RunCounter();

  beforeAll(async () => {
    shop = await createTestApp(ENGINE);
  });
  afterAll(() => shop?.close());

  /** A fresh single-use card token, the way the browser SDK makes it. */
  async function cardToken(): Promise<string> {
    const res = await shop.app.inject({
      method: "POST",
      url: `${SANDBOX}/v1/card_tokens?public_key=${encodeURIComponent(shop.config.payments.publicKey)}`,
      payload: {
        card_number: "4509953566233704",
        security_code: "123",
        expiration_month: "11",
        expiration_year: "30",
        cardholder: { name: "APRO", identification: { type: "DNI", number: "12345678" } },
      },
    });
    expect(res.statusCode).toBe(201);
    return res.json<{ id: string }>().id;
  }

  const routes = (): ApiRoute[] => {
    const { publicKey, accessToken, webhookSecret } = shop.config.payments;
    const auth = fc.oneof(
      { weight: 6, arbitrary: fc.constant(`Bearer ${accessToken}`) },
      {
        weight: 1,
        arbitrary: fc.oneof(
          hostileText.map((t) => encodeURIComponent(wellFormed(t)).slice(0, 4_000)),
          fc.constantFrom("Bearer ", "Bearer TEST-0", `bearer ${accessToken}x`, `Basic ${accessToken}`),
        ),
      },
    );
    const text = hostileText.map((t) => encodeURIComponent(wellFormed(t)).slice(0, 8_000));
    return [
      {
        name: "payment webhook",
        runs: 1_200,
        spanish: true,
        request: fc
          .record({
            id: fc.oneof(
              fc.integer({ min: 1, max: 2 ** 40 }).map(String),
              hostileText.map((t) => wellFormed(t)),
            ),
            type: fc.constantFrom("payment", "merchant_order", "", "x"),
            requestId: fc.oneof(fc.uuid(), fc.constant("")),
            signed: fc.constantFrom("valid", "valid", "wrong", "garbage", "missing"),
            body: jsonBody(
              objectWith(["action", "type", "data", "id", "live_mode", "transaction_amount", "status"]),
            ),
            contentType: jsonContentType,
          })
          .map((r) => {
            const ts = "1700000000";
            const signature =
              r.signed === "valid"
                ? signWebhook({
                    dataId: r.id.toLowerCase(),
                    requestId: r.requestId,
                    ts,
                    secret: webhookSecret,
                  })
                : r.signed === "wrong"
                  ? signWebhook({ dataId: r.id, requestId: r.requestId, ts, secret: "otra-clave" })
                  : r.signed === "garbage"
                    ? "ts=,v1=zz,v1=,,"
                    : undefined;
            return {
              method: "POST" as const,
              url: `/api/payments/webhook?data.id=${encodeURIComponent(r.id)}&type=${r.type}`,
              body: r.body,
              headers: {
                ...(r.contentType ? { "content-type": r.contentType } : {}),
                ...(r.requestId ? { "x-request-id": r.requestId } : {}),
                ...(signature ? { "x-signature": signature } : {}),
              },
            };
          }),
      },
      {
        name: "api paths and methods",
        runs: 400,
        spanish: true,
        request: fc
          .record({
            method: fc.constantFrom("GET", "POST", "PUT", "DELETE", "PATCH"),
            path: fc.oneof(
              fc.constantFrom("health", "ready", "payments/webhook", "payments", "../admin"),
              text,
            ),
            body: jsonBody(jsonValue),
          })
          .map((r) => ({
            method: r.method,
            url: `/api/${r.path}`,
            ...(r.method === "GET" ? {} : { body: r.body }),
            headers: r.method === "GET" ? {} : { "content-type": "application/json" },
          })),
      },
      {
        name: "sandbox card tokens",
        runs: 800,
        spanish: false,
        request: fc
          .record({
            key: fc.oneof({ weight: 5, arbitrary: fc.constant(publicKey) }, { weight: 1, arbitrary: text }),
            body: jsonBody(
              objectWith(
                ["card_number", "security_code", "expiration_month", "expiration_year", "cardholder"],
                {
                  card_number: fc.oneof(fc.constantFrom("4509953566233704", "5031755734530604"), jsonValue),
                  cardholder: fc.oneof(
                    objectWith(["name", "identification"], {
                      identification: fc.oneof(objectWith(["type", "number"]), jsonValue),
                    }),
                    jsonValue,
                  ),
                },
              ),
            ),
            contentType: jsonContentType,
          })
          .map((r) => ({
            method: "POST" as const,
            url: `${SANDBOX}/v1/card_tokens?public_key=${r.key}`,
            body: r.body,
            headers: r.contentType ? { "content-type": r.contentType } : {},
          })),
      },
      {
        name: "sandbox payments",
        runs: 800,
        spanish: false,
        request: fc
          .record({
            auth,
            realToken: fc.boolean(),
            idempotency: fc.oneof(fc.uuid(), text),
            body: objectWith(
              [
                "transaction_amount",
                "token",
                "installments",
                "payment_method_id",
                "issuer_id",
                "payer",
                "notification_url",
                "binary_mode",
                "metadata",
                "external_reference",
                "description",
              ],
              {
                transaction_amount: AMOUNT,
                installments: fc.oneof(jsonValue, fc.constantFrom(1, 3, 6, 0, -1, 1.5, 1e9)),
                payment_method_id: fc.oneof(fc.constant("visa"), jsonValue),
                payer: fc.oneof(
                  objectWith(["email", "identification"], {
                    email: fc.oneof(fc.constant("fuzz@example.com"), jsonValue),
                  }),
                  jsonValue,
                ),
                notification_url: fc.oneof(
                  fc.constantFrom("javascript:alert(1)", "file:///etc/passwd", "http://127.0.0.1:1/x"),
                  jsonValue,
                ),
              },
            ),
          })
          .map((r) => ({
            method: "POST" as const,
            url: `${SANDBOX}/v1/payments`,
            body: JSON.stringify(r.body),
            realToken: r.realToken,
            headers: {
              "content-type": "application/json",
              authorization: r.auth,
              "x-idempotency-key": r.idempotency.slice(0, 200),
            },
          })),
      },
      {
        name: "sandbox lookups and back office",
        runs: 800,
        spanish: false,
        request: fc
          .record({
            auth,
            key: fc.oneof({ weight: 3, arbitrary: fc.constant(publicKey) }, { weight: 1, arbitrary: text }),
            path: fc.constantFrom(
              "v1/identification_types",
              "v1/payment_methods/search",
              "v1/payment_methods/card_issuers",
              "v1/payment_methods/installments",
              "v1/card_tokens/",
              "v1/payments/",
              "admin/payments/",
              "thumbnails/payment-methods/",
              "thumbnails/issuers/",
              "v2/anything/",
            ),
            param: fc.oneof(fc.integer({ min: 0, max: 2 ** 40 }).map(String), text),
            action: fc.constantFrom("settle", "refund", "cancel", "chargeback", "approve", "", "..%2F"),
            query: fc.array(
              fc.tuple(
                fc.constantFrom(
                  "bins",
                  "bin",
                  "amount",
                  "payment_method_id",
                  "issuer.id",
                  "payment_type_id",
                  "x",
                ),
                text,
              ),
              { maxLength: 4 },
            ),
          })
          .map((r) => {
            const admin = r.path === "admin/payments/";
            const path = r.path.endsWith("/") ? `${r.path}${r.param}${admin ? `/${r.action}` : ""}` : r.path;
            const query = [`public_key=${r.key}`, ...r.query.map(([k, v]) => `${k}=${v}`)].join("&");
            return {
              method: admin ? ("POST" as const) : ("GET" as const),
              url: `${SANDBOX}/${path}?${query}`,
              headers: { authorization: r.auth },
            };
          }),
      },
    ];
  };

  it("answers every fuzzed request without a 5xx and stores nothing for a refused one", async () => {
    const db = shop.database.db;
    const all = routes();
    const stored = await watchStoredState(db);
    expect(all.reduce((n, r) => n + r.runs, 0)).toBeGreaterThanOrEqual(API_INPUTS_MIN);
    for (const route of all) {
      let before = await stored();
      const input = fc.record({
        request: route.request,
        origin: fc.constantFrom("none", "none", "none", "own", "evil"),
      });
      await assertProperty(
        fc.asyncProperty(input, async ({ request, origin }) => {
          counter.add(route.name);
          // Limits are exercised in rate-limits.test.ts; here they are reset so the inputs reach validation.
          await db.delete(rateLimits);
          let body = request.body;
          if ("realToken" in request && request.realToken && body) {
            // A real card token lets the forged amounts and fields reach the payment's own checks.
            const parsed = JSON.parse(body) as Record<string, unknown>;
            body = JSON.stringify({ ...parsed, token: await cardToken() });
            before = await stored();
          }
          const res = await shop.app.inject({
            method: request.method,
            url: request.url,
            ...(body !== undefined ? { payload: body } : {}),
            headers: {
              ...request.headers,
              ...(origin === "own" ? { origin: shop.config.publicUrl } : {}),
              ...(origin === "evil" ? { origin: "https://evil.example" } : {}),
            },
          });
          const where = `${route.name} ${request.method} ${request.url.slice(0, 200)} ${res.statusCode}`;
          expect(res.statusCode, `${where}: ${res.body.slice(0, 500)}`).toBeLessThan(500);
          if (origin === "evil" && request.method !== "GET") {
            // A malformed address is refused (400) before the origin is even looked at.
            expect([400, 403], where).toContain(res.statusCode);
            if (res.statusCode === 400) expect(res.body, where).toContain("La solicitud no es válida.");
          }
          const json = String(res.headers["content-type"] ?? "").startsWith("application/json");
          if (route.spanish && res.statusCode >= 400 && json) {
            expectSpanish(messagesIn(JSON.parse(res.body)), where);
          }
          const after = await stored();
          if (res.statusCode >= 400 || route.name === "payment webhook") {
            expect(after, `${where}: a refused request changed stored rows`).toEqual(before);
          }
          if (route.name === "sandbox payments" && res.statusCode < 300) {
            // An accepted payment carries a positive, whole-centavo amount whatever was posted.
            const amount = res.json<{ transaction_amount: number }>().transaction_amount;
            expect(Number.isFinite(amount) && amount > 0, where).toBe(true);
          }
          before = after;
        }),
        { numRuns: route.runs, seed, endOnFailure: true },
      );
    }
    expect(counter.total).toBeGreaterThanOrEqual(API_INPUTS_MIN);
  }, 240_000);
});
