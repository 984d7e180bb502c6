/**
 * The cart through the pages, as a browser without JavaScript posts it: the anonymous cart lives in its
 * cookie, travels with the login into the account's cart, and no price sent along is ever read.
 */
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatMoney } from "#domain/money.ts";
import { effectivePrice } from "#domain/pricing.ts";
import { products } from "#server/db/schema/index.ts";
import { PASSWORD, postForm, registration, mailedLink, sessionCookie } from "../support/accounts.ts";
import { createTestApp } from "../support/app.ts";
import { ENGINE } from "../support/database.ts";

describe.each([ENGINE])("the cart through the pages (%s)", (engine) => {
  let shop: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    shop = await createTestApp(engine);
  });
  afterAll(() => shop?.close());

  const setCart = (res: { headers: Record<string, unknown> }) =>
    ([] as string[])
      .concat((res.headers["set-cookie"] as string | string[] | undefined) ?? [])
      .find((c) => c.startsWith("cart="));
  const cartCookieOf = (res: { headers: Record<string, unknown> }) => setCart(res)?.split(";")[0];

  it("keeps an anonymous cart in a cookie, merges it at login and ignores forged prices", async () => {
    const db = shop.database.db;
    const areas = await db
      .select()
      .from(products)
      .where(inArray(products.slug, ["axilas", "bozo"]));
    expect(areas).toHaveLength(2);

    let cart: string | undefined;
    for (const area of areas) {
      const res = await postForm(
        shop.app,
        "/shop/cart",
        { intent: "add", productId: area.id, price: "1", price_offer: "1", total: "1", redirectTo: "/areas" },
        { headers: cart ? { cookie: cart } : {} },
      );
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe("/areas");
      cart = cartCookieOf(res);
      expect(cart).toBeTruthy();
    }
    const refused = await postForm(shop.app, "/shop/cart", { intent: "add", productId: "no-es-un-id" });
    expect(refused.statusCode).toBe(400);

    // Register and verify, then log in carrying the cookie: its lines join the account's cart.
    const email = `carrito-${Date.now()}@example.com`;
    expect((await postForm(shop.app, "/account-register", registration(email))).statusCode).toBe(200);
    await shop.app.inject({ url: await mailedLink(shop.config.mail.mailboxDir, email, "/account-verify/") });
    const login = await postForm(
      shop.app,
      "/account-login",
      {
        intent: "login",
        email,
        password: PASSWORD,
        "items[0]._id": areas[0]!.id,
        "items[1]._id": areas[1]!.id,
      },
      { headers: { cookie: cart! } },
    );
    expect(login.statusCode).toBe(302);
    expect(setCart(login)).toMatch(/Max-Age=0/);
    const token = sessionCookie(login)!.value;

    const page = await shop.app.inject({ url: "/shop/checkout", headers: { cookie: `token=${token}` } });
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("private, no-store");
    expect(page.body).toContain("2 Áreas");
    const expected = areas.reduce((sum, a) => sum + effectivePrice(a), 0);
    expect(page.body).toContain(formatMoney(expected));
  });
});
