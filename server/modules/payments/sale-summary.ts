/** What the mails about a sale show of it: its areas as bought, and what was charged and how. */
import { eq } from "drizzle-orm";
import { buyerPays } from "#domain/payments/financing.ts";
import { paymentItems } from "#server/db/schema/index.ts";
import type { PaymentRow, Tx } from "./payment-reads.ts";

export async function saleLines(tx: Tx, paymentId: string) {
  const items = await tx
    .select()
    .from(paymentItems)
    .where(eq(paymentItems.paymentId, paymentId))
    .orderBy(paymentItems.position);
  return items.map((i) => ({ title: i.title, sessions: i.sessions, quantity: i.quantity }));
}

export function saleAmounts(row: PaymentRow) {
  const paid = buyerPays(row);
  return {
    total: row.total,
    discount: row.discount,
    totalFinanced: paid.total,
    installments: row.installments,
    installmentAmount: paid.perInstalment,
  };
}
