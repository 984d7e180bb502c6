/** The purchase e-mail (SPEC.md §4), queued in the transaction that approves the payment. */
import { eq } from "drizzle-orm";
import { buyerPays } from "#domain/payments/financing.ts";
import { paymentMethodName } from "#domain/payments/payment-methods.ts";
import { accounts, paymentItems } from "#server/db/schema/index.ts";
import { enqueueMail } from "#server/mail/outbox.ts";
import type { PaymentRow, Tx } from "./payment-reads.ts";

export async function queuePurchaseMail(tx: Tx, row: PaymentRow): Promise<void> {
  // One statement at a time: a transaction's connection runs queries in sequence anyway.
  const [account] = await tx
    .select({ name: accounts.name, email: accounts.email })
    .from(accounts)
    .where(eq(accounts.id, row.accountId));
  const items = await tx
    .select()
    .from(paymentItems)
    .where(eq(paymentItems.paymentId, row.id))
    .orderBy(paymentItems.position);
  if (!account) return;
  const paid = buyerPays(row);
  await enqueueMail(tx, {
    template: "purchase",
    to: account.email,
    data: {
      name: account.name,
      paymentCode: row.paymentCode,
      items: items.map((i) => ({ title: i.title, sessions: i.sessions, quantity: i.quantity })),
      store: { name: row.storeName, address: row.storeAddress, phone: row.storePhone },
      total: row.total,
      discount: row.discount,
      totalFinanced: paid.total,
      installments: row.installments,
      installmentAmount: paid.perInstalment,
      paymentMethod: paymentMethodName(row.paymentMethodId),
      cardLastFour: row.cardLastFour,
    },
  });
}
