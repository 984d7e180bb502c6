/**
 * The shop's own refunds, kept before the provider is asked (docs/decisions/0051): the request names the money,
 * the sessions per area and who asked; the provider's refund id is added once known. Whichever path records the
 * refund (the shop's answer or the provider's webhook) applies the request, once.
 */
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Db, Tx } from "#server/db/client.ts";
import { paymentRefunds, payments, refundRequests, type ReturnedSessions } from "#server/db/schema/index.ts";
import type { RefundSource } from "#server/db/schema/index.ts";
import type { PaymentRow } from "./payment-reads.ts";

export type RefundRequestRow = typeof refundRequests.$inferSelect;

export interface NewRefundRequest {
  paymentId: string;
  amount: number;
  lines: readonly ReturnedSessions[];
  source: Exclude<RefundSource, "provider">;
  reason: string;
  staffId: string | null;
  idempotencyKey: string;
}

/** Stores the request under its key; asking again with the key answers with the first request. */
export async function openRefundRequest(db: Db, request: NewRefundRequest): Promise<RefundRequestRow> {
  await db
    .insert(refundRequests)
    .values({ ...request, lines: [...request.lines] })
    .onConflictDoNothing({ target: refundRequests.idempotencyKey });
  const [row] = await db
    .select()
    .from(refundRequests)
    .where(eq(refundRequests.idempotencyKey, request.idempotencyKey));
  return row!;
}

/**
 * The request a provider refund answers: the one that names its id, or else a request of the payment still
 * waiting for its answer with the same amount (the webhook arrived before the shop stored the id).
 */
export async function requestOf(
  tx: Tx,
  paymentId: string,
  refund: { id: string; amount: number },
): Promise<RefundRequestRow | undefined> {
  const [named] = await tx
    .select()
    .from(refundRequests)
    .where(eq(refundRequests.providerRefundId, refund.id))
    .for("update");
  if (named) return named;
  const [waiting] = await tx
    .select()
    .from(refundRequests)
    .where(
      and(
        eq(refundRequests.paymentId, paymentId),
        isNull(refundRequests.providerRefundId),
        eq(refundRequests.amount, refund.amount),
      ),
    )
    .orderBy(asc(refundRequests.createdAt))
    .limit(1)
    .for("update");
  if (!waiting) return undefined;
  const [claimed] = await tx
    .update(refundRequests)
    .set({ providerRefundId: refund.id })
    .where(eq(refundRequests.id, waiting.id))
    .returning();
  return claimed;
}

/**
 * Adds the provider's refund id to the request, the payment locked so no recording of that refund runs
 * meanwhile. When the refund was already recorded without it, the request is applied now (`apply`).
 */
export async function linkProviderRefund(
  db: Db,
  request: RefundRequestRow,
  providerRefundId: string,
  apply: (tx: Tx, payment: PaymentRow, request: RefundRequestRow, refundId: string) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(eq(payments.id, request.paymentId))
      .for("update");
    const [linked] = await tx
      .update(refundRequests)
      .set({ providerRefundId })
      .where(
        and(
          eq(refundRequests.id, request.id),
          isNull(refundRequests.providerRefundId),
          sql`not exists (select 1 from ${refundRequests} r where r.provider_refund_id = ${providerRefundId})`,
        ),
      )
      .returning();
    const [recorded] = await tx
      .select({ id: paymentRefunds.id })
      .from(paymentRefunds)
      .where(eq(paymentRefunds.providerRefundId, providerRefundId));
    if (linked && recorded && payment && !linked.refundId) await apply(tx, payment, linked, recorded.id);
  });
}
