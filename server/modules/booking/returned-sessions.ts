/**
 * Sessions of some areas given back by a refund (docs/decisions/0051). They count as cancelled at once; the
 * visits to come that no longer have a session lose the area, the furthest first, and a visit left with no area
 * is cancelled (its time is free again). Runs in the transaction that records the refund.
 */
import { and, asc, desc, eq, inArray, isNull, notInArray } from "drizzle-orm";
import type { Tx } from "#server/db/client.ts";
import {
  sessionEntitlements,
  stores,
  visitAreas,
  visits,
  type ReturnedSessions,
} from "#server/db/schema/index.ts";

/** A visit to come that lost areas to a refund: cancelled when none was left. */
export interface TakenVisit {
  visitId: string;
  startsAt: string;
  storeName: string;
  /** The areas taken off it. */
  areas: string[];
  cancelled: boolean;
}

type Entitlement = typeof sessionEntitlements.$inferSelect;

const unused = (e: Entitlement) => e.sessionsTotal - e.sessionsUsed - e.sessionsCancelled;

/**
 * Gives back up to `lines` sessions per area (`everything`: every unused one) and returns what was given back,
 * clamped to what was unused at that moment, and the visits it took areas off.
 */
export async function returnSessions(
  tx: Tx,
  paymentId: string,
  ask: { lines: readonly ReturnedSessions[]; everything: boolean },
  now: Date,
): Promise<{ returned: ReturnedSessions[]; visits: TakenVisit[] }> {
  // Locked in id order, then the visits: the order every change of her sessions takes (lock-order.ts).
  const entitlements = await tx
    .select()
    .from(sessionEntitlements)
    .where(and(eq(sessionEntitlements.paymentId, paymentId), isNull(sessionEntitlements.cancelledAt)))
    .orderBy(asc(sessionEntitlements.id))
    .for("update");
  const returned: ReturnedSessions[] = [];
  const taken = new Map<string, TakenVisit>();
  for (const e of entitlements) {
    const asked = ask.everything
      ? unused(e)
      : ask.lines.filter((l) => l.productId === e.productId).reduce((n, l) => n + l.sessions, 0);
    const sessions = Math.min(asked, unused(e));
    if (sessions <= 0) continue;
    await tx
      .update(sessionEntitlements)
      .set({ sessionsCancelled: e.sessionsCancelled + sessions, updatedAt: now })
      .where(eq(sessionEntitlements.id, e.id));
    returned.push({ productId: e.productId, sessions });
    await takeOffVisits(tx, { ...e, sessionsCancelled: e.sessionsCancelled + sessions }, taken);
  }
  await cancelEmptied(tx, taken, now);
  return { returned, visits: [...taken.values()] };
}

/** The visits to come beyond the sessions left lose the area, the furthest first. */
async function takeOffVisits(tx: Tx, e: Entitlement, taken: Map<string, TakenVisit>) {
  const booked = await tx
    .select({ visitId: visits.id, startsAt: visits.startsAt, storeName: stores.name })
    .from(visitAreas)
    .innerJoin(visits, eq(visits.id, visitAreas.visitId))
    .leftJoin(stores, eq(stores.id, visits.storeId))
    .where(and(eq(visitAreas.entitlementId, e.id), eq(visits.status, "booked")))
    .orderBy(desc(visits.startsAt), desc(visits.id));
  const beyond = booked.slice(0, Math.max(0, booked.length - unused(e)));
  if (beyond.length === 0) return;
  await tx.delete(visitAreas).where(
    and(
      eq(visitAreas.entitlementId, e.id),
      inArray(
        visitAreas.visitId,
        beyond.map((v) => v.visitId),
      ),
    ),
  );
  for (const v of beyond) {
    const seen = taken.get(v.visitId);
    if (seen) seen.areas.push(e.title);
    else
      taken.set(v.visitId, {
        visitId: v.visitId,
        startsAt: v.startsAt.toISOString(),
        storeName: v.storeName ?? "",
        areas: [e.title],
        cancelled: false,
      });
  }
}

async function cancelEmptied(tx: Tx, taken: Map<string, TakenVisit>, now: Date) {
  if (taken.size === 0) return;
  const stillUsed = tx.select({ id: visitAreas.visitId }).from(visitAreas);
  const cancelled = await tx
    .update(visits)
    .set({ status: "cancelled", updatedAt: now })
    .where(and(inArray(visits.id, [...taken.keys()]), notInArray(visits.id, stillUsed)))
    .returning({ id: visits.id });
  for (const { id } of cancelled) taken.get(id)!.cancelled = true;
}
