/**
 * The refunds a provider update reports, recorded once each (by the provider's refund id) with what they give
 * back. A refund the shop asked for finds its request (refund-requests.ts): who asked, why, and the sessions per
 * area it returns, applied in the transaction that records it. A refund made in the provider's panel arrives
 * by webhook and is recorded as 'provider'. A refund that leaves nothing of the payment returns every unused
 * session, whoever made it.
 */
import { eq, sql } from "drizzle-orm";
import {
  paymentRefundLines,
  paymentRefunds,
  refundRequests,
  type ReturnedSessions,
} from "#server/db/schema/index.ts";
import { returnSessions, type TakenVisit } from "#server/modules/booking/returned-sessions.ts";
import type { ProviderPayment } from "#server/payments/provider.ts";
import type { PaymentRow } from "./payment-reads.ts";
import type { Tx } from "#server/db/client.ts";
import { requestOf, type RefundRequestRow } from "./refund-requests.ts";

/** A refund recorded by this update, for its mail. */
export interface RecordedRefund {
  amount: number;
  returned: ReturnedSessions[];
  visits: TakenVisit[];
}

export async function recordRefunds(
  tx: Tx,
  row: PaymentRow,
  update: ProviderPayment,
  now: Date,
): Promise<RecordedRefund[]> {
  const recorded: RecordedRefund[] = [];
  for (const refund of update.refunds) {
    const request = await requestOf(tx, row.id, refund);
    const [written] = await tx
      .insert(paymentRefunds)
      .values({
        paymentId: row.id,
        providerRefundId: refund.id,
        amount: refund.amount,
        source: request?.source ?? "provider",
        reason: request?.reason ?? null,
        staffId: request?.staffId ?? null,
      })
      .onConflictDoUpdate({
        target: paymentRefunds.providerRefundId,
        // Recorded earlier without the shop's request: who asked for it is added.
        set: request
          ? { source: request.source, reason: request.reason, staffId: request.staffId }
          : { providerRefundId: sql`${paymentRefunds.providerRefundId}` },
      })
      .returning({ id: paymentRefunds.id, inserted: sql<boolean>`(xmax = 0)` });
    const unapplied = request && !request.refundId;
    if (!written || (!written.inserted && !unapplied)) continue;
    const given = await applyRefund(tx, row, request && unapplied ? request : null, written.id, now);
    if (written.inserted) recorded.push({ amount: refund.amount, ...given });
  }
  return recorded;
}

/**
 * Gives back the sessions of a recorded refund: its request's lines, or every unused session once the refunds
 * add up to the whole payment. The lines returned are kept with the refund, and the request marked applied.
 */
export async function applyRefund(
  tx: Tx,
  payment: PaymentRow,
  request: RefundRequestRow | null,
  refundId: string,
  now: Date,
): Promise<Omit<RecordedRefund, "amount">> {
  const [sum] = await tx
    .select({ refunded: sql<number>`coalesce(sum(${paymentRefunds.amount}), 0)::int` })
    .from(paymentRefunds)
    .where(eq(paymentRefunds.paymentId, payment.id));
  const everything = (sum?.refunded ?? 0) >= payment.totalFinanced;
  const given = await returnSessions(tx, payment.id, { lines: request?.lines ?? [], everything }, now);
  if (given.returned.length > 0) {
    await tx.insert(paymentRefundLines).values(given.returned.map((l) => ({ refundId, ...l })));
  }
  if (request) await tx.update(refundRequests).set({ refundId }).where(eq(refundRequests.id, request.id));
  return given;
}
