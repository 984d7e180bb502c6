/** What the mails about a sale show of it: its areas as its statement tells them, and what was charged and how. */
import { buyerPays } from "#domain/installments/financing.ts";
import { purchaseAreas } from "#domain/purchases/area-sessions.ts";
import { readStatements } from "#server/modules/purchases/statements.ts";
import type { PaymentRow } from "./payment-reads.ts";
import type { Tx } from "#server/db/client.ts";

/** Each area with its quantity and sessions, read in the transaction that approves the payment. */
export async function saleLines(tx: Tx, paymentId: string) {
  const statement = (await readStatements(tx, [paymentId])).get(paymentId);
  return (statement ? purchaseAreas(statement) : []).map(({ title, quantity, sessions }) => ({
    title,
    quantity,
    sessions,
  }));
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
