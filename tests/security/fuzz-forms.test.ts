/**
 * Every form action of the shop, fuzzed with fast-check through Fastify's inject: wrong types, huge and
 * broken unicode values, missing, repeated and forged fields, other content types, posted as a hydrated page
 * does (`.data`) and as a plain HTML form. Whatever arrives, the shop answers without a 5xx, a refused post
 * changes no stored row, a cross-site post is refused, and every message it shows is one of its Spanish ones.
 */
import { eq, inArray } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES } from "#domain/accounts/messages.ts";
import { accounts, countries, products, provinces, rateLimits, stores } from "#server/db/schema/index.ts";
import { PASSWORD, registration, signUp } from "../support/accounts.ts";
import { CartService } from "#server/modules/cart/service.ts";
import { createTestApp } from "../support/app.ts";
import { ENGINE } from "../support/database.ts";
import {
  RunCounter,
  assertProperty,
  formBody,
  formContentType,
  hostileText,
  wellFormed,
  expectSpanishAnswer,
  fuzzSeed,
} from "./fuzz-support.ts";
import { watchStoredState } from "./stored-state-watch.ts";

/** This file's share of the 10,000 fuzzed inputs (fuzz-api.test.ts sends the rest). */
const FORM_INPUTS_MIN = 6_000;

interface FormRoute {
  name: string;
  /** The page's path (a `.data` suffix is added for the hydrated variant). */
  path: fc.Arbitrary<string>;
  /** Each field's valid value; the fuzz replaces, repeats or drops them. */
  base: () => Record<string, string>;
  runs: number;
  signedIn?: boolean;
  /** The verification link is a GET: its token is the input. */
  method?: "GET";
  /** A cookie header to send instead of the customer's session (fuzzed sessions, carts). */
  cookie?: fc.Arbitrary<string>;
}

const seed = fuzzSeed("form actions");

describe("form actions under fuzzed input", () => {
  let shop: Awaited<ReturnType<typeof createTestApp>>;
  let origin: string;
  let session: string;
  let customerId: string;
  let areaIds: string[];
  let storeId: string;
  let country: string;
  let state: string;
  const counter = new RunCounter();
  const reached = new RunCounter();

  beforeAll(async () => {
    shop = await createTestApp(ENGINE);
    origin = shop.config.publicUrl;
    const db = shop.database.db;
    const email = "fuzz-cliente@example.com";
    session = await signUp(shop.app, shop.config.mail.mailboxDir, email);
    customerId = (await db.select().from(accounts).where(eq(accounts.email, email)))[0]!.id;
    areaIds = (
      await db
        .select({ id: products.id })
        .from(products)
        .where(inArray(products.slug, ["axilas", "bozo"]))
    ).map((p) => p.id);
    storeId = (await db.select().from(stores).where(eq(stores.name, "Candela Palermo")))[0]!.id;
    country = (await db.select().from(countries).where(eq(countries.isDefault, true)))[0]!.id;
    state = (await db.select().from(provinces).where(eq(provinces.value, "Capital Federal")))[0]!.id;
  });
  afterAll(() => shop?.close());

  /** The customer's cart back to two areas and a branch (at the payment step for 'confirm'). */
  async function restoreCart(route?: FormRoute) {
    const cart = new CartService(shop.database.db);
    for (const productId of areaIds) await cart.add(customerId, { productId, quantity: 1 });
    await cart.chooseStore(customerId, storeId);
    if (route?.name.includes("confirm")) await cart.goToPayment(customerId);
    else await cart.backToSummary(customerId);
  }

  const fixedPath = (p: string) => fc.constant(p);
  const tokenPath = (prefix: string) =>
    fc.oneof(
      fc.constant(prefix),
      hostileText.map((t) => `${prefix}/${encodeURIComponent(wellFormed(t)).slice(0, 2_000) || "x"}`),
      fc.constantFrom(`${prefix}/%ED%A0%80`, `${prefix}/..%2F..%2Fetc`, `${prefix}/%00`),
    );
  const sessionCookie = fc.oneof(
    hostileText.map((t) => `token=${encodeURIComponent(wellFormed(t)).slice(0, 4_000)}`),
    fc.constantFrom("token=", "token=;token=x", "cart=%5B%7B%22id%22%3A1%7D%5D", "cart=j%3A%5B%5D"),
  );
  const cartCookie = fc.oneof(
    fc.constant(""),
    hostileText.map((t) => `cart=${encodeURIComponent(wellFormed(t)).slice(0, 4_000)}`),
    fc
      .array(fc.record({ id: fc.oneof(fc.uuid(), hostileText), q: fc.oneof(fc.integer(), fc.double()) }), {
        maxLength: 60,
      })
      .map((lines) => `cart=${encodeURIComponent(Buffer.from(JSON.stringify(lines)).toString("base64"))}`),
  );

  const routes = (): FormRoute[] => [
    {
      name: "login",
      path: fixedPath("/account-login"),
      base: () => ({
        intent: "login",
        email: "nadie@example.com",
        password: PASSWORD,
        "items[0]._id": areaIds[0]!,
      }),
      runs: 150,
    },
    {
      name: "password reset request",
      path: fixedPath("/account-login"),
      base: () => ({ intent: "reset-request", email: "nadie@example.com" }),
      runs: 400,
    },
    {
      name: "register",
      path: fixedPath("/account-register"),
      base: () => registration("fuzz-nueva@example.com"),
      runs: 350,
    },
    {
      name: "verify",
      path: tokenPath("/account-verify"),
      base: () => ({}),
      runs: 300,
      method: "GET",
    },
    {
      name: "password reset",
      path: tokenPath("/account-password"),
      base: () => ({ token: "x".repeat(40), password: "Nueva123", password_confirm: "Nueva123" }),
      runs: 400,
    },
    {
      name: "contact",
      path: fc.constantFrom("/contactanos", "/contactanos?tipo=corporativo"),
      base: () => ({
        tipo: "general",
        name: "Ana",
        email: "ana@example.com",
        phone: "1145678901",
        message: "Hola",
      }),
      runs: 800,
    },
    {
      name: "cart (visitor)",
      path: fixedPath("/shop/cart"),
      base: () => ({ intent: "add", productId: areaIds[0]!, quantity: "1", redirectTo: "/shop" }),
      runs: 700,
      cookie: cartCookie,
    },
    {
      name: "logout",
      path: fixedPath("/account-logout"),
      base: () => ({}),
      runs: 250,
      cookie: sessionCookie,
    },
    {
      name: "cart (customer)",
      path: fixedPath("/shop/cart"),
      base: () => ({ intent: "remove", productId: areaIds[1]!, quantity: "2", redirectTo: "/shop" }),
      runs: 600,
      signedIn: true,
    },
    ...(["remove", "coupon", "coupon-remove", "store", "pay", "back"] as const).map((intent): FormRoute => ({
      name: `checkout: ${intent}`,
      path: fixedPath("/shop/checkout"),
      base: () => ({ intent, productId: areaIds[0]!, code: "BIENVENIDA10", couponId: areaIds[1]!, storeId }),
      runs: 150,
      signedIn: true,
    })),
    {
      name: "checkout: payment confirm",
      path: fixedPath("/shop/checkout"),
      base: () => ({
        intent: "confirm",
        attempt_key: "00000000-0000-4000-8000-000000000001",
        token: "ff8080814c11e237014c1ff593b57b4d",
        payment_method_id: "visa",
        installments: "3",
        issuer: "310",
        email: "fuzz-cliente@example.com",
        mobile_phone: "1145678901",
        identification_type: "DNI",
        identification_number: "30123456",
        transaction_amount: "1.00",
        cupons: "BIENVENIDA10",
        "billing.name": "Lucía",
        "billing.surname": "Pérez",
        "billing.email": "facturas@example.com",
        "billing.address": "Av. Santa Fe 1234",
        "billing.city": "CABA",
        "billing.zip": "C1425",
        "billing.country": country,
        "billing.state": state,
      }),
      runs: 500,
      signedIn: true,
    },
    {
      name: "profile",
      path: fixedPath("/my-account/profile"),
      base: () => ({
        name: "Julieta",
        surname: "Pérez",
        genre: "F",
        email: "fuzz-cliente@example.com",
        mobile_phone: "1155556666",
        birthdate: "1990-05-17",
        identifire: "30123456",
        newsletter: "on",
      }),
      runs: 500,
      signedIn: true,
    },
    {
      name: "password change",
      path: fixedPath("/account-password"),
      base: () => ({ old_password: "Incorrecta1", new_password: "Nueva123" }),
      runs: 150,
      signedIn: true,
    },
  ];

  it("answers every fuzzed post without a 5xx, keeps refused posts from storing anything, in Spanish", async () => {
    const db = shop.database.db;
    const all = routes();
    const stored = await watchStoredState(db);
    const timings: Record<string, number> = {};
    expect(all.reduce((n, r) => n + r.runs, 0)).toBeGreaterThanOrEqual(FORM_INPUTS_MIN);
    for (const route of all) {
      const started = Date.now();
      await restoreCart(route);
      let before = await stored();
      const input = fc.record({
        path: route.path,
        body: formBody(route.base()),
        contentType: formContentType,
        document: fc.oneof(
          { weight: 1, arbitrary: fc.constant(true) },
          { weight: 7, arbitrary: fc.constant(false) },
        ),
        origin: fc.constantFrom("own", "own", "own", "own", "own", "own", "none", "evil", "cross-site-fetch"),
        cookie: route.cookie ?? fc.constant(""),
      });
      await assertProperty(
        fc.asyncProperty(input, async (i) => {
          counter.add(route.name);
          // Limits are exercised in access.test.ts; here they are reset so the inputs reach validation.
          await db.delete(rateLimits);
          const [pathname, query] = i.path.split("?");
          const url = i.document ? i.path : `${pathname}.data${query ? `?${query}` : ""}`;
          const cookies = [route.signedIn ? `token=${session}` : "", i.cookie].filter(Boolean).join("; ");
          const res = await shop.app.inject({
            method: route.method ?? "POST",
            url,
            ...(route.method ? {} : { payload: i.body }),
            headers: {
              ...(i.contentType ? { "content-type": i.contentType } : {}),
              ...(i.origin === "own" ? { origin } : {}),
              ...(i.origin === "evil" ? { origin: "https://evil.example" } : {}),
              ...(i.origin === "cross-site-fetch" ? { "sec-fetch-site": "cross-site" } : {}),
              ...(cookies ? { cookie: cookies } : {}),
              "x-forwarded-for": "10.9.0.1",
            },
          });
          const where = `${route.name} ${url} ${res.statusCode}`;
          expect(res.statusCode, `${where}: ${res.body.slice(0, 500)}`).toBeLessThan(500);
          if (!route.method && (i.origin === "evil" || i.origin === "cross-site-fetch")) {
            // A malformed address is refused before the origin is even looked at.
            const badUrl = res.statusCode === 400 && res.body === "La solicitud no es válida.";
            if (!badUrl) {
              expect(res.statusCode, where).toBe(403);
              expect(res.body).toBe(ACCOUNT_MESSAGES.forbidden);
            }
          } else if (res.statusCode !== 429) {
            reached.add(route.name);
          }
          await expectSpanishAnswer(res, where);

          const after = await stored();
          const refused = res.statusCode >= 400 || route.name === "logout";
          if (refused) expect(after, `${where}: a refused post changed stored rows`).toEqual(before);
          else if (route.signedIn) await restoreCart(route);
          before = refused ? after : await stored();
        }),
        { numRuns: route.runs, seed, endOnFailure: true },
      );
      timings[route.name] = Date.now() - started;
    }
    console.info("fuzzed form posts", counter.byRoute, "ms per route", timings);
    expect(counter.total).toBeGreaterThanOrEqual(FORM_INPUTS_MIN);
    // Most inputs reach the route's own validation: only the forged cross-site ones stop before it.
    for (const route of all) {
      expect(reached.byRoute[route.name] ?? 0, route.name).toBeGreaterThan(route.runs * 0.6);
    }
  }, 240_000);
});
