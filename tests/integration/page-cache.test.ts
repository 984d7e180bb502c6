/**
 * The page cache over HTTP: hits carry their own nonce and their visitor's own cart, customers and anonymous
 * visitors get pages of their own, and a change in the database (prices, settings) reaches the pages within
 * the cache's staleness bound.
 */
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatMoney } from "#domain/money.ts";
import { products } from "#server/db/schema/index.ts";
import { isCacheableRequest } from "#server/http/page-cache/index.ts";
import { mailedLink, PASSWORD, postForm, registration, signIn } from "../support/accounts.ts";
import { createTestApp } from "../support/app.ts";
import { ENGINE } from "../support/database.ts";

type Shop = Awaited<ReturnType<typeof createTestApp>>;
type Reply = Awaited<ReturnType<Shop["app"]["inject"]>>;

const AREA = "/areas/tratamientos-mujer/axilas";
const DEADLINE_MS = 20_000;

const nonceOf = (res: Reply) => /'nonce-([^']+)'/.exec(String(res.headers["content-security-policy"]))![1]!;
const withoutNonce = (res: Reply, body = res.body) => body.replaceAll(nonceOf(res), "NONCE");

/** Reads `url` until `done` holds for its answer, or the deadline passes; returns the last answer. */
async function pollUntil(shop: Shop, url: string, done: (res: Reply) => boolean): Promise<Reply> {
  const deadline = Date.now() + DEADLINE_MS;
  for (;;) {
    const res = await shop.app.inject({ url });
    if (done(res) || Date.now() > deadline) return res;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe("which requests the page cache may answer", () => {
  it("takes only GET and HEAD requests of public documents, a customer's too, never a staff member's", () => {
    expect(isCacheableRequest("GET", "/areas?x=1", "theme=dark")).toBe(true);
    expect(isCacheableRequest("HEAD", "/", undefined)).toBe(true);
    expect(isCacheableRequest("POST", "/contactanos", undefined)).toBe(false);
    expect(isCacheableRequest("GET", "/", "a=1; token=abc")).toBe(true);
    expect(isCacheableRequest("GET", "/", "cart=xyz")).toBe(true);
    expect(isCacheableRequest("GET", "/", "staff_token=abc")).toBe(false);
    for (const url of [
      "/shop",
      "/shop/checkout",
      "/my-account/profile",
      "/account-login",
      "/dev/mail",
      "/admin",
      "/admin/",
      "/admin/login",
      "/admin/auditoria?pagina=2",
    ]) {
      expect(isCacheableRequest("GET", url, undefined)).toBe(false);
    }
    expect(isCacheableRequest("GET", "/areas/tratamientos-mujer.data", undefined)).toBe(false);
    expect(isCacheableRequest("GET", "/_root.data?_routes=root", undefined)).toBe(false);
  });
});

describe.each([ENGINE])("the page cache on %s", (engine) => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await createTestApp(engine, { env: { PAGE_CACHE: "on" } });
  });
  afterAll(() => shop?.close());

  it("serves a second anonymous visit from the cache with the same page and a fresh nonce", async () => {
    const first = await shop.app.inject({ url: "/" });
    const second = await shop.app.inject({ url: "/" });
    expect(first.statusCode).toBe(200);
    expect(first.headers["x-cache"]).toBe("miss");
    expect(second.statusCode).toBe(200);
    expect(second.headers["x-cache"]).toBe("hit");

    expect(nonceOf(second)).not.toBe(nonceOf(first));
    expect(second.body).not.toContain(nonceOf(first));
    expect(second.body).toContain(`<script nonce="${nonceOf(second)}">`);
    expect(withoutNonce(second)).toBe(withoutNonce(first));

    const varying = new Set(["x-cache", "x-request-id", "content-security-policy", "date"]);
    const steady = (res: Reply) =>
      Object.fromEntries(Object.entries(res.headers).filter(([name]) => !varying.has(name)));
    expect(steady(second)).toEqual(steady(first));

    const gzipped = await shop.app.inject({ url: "/", headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(gzipped.headers["x-cache"]).toBe("hit");
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(withoutNonce(gzipped, gunzipSync(gzipped.rawPayload).toString())).toBe(withoutNonce(first));
    expect(gunzipSync(gzipped.rawPayload).toString()).toContain(`<script nonce="${nonceOf(gzipped)}">`);

    const brotli = await shop.app.inject({ url: "/", headers: { "accept-encoding": "br" } });
    expect(brotli.headers["x-cache"]).toBe("hit");
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(withoutNonce(brotli, brotliDecompressSync(brotli.rawPayload).toString())).toBe(
      withoutNonce(first),
    );
  });

  it("compresses a page the same way whether it was just rendered or kept", async () => {
    const headers = { "accept-encoding": "gzip, br" };
    const miss = await shop.app.inject({ url: "/prensa", headers });
    const hit = await shop.app.inject({ url: "/prensa", headers });
    expect([miss.headers["x-cache"], hit.headers["x-cache"]]).toEqual(["miss", "hit"]);
    for (const res of [miss, hit]) {
      expect(res.headers["content-encoding"]).toBe("gzip");
      expect(res.headers.vary).toBe("accept-encoding");
    }
    expect(withoutNonce(hit, gunzipSync(hit.rawPayload).toString())).toBe(
      withoutNonce(miss, gunzipSync(miss.rawPayload).toString()),
    );
  });

  /** Registers, verifies and signs in a customer called `name`; her session cookie. */
  async function customer(name: string): Promise<string> {
    const email = `cache-${name.toLowerCase()}-${engine}-${Date.now()}@example.com`;
    const reg = await postForm(shop.app, "/account-register", registration(email, { name }));
    expect(reg.statusCode).toBe(200);
    await shop.app.inject({ url: await mailedLink(shop.config.mail.mailboxDir, email, "/account-verify/") });
    return `token=${await signIn(shop.app, email, PASSWORD)}`;
  }

  const areaId = async (slug: string) =>
    (await shop.database.db.select({ id: products.id }).from(products).where(eq(products.slug, slug)))[0]!.id;

  /** The cart a page hands its scripts, as the cache filled it in. */
  const cartOf = (body: string) =>
    JSON.parse(/window\.__visitorCart=(\{[^<]*\})<\/script>/.exec(body)![1]!) as { productIds: string[] };

  it("serves two signed-in customers one kept page, each with her own cart and nothing of the other", async () => {
    const url = "/areas/tratamientos-mujer";
    const [eulalia, bautista] = [await customer("Eulalia"), await customer("Bautista")];
    const [axilas, bozo] = [await areaId("axilas"), await areaId("bozo")];
    for (const [cookie, productId] of [
      [eulalia, axilas],
      [bautista, bozo],
      [bautista, axilas],
    ] as const) {
      const added = await postForm(
        shop.app,
        "/shop/cart",
        { intent: "add", productId, redirectTo: url },
        {
          headers: { cookie },
        },
      );
      expect(added.statusCode).toBe(302);
    }

    const hers = await shop.app.inject({ url, headers: { cookie: eulalia } });
    const his = await shop.app.inject({ url, headers: { cookie: bautista, "accept-encoding": "gzip" } });
    const hisBody = gunzipSync(his.rawPayload).toString();
    expect([hers.headers["x-cache"], his.headers["x-cache"]]).toEqual(["miss", "hit"]);

    expect(hers.body).toContain("Carrito: 1 área");
    expect(cartOf(hers.body).productIds).toEqual([axilas]);
    expect(hisBody).toContain("Carrito: 2 áreas");
    expect(cartOf(hisBody).productIds).toEqual([bozo, axilas]);
    for (const body of [hers.body, hisBody]) {
      expect(body).toContain("Mi cuenta");
      expect(body).not.toContain("Eulalia");
      expect(body).not.toContain("Bautista");
      expect(body).not.toContain("data-personal");
    }
    // Her area gives way to 'Quiero más áreas' and 'Ir a pagar' for her alone; his two do for him.
    const checkouts = (body: string) => body.split(">Ir a pagar<").length - 1;
    expect(checkouts(hers.body)).toBe(1);
    expect(checkouts(hisBody)).toBe(2);

    // Anonymous visitors have a page of their own, with their own (empty) cart.
    const anonymous = await shop.app.inject({ url });
    expect(anonymous.headers["x-cache"]).toBe("miss");
    expect(anonymous.body).toContain("Ingresar");
    expect(anonymous.body).toContain("Carrito: 0 áreas");
    expect(cartOf(anonymous.body).productIds).toEqual([]);
  });

  it("serves a visitor with an anonymous cart the kept page with her cart", async () => {
    const added = await postForm(shop.app, "/shop/cart", {
      intent: "add",
      productId: await areaId("bozo"),
      redirectTo: "/",
    });
    expect(added.statusCode).toBe(302);
    const cart = ([] as string[])
      .concat((added.headers["set-cookie"] as string | string[] | undefined) ?? [])
      .find((c) => c.startsWith("cart="))!
      .split(";")[0]!;

    await shop.app.inject({ url: "/promociones" });
    const withCart = await shop.app.inject({ url: "/promociones", headers: { cookie: cart } });
    expect(withCart.headers["x-cache"]).toBe("hit");
    expect(withCart.body).toContain("Carrito: 1 área");
    const anonymous = await shop.app.inject({ url: "/promociones" });
    expect(anonymous.headers["x-cache"]).toBe("hit");
    expect(anonymous.body).toContain("Carrito: 0 áreas");
  });

  it("shows a price changed straight in the database once the cache notices", async () => {
    await shop.app.inject({ url: AREA });
    const cached = await shop.app.inject({ url: AREA });
    expect(cached.headers["x-cache"]).toBe("hit");
    const newPrice = formatMoney(3_123_400);
    expect(cached.body).not.toContain(newPrice);

    await shop.database.db.execute(
      sql`update products set price = 3123400, price_offer = 0 where slug = 'axilas'`,
    );
    const after = await pollUntil(shop, AREA, (res) => res.body.includes(newPrice));
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain(newPrice);
  });

  it("hides the prices once shop_settings turns them off", async () => {
    const url = "/areas/tratamientos-hombre/espalda-hombre";
    const price = "$\u00a073.100,00";
    await shop.app.inject({ url });
    const cached = await shop.app.inject({ url });
    expect(cached.headers["x-cache"]).toBe("hit");
    expect(cached.body).toContain(price);
    try {
      await shop.database.db.execute(sql`update shop_settings set prices_enabled = false`);
      const after = await pollUntil(shop, url, (res) => !res.body.includes(price));
      expect(after.statusCode).toBe(200);
      expect(after.body).not.toContain(price);
    } finally {
      await shop.database.db.execute(sql`update shop_settings set prices_enabled = true`);
    }
    // The next test expects the kept pages to last: it starts once the cache has seen this change, which it
    // otherwise notices up to a second later, emptying itself between two of that test's visits.
    const restored = await pollUntil(shop, url, (res) => res.body.includes(price));
    expect(restored.body).toContain(price);
  });

  it("keeps no answer to a form post, no error page, no redirect and no data request", async () => {
    const url = "/contactanos?tipo=corporativo";
    for (let i = 0; i < 2; i++) {
      const posted = await postForm(shop.app, url, { name: "", message: "" });
      expect(posted.statusCode).toBe(400);
      expect(posted.headers["x-cache"]).toBeUndefined();
    }
    // The posts left nothing behind: the first visit renders, the second is the cached one.
    expect((await shop.app.inject({ url })).headers["x-cache"]).toBe("miss");
    expect((await shop.app.inject({ url })).headers["x-cache"]).toBe("hit");

    const others: [string, number][] = [
      ["/blog/no-existe", 404],
      ["/local", 302],
      [`${AREA}.data`, 200],
    ];
    for (const [other, status] of others) {
      for (let i = 0; i < 2; i++) {
        const res = await shop.app.inject({ url: other });
        expect(res.statusCode).toBe(status);
        expect(res.headers["x-cache"]).not.toBe("hit");
      }
    }
  });
});
