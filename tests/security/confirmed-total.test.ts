/**
 * The payment charges only the total the customer confirmed ('Confirmar Pago' posts it as
 * `transaction_amount`). A price raised or an area added in another tab after the payment step showed its total
 * makes the server's total differ: nothing is charged, no code use is taken, and the answer (409
 * `total_changed`) shows the new total. Confirming the new total then pays it.
 */
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatMoney } from "#domain/money.ts";
import {
  cartCoupons,
  cartItems,
  couponRedemptions,
  payments,
  products,
  sandboxPayments,
} from "#server/db/schema/index.ts";
import { CHECKOUT_MESSAGES } from "#server/modules/payments/errors.ts";
import { createTestApp } from "../support/app.ts";
import { checkoutHttp, type CheckoutCustomer } from "../support/checkout-http.ts";
import { ENGINES } from "../support/database.ts";

/** Axilas as seeded: $ 25.600,00 on offer. */
const AXILAS = 2_560_000;
/** Axilas and Bozo ($ 18.000,00). */
const AXILAS_AND_BOZO = 4_360_000;

/** The action's answer as the page's HTML carries it (its JSON inside a script, escaped). */
const decoded = (body: string) =>
  body
    .replace(/\\u00a0/gi, "\u00a0")
    .replace(/\\u([0-9a-f]{4})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe.each(ENGINES)("the confirmed total (%s)", (engine) => {
  let shop: Awaited<ReturnType<typeof createTestApp>>;
  let checkout: Awaited<ReturnType<typeof checkoutHttp>>;
  beforeAll(async () => {
    shop = await createTestApp(engine);
    checkout = await checkoutHttp(shop);
  });
  afterAll(() => shop?.close());

  const db = () => shop.database.db;
  const paymentsOf = (c: CheckoutCustomer) =>
    db().select().from(payments).where(eq(payments.accountId, c.accountId));
  const charged = async (c: CheckoutCustomer) =>
    (
      await db().select({ n: count() }).from(sandboxPayments).where(eq(sandboxPayments.payerEmail, c.email))
    )[0]!.n;

  /** A refusal that names the new total and charged nothing. */
  async function expectRefused(
    res: { statusCode: number; body: string },
    c: CheckoutCustomer,
    total: number,
  ) {
    expect(res.statusCode).toBe(409);
    const body = decoded(res.body);
    expect(body).toContain("total_changed");
    expect(body).toContain(CHECKOUT_MESSAGES.totalChanged(formatMoney(total)));
    expect(body).toContain(formatMoney(total));
    expect(await paymentsOf(c)).toEqual([]);
    expect(await charged(c)).toBe(0);
  }

  async function expectPaid(res: { statusCode: number; body: string }, c: CheckoutCustomer, total: number) {
    expect(res.statusCode).toBe(200);
    const [payment] = await paymentsOf(c);
    expect(payment).toMatchObject({ status: "approved", total, totalFinanced: total });
    const [made] = await db().select().from(sandboxPayments).where(eq(sandboxPayments.payerEmail, c.email));
    expect(made!.transactionAmount).toBe(total);
    return payment!;
  }

  it("a price raised before 'Confirmar Pago' is refused with the new total, then the new total is paid", async () => {
    const customer = await checkout.customerAtPaymentStep(`precio-${engine}@example.com`, ["axilas"]);
    const [axilas] = await db().select().from(products).where(eq(products.slug, "axilas"));
    await db()
      .update(products)
      .set({ price: axilas!.price * 2, priceOffer: axilas!.priceOffer * 2 })
      .where(eq(products.id, axilas!.id));
    try {
      await expectRefused(await checkout.confirm(customer, AXILAS), customer, AXILAS * 2);
      expect(CHECKOUT_MESSAGES.totalChanged(formatMoney(AXILAS * 2))).toBe(
        "El total de tu compra cambió: ahora es $\u00a051.200,00. Revisá el resumen y confirmá de nuevo.",
      );
      await expectPaid(await checkout.confirm(customer, AXILAS * 2), customer, AXILAS * 2);
    } finally {
      await db()
        .update(products)
        .set({ price: axilas!.price, priceOffer: axilas!.priceOffer })
        .where(eq(products.id, axilas!.id));
    }
  });

  it("an area added in another tab is refused with the new total, keeps the code's use, then is paid", async () => {
    const customer = await checkout.customerAtPaymentStep(`otra-pestana-${engine}@example.com`, ["axilas"]);
    // A code usable once per account: a refused confirmation must not use it up.
    expect(
      (await checkout.post(customer, "/shop/checkout", { intent: "coupon", code: "REFERIDOS15" })).statusCode,
    ).toBe(200);
    const shown = AXILAS * 0.85;
    const withBozo = AXILAS_AND_BOZO * 0.85;

    await checkout.addAreas(customer, ["bozo"]);
    await expectRefused(await checkout.confirm(customer, shown), customer, withBozo);
    const redemptions = () =>
      db().select().from(couponRedemptions).where(eq(couponRedemptions.accountId, customer.accountId));
    expect(await redemptions()).toEqual([]);
    expect(
      await db().select().from(cartCoupons).where(eq(cartCoupons.accountId, customer.accountId)),
    ).toHaveLength(1);

    // A confirmation that sends a total in a shape that is not pesos is refused as a bad request.
    const garbled = await checkout.confirm(customer, "37.060,00");
    expect(garbled.statusCode).toBe(400);
    expect(decoded(garbled.body)).toContain("invalid_request");
    expect(await paymentsOf(customer)).toEqual([]);

    // Nor may a client leave the confirmed total out: nothing to compare the charge with.
    const { transaction_amount: _left, ...withoutTotal } = checkout.confirmForm(customer, {
      token: await checkout.cardToken(customer, "APRO"),
      total: withBozo,
    });
    const unconfirmed = await checkout.post(customer, "/shop/checkout", withoutTotal);
    expect(unconfirmed.statusCode).toBe(400);
    expect(decoded(unconfirmed.body)).toContain("invalid_request");
    expect(await paymentsOf(customer)).toEqual([]);
    expect(await charged(customer)).toBe(0);

    const payment = await expectPaid(await checkout.confirm(customer, withBozo), customer, withBozo);
    expect(await redemptions()).toMatchObject([{ paymentRef: payment.id, status: "redeemed" }]);
    expect(await db().select().from(cartItems).where(eq(cartItems.accountId, customer.accountId))).toEqual(
      [],
    );
  });
});
