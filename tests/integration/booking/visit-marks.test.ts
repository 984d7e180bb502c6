/**
 * Attendance only when it can have happened (docs/decisions/0047-attendance-marks.md): 'Asistió' and 'No
 * asistió' from the visit's start, never before; 'Deshacer' the same day (Buenos Aires) the mark was made;
 * both in the audit log, and an undo racing another mark or undo leaves the sessions right.
 */
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { instantAt } from "#domain/booking/local-time.ts";
import { AGENDA_MESSAGES } from "#domain/booking/desk-messages.ts";
import { auditLog, visits } from "#server/db/schema/index.ts";
import type { Acting } from "#server/modules/staff/types.ts";
import { BookingDesk } from "#server/modules/booking/desk.ts";
import { BookingService } from "#server/modules/booking/service.ts";
import { bookingShop, ownerActing, customerWithSessions } from "../../support/booking.ts";
import { createTestDatabase, ENGINES, type TestDatabase } from "../../support/database.ts";

/** Monday 30 November 2026, noon in Buenos Aires; the visits are on Tuesday at 10:00. */
const NOW = new Date(instantAt("2026-11-30", "12:00"));
const TUESDAY = "2026-12-01";
const at = (time: string, day = TUESDAY) => new Date(instantAt(day, time));
const ROUNDS = { postgres: 20, pglite: 3 };

describe.each(ENGINES)("marking attendance (%s)", (engine) => {
  let database: TestDatabase;
  let clock = NOW;
  let booking: BookingService;
  let desk: BookingDesk;
  let shop: Awaited<ReturnType<typeof bookingShop>>;
  let owner: Acting;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    booking = new BookingService(database.db, () => clock);
    desk = new BookingDesk(database.db, booking, () => clock);
    shop = await bookingShop(database.db, { rooms: 40 });
    owner = await ownerActing(database.db, `recepcion-${engine}@candela.test`);
  });
  afterAll(() => database?.destroy());

  /** A new customer's visit on Tuesday at 10:00 with both her areas, booked on Monday. */
  const bookedVisit = async () => {
    clock = NOW;
    const { account } = await customerWithSessions(database.db, shop);
    const ids = (await booking.sessions(account.id)).map((s) => s.entitlementId);
    const outcome = await booking.book({
      accountId: account.id,
      storeId: shop.store.id,
      entitlementIds: ids,
      start: at("10:00").getTime(),
    });
    if (!outcome.ok) throw new Error(outcome.message);
    return { accountId: account.id, visitId: outcome.visitId };
  };
  const counts = async (accountId: string) =>
    (await booking.sessions(accountId)).map((s) => [s.used, s.booked, s.left]);
  const statusOf = async (visitId: string) =>
    (await database.db.select().from(visits).where(eq(visits.id, visitId)))[0]!.status;
  const audited = (visitId: string) =>
    database.db
      .select({
        action: auditLog.action,
        before: auditLog.before,
        after: auditLog.after,
        staffId: auditLog.staffId,
      })
      .from(auditLog)
      .where(eq(auditLog.entityId, visitId))
      .orderBy(asc(auditLog.at));
  const markedOnly = (visitId: string) =>
    audited(visitId).then((rows) => rows.filter((r) => r.action !== "booked"));

  it("refuses 'Asistió' and 'No asistió' before the visit's start, and changes nothing", async () => {
    const { accountId, visitId } = await bookedVisit();
    for (const now of [NOW, at("09:59"), new Date(at("10:00").getTime() - 1)]) {
      clock = now;
      for (const outcome of ["attended", "missed"] as const) {
        expect(await desk.mark(owner, visitId, outcome)).toEqual({
          ok: false,
          code: "invalid",
          message: AGENDA_MESSAGES.notStarted,
        });
      }
    }
    expect(await statusOf(visitId)).toBe("booked");
    expect(await counts(accountId)).toEqual([
      [0, 1, 5],
      [0, 1, 5],
    ]);
    expect(await markedOnly(visitId)).toEqual([]);

    clock = at("10:00");
    expect(await desk.mark(owner, visitId, "attended")).toEqual({ ok: true });
    expect(await counts(accountId)).toEqual([
      [1, 0, 5],
      [1, 0, 5],
    ]);
  });

  it("'Deshacer' puts an attended visit back to booked with its sessions, and both are audited", async () => {
    const { accountId, visitId } = await bookedVisit();
    clock = at("10:20");
    expect(await desk.mark(owner, visitId, "attended")).toEqual({ ok: true });
    clock = at("18:00");
    expect(await desk.undo(owner, visitId)).toEqual({ ok: true });
    expect(await statusOf(visitId)).toBe("booked");
    expect(await counts(accountId)).toEqual([
      [0, 1, 5],
      [0, 1, 5],
    ]);
    expect(await desk.undo(owner, visitId)).toEqual({
      ok: false,
      code: "invalid",
      message: AGENDA_MESSAGES.notMarked,
    });
    // Put back, it can be marked again: this time she did not come.
    expect(await desk.mark(owner, visitId, "missed")).toEqual({ ok: true });
    expect(await counts(accountId)).toEqual([
      [0, 0, 6],
      [0, 0, 6],
    ]);
    const by = owner.actor.id;
    expect(await markedOnly(visitId)).toEqual([
      { action: "attended", before: { status: "booked" }, after: { status: "attended" }, staffId: by },
      { action: "undone", before: { status: "attended" }, after: { status: "booked" }, staffId: by },
      { action: "missed", before: { status: "booked" }, after: { status: "missed" }, staffId: by },
    ]);
  });

  it("undoes a mark until midnight in Buenos Aires of the day it was made, not after", async () => {
    const late = await bookedVisit();
    // Marked on Tuesday at 22:00 in Buenos Aires, already Wednesday in UTC: Tuesday's mark until Tuesday ends.
    clock = at("22:00");
    expect(await desk.mark(owner, late.visitId, "missed")).toEqual({ ok: true });
    clock = at("23:59");
    expect(await desk.undo(owner, late.visitId)).toEqual({ ok: true });
    expect(await desk.mark(owner, late.visitId, "attended")).toEqual({ ok: true });
    clock = at("00:00", "2026-12-02");
    expect(await desk.undo(owner, late.visitId)).toEqual({
      ok: false,
      code: "invalid",
      message: AGENDA_MESSAGES.undoTooLate,
    });
    expect(await statusOf(late.visitId)).toBe("attended");
    expect(await counts(late.accountId)).toEqual([
      [1, 0, 5],
      [1, 0, 5],
    ]);

    // A visit marked the morning after (left unmarked the day before) is undone on that morning's day.
    const next = await bookedVisit();
    clock = at("09:00", "2026-12-02");
    expect(await desk.mark(owner, next.visitId, "attended")).toEqual({ ok: true });
    clock = at("19:00", "2026-12-02");
    expect(await desk.undo(owner, next.visitId)).toEqual({ ok: true });
    expect(await markedOnly(late.visitId).then((rows) => rows.map((r) => r.action))).toEqual([
      "missed",
      "undone",
      "attended",
    ]);
  });

  it(`keeps the sessions right when undos and marks of one visit race, ${ROUNDS[engine]} times`, async () => {
    for (let round = 0; round < ROUNDS[engine]; round++) {
      const { accountId, visitId } = await bookedVisit();
      clock = at("10:30");
      expect(await desk.mark(owner, visitId, "attended")).toEqual({ ok: true });
      const outcomes = await Promise.all([
        desk.undo(owner, visitId),
        desk.undo(owner, visitId),
        desk.mark(owner, visitId, "attended"),
        desk.mark(owner, visitId, "missed"),
      ]);
      // Each change that goes through flips the visit between marked and booked, starting with an undo.
      const undone = outcomes.slice(0, 2).filter((o) => o.ok).length;
      const marked = outcomes.slice(2).filter((o) => o.ok).length;
      expect([0, 1], `round ${round}`).toContain(undone - marked);
      const status = await statusOf(visitId);
      const used = status === "attended" ? 1 : 0;
      const held = status === "booked" ? 1 : 0;
      expect(await counts(accountId), `round ${round}: ${status}`).toEqual([
        [used, held, 6 - used - held],
        [used, held, 6 - used - held],
      ]);
      expect(status === "booked", `round ${round}: ${status}`).toBe(undone > marked);
      // One audit row per change that went through.
      expect(await markedOnly(visitId), `round ${round}`).toHaveLength(1 + undone + marked);
    }
  });
});
