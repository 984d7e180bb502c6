/**
 * The branch's attendance marks: 'Asistió' (one session of each area used), 'No asistió', and 'Deshacer'.
 * Each locks the customer's areas and then the visit's row (lock-order.ts) and decides on what it reads under
 * the locks, so a mark and an undo of one visit run one after the other whatever the timing
 * (docs/decisions/0047-attendance-marks.md).
 */
import { eq, inArray, sql } from "drizzle-orm";
import { AGENDA_MESSAGES } from "#domain/booking/desk-messages.ts";
import { markRefusal, undoRefusal, type VisitStatus } from "#domain/booking/visits.ts";
import type { Db, Tx } from "#server/db/client.ts";
import { sessionEntitlements, stores, visitAreas, visits } from "#server/db/schema/index.ts";
import { writeAudit } from "#server/modules/audit/writer.ts";
import { scheduleReviewRequest } from "#server/modules/reviews/requests.ts";
import { requirePermission } from "#server/modules/staff/access.ts";
import type { Acting } from "#server/modules/staff/types.ts";
import { lockSessionsOf } from "./lock-order.ts";
import { afterAttended } from "./next-session-mail.ts";

export type Mark = Extract<VisitStatus, "attended" | "missed">;
export type MarkResult =
  { ok: true } | { ok: false; code: "not_found" } | { ok: false; code: "invalid"; message: string };

const REFUSALS = {
  marked: AGENDA_MESSAGES.alreadyMarked,
  not_started: AGENDA_MESSAGES.notStarted,
  not_marked: AGENDA_MESSAGES.notMarked,
  too_late: AGENDA_MESSAGES.undoTooLate,
} as const;

/** The visit, its row locked until the transaction ends, checked against the person's scope; null if none. */
async function lockedVisit(tx: Tx, acting: Acting, visitId: string) {
  const [visit] = await tx
    .select({
      status: visits.status,
      startsAt: visits.startsAt,
      markedAt: visits.markedAt,
      franchiseId: stores.franchiseId,
    })
    .from(visits)
    .innerJoin(stores, eq(stores.id, visits.storeId))
    .where(eq(visits.id, visitId))
    .for("update", { of: visits });
  if (visit) requirePermission(acting.actor, "agenda.book", visit.franchiseId);
  return visit ?? null;
}

/** One session more (1) or less (-1) used of each area of the visit. */
async function useSessions(tx: Tx, visitId: string, change: 1 | -1, now: Date) {
  const areas = tx
    .select({ id: visitAreas.entitlementId })
    .from(visitAreas)
    .where(eq(visitAreas.visitId, visitId));
  await tx
    .update(sessionEntitlements)
    .set({ sessionsUsed: sql`${sessionEntitlements.sessionsUsed} + ${change}`, updatedAt: now })
    .where(inArray(sessionEntitlements.id, areas));
}

const audit = (tx: Tx, acting: Acting, visitId: string, action: string, from: VisitStatus, to: VisitStatus) =>
  writeAudit(
    tx,
    { staffId: acting.actor.id, ip: acting.ip },
    { entity: "visit", entityId: visitId, action, before: { status: from }, after: { status: to } },
  );

type LockedVisit = NonNullable<Awaited<ReturnType<typeof lockedVisit>>>;

/**
 * Locks the visit, asks `refusal` whether it may change now (the clock read under the lock), and if so makes
 * the change with `change`, all in one transaction.
 */
async function changeVisit(
  db: Db,
  acting: Acting,
  visitId: string,
  clock: () => Date,
  refusal: (visit: LockedVisit, now: number) => keyof typeof REFUSALS | null,
  change: (tx: Tx, visit: LockedVisit, now: Date) => Promise<void>,
): Promise<MarkResult> {
  requirePermission(acting.actor, "agenda.book");
  return db.transaction(async (tx) => {
    await lockSessionsOf(tx, { visitId });
    const visit = await lockedVisit(tx, acting, visitId);
    if (!visit) return { ok: false, code: "not_found" } as const;
    const now = clock();
    const refused = refusal(visit, now.getTime());
    if (refused) return { ok: false, code: "invalid", message: REFUSALS[refused] } as const;
    await change(tx, visit, now);
    return { ok: true } as const;
  });
}

/** 'Asistió' or 'No asistió' on a booked visit that has started. */
export function markVisit(
  db: Db,
  acting: Acting,
  visitId: string,
  outcome: Mark,
  clock: () => Date,
): Promise<MarkResult> {
  return changeVisit(
    db,
    acting,
    visitId,
    clock,
    (visit, now) => markRefusal({ status: visit.status, startsAt: visit.startsAt.getTime() }, now),
    async (tx, visit, now) => {
      await tx
        .update(visits)
        .set({ status: outcome, markedBy: acting.actor.id, markedAt: now, updatedAt: now })
        .where(eq(visits.id, visitId));
      if (outcome === "attended") await useSessions(tx, visitId, 1, now);
      await audit(tx, acting, visitId, outcome, visit.status, outcome);
      if (outcome === "attended") await afterAttended(tx, visitId, now);
      // The review request goes out later, if the visit is still attended then (server/modules/reviews).
      if (outcome === "attended") await scheduleReviewRequest(tx, visitId, now);
    },
  );
}

/** 'Deshacer': a visit marked today is booked again, and an attended one gives its sessions back. */
export function undoMark(db: Db, acting: Acting, visitId: string, clock: () => Date): Promise<MarkResult> {
  return changeVisit(
    db,
    acting,
    visitId,
    clock,
    (visit, now) => undoRefusal({ status: visit.status, markedAt: visit.markedAt?.getTime() ?? null }, now),
    async (tx, visit, now) => {
      await tx
        .update(visits)
        .set({ status: "booked", markedBy: null, markedAt: null, updatedAt: now })
        .where(eq(visits.id, visitId));
      if (visit.status === "attended") await useSessions(tx, visitId, -1, now);
      await audit(tx, acting, visitId, "undone", visit.status, "booked");
    },
  );
}
