/**
 * The shopper's path without walls (docs/decisions/0061): a guest sees her cart at /shop/cart, with the figures
 * the cart service works out; `next` survives the registration, the mailed verification link (in this browser
 * or another), the sign-in and the password reset; her guest cart becomes the new account's at registration.
 * A `next` that is not a path of this site is dropped on every step of the way.
 */
import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { createCookie } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCAL_CART_COOKIE } from "#domain/cart/local-cart.ts";
import { formatMoney } from "#domain/money.ts";
import { effectivePrice } from "#domain/pricing.ts";
import { accounts, cartItems, products, shopSettings } from "#server/db/schema/index.ts";
import { listMailbox } from "#server/mail/transports/mailbox.ts";
import {
  PASSWORD,
  decodeHtml,
  mailedLink,
  postForm,
  registration,
  sessionCookie,
  signUp,
} from "../support/accounts.ts";
import { createTestApp } from "../support/app.ts";
import { ENGINE } from "../support/database.ts";
import { OFF_SITE_NEXT, staysOnSite } from "../support/off-site-next.ts";

const CHECKOUT = "/shop/checkout";
const NEXT = encodeURIComponent(CHECKOUT);
const TWO_FOR_ONE = "Verano sin vello: 2x1 en axilas";

describe.each([ENGINE])("the shopper's path (%s)", (engine) => {
  let shop: Awaited<ReturnType<typeof createTestApp>>;
  let mailbox: string;
  let axilas: typeof products.$inferSelect;
  let bozo: typeof products.$inferSelect;
  let n = 0;
  const email = (what: string) => `camino-${what}-${engine}-${++n}@example.com`;

  beforeAll(async () => {
    shop = await createTestApp(engine);
    mailbox = shop.config.mail.mailboxDir;
    const rows = await shop.database.db
      .select()
      .from(products)
      .where(inArray(products.slug, ["axilas", "bozo"]));
    axilas = rows.find((p) => p.slug === "axilas")!;
    bozo = rows.find((p) => p.slug === "bozo")!;
  });
  afterAll(() => shop?.close());

  const get = (url: string, cookies: { token?: string; cart?: string } = {}) => {
    const cookie = [cookies.token ? `token=${cookies.token}` : null, cookies.cart].filter(Boolean).join("; ");
    return shop.app.inject({ url, headers: cookie ? { cookie } : {} });
  };
  const cartCookieOf = (res: { headers: Record<string, unknown> }) =>
    ([] as string[])
      .concat((res.headers["set-cookie"] as string | string[] | undefined) ?? [])
      .find((c) => c.startsWith("cart="))
      ?.split(";")[0];
  const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => decodeHtml(m[1]!));

  /** A guest's cart cookie holding `lines`, put there by the cart's own form. */
  async function guestCart(lines: [product: { id: string }, quantity: number][]): Promise<string> {
    let cart: string | undefined;
    for (const [product, quantity] of lines) {
      const res = await postForm(
        shop.app,
        "/shop/cart",
        { intent: "add", productId: product.id, quantity: String(quantity), redirectTo: "/areas" },
        { headers: cart ? { cookie: cart } : {} },
      );
      expect(res.statusCode).toBe(302);
      cart = cartCookieOf(res);
    }
    return cart!;
  }

  const accountCart = async (address: string) => {
    const [account] = await shop.database.db.select().from(accounts).where(eq(accounts.email, address));
    const rows = await shop.database.db
      .select({ productId: cartItems.productId, quantity: cartItems.quantity })
      .from(cartItems)
      .where(eq(cartItems.accountId, account!.id));
    return Object.fromEntries(rows.map((r) => [r.productId, r.quantity]));
  };

  it("shows a guest her cart: lines, quantities, the server's subtotal and promotions, and the ways to pay", async () => {
    const cart = await guestCart([
      [axilas, 2],
      [bozo, 1],
    ]);
    const page = await get("/shop/cart", { cart });
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("private, no-store");
    const body = decodeHtml(page.body);
    expect(body).toContain("Tu carrito");
    expect(body).toContain("2 Áreas");
    expect(body).toContain(axilas.title);
    expect(body).toContain(bozo.title);
    expect(body).toContain("Cantidad: 2");
    const subtotal = 2 * effectivePrice(axilas) + effectivePrice(bozo);
    expect(body).toContain(formatMoney(subtotal));
    // The demo's 2x1: one of the two axilas is free, as the checkout would charge it.
    expect(body).toContain(TWO_FOR_ONE);
    expect(body).toContain(`-${formatMoney(effectivePrice(axilas))}`);
    expect(body).toContain(formatMoney(subtotal - effectivePrice(axilas)));
    // No code form (codes need an account); the ways on keep where she was going.
    expect(body).not.toContain("Código de descuento");
    expect(hrefs(page.body)).toEqual(
      expect.arrayContaining([`/account-login?next=${NEXT}`, `/account-register?next=${NEXT}`]),
    );
    expect(body).toContain("Iniciar sesión para pagar");

    // 'Eliminar' posts to the cart and comes back to it with the new cookie.
    const removed = await postForm(
      shop.app,
      "/shop/cart",
      { intent: "remove", productId: bozo.id, redirectTo: "/shop/cart" },
      { headers: { cookie: cart } },
    );
    expect(removed.statusCode).toBe(302);
    expect(removed.headers.location).toBe("/shop/cart");
    const after = decodeHtml((await get("/shop/cart", { cart: cartCookieOf(removed) })).body);
    expect(after).toContain("1 Área");
    expect(after).not.toContain(bozo.title);

    // Without a cart: the empty cart; the header's icon leads here for guests.
    const empty = await get("/shop/cart");
    expect(empty.statusCode).toBe(200);
    expect(decodeHtml(empty.body)).toContain("Tu carrito está vacío");
    expect(hrefs(empty.body)).toContain("/shop/cart");
  });

  it("leaves out areas that name nothing and marks those no longer on sale, outside the total", async () => {
    // A cookie naming an area that does not exist, between two that do.
    const forged = await createCookie(LOCAL_CART_COOKIE).serialize([
      { id: axilas.id, q: 1 },
      { id: randomUUID(), q: 3 },
      { id: bozo.id, q: 1 },
    ]);
    const cart = forged.split(";")[0]!;
    const db = shop.database.db;
    await db.update(products).set({ enabled: false }).where(eq(products.id, bozo.id));
    try {
      const body = decodeHtml((await get("/shop/cart", { cart })).body);
      expect(body).toContain("2 Áreas");
      expect(body).not.toContain("Cantidad: 3");
      expect(body).toContain(bozo.title);
      expect(body).toContain("Producto no disponible");
      expect(body).not.toContain(formatMoney(effectivePrice(axilas) + effectivePrice(bozo)));
      expect(body).toContain(formatMoney(effectivePrice(axilas)));
    } finally {
      await db.update(products).set({ enabled: true }).where(eq(products.id, bozo.id));
    }
  });

  it("shows a customer her own cart with the way to the checkout, and sends a guest to the login where guests see no cart", async () => {
    const token = await signUp(shop.app, mailbox, email("cliente"));
    const added = await postForm(
      shop.app,
      "/shop/cart",
      { intent: "add", productId: bozo.id },
      { cookie: token },
    );
    // A form posted without scripts and without `redirectTo` is answered by the cart itself.
    expect(added.statusCode).toBe(200);
    const page = await get("/shop/cart", { token });
    expect(page.statusCode).toBe(200);
    const body = decodeHtml(page.body);
    expect(body).toContain("1 Área");
    expect(body).toContain(bozo.title);
    expect(body).toContain(formatMoney(effectivePrice(bozo)));
    expect(body).toContain("Continuar con la compra");
    expect(hrefs(page.body)).toContain(CHECKOUT);
    expect(body).not.toContain("Iniciar sesión para pagar");
    // Her cart icon leads straight to the checkout, whose first step is her cart.
    expect(/<a [^>]*aria-label="Carrito: 1 área"[^>]*>/.exec(page.body)?.[0]).toContain(
      'href="/shop/checkout"',
    );

    const db = shop.database.db;
    await db.update(shopSettings).set({ offlineMode: false }).where(eq(shopSettings.id, 1));
    try {
      const hidden = await get("/shop/cart");
      expect(hidden.statusCode).toBe(302);
      expect(hidden.headers.location).toBe(`/account-login?next=${NEXT}`);
    } finally {
      await db.update(shopSettings).set({ offlineMode: true }).where(eq(shopSettings.id, 1));
    }
  });

  it("carries next from the login to the registration and back", async () => {
    const login = await get(`/account-login?next=${NEXT}`);
    expect(hrefs(login.body)).toContain(`/account-register?next=${NEXT}`);
    const register = await get(`/account-register?next=${NEXT}`);
    expect(hrefs(register.body)).toContain(`/account-login?next=${NEXT}`);
    // Without a next, the plain addresses.
    expect(hrefs((await get("/account-login")).body)).toContain("/account-register");
    expect(hrefs((await get("/account-register")).body)).toContain("/account-login");
  });

  it("registration: the mailed link keeps next, and the guest cart is the new account's in any browser", async () => {
    const address = email("registro");
    const cart = await guestCart([
      [axilas, 2],
      [bozo, 1],
    ]);
    const reg = await postForm(shop.app, `/account-register?next=${NEXT}`, registration(address), {
      headers: { cookie: cart },
    });
    expect(reg.statusCode).toBe(200);
    // The cookie stays: the guest still sees her cart until she signs in.
    expect(cartCookieOf(reg)).toBeUndefined();
    expect(await accountCart(address)).toEqual({ [axilas.id]: 2, [bozo.id]: 1 });

    const link = await mailedLink(mailbox, address, "/account-verify/");
    expect(link).toMatch(new RegExp(`^/account-verify/[^?]+\\?next=${NEXT}$`));

    // Another browser: no cookies at all. The page leads to the login, which leads to the checkout.
    const verified = await get(link);
    expect(verified.statusCode).toBe(200);
    expect(hrefs(verified.body)).toContain(`/account-login?next=${NEXT}`);
    const login = await postForm(shop.app, `/account-login?next=${NEXT}`, {
      intent: "login",
      email: address,
      password: PASSWORD,
    });
    expect(login.statusCode).toBe(302);
    expect(login.headers.location).toBe(CHECKOUT);
    const checkout = decodeHtml((await get(CHECKOUT, { token: sessionCookie(login)!.value })).body);
    expect(checkout).toContain("2 Áreas");
    expect(checkout).toContain(axilas.title);
    expect(checkout).toContain(bozo.title);

    // The first browser signs in with its cookie's items: merged again, nothing doubles.
    const again = await postForm(
      shop.app,
      `/account-login?next=${NEXT}`,
      {
        intent: "login",
        email: address,
        password: PASSWORD,
        "items[0]._id": axilas.id,
        "items[0].quantity": "2",
        "items[1]._id": bozo.id,
        "items[1].quantity": "1",
      },
      { headers: { cookie: cart } },
    );
    expect(again.headers.location).toBe(CHECKOUT);
    expect(cartCookieOf(again)).toMatch(/^cart=/);
    expect(await accountCart(address)).toEqual({ [axilas.id]: 2, [bozo.id]: 1 });
  });

  it("password reset: the mailed link keeps next, and the login after it leads there", async () => {
    const address = email("clave");
    await signUp(shop.app, mailbox, address);
    const before = (await listMailbox(mailbox)).filter((m) => m.to === address).length;
    const asked = await postForm(shop.app, `/account-login?next=${NEXT}`, {
      intent: "reset-request",
      email: address,
    });
    expect(asked.statusCode).toBe(200);
    const link = await mailedLink(mailbox, address, "/account-password/");
    expect((await listMailbox(mailbox)).filter((m) => m.to === address).length).toBe(before + 1);
    expect(link).toMatch(new RegExp(`^/account-password/[^?]+\\?next=${NEXT}$`));
    const token = decodeURIComponent(/\/account-password\/([^?]+)/.exec(link)![1]!);

    const form = await get(link);
    expect(form.statusCode).toBe(200);
    // The same password as before: the reset does not compare them, and it follows the shop's rule.
    const restored = await postForm(shop.app, link, {
      token,
      password: PASSWORD,
      password_confirm: PASSWORD,
    });
    expect(restored.statusCode).toBe(200);
    expect(hrefs(restored.body)).toContain(`/account-login?next=${NEXT}`);
    const login = await postForm(shop.app, `/account-login?next=${NEXT}`, {
      intent: "login",
      email: address,
      password: PASSWORD,
    });
    expect(login.headers.location).toBe(CHECKOUT);

    // A used link offers a new one, still on the way to the checkout.
    const used = await get(link);
    expect(hrefs(used.body)).toContain(`/account-login?recuperar=1&next=${NEXT}`);
  });

  it("drops every next that is not a path of this site, on every step of the way", async () => {
    for (const [i, bad] of OFF_SITE_NEXT.entries()) {
      const query = `?next=${encodeURIComponent(bad)}`;
      // "/%2F%2Fevil.example" is a path of this site (a page that does not exist): it may be carried, as is.
      const onSite = bad === "/%2F%2Fevil.example";
      /** Whatever `next` a link carries on stays on this site. */
      const carriedOnSite = (href: string) => {
        const next = new URL(href, "https://tienda.example").searchParams.get("next");
        return next === null || (onSite && next === bad && staysOnSite(next));
      };
      /** The page's links lead on without the bad next (the login's link to itself keeps its own query). */
      const plain = async (page: string, path: string) => {
        const list = hrefs((await get(`${page}${query}`)).body);
        if (!onSite) expect(list, bad).toContain(path);
        const others = list.filter((h) => !h.startsWith(`${page}?`));
        expect(
          others.filter((h) => !carriedOnSite(h)),
          `${page} ${bad}`,
        ).toEqual([]);
      };
      await plain("/account-login", "/account-register");
      await plain("/account-register", "/account-login");
      await plain("/account-verify/no-es-un-token", "/account-login");
      await plain("/account-password/no-es-un-token", "/account-login?recuperar=1");

      // The mails: the verification and the reset links carry no next at all.
      const address = `camino-desvio-${engine}-${i}@example.com`;
      const reg = await postForm(shop.app, `/account-register${query}`, registration(address));
      expect(reg.statusCode, bad).toBe(200);
      const verify = await mailedLink(mailbox, address, "/account-verify/");
      expect(carriedOnSite(verify), `${bad} -> ${verify}`).toBe(true);
      if (!onSite) expect(verify, bad).toMatch(/^\/account-verify\/[^?]+$/);
      const verified = hrefs((await get(verify)).body);
      expect(verified, bad).toContain(
        onSite ? `/account-login?next=${encodeURIComponent(bad)}` : "/account-login",
      );
      expect(
        verified.filter((h) => !carriedOnSite(h)),
        bad,
      ).toEqual([]);
      await postForm(shop.app, `/account-login${query}`, { intent: "reset-request", email: address });
      const reset = await mailedLink(mailbox, address, "/account-password/");
      expect(carriedOnSite(reset), `${bad} -> ${reset}`).toBe(true);
      if (!onSite) expect(reset, bad).toMatch(/^\/account-password\/[^?]+$/);
    }
    // And a sign-in with one lands on the product index.
    const address = email("malo");
    await signUp(shop.app, mailbox, address);
    const login = await postForm(shop.app, `/account-login?next=${encodeURIComponent("//evil.example")}`, {
      intent: "login",
      email: address,
      password: PASSWORD,
    });
    expect(login.headers.location).toBe("/areas");
  });
});
