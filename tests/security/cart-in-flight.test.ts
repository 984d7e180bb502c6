/**
 * An area added to the cart (in another tab) while a payment is in flight stays in the cart after that payment
 * is approved: the approval takes out of the cart only the lines the attempt captured, and the payment covers
 * exactly what it charged. Raced many times on PostgreSQL.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { effectivePrice } from "#domain/pricing.ts";
import { cartItems, paymentItems, payments } from "#server/db/schema/index.ts";
import type { CreatePaymentRequest } from "#server/payments/provider.ts";
import { startPaymentsHarness, type PaymentsHarness } from "../integration/payments-service-harness.ts";
import { ENGINES } from "../support/database.ts";

/** Iterations of the race per engine: many on PostgreSQL, where the transactions really interleave. */
const RACES = { pglite: 5, postgres: 40 } as const;

/** The total shown and confirmed for one area paid in 1 cuota, in pesos as the page posts it. */
const pesos = (centavos: number) => (centavos / 100).toFixed(2);

describe.each(ENGINES)("an area added while a payment is in flight (%s)", (engine) => {
  let h: PaymentsHarness;
  beforeAll(async () => {
    h = await startPaymentsHarness(engine);
  });
  afterAll(async () => {
    await h?.close();
  });

  const cartOf = (accountId: string) =>
    h.db
      .select({ productId: cartItems.productId, quantity: cartItems.quantity })
      .from(cartItems)
      .where(eq(cartItems.accountId, accountId));
  const itemsOf = (paymentId: string) =>
    h.db
      .select({
        productId: paymentItems.productId,
        unitPrice: paymentItems.unitPrice,
        quantity: paymentItems.quantity,
      })
      .from(paymentItems)
      .where(eq(paymentItems.paymentId, paymentId));

  /** The stored payment, its lines and the provider's charge are one and the same amount. */
  async function expectCoversWhatItCharged(paymentId: string, productIds: string[]) {
    const [row] = await h.db.select().from(payments).where(eq(payments.id, paymentId));
    const items = await itemsOf(paymentId);
    expect(items.map((i) => i.productId).sort()).toEqual([...productIds].sort());
    expect(row!.total).toBe(items.reduce((sum, i) => sum + i.unitPrice * i.quantity, 0));
    const charged = await h.sandboxPaymentsFor(paymentId);
    expect(charged).toHaveLength(1);
    expect(charged[0]!.transactionAmount).toBe(row!.totalFinanced);
  }

  it("stays in the cart when it is added while the provider is being asked", async () => {
    const axilas = h.product("axilas");
    const bozo = h.product("bozo");
    const account = await h.customer(["axilas"]);
    const create = h.provider.createPayment.bind(h.provider);
    h.provider.createPayment = async (request: CreatePaymentRequest, options: { idempotencyKey: string }) => {
      // Another tab adds an area while this attempt waits for the provider.
      await h.cart.add(account.id, { productId: bozo.id, quantity: 1 });
      return create(request, options);
    };
    try {
      const outcome = await h.service.pay(
        account.id,
        await h.request(account, await h.cardToken("APRO"), {
          transaction_amount: pesos(effectivePrice(axilas)),
        }),
      );
      expect(outcome).toMatchObject({
        ok: true,
        payment: { status: "approved", total: effectivePrice(axilas) },
      });
      if (!outcome.ok) return;
      expect(await cartOf(account.id)).toEqual([{ productId: bozo.id, quantity: 1 }]);
      await expectCoversWhatItCharged(outcome.payment.id, [axilas.id]);
    } finally {
      h.provider.createPayment = create;
    }
  });

  it(`never drops an area added concurrently with 'Confirmar Pago' (${RACES[engine]} races)`, async () => {
    const axilas = h.product("axilas");
    const bozo = h.product("bozo");
    const outcomes = { approved: 0, totalChanged: 0 };
    for (let i = 0; i < RACES[engine]; i++) {
      const account = await h.customer(["axilas"]);
      const token = await h.cardToken("APRO");
      const [outcome] = await Promise.all([
        h.service.pay(
          account.id,
          await h.request(account, token, { transaction_amount: pesos(effectivePrice(axilas)) }),
        ),
        h.cart.add(account.id, { productId: bozo.id, quantity: 1 }),
      ]);
      const cart = await cartOf(account.id);
      expect(cart, `race ${i}`).toContainEqual({ productId: bozo.id, quantity: 1 });
      if (outcome.ok) {
        // The area came after the attempt was stored: the payment is for axilas alone, and bozo stays.
        outcomes.approved++;
        expect(outcome.payment.status).toBe("approved");
        expect(cart).toEqual([{ productId: bozo.id, quantity: 1 }]);
        await expectCoversWhatItCharged(outcome.payment.id, [axilas.id]);
      } else {
        // The area came first: the confirmed total is no longer the cart's, so nothing was charged.
        outcomes.totalChanged++;
        expect(outcome.code).toBe("total_changed");
        expect(await h.paymentRows(account.id)).toEqual([]);
        expect(cart).toHaveLength(2);
      }
    }
    expect(outcomes.approved + outcomes.totalChanged).toBe(RACES[engine]);
  });
});
