/**
 * Automatic promotions on the server: the demo's 2x1 on axilas lowers the order summary, the payment request's
 * amount the sandbox provider charges, and the stored payment; an expired promotion is not applied; a code
 * takes its share of what the promotion left.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatMoney } from "#domain/money.ts";
import {
  accounts,
  payments,
  products,
  promotionRules,
  sandboxPayments,
  stores,
} from "#server/db/schema/index.ts";
import { CartService } from "#server/modules/cart/service.ts";
import { decodeHtml, signUp } from "../support/accounts.ts";
import { staffClients, type StaffRequest } from "../support/admin-http.ts";
import { createTestApp } from "../support/app.ts";
import { checkoutHttp, type CheckoutCustomer } from "../support/checkout-http.ts";
import { ENGINE } from "../support/database.ts";

const TWO_FOR_ONE = "Verano sin vello: 2x1 en axilas";
/** Axilas' offer price, in centavos. */
const AXILAS = 2_560_000;
const DAY = 24 * 60 * 60 * 1000;

describe.each([ENGINE])("automatic promotions (%s)", (engine) => {
  let shop: Awaited<ReturnType<typeof createTestApp>>;
  let checkout: Awaited<ReturnType<typeof checkoutHttp>>;
  let staff: StaffRequest<"admin">;
  const db = () => shop.database.db;

  beforeAll(async () => {
    shop = await createTestApp(engine);
    checkout = await checkoutHttp(shop);
    ({ request: staff } = await staffClients(shop, { admin: { role: "admin" } }));
  });
  afterAll(() => shop?.close());

  const idOf = async (slug: string) =>
    (await db().select({ id: products.id }).from(products).where(eq(products.slug, slug)))[0]!.id;

  /** A signed-up customer with `lines` (slug and quantity), the Palermo branch, an optional code, at 'Pagar'. */
  async function customerWith(
    email: string,
    lines: [slug: string, quantity: number][],
    code?: string,
  ): Promise<CheckoutCustomer & { page: string }> {
    const cookie = await signUp(shop.app, shop.config.mail.mailboxDir, email);
    const customer: CheckoutCustomer = { email, cookie, accountId: "", identifire: "" };
    for (const [slug, quantity] of lines) {
      const res = await checkout.post(customer, "/shop/cart", {
        intent: "add",
        productId: await idOf(slug),
        quantity: String(quantity),
      });
      expect(res.statusCode).toBe(200);
    }
    const [palermo] = await db().select().from(stores).where(eq(stores.name, "Candela Palermo"));
    expect(
      (await checkout.post(customer, "/shop/checkout", { intent: "store", storeId: palermo!.id })).statusCode,
    ).toBe(200);
    if (code) {
      expect((await checkout.post(customer, "/shop/checkout", { intent: "coupon", code })).statusCode).toBe(
        200,
      );
    }
    expect((await checkout.post(customer, "/shop/checkout", { intent: "pay" })).statusCode).toBe(200);
    const page = await shop.app.inject({ url: "/shop/checkout", headers: { cookie: `token=${cookie}` } });
    expect(page.statusCode).toBe(200);
    const [account] = await db().select().from(accounts).where(eq(accounts.email, email));
    return { ...customer, accountId: account!.id, identifire: account!.identifire!, page: page.body };
  }

  const paymentOf = async (accountId: string) =>
    (await db().select().from(payments).where(eq(payments.accountId, accountId)))[0];

  const chargeOf = async (paymentId: string) =>
    (await db().select().from(sandboxPayments).where(eq(sandboxPayments.externalReference, paymentId)))[0];

  it("two axilas pay one: in the summary, the amount charged and the stored payment", async () => {
    const customer = await customerWith(`dos-axilas-${engine}@example.com`, [["axilas", 2]]);
    const { summary } = await new CartService(db()).view(customer.accountId);
    expect(summary).toMatchObject({
      subtotal: 2 * AXILAS,
      promotionDiscount: AXILAS,
      discount: AXILAS,
      total: AXILAS,
      discounts: [{ text: TWO_FOR_ONE, total: AXILAS }],
    });
    expect(customer.page).toContain(TWO_FOR_ONE);
    expect(customer.page).toContain(`-${formatMoney(AXILAS)}`);

    // The full price is not what the server charges: confirming it is refused and nothing is paid.
    const refused = await checkout.confirm(customer, 2 * AXILAS);
    expect(refused.statusCode).toBe(409);
    expect(await paymentOf(customer.accountId)).toBeUndefined();

    const res = await checkout.confirm(customer, AXILAS);
    expect(res.statusCode).toBe(200);
    const stored = await paymentOf(customer.accountId);
    expect(stored).toMatchObject({
      status: "approved",
      subtotal: 2 * AXILAS,
      discount: AXILAS,
      total: AXILAS,
      totalFinanced: AXILAS,
      promotions: [{ name: TWO_FOR_ONE, amount: AXILAS }],
    });
    expect(await chargeOf(stored!.id)).toMatchObject({ transactionAmount: AXILAS });
    // The sale in the back office names the promotion it held.
    const sale = decodeHtml((await staff("GET", `/admin/ventas/${stored!.id}`, "admin")).body);
    expect(sale).toContain(`${TWO_FOR_ONE} (${formatMoney(AXILAS)})`);
  });

  it("one axilas and an area the promotion does not cover pay full price", async () => {
    const customer = await customerWith(`una-axila-${engine}@example.com`, [
      ["axilas", 1],
      ["bozo", 1],
    ]);
    const { summary } = await new CartService(db()).view(customer.accountId);
    expect(summary).toMatchObject({ subtotal: AXILAS + 1_800_000, discount: 0, promotions: [] });
  });

  it("a code's percentage applies to what the promotion left, and the charge carries both", async () => {
    const customer = await customerWith(
      `axilas-codigo-${engine}@example.com`,
      [["axilas", 2]],
      "BIENVENIDA10",
    );
    const { summary } = await new CartService(db()).view(customer.accountId);
    const expected = AXILAS - AXILAS / 10;
    expect(summary.discounts).toEqual([
      { text: TWO_FOR_ONE, total: AXILAS },
      { text: "Descuento BIENVENIDA10 (10%)", total: AXILAS / 10 },
    ]);
    expect(summary.total).toBe(expected);

    expect((await checkout.confirm(customer, expected)).statusCode).toBe(200);
    const stored = await paymentOf(customer.accountId);
    expect(stored).toMatchObject({ status: "approved", discount: AXILAS + AXILAS / 10, total: expected });
    expect(await chargeOf(stored!.id)).toMatchObject({ transactionAmount: expected });
  });

  // Last: it ends the 2x1 for the rest of this database.
  it("an expired promotion is not applied: the seeded Hot Sale, and the 2x1 once it has ended", async () => {
    const combo = await customerWith(`combo-vencido-${engine}@example.com`, [["combo-verano", 1]]);
    const comboView = await new CartService(db()).view(combo.accountId);
    expect(comboView.summary.discount).toBe(0);
    expect(comboView.summary.promotions).toEqual([]);

    await db()
      .update(promotionRules)
      .set({ endsAt: new Date(Date.now() - DAY) })
      .where(eq(promotionRules.name, TWO_FOR_ONE));
    const customer = await customerWith(`axilas-vencida-${engine}@example.com`, [["axilas", 2]]);
    const { summary } = await new CartService(db()).view(customer.accountId);
    expect(summary).toMatchObject({ subtotal: 2 * AXILAS, discount: 0, total: 2 * AXILAS, promotions: [] });
    expect(customer.page).not.toContain(TWO_FOR_ONE);

    expect((await checkout.confirm(customer, 2 * AXILAS)).statusCode).toBe(200);
    const stored = await paymentOf(customer.accountId);
    expect(stored).toMatchObject({ discount: 0, total: 2 * AXILAS, promotions: [] });
    expect(await chargeOf(stored!.id)).toMatchObject({ transactionAmount: 2 * AXILAS });
  });
});
