/**
 * Who can reach what: one customer never sees or changes another's data; anonymous visitors reach no account
 * page; cross-site posts are refused; `next` never leaves the site; a burst of sign-ins stops at the limit;
 * every page carries the security headers and a CSP whose nonce is on each inline script; the session and
 * cart cookies are HttpOnly, SameSite and, in production, Secure.
 */
import { eq, inArray } from "drizzle-orm";
import { STRONG_SECRET } from "../support/secrets.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES } from "#domain/accounts/messages.ts";
import { LOGIN_RULES } from "#server/http/rate-limit.ts";
import { accounts, cartItems, products } from "#server/db/schema/index.ts";
import { freshIp, PASSWORD, postForm, sessionCookie, signUp } from "../support/accounts.ts";
import { createTestApp } from "../support/app.ts";
import { OFF_SITE_NEXT, staysOnSite } from "../support/off-site-next.ts";
import { storedState } from "./fuzz-support.ts";

const ACCOUNT_PAGES = [
  "/my-account",
  "/my-account/profile",
  "/my-account/order/products",
  "/my-account/order/payments",
  "/my-account/maintenance",
  "/my-account/turnos/reservar",
  "/my-account/turnos/0b5f3f36-2a4e-4c4f-9d3f-6f1c2b7a8e90",
  "/shop/checkout",
  "/shop/checkout/success",
];

describe("access control and hardening", () => {
  let shop: Awaited<ReturnType<typeof createTestApp>>;
  let origin: string;
  let ana: { cookie: string; id: string };
  let beto: { cookie: string; id: string };
  let areaIds: string[];

  beforeAll(async () => {
    shop = await createTestApp("pglite");
    origin = shop.config.publicUrl;
    const db = shop.database.db;
    const customer = async (email: string) => {
      const cookie = await signUp(shop.app, shop.config.mail.mailboxDir, email);
      const [row] = await db.select().from(accounts).where(eq(accounts.email, email));
      return { cookie, id: row!.id };
    };
    ana = await customer("ana-privada@example.com");
    beto = await customer("beto-curioso@example.com");
    areaIds = (
      await db
        .select({ id: products.id })
        .from(products)
        .where(inArray(products.slug, ["axilas", "bozo"]))
    ).map((p) => p.id);
    for (const productId of areaIds) {
      const res = await postForm(
        shop.app,
        "/shop/cart",
        { intent: "add", productId },
        { cookie: ana.cookie },
      );
      expect(res.statusCode).toBe(200);
    }
  });
  afterAll(() => shop?.close());

  const get = (url: string, cookie?: string) =>
    shop.app.inject({ url, headers: cookie ? { cookie: `token=${cookie}` } : {} });

  it("sends anonymous visitors of account pages to the login, with a safe next", async () => {
    for (const page of ACCOUNT_PAGES) {
      const res = await get(page);
      expect(res.statusCode, page).toBe(302);
      const location = String(res.headers.location);
      expect(location, page).toBe(`/account-login?next=${encodeURIComponent(page)}`);
      expect(res.body, page).not.toContain("ana-privada");
    }
    const data = await get("/my-account/profile.data");
    expect(data.body).not.toContain("ana-privada");
  });

  it("never shows or changes one customer's data to another, whatever ids are posted", async () => {
    const db = shop.database.db;
    const anaItems = async () => db.select().from(cartItems).where(eq(cartItems.accountId, ana.id));
    const before = await anaItems();
    expect(before).toHaveLength(2);
    const [anaRow] = await db.select().from(accounts).where(eq(accounts.id, ana.id));

    // Beto removes Ana's areas by id, forges her account id in every field he can, and edits "his" profile.
    for (const productId of areaIds) {
      await postForm(
        shop.app,
        "/shop/cart",
        { intent: "remove", productId, accountId: ana.id },
        { cookie: beto.cookie },
      );
      await postForm(
        shop.app,
        "/shop/checkout",
        { intent: "remove", productId, account_id: ana.id },
        { cookie: beto.cookie },
      );
    }
    await postForm(
      shop.app,
      "/shop/checkout",
      { intent: "coupon-remove", couponId: areaIds[0]!, accountId: ana.id },
      { cookie: beto.cookie },
    );
    const profile = await postForm(
      shop.app,
      "/my-account/profile",
      {
        id: ana.id,
        accountId: ana.id,
        name: "Beto",
        surname: "Curioso",
        email: "beto-curioso@example.com",
        password: PASSWORD,
        mobile_phone: "1155556666",
        birthdate: "1990-01-01",
        identifire: "30111222",
      },
      { cookie: beto.cookie },
    );
    expect(profile.statusCode).toBe(302);
    expect(await anaItems()).toEqual(before);
    const [anaAfter] = await db.select().from(accounts).where(eq(accounts.id, ana.id));
    expect(anaAfter).toEqual(anaRow);

    // None of Beto's pages (nor their data requests) mention Ana.
    for (const page of ACCOUNT_PAGES.filter((p) => p !== "/shop/checkout/success")) {
      for (const url of [page, `${page}.data`]) {
        const res = await get(url, beto.cookie);
        expect(res.statusCode, url).toBeLessThan(500);
        expect(res.body, url).not.toContain("ana-privada");
        expect(res.body, url).not.toContain(ana.id);
      }
    }
    // The payments list takes no account id: a forged one in the query is ignored.
    const payments = await get(
      `/my-account/order/payments?account=${ana.id}&accountId=${ana.id}`,
      beto.cookie,
    );
    expect(payments.body).not.toContain(ana.id);
  });

  it("refuses forged cross-site posts with a 403 and changes nothing", async () => {
    const db = shop.database.db;
    const before = await storedState(db);
    const forged: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { "sec-fetch-site": "cross-site" },
      { origin: "null" },
    ];
    const posts: [string, Record<string, string>][] = [
      [
        "/my-account/profile",
        {
          name: "Hackeado",
          surname: "X",
          email: "evil@example.com",
          birthdate: "1990-01-01",
          identifire: "30111222",
        },
      ],
      ["/shop/cart", { intent: "remove", productId: areaIds[0]! }],
      ["/shop/checkout", { intent: "remove", productId: areaIds[0]! }],
      ["/account-password", { old_password: PASSWORD, new_password: "Robada123" }],
      ["/account-logout", {}],
      ["/shop/cart.data", { intent: "remove", productId: areaIds[0]! }],
    ];
    for (const headers of forged) {
      for (const [url, fields] of posts) {
        const res = await postForm(shop.app, url, fields, { cookie: ana.cookie, headers });
        expect(res.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(403);
        expect(res.body).toBe(ACCOUNT_MESSAGES.forbidden);
      }
      const api = await shop.app.inject({
        method: "POST",
        url: "/api/payments/webhook",
        payload: {},
        headers: { ...headers, cookie: `token=${ana.cookie}` },
      });
      expect(api.statusCode).toBe(403);
      expect(api.json()).toEqual({ error: { code: "forbidden", message: ACCOUNT_MESSAGES.forbidden } });
    }
    expect(await storedState(db)).toEqual(before);
    // The same post from the shop's own page goes through.
    const own = await postForm(
      shop.app,
      "/shop/cart",
      { intent: "add", productId: areaIds[0]! },
      {
        cookie: ana.cookie,
        headers: { origin },
      },
    );
    expect(own.statusCode).toBe(200);
  });

  it("never redirects off the site through next or redirectTo", async () => {
    for (const next of OFF_SITE_NEXT) {
      // Signed in, the login page forwards to next at once.
      const leave = await get(`/account-login?next=${encodeURIComponent(next)}`, beto.cookie);
      expect(leave.statusCode, next).toBe(302);
      expect(staysOnSite(String(leave.headers.location)), `${next} -> ${leave.headers.location}`).toBe(true);
      // Raw, not encoded, in the query as well.
      const raw = await get(
        `/account-login?next=${next.replace(/[\t\n ]/g, encodeURIComponent)}`,
        beto.cookie,
      );
      expect(staysOnSite(String(raw.headers.location ?? "/")), `${next} raw`).toBe(true);
      // The cart's no-JavaScript form sends the visitor back to redirectTo.
      const cart = await postForm(shop.app, "/shop/cart", {
        intent: "add",
        productId: areaIds[1]!,
        redirectTo: next,
      });
      expect(cart.statusCode, next).toBe(302);
      expect(staysOnSite(String(cart.headers.location)), `${next} -> ${cart.headers.location}`).toBe(true);
    }
    // A sign-in with an off-site next lands on the site.
    const login = await postForm(shop.app, `/account-login?next=${encodeURIComponent("/.//evil.example")}`, {
      intent: "login",
      email: "beto-curioso@example.com",
      password: PASSWORD,
    });
    expect(login.statusCode).toBe(302);
    expect(staysOnSite(String(login.headers.location))).toBe(true);
  });

  it("lets a burst of 50 sign-ins to one account from one address past the limiter only up to the limit", async () => {
    const limit = LOGIN_RULES.pair.points;
    const ip = freshIp();
    const attempts = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        postForm(
          shop.app,
          "/account-login",
          { intent: "login", email: "ana-privada@example.com", password: `Incorrecta${i}` },
          { ip, headers: { origin } },
        ),
      ),
    );
    const limited = attempts.filter((r) => r.statusCode === 429);
    const passed = attempts.filter((r) => r.statusCode !== 429);
    expect(passed.every((r) => r.statusCode === 401)).toBe(true);
    expect(passed).toHaveLength(limit);
    expect(limited).toHaveLength(50 - limit);
    for (const res of limited) {
      expect(res.headers["retry-after"]).toBeDefined();
      expect(res.body).toMatch(/Hiciste demasiados intentos\. Esperá \d+ minutos? y volvé a intentar\./);
    }
  });

  it("puts the security headers and a nonce-only script policy on every page and API answer", async () => {
    const pages = [
      "/",
      "/areas",
      "/areas/tratamientos-mujer",
      "/areas/tratamientos-mujer/axilas",
      "/locales",
      "/blog",
      "/prensa",
      "/promociones",
      "/acciones",
      "/contactanos",
      "/quienes-somos",
      "/shop",
      "/account-login",
      "/account-register",
      "/account-password/token-que-no-existe",
      "/account-verify/token-que-no-existe",
      "/no-existe-esta-pagina",
      "/areas/no-existe/tampoco",
      "/sitemap.xml",
      "/robots.txt",
      "/api/health",
      "/api/no-existe",
    ];
    const signedIn = ["/my-account", "/my-account/profile", "/my-account/order/payments", "/shop/checkout"];
    const checks = [
      ...pages.map((p) => [p, undefined] as const),
      ...signedIn.map((p) => [p, beto.cookie] as const),
    ];
    for (const [page, cookie] of checks) {
      const res = await get(page, cookie);
      expect(res.statusCode, page).toBeLessThan(500);
      const h = res.headers;
      expect(h["x-content-type-options"], page).toBe("nosniff");
      expect(h["referrer-policy"], page).toBe("strict-origin-when-cross-origin");
      expect(h["x-frame-options"], page).toBe("SAMEORIGIN");
      expect(h["permissions-policy"], page).toContain("camera=()");
      const csp = String(h["content-security-policy"]);
      const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
      expect(scriptSrc, page).not.toContain("'unsafe-inline'");
      expect(scriptSrc, page).not.toContain("'unsafe-eval'");
      expect(csp, page).toContain("frame-ancestors 'none'");
      expect(csp, page).toContain("object-src 'none'");
      const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
      expect(nonce, page).toBeTruthy();
      if (String(h["content-type"]).startsWith("text/html")) {
        const scripts = [...res.body.matchAll(/<script\b([^>]*)>/g)];
        expect(scripts.length, page).toBeGreaterThan(0);
        for (const [tag, attrs] of scripts) {
          // Inline scripts and module scripts alike carry this response's nonce.
          expect(attrs, `${page}: ${tag}`).toContain(`nonce="${nonce}"`);
        }
        expect(res.body, page).not.toMatch(/\son[a-z]+="/);
      }
    }
    // Each response has its own nonce.
    const [a, b] = await Promise.all([get("/"), get("/")]);
    expect(a.headers["content-security-policy"]).not.toEqual(b.headers["content-security-policy"]);
  });

  it("marks the session and cart cookies HttpOnly and SameSite", async () => {
    const login = await postForm(shop.app, "/account-login", {
      intent: "login",
      email: "beto-curioso@example.com",
      password: PASSWORD,
    });
    const token = sessionCookie(login);
    expect(token?.raw).toMatch(/; HttpOnly/);
    expect(token?.raw).toMatch(/; SameSite=Lax/);
    expect(token?.raw).not.toMatch(/; Secure/);
    const cart = await postForm(shop.app, "/shop/cart", { intent: "add", productId: areaIds[0]! });
    const raw = [cart.headers["set-cookie"]].flat().find((c) => String(c).startsWith("cart="));
    expect(raw).toMatch(/; HttpOnly/);
    expect(raw).toMatch(/; SameSite=Lax/);
  });
});

describe("cookies in production", () => {
  it("adds Secure to the session and cart cookies behind an https address", async () => {
    const publicUrl = "https://tienda.example";
    const shop = await createTestApp("pglite", {
      env: {
        NODE_ENV: "production",
        PUBLIC_URL: publicUrl,
        SESSION_SECRET: STRONG_SECRET,
        PAYMENTS_PROVIDER: "sandbox",
        ALLOW_SANDBOX_PAYMENTS: "1",
        MAIL_TRANSPORT: "mailbox",
      },
    });
    try {
      const [area] = await shop.database.db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.slug, "axilas"));
      const headers = { origin: publicUrl };
      const cart = await postForm(
        shop.app,
        "/shop/cart",
        { intent: "add", productId: area!.id },
        { headers },
      );
      const rawCart = [cart.headers["set-cookie"]].flat().find((c) => String(c).startsWith("cart="));
      expect(rawCart).toMatch(/; Secure/);
      expect(rawCart).toMatch(/; HttpOnly/);
      const cookie = await signUp(shop.app, shop.config.mail.mailboxDir, "segura@example.com");
      expect(cookie).toBeTruthy();
      const login = await postForm(
        shop.app,
        "/account-login",
        { intent: "login", email: "segura@example.com", password: PASSWORD },
        { headers },
      );
      const token = sessionCookie(login);
      expect(token?.raw).toMatch(/; Secure/);
      expect(token?.raw).toMatch(/; HttpOnly/);
      expect(token?.raw).toMatch(/; SameSite=Lax/);
      const page = await shop.app.inject({ url: "/" });
      expect(page.headers["strict-transport-security"]).toMatch(/max-age=31536000/);
      expect(page.headers["content-security-policy"]).toContain("upgrade-insecure-requests");
    } finally {
      await shop.close();
    }
  });
});
