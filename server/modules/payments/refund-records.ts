/**
 * The refunds a provider update reports, recorded once each (by the provider's refund id) with the mail that
 * tells the customer. Who asked for a refund (staff, a regret request) is noted on it when the shop made it;
 * a refund made in the provider's panel arrives by webhook and is recorded the same way, as 'provider'.
 */
import { eq, sql } from "drizzle-orm";
import { paymentMethodName } from "#domain/payments/payment-methods.ts";
import { accounts, paymentRefunds, type RefundSource } from "#server/db/schema/index.ts";
import { enqueueMail } from "#server/mail/outbox.ts";
import { readStatements } from "#server/modules/purchases/statements.ts";
import type { ProviderPayment } from "#server/payments/provider.ts";
import type { PaymentRow, Tx } from "./payment-reads.ts";

/** What the shop knows of a refund it asked for, kept with the provider's record of it. */
export interface RefundNote {
  providerRefundId: string;
  source: Exclude<RefundSource, "provider">;
  reason: string;
  staffId: string | null;
}

export async function recordRefunds(
  tx: Tx,
  row: PaymentRow,
  update: ProviderPayment,
  note: RefundNote | undefined,
): Promise<void> {
  for (const refund of update.refunds) {
    const ours = note?.providerRefundId === refund.id ? note : undefined;
    const [recorded] = await tx
      .insert(paymentRefunds)
      .values({
        paymentId: row.id,
        providerRefundId: refund.id,
        amount: refund.amount,
        source: ours?.source ?? "provider",
        reason: ours?.reason ?? null,
        staffId: ours?.staffId ?? null,
      })
      .onConflictDoUpdate({
        target: paymentRefunds.providerRefundId,
        // The webhook may have recorded the shop's own refund first: who asked for it is added, once.
        set: ours
          ? { source: ours.source, reason: ours.reason, staffId: ours.staffId }
          : { providerRefundId: sql`${paymentRefunds.providerRefundId}` },
      })
      .returning({ inserted: sql<boolean>`(xmax = 0)` });
    if (recorded?.inserted) await queueRefundMail(tx, row, refund.amount);
  }
}

/** Told from the purchase's statement with this refund in it: whether anything remains, and of how much. */
async function queueRefundMail(tx: Tx, row: PaymentRow, amount: number) {
  const statement = (await readStatements(tx, [row.id])).get(row.id);
  const [account] = await tx
    .select({ name: accounts.name, email: accounts.email })
    .from(accounts)
    .where(eq(accounts.id, row.accountId));
  if (!account) return;
  await enqueueMail(tx, {
    template: "refund",
    to: account.email,
    data: {
      name: account.name,
      paymentCode: row.paymentCode,
      amount,
      full: statement?.status === "refunded",
      paid: statement?.paid ?? row.totalFinanced,
      paymentMethod: paymentMethodName(row.paymentMethodId),
      cardLastFour: row.cardLastFour,
    },
  });
}
