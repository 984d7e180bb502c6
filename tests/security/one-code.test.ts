/**
 * One discount code per cart (SPEC.md §3, docs/decisions/0017): 'Usar' posts with different codes racing for
 * the same cart leave exactly one code applied, and the others are refused with the Spanish message. The
 * payment then charges the discount the order summary shows.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cartCoupons, payments, rateLimits, sandboxPayments } from "#server/db/schema/index.ts";
import { CartService } from "#server/modules/cart/service.ts";
import { CART_MESSAGES } from "#server/modules/cart/errors.ts";
import { createTestApp } from "../support/app.ts";
import { checkoutHttp, type CheckoutCustomer } from "../support/checkout-http.ts";
import { ENGINES } from "../support/database.ts";

/** The seeded codes a cart of Axilas and Bozo ($ 43.600,00) can use. */
const CODES = ["BIENVENIDA10", "REFERIDOS15", "CANDELA5000"];
/** PostgreSQL races for real on its pool; the embedded database runs one statement at a time. */
const ROUNDS = { postgres: 100, pglite: 10 };

/** The action's answer as the page's HTML carries it (its JSON inside a script, escaped). */
const decoded = (body: string) =>
  body.replace(/\\u([0-9a-f]{4})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe.each(ENGINES)("one discount code per cart (%s)", (engine) => {
  let shop: Awaited<ReturnType<typeof createTestApp>>;
  let checkout: Awaited<ReturnType<typeof checkoutHttp>>;
  let customer: CheckoutCustomer;
  beforeAll(async () => {
    shop = await createTestApp(engine);
    checkout = await checkoutHttp(shop);
    customer = await checkout.customerAtPaymentStep(`un-codigo-${engine}@example.com`, ["axilas", "bozo"]);
  });
  afterAll(() => shop?.close());

  const db = () => shop.database.db;
  const applied = () => db().select().from(cartCoupons).where(eq(cartCoupons.accountId, customer.accountId));

  /** All the codes posted with 'Usar' at once, on a cart without a code and with fresh rate limits. */
  async function race() {
    await db().delete(cartCoupons).where(eq(cartCoupons.accountId, customer.accountId));
    await db().delete(rateLimits);
    return Promise.all(
      CODES.map((code) => checkout.post(customer, "/shop/checkout", { intent: "coupon", code })),
    );
  }

  it(`applies one of several codes posted at once, ${ROUNDS[engine]} times`, async () => {
    for (let round = 0; round < ROUNDS[engine]; round++) {
      const answers = await race();
      const rows = await applied();
      expect(rows, `round ${round}`).toHaveLength(1);
      expect(
        answers.filter((a) => a.statusCode === 200),
        `round ${round}`,
      ).toHaveLength(1);
      for (const refused of answers.filter((a) => a.statusCode !== 200)) {
        expect(refused.statusCode).toBe(422);
        expect(decoded(refused.body)).toContain(CART_MESSAGES.couponApplied);
      }
    }
  });

  it("charges the discount the order summary shows", async () => {
    await race();
    const { summary } = await new CartService(db()).view(customer.accountId);
    expect(summary.discount).toBeGreaterThan(0);
    const res = await checkout.confirm(customer, summary.total);
    expect(res.statusCode).toBe(200);
    const [payment] = await db().select().from(payments).where(eq(payments.accountId, customer.accountId));
    expect(payment).toMatchObject({
      status: "approved",
      subtotal: summary.subtotal,
      discount: summary.discount,
      total: summary.total,
    });
    const [made] = await db()
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.payerEmail, customer.email));
    expect(made!.transactionAmount).toBe(summary.total);
  });
});
