/** The purchase e-mail (SPEC.md §4), queued in the transaction that approves the payment. */
import { paymentMethodName } from "#domain/payments/payment-methods.ts";
import { enqueueMail } from "#server/mail/outbox.ts";
import type { PaymentRow } from "./payment-reads.ts";
import type { Tx } from "#server/db/client.ts";
import { saleAmounts, saleLines } from "./sale-summary.ts";
import { mailRecipient } from "#server/modules/accounts/recipient.ts";

export async function queuePurchaseMail(tx: Tx, row: PaymentRow): Promise<void> {
  // One statement at a time: a transaction's connection runs queries in sequence anyway.
  const account = await mailRecipient(tx, row.accountId);
  if (!account) return;
  await enqueueMail(tx, {
    template: "purchase",
    to: account.email,
    data: {
      name: account.name,
      paymentCode: row.paymentCode,
      items: await saleLines(tx, row.id),
      store: { name: row.storeName, address: row.storeAddress, phone: row.storePhone },
      ...saleAmounts(row),
      paymentMethod: paymentMethodName(row.paymentMethodId),
      cardLastFour: row.cardLastFour,
    },
  });
}
