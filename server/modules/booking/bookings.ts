/**
 * Booking, moving and cancelling a visit. The free-time check runs inside the transaction, and the database
 * has the last word: a room or a customer already taken at that time fails the insert (exclusion
 * constraints of migration 0026), and the next room is tried, so a race never books more visits than rooms.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { freeRoom, freeTimes, type FreeTimesInput } from "#domain/booking/free-times.ts";
import { localDateOf } from "#domain/booking/local-time.ts";
import { BOOKING_MESSAGES } from "#domain/booking/messages.ts";
import { canChangeVisit, type BookingRules } from "#domain/booking/rules.ts";
import { sessionsLeft } from "#domain/booking/visits.ts";
import type { Db } from "#server/db/client.ts";
import { sessionEntitlements, stores, visitAreas, visits } from "#server/db/schema/index.ts";
import { areaMinutes, readBranchAgenda, readRules, type BranchAgenda } from "./agenda.ts";
import { scheduleReminder } from "./reminders.ts";
import { bookedCounts, slotInputs } from "./slots.ts";
import { queueVisitMail, queueVisitMailOf, visitMailFacts, type VisitMailFacts } from "./visit-mail.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type BookingField = "area" | "store" | "day" | "slot";
export type BookingOutcome =
  { ok: true; visitId: string } | { ok: false; field: BookingField; message: string };

export interface BookRequest {
  accountId: string;
  storeId: string;
  entitlementIds: string[];
  /** The chosen start, an instant. */
  start: number;
  /** Staff booking for the customer (a phone call). */
  bookedBy?: string | null;
}

const refuse = (field: BookingField, message: string): BookingOutcome => ({ ok: false, field, message });

class Refusal extends Error {
  constructor(readonly outcome: BookingOutcome) {
    super("booking refused");
  }
}

/** SQLSTATE 23P01 (exclusion_violation) and the constraint it names, bare or wrapped by Drizzle. */
function exclusionViolated(err: unknown): string | null {
  const e = err as {
    code?: string;
    constraint?: string;
    cause?: { code?: string; constraint?: string };
  } | null;
  if (e?.code === "23P01") return e.constraint ?? "";
  if (e?.cause?.code === "23P01") return e.cause.constraint ?? "";
  return null;
}

const isDeadlock = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === "40P01" || e?.cause?.code === "40P01";
};

/** The entitlements of one customer, locked, in a stable order (two bookings of hers wait for each other). */
async function lockEntitlements(tx: Tx, accountId: string, ids: string[]) {
  const rows = await tx
    .select()
    .from(sessionEntitlements)
    .where(and(eq(sessionEntitlements.accountId, accountId), inArray(sessionEntitlements.id, ids)))
    .orderBy(asc(sessionEntitlements.id))
    .for("update");
  if (rows.length !== ids.length) throw new Refusal(refuse("area", BOOKING_MESSAGES.unknownArea));
  return rows;
}

/** The branches where these sessions can be booked: the enabled ones of the franchise that sold them. */
export async function bookableStoreIds(
  db: Pick<Db, "select" | "selectDistinct">,
  storeIds: (string | null)[],
): Promise<string[]> {
  const own = storeIds.filter((id): id is string => !!id);
  if (own.length === 0) return [];
  const franchises = db
    .selectDistinct({ id: stores.franchiseId })
    .from(stores)
    .where(inArray(stores.id, own));
  const rows = await db
    .select({ id: stores.id })
    .from(stores)
    .where(and(eq(stores.enabled, true), inArray(stores.franchiseId, franchises)));
  return rows.map((r) => r.id);
}

interface Plan {
  branch: BranchAgenda;
  rules: BookingRules;
  mail: VisitMailFacts;
  productIds: string[];
  minutes: { entitlementId: string; minutes: number }[];
  durationMinutes: number;
}

/** Checks the areas and the branch and works out the visit's length; refusals are thrown. */
async function plan(
  tx: Tx,
  accountId: string,
  storeId: string,
  entitlementIds: string[],
  movingVisitId?: string,
): Promise<Plan> {
  if (entitlementIds.length === 0) throw new Refusal(refuse("area", BOOKING_MESSAGES.noAreas));
  const rows = await lockEntitlements(tx, accountId, entitlementIds);
  if (!movingVisitId) {
    const booked = await bookedCounts(tx, entitlementIds);
    for (const e of rows) {
      const left = sessionsLeft({
        total: e.sessionsTotal,
        used: e.sessionsUsed,
        booked: booked.get(e.id) ?? 0,
        cancelled: e.cancelledAt !== null,
      });
      if (left < 1) throw new Refusal(refuse("area", BOOKING_MESSAGES.noSessionsLeft(e.title)));
    }
  }
  const allowed = await bookableStoreIds(
    tx,
    rows.map((e) => e.storeId),
  );
  const branch = allowed.includes(storeId) ? await readBranchAgenda(tx, storeId) : null;
  if (!branch) throw new Refusal(refuse("store", BOOKING_MESSAGES.storeNotBookable));
  const rules = await readRules(tx);
  const byProduct = await areaMinutes(
    tx,
    rows.map((e) => e.productId),
    rules,
  );
  const ordered = entitlementIds.map((id) => rows.find((e) => e.id === id)!);
  const minutes = ordered.map((e) => ({
    entitlementId: e.id,
    minutes: byProduct.get(e.productId) ?? rules.defaultAreaMinutes,
  }));
  return {
    branch,
    rules,
    mail: await visitMailFacts(
      tx,
      accountId,
      branch.id,
      ordered.map((e) => e.title),
      rules,
    ),
    productIds: ordered.map((e) => e.productId),
    minutes,
    durationMinutes: minutes.reduce((sum, m) => sum + m.minutes, 0),
  };
}

/**
 * Puts the visit in the first room that takes it. Each attempt is a savepoint: a room taken meanwhile by
 * another transaction fails the exclusion constraint and the next room is tried.
 */
async function placeInRoom(
  tx: Tx,
  p: Plan,
  start: number,
  known: FreeTimesInput["branchVisits"],
  write: (sp: Tx, room: number) => Promise<string>,
): Promise<string> {
  const end = start + p.durationMinutes * 60_000;
  const first = freeRoom({ start, end }, p.branch.rooms, known) ?? 1;
  const rooms = [
    first,
    ...Array.from({ length: p.branch.rooms }, (_, i) => i + 1).filter((r) => r !== first),
  ];
  for (const room of rooms) {
    for (let attempt = 1; ; attempt++) {
      try {
        return await tx.transaction((sp) => write(sp, room));
      } catch (err) {
        // Two inserts checking the constraint against each other: one is chosen to fail; it tries again.
        if (isDeadlock(err) && attempt < 3) continue;
        const constraint = exclusionViolated(err);
        if (constraint === null) throw err;
        if (constraint === "visits_customer_free")
          throw new Refusal(refuse("slot", BOOKING_MESSAGES.overlap));
        break;
      }
    }
  }
  throw new Refusal(refuse("slot", BOOKING_MESSAGES.slotTaken));
}

/**
 * Bookings of one branch-day wait for each other from here to the commit, so the free-time check sees every
 * visit committed before it and racing inserts do not deadlock on the exclusion constraint, which stays the
 * guarantee.
 */
async function lockBranchDay(tx: Tx, storeId: string, day: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`visits:${storeId}:${day}`}, 0))`);
}

async function checkFree(
  tx: Tx,
  accountId: string,
  p: Plan,
  start: number,
  now: Date,
  exceptVisitId?: string,
): Promise<FreeTimesInput["branchVisits"]> {
  await lockBranchDay(tx, p.branch.id, localDateOf(start));
  const input = await slotInputs(tx, {
    accountId,
    branch: p.branch,
    productIds: p.productIds,
    durationMinutes: p.durationMinutes,
    days: [localDateOf(start)],
    rules: p.rules,
    now,
    exceptVisitId,
  });
  if (!freeTimes(input).includes(start)) throw new Refusal(refuse("slot", BOOKING_MESSAGES.slotTaken));
  return input.branchVisits;
}

async function refusing(work: () => Promise<BookingOutcome>): Promise<BookingOutcome> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof Refusal) return err.outcome;
    throw err;
  }
}

export async function bookVisit(db: Db, req: BookRequest, now: Date): Promise<BookingOutcome> {
  return refusing(() =>
    db.transaction(async (tx) => {
      const p = await plan(tx, req.accountId, req.storeId, req.entitlementIds);
      const known = await checkFree(tx, req.accountId, p, req.start, now);
      const visitId = await placeInRoom(tx, p, req.start, known, async (sp, room) => {
        const [visit] = await sp
          .insert(visits)
          .values({
            accountId: req.accountId,
            storeId: p.branch.id,
            room,
            startsAt: new Date(req.start),
            endsAt: new Date(req.start + p.durationMinutes * 60_000),
            bookedBy: req.bookedBy ?? null,
          })
          .returning({ id: visits.id });
        return visit!.id;
      });
      await tx.insert(visitAreas).values(p.minutes.map((m, position) => ({ visitId, ...m, position })));
      await queueVisitMailOf(tx, written(visitId, req.start, p, now), "booked", p.mail);
      await scheduleReminder(tx, visitId, req.start, now);
      return { ok: true, visitId };
    }),
  );
}

/** The visit as just written, for its mail. */
const written = (id: string, start: number, p: Plan, now: Date) => ({
  id,
  startsAt: new Date(start),
  endsAt: new Date(start + p.durationMinutes * 60_000),
  updatedAt: now,
});

/** A visit of the customer still booked, locked, with its areas; refusals are thrown. */
async function changeable(tx: Tx, accountId: string, visitId: string, now: Date, staff: boolean) {
  const [visit] = await tx
    .select()
    .from(visits)
    .where(and(eq(visits.id, visitId), eq(visits.accountId, accountId)))
    .for("update");
  if (!visit || visit.status !== "booked") throw new Refusal(refuse("slot", BOOKING_MESSAGES.notBooked));
  const rules = await readRules(tx);
  // Staff may still move a visit inside the cut-off (the customer phoned); never one already started.
  const allowed = staff
    ? visit.startsAt.getTime() > now.getTime()
    : canChangeVisit(visit.startsAt.getTime(), now.getTime(), rules);
  if (!allowed) throw new Refusal(refuse("slot", BOOKING_MESSAGES.tooLate(rules.changeCutoffHours)));
  const areas = await tx
    .select({ entitlementId: visitAreas.entitlementId })
    .from(visitAreas)
    .where(eq(visitAreas.visitId, visitId))
    .orderBy(asc(visitAreas.position));
  return { visit, entitlementIds: areas.map((a) => a.entitlementId) };
}

export interface MoveRequest {
  accountId: string;
  visitId: string;
  storeId: string;
  start: number;
  /** Set when staff moves it for the customer. */
  staffId?: string | null;
}

/** Moves a booked visit to another free time (or branch); the old time is free once this commits. */
export async function moveVisit(db: Db, req: MoveRequest, now: Date): Promise<BookingOutcome> {
  return refusing(() =>
    db.transaction(async (tx) => {
      const { entitlementIds } = await changeable(tx, req.accountId, req.visitId, now, !!req.staffId);
      const p = await plan(tx, req.accountId, req.storeId, entitlementIds, req.visitId);
      const known = await checkFree(tx, req.accountId, p, req.start, now, req.visitId);
      await placeInRoom(tx, p, req.start, known, async (sp, room) => {
        await sp
          .update(visits)
          .set({
            storeId: p.branch.id,
            room,
            startsAt: new Date(req.start),
            endsAt: new Date(req.start + p.durationMinutes * 60_000),
            remindedFor: null,
            updatedAt: now,
          })
          .where(eq(visits.id, req.visitId));
        return req.visitId;
      });
      await queueVisitMailOf(tx, written(req.visitId, req.start, p, now), "moved", p.mail);
      await scheduleReminder(tx, req.visitId, req.start, now);
      return { ok: true, visitId: req.visitId };
    }),
  );
}

/** Cancels a booked visit within the rules: its time is free and its sessions can be booked again. */
export async function cancelVisit(
  db: Db,
  req: { accountId: string; visitId: string; staffId?: string | null },
  now: Date,
): Promise<BookingOutcome> {
  return refusing(() =>
    db.transaction(async (tx) => {
      await changeable(tx, req.accountId, req.visitId, now, !!req.staffId);
      await tx.update(visits).set({ status: "cancelled", updatedAt: now }).where(eq(visits.id, req.visitId));
      await queueVisitMail(tx, req.visitId, "cancelled");
      return { ok: true, visitId: req.visitId };
    }),
  );
}
