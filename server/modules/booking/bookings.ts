/**
 * Booking, moving and cancelling a visit: the one judge of whether the chosen day, areas, branch and time can be
 * booked. The free-time check runs inside the transaction, under a lock per branch-day, and the database has the
 * last word: a room or a customer already taken at that time fails the write (exclusion constraints of migration
 * 0026), so a race never books more visits than rooms.
 */
import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { freeRoom, freeTimes } from "#domain/booking/free-times.ts";
import { formatLocalDate, localDateOf } from "#domain/booking/local-time.ts";
import { BOOKING_MESSAGES } from "#domain/booking/messages.ts";
import { bookableDays, canChangeVisit, isBookableDay, type BookingRules } from "#domain/booking/rules.ts";
import type { BookingField } from "#domain/booking/views.ts";
import { entitledArea } from "#domain/purchases/area-sessions.ts";
import type { Db, Tx } from "#server/db/client.ts";
import { sqlState } from "#server/db/errors.ts";
import { products, sessionEntitlements, stores, visitAreas, visits } from "#server/db/schema/index.ts";
import { readStatements } from "#server/modules/purchases/statements.ts";
import { readBranchAgenda, readRules, type BranchAgenda } from "./agenda.ts";
import { lockSessionsOf } from "./lock-order.ts";
import { scheduleReminder } from "./reminders.ts";
import { branchVisits, customerInputs } from "./slots.ts";
import { queueVisitMail, queueVisitMailOf, visitMailFacts, type VisitMailFacts } from "./visit-mail.ts";
import { queueRelease } from "./waitlist-release.ts";

export interface BookingRefusal {
  ok: false;
  field: BookingField;
  message: string;
}
export type BookingOutcome = { ok: true; visitId: string } | BookingRefusal;

/** The free times of a branch-day for a visit of these areas, as the judge read them under the lock. */
export interface FreeTimesRead {
  storeId: string;
  day: string;
  entitlementIds: string[];
  times: number[];
}

/** A booking or a move as judged; a time refused as taken comes with the free times read for it. */
export type JudgedOutcome = { ok: true; visitId: string } | (BookingRefusal & { read?: FreeTimesRead });

export interface BookRequest {
  accountId: string;
  storeId: string;
  entitlementIds: string[];
  /** The chosen start, an instant. */
  start: number;
  /** Staff booking for the customer (a phone call). */
  bookedBy?: string | null;
}

const refuse = (field: BookingField, message: string): BookingRefusal => ({ ok: false, field, message });

class Refusal extends Error {
  constructor(
    readonly refusal: BookingRefusal,
    readonly read?: FreeTimesRead,
  ) {
    super("booking refused");
  }
}

/** The rules, once the time is on a day that can be booked; otherwise refused with the days that can. */
async function rulesOnBookableDay(tx: Tx, start: number, now: Date): Promise<BookingRules> {
  const rules = await readRules(tx);
  const days = bookableDays(now.getTime(), rules);
  if (!isBookableDay(localDateOf(start), days)) {
    throw new Refusal(
      refuse("day", BOOKING_MESSAGES.dayRange(formatLocalDate(days.firstDay), formatLocalDate(days.lastDay))),
    );
  }
  return rules;
}

/**
 * Every entitlement of the customer, locked in a stable order, with each area's minutes: two bookings or
 * moves of hers run one after the other, each seeing the other's visit. Those asked for must all be hers.
 */
async function lockEntitlements(tx: Tx, accountId: string, ids: string[], rules: BookingRules) {
  const rows = await tx
    .select({ entitlement: sessionEntitlements, minutes: products.bookingMinutes })
    .from(sessionEntitlements)
    .leftJoin(products, eq(products.id, sessionEntitlements.productId))
    .where(eq(sessionEntitlements.accountId, accountId))
    .orderBy(asc(sessionEntitlements.id))
    .for("update", { of: sessionEntitlements });
  return ids.map((id) => {
    const row = rows.find((r) => r.entitlement.id === id);
    if (!row) throw new Refusal(refuse("area", BOOKING_MESSAGES.unknownArea));
    return { ...row.entitlement, minutes: row.minutes ?? rules.defaultAreaMinutes };
  });
}

/** The branches where sessions sold at these branches can be booked: the enabled ones of their franchises. */
function bookableAt(db: Pick<Db, "selectDistinct">, storeIds: (string | null)[]): SQL | undefined {
  const own = storeIds.filter((id): id is string => !!id);
  if (own.length === 0) return undefined;
  const franchises = db
    .selectDistinct({ id: stores.franchiseId })
    .from(stores)
    .where(inArray(stores.id, own));
  return and(eq(stores.enabled, true), inArray(stores.franchiseId, franchises));
}

export async function bookableStoreIds(
  db: Pick<Db, "select" | "selectDistinct">,
  storeIds: (string | null)[],
): Promise<string[]> {
  const within = bookableAt(db, storeIds);
  if (!within) return [];
  const rows = await db.select({ id: stores.id }).from(stores).where(within);
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
  rules: BookingRules,
  accountId: string,
  storeId: string,
  entitlementIds: string[],
  movingVisitId?: string,
): Promise<Plan> {
  if (entitlementIds.length === 0) throw new Refusal(refuse("area", BOOKING_MESSAGES.noAreas));
  const ordered = await lockEntitlements(tx, accountId, entitlementIds, rules);
  if (!movingVisitId) {
    // What is left of each area is its statement's figure, read under the entitlements' locks.
    const statements = await readStatements(
      tx,
      ordered.map((e) => e.paymentId),
    );
    for (const e of ordered) {
      const entitled = entitledArea(statements, e);
      if (!entitled || entitled.area.available < 1) {
        throw new Refusal(refuse("area", BOOKING_MESSAGES.noSessionsLeft(e.title)));
      }
    }
  }
  const within = bookableAt(
    tx,
    ordered.map((e) => e.storeId),
  );
  const branch = within ? await readBranchAgenda(tx, storeId, within) : null;
  if (!branch) throw new Refusal(refuse("store", BOOKING_MESSAGES.storeNotBookable));
  const minutes = ordered.map((e) => ({ entitlementId: e.id, minutes: e.minutes }));
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
 * Checks the time and returns the first room free for it; a refusal carries the day's free times as read here.
 * The customer's side is read first; then the bookings of the branch-day wait for each other until the commit,
 * so the branch's visits read next are every one committed before, and the room found stays free for the write.
 */
async function freeRoomAt(
  tx: Tx,
  accountId: string,
  p: Plan,
  start: number,
  now: Date,
  exceptVisitId?: string,
): Promise<number> {
  const query = {
    accountId,
    branch: p.branch,
    productIds: p.productIds,
    durationMinutes: p.durationMinutes,
    days: [localDateOf(start)],
    rules: p.rules,
    now,
    exceptVisitId,
  };
  const day = localDateOf(start);
  const own = await customerInputs(tx, query);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`visits:${p.branch.id}:${day}`}, 0))`);
  const taken = await branchVisits(tx, query);
  const times = freeTimes({ ...own, branchVisits: taken });
  const room = times.includes(start)
    ? freeRoom({ start, end: start + p.durationMinutes * 60_000 }, p.branch.rooms, taken)
    : null;
  if (room === null) {
    const entitlementIds = p.minutes.map((m) => m.entitlementId);
    throw new Refusal(refuse("slot", BOOKING_MESSAGES.slotTaken), {
      storeId: p.branch.id,
      day,
      entitlementIds,
      times,
    });
  }
  return room;
}

/** Writes the visit; the exclusion constraints refuse a room or a customer taken by a write of another path. */
async function inRoom<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    const { code, constraint } = sqlState(err);
    if (code === "23P01" && constraint === "visits_customer_free")
      throw new Refusal(refuse("slot", BOOKING_MESSAGES.overlap));
    if (code === "23P01" || code === "40P01") throw new Refusal(refuse("slot", BOOKING_MESSAGES.slotTaken));
    throw err;
  }
}

async function refusing(work: () => Promise<BookingOutcome>): Promise<JudgedOutcome> {
  try {
    return await work();
  } catch (err) {
    if (!(err instanceof Refusal)) throw err;
    return err.read ? { ...err.refusal, read: err.read } : err.refusal;
  }
}

/** What a booking through the waiting list does in the booking's transaction, around the booking's own work. */
export interface BookingHooks {
  /** First of all (a lock the booking must come after); a refusal ends the booking. */
  before?: (tx: Tx) => Promise<BookingRefusal | null>;
  /** Once the visit is written. */
  after?: (tx: Tx, visitId: string) => Promise<void>;
}

export async function bookVisit(
  db: Db,
  req: BookRequest,
  now: Date,
  hooks: BookingHooks = {},
): Promise<JudgedOutcome> {
  return refusing(() =>
    db.transaction(async (tx) => {
      const stop = await hooks.before?.(tx);
      if (stop) throw new Refusal(stop);
      const rules = await rulesOnBookableDay(tx, req.start, now);
      const p = await plan(tx, rules, req.accountId, req.storeId, req.entitlementIds);
      const room = await freeRoomAt(tx, req.accountId, p, req.start, now);
      const visitId = await inRoom(async () => {
        const [visit] = await tx
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
      await hooks.after?.(tx, visitId);
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
async function changeable(
  tx: Tx,
  rules: BookingRules,
  accountId: string,
  visitId: string,
  now: Date,
  staff: boolean,
) {
  await lockSessionsOf(tx, { accountId });
  const [visit] = await tx
    .select()
    .from(visits)
    .where(and(eq(visits.id, visitId), eq(visits.accountId, accountId)))
    .for("update");
  if (!visit || visit.status !== "booked") throw new Refusal(refuse("slot", BOOKING_MESSAGES.notBooked));
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
export async function moveVisit(db: Db, req: MoveRequest, now: Date): Promise<JudgedOutcome> {
  return refusing(() =>
    db.transaction(async (tx) => {
      const rules = await rulesOnBookableDay(tx, req.start, now);
      const { visit, entitlementIds } = await changeable(
        tx,
        rules,
        req.accountId,
        req.visitId,
        now,
        !!req.staffId,
      );
      const p = await plan(tx, rules, req.accountId, req.storeId, entitlementIds, req.visitId);
      const room = await freeRoomAt(tx, req.accountId, p, req.start, now, req.visitId);
      await inRoom(() =>
        tx
          .update(visits)
          .set({
            storeId: p.branch.id,
            room,
            startsAt: new Date(req.start),
            endsAt: new Date(req.start + p.durationMinutes * 60_000),
            remindedFor: null,
            updatedAt: now,
          })
          .where(eq(visits.id, req.visitId)),
      );
      await queueVisitMailOf(tx, written(req.visitId, req.start, p, now), "moved", p.mail);
      await scheduleReminder(tx, req.visitId, req.start, now);
      if (visit.storeId !== p.branch.id || visit.startsAt.getTime() !== req.start)
        await queueRelease(tx, visit);
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
      const { visit } = await changeable(
        tx,
        await readRules(tx),
        req.accountId,
        req.visitId,
        now,
        !!req.staffId,
      );
      await tx.update(visits).set({ status: "cancelled", updatedAt: now }).where(eq(visits.id, req.visitId));
      await queueVisitMail(tx, req.visitId, "cancelled");
      await queueRelease(tx, visit);
      return { ok: true, visitId: req.visitId };
    }),
  );
}
