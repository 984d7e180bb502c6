/** Gathers what the pure `freeTimes` needs from the database, for the page that lists times and for the booking that checks one. */
import { and, eq, gt, inArray, lt, ne, sql } from "drizzle-orm";
import { freeTimes, type FreeTimesInput } from "#domain/booking/free-times.ts";
import { addDays, instantAt } from "#domain/booking/local-time.ts";
import type { BookingRules } from "#domain/booking/rules.ts";
import type { Db } from "#server/db/client.ts";
import { sessionEntitlements, visitAreas, visits } from "#server/db/schema/index.ts";
import { readClosedDays, type BranchAgenda } from "./agenda.ts";

type Reader = Pick<Db, "select" | "selectDistinct">;

export interface SlotQuery {
  accountId: string;
  branch: BranchAgenda;
  /** The areas of the visit, by product: the spacing rule looks at the customer's other sessions of them. */
  productIds: string[];
  durationMinutes: number;
  days: string[];
  rules: BookingRules;
  now: Date;
  /** A visit being moved: its own time does not count as taken. */
  exceptVisitId?: string;
}

export async function computeFreeTimes(db: Reader, q: SlotQuery): Promise<number[]> {
  return q.days.length === 0 ? [] : freeTimes(await slotInputs(db, q));
}

/** The input of `freeTimes` for the query, read from the database. */
export async function slotInputs(db: Reader, q: SlotQuery): Promise<FreeTimesInput> {
  const own = await customerInputs(db, q);
  return { ...own, branchVisits: await branchVisits(db, q) };
}

function period(q: SlotQuery) {
  const first = q.days[0]!;
  const last = q.days[q.days.length - 1]!;
  return {
    first,
    last,
    from: new Date(instantAt(first, "00:00")),
    to: new Date(instantAt(addDays(last, 1), "00:00")),
    except: q.exceptVisitId ? [ne(visits.id, q.exceptVisitId)] : [],
  };
}

const active = ne(visits.status, "cancelled");

/** The branch's visits in the period, as the rooms' exclusion constraint's GiST index finds them. */
export async function branchVisits(db: Reader, q: SlotQuery): Promise<FreeTimesInput["branchVisits"]> {
  const { from, to, except } = period(q);
  const overlaps = sql`tstzrange(${visits.startsAt}, ${visits.endsAt}) && tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz)`;
  const rows = await db
    .select({ start: visits.startsAt, end: visits.endsAt, room: visits.room })
    .from(visits)
    .where(and(eq(visits.storeId, q.branch.id), active, overlaps, ...except));
  return rows.map((v) => ({ start: v.start.getTime(), end: v.end.getTime(), room: v.room }));
}

/** Everything but the branch's visits: the customer's own visits and sessions, the closed days, the rules. */
export async function customerInputs(
  db: Reader,
  q: SlotQuery,
): Promise<Omit<FreeTimesInput, "branchVisits">> {
  const { first, last, from, to, except } = period(q);
  // One query after another: inside a transaction they share one connection.
  const customerVisits = await db
    .select({ start: visits.startsAt, end: visits.endsAt })
    .from(visits)
    .where(
      and(
        eq(visits.accountId, q.accountId),
        active,
        lt(visits.startsAt, to),
        gt(visits.endsAt, from),
        ...except,
      ),
    );
  const areaSessions =
    q.productIds.length === 0
      ? []
      : await db
          .selectDistinct({ start: visits.startsAt })
          .from(visits)
          .innerJoin(visitAreas, eq(visitAreas.visitId, visits.id))
          .innerJoin(sessionEntitlements, eq(sessionEntitlements.id, visitAreas.entitlementId))
          .where(
            and(
              eq(visits.accountId, q.accountId),
              inArray(visits.status, ["booked", "attended"]),
              inArray(sessionEntitlements.productId, q.productIds),
              ...except,
            ),
          );
  const closed = await readClosedDays(db, q.branch.id, first, last);
  return {
    days: q.days,
    now: q.now.getTime(),
    hours: q.branch.hours,
    closedDays: closed.map((c) => c.day),
    rooms: q.branch.rooms,
    durationMinutes: q.durationMinutes,
    customerVisits: customerVisits.map((v) => ({ start: v.start.getTime(), end: v.end.getTime() })),
    areaSessions: areaSessions.map((s) => s.start.getTime()),
    rules: q.rules,
  };
}
