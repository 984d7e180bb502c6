import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { products, shopSettings } from "#server/db/schema/index.ts";
import { createTestApp } from "../support/app.ts";
import { ENGINE } from "../support/database.ts";
import { signUp } from "../support/accounts.ts";

/** Pages and loader-data requests that carry areas (cards, detail, related areas). */
const URLS = [
  "/",
  "/shop",
  "/areas/tratamientos-mujer/",
  "/areas/combos",
  "/areas/tratamientos-mujer/axilas",
  "/shop.data",
  "/areas/tratamientos-mujer.data",
  "/areas/tratamientos-mujer/axilas.data",
  "/_.data",
];

/** A price as the page data would carry it: a number in centavos after a separator of the serialised data. */
const carried = (body: string, centavos: number) => new RegExp(`[,:\\[]${centavos}[,}\\]]`).test(body);

describe.each([ENGINE])("prices the visitor may not see stay on the server (%s)", (engine) => {
  let shop: Awaited<ReturnType<typeof createTestApp>>;
  let prices: number[];
  const setFlags = (flags: Partial<typeof shopSettings.$inferInsert>) =>
    shop.database.db.update(shopSettings).set(flags).where(eq(shopSettings.id, 1));

  beforeAll(async () => {
    shop = await createTestApp(engine);
    const rows = await shop.database.db
      .select({ price: products.price, priceOffer: products.priceOffer })
      .from(products);
    prices = [...new Set(rows.flatMap((r) => [r.price, r.priceOffer]).filter((p) => p > 0))];
  });
  afterAll(() => shop?.close());

  async function pricesIn(url: string, cookie?: string) {
    const res = await shop.app.inject({ url, headers: cookie ? { cookie } : {} });
    expect(res.statusCode, url).toBe(200);
    return prices.filter((p) => carried(res.body, p));
  }

  it("sends the prices when they are shown", async () => {
    for (const url of URLS.filter((u) => !u.startsWith("/_root"))) {
      expect((await pricesIn(url)).length, url).toBeGreaterThan(0);
    }
  });

  it("sends no price to an anonymous visitor when the shop is not in offline mode", async () => {
    try {
      await setFlags({ offlineMode: false });
      for (const url of URLS) expect(await pricesIn(url), url).toEqual([]);
    } finally {
      await setFlags({ offlineMode: true });
    }
  });

  it("sends no price to anyone when prices are disabled, signed in or not", async () => {
    const email = `precios-${engine}@example.com`;
    const cookie = `token=${await signUp(shop.app, shop.config.mail.mailboxDir, email)}`;
    try {
      await setFlags({ pricesEnabled: false });
      for (const url of URLS) {
        expect(await pricesIn(url), url).toEqual([]);
        expect(await pricesIn(url, cookie), `${url} signed in`).toEqual([]);
      }
    } finally {
      await setFlags({ pricesEnabled: true });
    }
  });
});
