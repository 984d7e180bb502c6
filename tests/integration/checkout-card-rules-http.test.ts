/**
 * 'Confirmar Pago' through the checkout page with the rules of SPEC.md §9 (docs/decisions/0024): the
 * 12-cuota plan of an area with 'Aplica interés: SI' is charged its 48,5 %, Maestro pays in cuotas, and a
 * card brand outside the shop's list is refused with a 4xx and a Spanish message, nothing stored.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { effectivePrice } from "#domain/pricing.ts";
import { payments, products, sandboxPayments } from "#server/db/schema/index.ts";
import { createTestApp } from "../support/app.ts";
import { checkoutHttp } from "../support/checkout-http.ts";
import { ENGINE } from "../support/database.ts";

const MAESTRO = { paymentMethodId: "maestro", number: "5010418654321075" };
const NARANJA = { paymentMethodId: "naranja", number: "5895627823453005" };

describe.each([ENGINE])("card rules through the checkout page (%s)", (engine) => {
  let shop: Awaited<ReturnType<typeof createTestApp>>;
  let checkout: Awaited<ReturnType<typeof checkoutHttp>>;
  let cash: number;
  beforeAll(async () => {
    shop = await createTestApp(engine);
    checkout = await checkoutHttp(shop);
    const [area] = await shop.database.db.select().from(products).where(eq(products.slug, "cavado-completo"));
    cash = effectivePrice(area!);
  });
  afterAll(() => shop?.close());

  const paymentsOf = (accountId: string) =>
    shop.database.db.select().from(payments).where(eq(payments.accountId, accountId));

  it("charges 12 cuotas of an area with 'Aplica interés: SI' at the plan's 48,5 %, with Maestro", async () => {
    const customer = await checkout.customerAtPaymentStep(`doce-${engine}@example.com`, ["cavado-completo"]);
    const financed = (cash * 1485) / 1000;

    const res = await checkout.confirm(customer, financed, 12, MAESTRO);

    expect(res.statusCode).toBe(200);
    const [stored] = await paymentsOf(customer.accountId);
    expect(stored).toMatchObject({
      status: "approved",
      paymentMethodId: "maestro",
      installments: 12,
      total: cash,
      interestPercentage: 48.5,
      totalFinanced: financed,
    });
    const [charged] = await shop.database.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.externalReference, stored!.id));
    expect(charged).toMatchObject({ transactionAmount: financed, installments: 12 });
  });

  it("refuses the cash price for those 12 cuotas: the total confirmed must carry the interest", async () => {
    const customer = await checkout.customerAtPaymentStep(`contado-${engine}@example.com`, [
      "cavado-completo",
    ]);
    const res = await checkout.confirm(customer, cash, 12);
    expect(res.statusCode).toBe(409);
    expect(await paymentsOf(customer.accountId)).toEqual([]);
  });

  it("refuses a card brand outside the shop's list with a 4xx in Spanish, storing nothing", async () => {
    const customer = await checkout.customerAtPaymentStep(`naranja-${engine}@example.com`, ["axilas"]);
    const [axilas] = await shop.database.db.select().from(products).where(eq(products.slug, "axilas"));

    const res = await checkout.confirm(customer, effectivePrice(axilas!), 1, NARANJA);

    expect(res.statusCode).toBe(422);
    expect(res.body).toContain(
      "No aceptamos Naranja para esta compra. Pagá con Visa, Visa Débito, Mastercard, Maestro, Argencard o American Express.",
    );
    expect(await paymentsOf(customer.accountId)).toEqual([]);
  });
});
