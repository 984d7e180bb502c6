import { eq } from "drizzle-orm";
import { installmentOptions } from "#domain/installments/rules.ts";
import { DEBIT_PAYMENT_METHODS } from "#domain/payments/payment-methods.ts";
import type { Db } from "#server/db/client.ts";
import { shopSettings } from "#server/db/schema/index.ts";
import type { CartService } from "#server/modules/cart/service.ts";

/**
 * What the payment step shows as the charge for `installments` with this card, in pesos: the total a customer
 * confirms with 'Confirmar Pago' (`transaction_amount`). The cash total where the shop offers no such plan (the
 * page would offer nothing to confirm).
 */
export async function shownCharge(
  db: Db,
  cart: CartService,
  accountId: string,
  paymentMethodId: string,
  installments: number,
): Promise<number> {
  const view = await cart.view(accountId);
  const [settings] = await db.select().from(shopSettings).where(eq(shopSettings.id, 1));
  const options = installmentOptions({
    total: view.summary.total,
    settings: settings!,
    products: view.lines.filter((l) => l.available).map((l) => ({ fields: l.product.fields })),
    card: {
      paymentMethodId,
      paymentTypeId: DEBIT_PAYMENT_METHODS.has(paymentMethodId) ? "debit_card" : "credit_card",
    },
  });
  return (options.find((o) => o.installments === installments)?.totalAmount ?? view.summary.total) / 100;
}
