/**
 * The sessions an approved payment gives, and what a full refund or a chargeback takes back. Both are effects of
 * the payment's transitions (server/modules/payments/effects.ts) and run in its transaction.
 */
import { and, eq, inArray, isNull, notInArray, sql } from "drizzle-orm";
import { sessionsOf } from "#domain/booking/visits.ts";
import type { Tx } from "#server/db/client.ts";
import { paymentItems, sessionEntitlements, visitAreas, visits } from "#server/db/schema/index.ts";
import type { PaymentEffect } from "#server/modules/payments/transitions.ts";

/** One entitlement per purchased area, at the payment's branch; granting twice changes nothing. */
export async function grantSessions(
  tx: Tx,
  payment: { id: string; accountId: string; storeId: string | null },
): Promise<void> {
  const items = await tx
    .select({
      productId: paymentItems.productId,
      title: paymentItems.title,
      sessions: paymentItems.sessions,
      quantity: paymentItems.quantity,
    })
    .from(paymentItems)
    .where(eq(paymentItems.paymentId, payment.id))
    .orderBy(paymentItems.position);
  const byProduct = new Map<string, { title: string; total: number }>();
  for (const item of items) {
    const seen = byProduct.get(item.productId);
    const total = sessionsOf(item.sessions, item.quantity);
    byProduct.set(item.productId, { title: seen?.title ?? item.title, total: (seen?.total ?? 0) + total });
  }
  if (byProduct.size === 0) return;
  await tx
    .insert(sessionEntitlements)
    .values(
      [...byProduct].map(([productId, { title, total }]) => ({
        accountId: payment.accountId,
        paymentId: payment.id,
        productId,
        title,
        storeId: payment.storeId,
        sessionsTotal: total,
      })),
    )
    .onConflictDoNothing();
}

/**
 * A payment given back in full: its unused sessions are gone. Visits still to come lose those areas, and a
 * visit left with none is cancelled (its time is free again). Sessions already used stay on record.
 */
export async function cancelUnusedSessions(tx: Tx, paymentId: string, now: Date): Promise<void> {
  // Counted as given up now; the booked ones are taken off the visits below, before the commit checks the sum
  // (migration 0030).
  const cancelled = await tx
    .update(sessionEntitlements)
    .set({
      cancelledAt: now,
      sessionsCancelled: sql`${sessionEntitlements.sessionsTotal} - ${sessionEntitlements.sessionsUsed}`,
    })
    .where(and(eq(sessionEntitlements.paymentId, paymentId), isNull(sessionEntitlements.cancelledAt)))
    .returning({ id: sessionEntitlements.id });
  if (cancelled.length === 0) return;
  const ids = cancelled.map((e) => e.id);
  const affected = await tx
    .selectDistinct({ visitId: visitAreas.visitId })
    .from(visitAreas)
    .innerJoin(visits, eq(visits.id, visitAreas.visitId))
    .where(and(inArray(visitAreas.entitlementId, ids), eq(visits.status, "booked")));
  if (affected.length === 0) return;
  const visitIds = affected.map((v) => v.visitId);
  await tx
    .delete(visitAreas)
    .where(and(inArray(visitAreas.visitId, visitIds), inArray(visitAreas.entitlementId, ids)));
  const stillUsed = tx.select({ id: visitAreas.visitId }).from(visitAreas);
  await tx
    .update(visits)
    .set({ status: "cancelled", updatedAt: now })
    .where(and(inArray(visits.id, visitIds), notInArray(visits.id, stillUsed)));
}

/** The money of the purchase came back in full (a refund or a chargeback): its unused sessions are gone. */
export const cancelUnusedOnMoneyBack: PaymentEffect = (tx, purchase, transition) =>
  cancelUnusedSessions(tx, purchase.id, transition.at);
