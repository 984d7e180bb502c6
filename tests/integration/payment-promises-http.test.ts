/**
 * One source for what the pages promise about cuotas and cards (docs/decisions/0040): the area's promo, the
 * 'Medios de pago' page and the checkout's charge all follow the shop settings' plans and card brands, also
 * after an operator changes them. ('Ver cuotas' is compared in tests/e2e/payment-promises.spec.ts.)
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { effectivePrice } from "#domain/pricing.ts";
import { paymentMethodName } from "#domain/payments/payment-methods.ts";
import { products, shopSettings } from "#server/db/schema/index.ts";
import { INSTALLMENT_PLANS } from "#server/db/seed/data/client.ts";
import { createTestApp } from "../support/app.ts";
import { checkoutHttp, type Card } from "../support/checkout-http.ts";
import { ENGINE } from "../support/database.ts";

/** An area with up to 12 cuotas and 'Aplica interés: SI'. */
const AREA = { slug: "cavado-completo", path: "/areas/tratamientos-mujer/cavado-completo" };
const NARANJA: Card = { paymentMethodId: "naranja", number: "5895627823453005" };

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replace(/&nbsp;|\u00a0/g, " ")
    .replace(/&amp;/g, "&")
    .trim();

/** The items of the first list after the heading `title` on the page. */
function listAfter(html: string, title: string): string[] {
  const at = html.indexOf(`>${title}</h2>`);
  expect(at, `a heading '${title}'`).toBeGreaterThan(-1);
  const list = /<ul[^>]*>([\s\S]*?)<\/ul>/.exec(html.slice(at))?.[1] ?? "";
  return [...list.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((m) => text(m[1]!));
}

/** The counts of cuotas a line names: "3 y 6 cuotas sin interés…" → [3, 6]. */
const counts = (line: string) =>
  (/^([\d, y]+) cuotas/.exec(line)?.[1] ?? "")
    .split(/, | y /)
    .filter(Boolean)
    .map(Number);

/** What 'Medios de pago' says: the brands, the interest-free counts and the counts that carry interest. */
function paymentPage(html: string) {
  const lines = listAfter(html, "Cuotas");
  return {
    brands: listAfter(html, "Tarjetas aceptadas"),
    interestFree: lines.filter((l) => /sin interés/.test(l)).flatMap(counts),
    withInterest: lines.filter((l) => /con (un )?interés/.test(l)).flatMap(counts),
  };
}

describe.each([ENGINE])("cuotas and cards promised and charged alike (%s)", (engine) => {
  let shop: Awaited<ReturnType<typeof createTestApp>>;
  let checkout: Awaited<ReturnType<typeof checkoutHttp>>;
  let cash: number;
  beforeAll(async () => {
    shop = await createTestApp(engine);
    checkout = await checkoutHttp(shop);
    const [area] = await shop.database.db.select().from(products).where(eq(products.slug, AREA.slug));
    cash = effectivePrice(area!);
  });
  afterAll(() => shop?.close());

  const get = async (url: string) => {
    const res = await shop.app.inject({ url });
    expect(res.statusCode).toBe(200);
    return res.body;
  };
  const promo = async () => Number(/Hasta (\d+) cuotas sin interés de/.exec(text(await get(AREA.path)))?.[1]);
  const settings = async () => (await shop.database.db.select().from(shopSettings))[0]!;

  it("as seeded: the promo's N is the page's most cuotas sin interés, and the checkout charges the rest", async () => {
    const page = paymentPage(await get("/medios-de-pago"));
    const { cardBrands } = await settings();

    expect(await promo()).toBe(6);
    expect(page.interestFree).toEqual([3, 6]);
    expect(page.withInterest).toEqual([12]);
    expect(page.brands).toEqual(cardBrands.map(paymentMethodName));

    const free = await checkout.customerAtPaymentStep(`seis-${engine}@example.com`, [AREA.slug]);
    expect((await checkout.confirm(free, cash, 6)).statusCode).toBe(200);
    const charged = await checkout.customerAtPaymentStep(`doce-${engine}@example.com`, [AREA.slug]);
    expect((await checkout.confirm(charged, cash, 12)).statusCode).toBe(409);
  });

  it("after the settings change: 12 cuotas sin interés and Naranja and Diners accepted, everywhere", async () => {
    await shop.database.db
      .update(shopSettings)
      .set({
        installmentPlans: INSTALLMENT_PLANS.map((p) => (p.installments === 12 ? { ...p, percentage: 0 } : p)),
        cardBrands: [...(await settings()).cardBrands, "naranja", "diners"],
      })
      .where(eq(shopSettings.id, 1));

    const page = paymentPage(await get("/medios-de-pago"));
    expect(await promo()).toBe(12);
    expect(page.interestFree).toEqual([3, 6, 12]);
    expect(page.withInterest).toEqual([]);
    expect(page.brands).toEqual(expect.arrayContaining(["Naranja", "Diners"]));
    expect(page.brands).toEqual((await settings()).cardBrands.map(paymentMethodName));

    const customer = await checkout.customerAtPaymentStep(`naranja-doce-${engine}@example.com`, [AREA.slug]);
    expect((await checkout.confirm(customer, cash, 12, NARANJA)).statusCode).toBe(200);
  });

  it("a plan turned off leaves the page and the promo", async () => {
    await shop.database.db
      .update(shopSettings)
      .set({
        installmentPlans: INSTALLMENT_PLANS.map((p) => (p.installments >= 6 ? { ...p, enabled: false } : p)),
      })
      .where(eq(shopSettings.id, 1));

    const page = paymentPage(await get("/medios-de-pago"));
    expect(await promo()).toBe(3);
    expect(page.interestFree).toEqual([3]);
    expect(page.withInterest).toEqual([]);

    const customer = await checkout.customerAtPaymentStep(`seis-off-${engine}@example.com`, [AREA.slug]);
    expect((await checkout.confirm(customer, cash, 6)).statusCode).not.toBe(200);
  });
});
