/** The sale as the branch needs it, queued in the transaction that approves the payment. */
import { eq } from "drizzle-orm";
import { paymentMethodName } from "#domain/payments/payment-methods.ts";
import { franchises, stores } from "#server/db/schema/index.ts";
import { enqueueMail } from "#server/mail/outbox.ts";
import type { PaymentRow } from "./payment-reads.ts";
import type { Tx } from "#server/db/client.ts";
import { saleAmounts, saleLines } from "./sale-summary.ts";
import { mailRecipient } from "#server/modules/accounts/recipient.ts";

/**
 * Queues the sale's mail to the branch's contact e-mail, or its franchise's when the branch has none.
 * Nothing is queued when neither has one: the sale is still listed in the back office.
 */
export async function queueBranchMail(tx: Tx, row: PaymentRow): Promise<void> {
  if (!row.storeId) return;
  const [to] = await tx
    .select({ store: stores.contactEmail, franchise: franchises.contactEmail })
    .from(stores)
    .innerJoin(franchises, eq(franchises.id, stores.franchiseId))
    .where(eq(stores.id, row.storeId));
  const address = to?.store || to?.franchise;
  if (!address) return;
  const customer = await mailRecipient(tx, row.accountId);
  if (!customer) return;
  await enqueueMail(tx, {
    template: "branch_sale",
    to: address,
    data: {
      storeName: row.storeName,
      customer,
      paymentCode: row.paymentCode,
      items: await saleLines(tx, row.id),
      ...saleAmounts(row),
      paymentMethod: paymentMethodName(row.paymentMethodId),
    },
  });
}
