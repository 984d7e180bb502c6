/**
 * Booking the sessions a customer paid for (docs/decisions/0039-booking.md): what she has left, the free
 * times, booking, moving and cancelling under the rules, the branch's marks, a refund, the reminder, and the
 * database refusing a double booking however it is written.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatLocalDate, instantAt, slotIso } from "#domain/booking/local-time.ts";
import { BOOKING_MESSAGES } from "#domain/booking/messages.ts";
import { AGENDA_MESSAGES } from "#domain/booking/desk-messages.ts";
import { jobs, mailOutbox, payments, sessionEntitlements, visits } from "#server/db/schema/index.ts";
import type { Acting } from "#server/modules/staff/types.ts";
import { cancelUnusedSessions } from "#server/modules/booking/entitlements.ts";
import { BookingDesk } from "#server/modules/booking/desk.ts";
import { BookingRulesEditor } from "#server/modules/booking/rules-editor.ts";
import { sendReminder, VISIT_REMINDER_JOB } from "#server/modules/booking/reminders.ts";
import { BookingService } from "#server/modules/booking/service.ts";
import { bookingShop, ownerActing, customerWithSessions } from "../../support/booking.ts";
import { createTestDatabase, ENGINES, type TestDatabase } from "../../support/database.ts";

/** Monday 30 November 2026, noon in Buenos Aires. */
const NOW = new Date(instantAt("2026-11-30", "12:00"));
const TUESDAY = "2026-12-01";
const at = (time: string, day = TUESDAY) => instantAt(day, time);

describe.each(ENGINES)("booking (%s)", (engine) => {
  let database: TestDatabase;
  let clock = NOW;
  let booking: BookingService;
  let shop: Awaited<ReturnType<typeof bookingShop>>;
  let owner: Acting;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    booking = new BookingService(database.db, () => clock);
    shop = await bookingShop(database.db, { rooms: 1 });
    owner = await ownerActing(database.db, `dueno-${engine}@candela.test`);
  });
  afterAll(() => database?.destroy());

  const customer = () => customerWithSessions(database.db, shop);
  const both = async (accountId: string) => (await booking.sessions(accountId)).map((s) => s.entitlementId);

  it("grants each purchased area its sessions at the payment's branch", async () => {
    const { account } = await customer();
    const sessions = await booking.sessions(account.id);
    expect(sessions.map((s) => [s.title, s.total, s.used, s.booked, s.left, s.storeId])).toEqual([
      ["Axilas", 6, 0, 0, 6, shop.store.id],
      ["Piernas enteras", 6, 0, 0, 6, shop.store.id],
    ]);
  });

  it("lists the free times of a day for the visit's length (30 + 45 minutes)", async () => {
    const { account } = await customer();
    const choice = await booking.choice(account.id, { entitlementIds: await both(account.id), day: TUESDAY });
    expect(choice.durationMinutes).toBe(75);
    expect(choice.storeId).toBe(shop.store.id);
    expect(choice.slots.map((s) => s.slice(11, 16))).toEqual([
      "10:00",
      "10:30",
      "11:00",
      "11:30",
      "12:00",
      "12:30",
    ]);
  });

  it("books a free time, mails it with its calendar file and queues the reminder a day before", async () => {
    const { account } = await customer();
    const outcome = await booking.book({
      accountId: account.id,
      storeId: shop.store.id,
      entitlementIds: await both(account.id),
      start: at("10:00", "2026-12-02"),
    });
    expect(outcome.ok).toBe(true);
    const visitId = (outcome as { visitId: string }).visitId;
    const sessions = await booking.sessions(account.id);
    expect(sessions.map((s) => [s.booked, s.left, s.nextVisit?.id])).toEqual([
      [1, 5, visitId],
      [1, 5, visitId],
    ]);
    const [mail] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, account.email));
    expect(mail?.template).toBe("visit");
    const [reminder] = await database.db
      .select()
      .from(jobs)
      .where(
        and(
          eq(jobs.kind, VISIT_REMINDER_JOB),
          eq(
            jobs.key,
            `${VISIT_REMINDER_JOB}:${visitId}:${new Date(at("10:00", "2026-12-02")).toISOString()}`,
          ),
        ),
      );
    expect(reminder?.runAt.getTime()).toBe(at("10:00", "2026-12-01"));
  });

  it("refuses a time another customer took, an area without sessions and the spacing rule", async () => {
    const first = await customer();
    const second = await customer();
    const start = at("11:00", "2026-12-03");
    const mine = await both(first.account.id);
    expect(
      (
        await booking.book({
          accountId: first.account.id,
          storeId: shop.store.id,
          entitlementIds: mine,
          start,
        })
      ).ok,
    ).toBe(true);
    // Refused with the choice as it is now: the free times the judge read are those the form reads.
    const theirs = { entitlementIds: await both(second.account.id), storeId: shop.store.id };
    const taken = await booking.book({ accountId: second.account.id, ...theirs, start });
    expect(taken).toEqual({
      ok: false,
      field: "slot",
      message: BOOKING_MESSAGES.slotTaken,
      choice: await booking.choice(second.account.id, { ...theirs, day: "2026-12-03" }),
    });
    expect((taken as { choice: { slots: string[] } }).choice.slots).not.toContain(slotIso(start));
    // 27 days after a session of the same area: refused; 28: free.
    const soon = await booking.book({
      accountId: first.account.id,
      storeId: shop.store.id,
      entitlementIds: mine.slice(0, 1),
      start: at("10:00", "2026-12-30"),
    });
    expect(soon).toEqual({
      ok: false,
      field: "slot",
      message: BOOKING_MESSAGES.slotTaken,
      choice: expect.objectContaining({ day: "2026-12-30", slots: [] }),
    });
    const later = await booking.book({
      accountId: first.account.id,
      storeId: shop.store.id,
      entitlementIds: mine.slice(0, 1),
      start: at("10:00", "2026-12-31"),
    });
    expect(later.ok).toBe(true);
    expect(
      await booking.book({
        accountId: first.account.id,
        storeId: shop.store.id,
        entitlementIds: [second.account.id],
        start,
      }),
    ).toEqual({
      ok: false,
      field: "area",
      message: BOOKING_MESSAGES.unknownArea,
      choice: expect.objectContaining({
        entitlementIds: [],
        refused: { area: BOOKING_MESSAGES.unknownArea },
      }),
    });
  });

  it("refuses a day that cannot be booked next to the day, booking or moving", async () => {
    const { account } = await customer();
    const entitlementIds = await both(account.id);
    const days = BOOKING_MESSAGES.dayRange(formatLocalDate("2026-11-30"), formatLocalDate("2027-01-29"));
    const far = await booking.book({
      accountId: account.id,
      storeId: shop.store.id,
      entitlementIds,
      start: at("10:00", "2027-01-30"),
    });
    expect(far).toEqual({
      ok: false,
      field: "day",
      message: days,
      choice: expect.objectContaining({ day: null, slots: [], refused: { day: days } }),
    });
    const booked = await booking.book({
      accountId: account.id,
      storeId: shop.store.id,
      entitlementIds,
      start: at("10:00", "2027-01-29"),
    });
    expect(booked.ok).toBe(true);
    const moved = await booking.move({
      accountId: account.id,
      visitId: (booked as { visitId: string }).visitId,
      storeId: shop.store.id,
      start: at("10:00", "2026-11-27"),
    });
    expect(moved).toMatchObject({ ok: false, field: "day", message: days });
  });

  it("moves a visit and frees its old time at once; cancelling is refused inside the cut-off", async () => {
    const first = await customer();
    const second = await customer();
    const old = at("12:00", "2026-12-04");
    const booked = await booking.book({
      accountId: first.account.id,
      storeId: shop.store.id,
      entitlementIds: await both(first.account.id),
      start: old,
    });
    const visitId = (booked as { visitId: string }).visitId;
    const moved = await booking.move({
      accountId: first.account.id,
      visitId,
      storeId: shop.store.id,
      start: at("10:00", "2026-12-07"),
    });
    expect(moved).toEqual({ ok: true, visitId });
    const taken = await booking.book({
      accountId: second.account.id,
      storeId: shop.store.id,
      entitlementIds: await both(second.account.id),
      start: old,
    });
    expect(taken.ok).toBe(true);
    clock = new Date(at("10:30", "2026-12-06"));
    try {
      expect(await booking.cancel({ accountId: first.account.id, visitId })).toEqual({
        ok: false,
        field: "slot",
        message: BOOKING_MESSAGES.tooLate(24),
      });
    } finally {
      clock = NOW;
    }
    expect(await booking.cancel({ accountId: first.account.id, visitId })).toEqual({ ok: true, visitId });
    expect((await booking.sessions(first.account.id)).map((s) => s.left)).toEqual([6, 6]);
  });

  it("'Asistió' uses one session of each area; a full refund cancels the rest and the visits to come", async () => {
    const desk = new BookingDesk(database.db, booking, () => clock);
    const { account, payment } = await customer();
    const ids = await both(account.id);
    const one = await booking.book({
      accountId: account.id,
      storeId: shop.store.id,
      entitlementIds: ids,
      start: at("10:00", "2026-12-09"),
    });
    const two = await booking.book({
      accountId: account.id,
      storeId: shop.store.id,
      entitlementIds: ids,
      start: at("10:00", "2027-01-13"),
    });
    const visitId = (one as { visitId: string }).visitId;
    clock = new Date(at("10:05", "2026-12-09"));
    try {
      expect(await desk.mark(owner, visitId, "attended")).toEqual({ ok: true });
      expect(await desk.mark(owner, visitId, "missed")).toEqual({
        ok: false,
        code: "invalid",
        message: AGENDA_MESSAGES.alreadyMarked,
      });
    } finally {
      clock = NOW;
    }
    expect((await booking.sessions(account.id)).map((s) => [s.used, s.booked, s.left])).toEqual([
      [1, 1, 4],
      [1, 1, 4],
    ]);
    // Given back in full, as the payment's update does it: the state and the sessions in one transaction.
    await database.db.transaction(async (tx) => {
      await tx
        .update(payments)
        .set({ status: "refunded", refundedAmount: payment.totalFinanced })
        .where(eq(payments.id, payment.id));
      await cancelUnusedSessions(tx, payment.id, clock);
    });
    expect((await booking.sessions(account.id)).map((s) => [s.used, s.left, s.cancelled])).toEqual([
      [1, 0, true],
      [1, 0, true],
    ]);
    // The sessions given up are counted: six bought, one used, the booked one freed with the rest.
    const counted = await database.db
      .select({ used: sessionEntitlements.sessionsUsed, cancelled: sessionEntitlements.sessionsCancelled })
      .from(sessionEntitlements)
      .where(eq(sessionEntitlements.paymentId, payment.id));
    expect(counted).toEqual([
      { used: 1, cancelled: 5 },
      { used: 1, cancelled: 5 },
    ]);
    const [future] = await database.db
      .select()
      .from(visits)
      .where(eq(visits.id, (two as { visitId: string }).visitId));
    expect(future?.status).toBe("cancelled");
  });

  it("keeps staff to their scope: rules saved over a newer version, sessions of another customer, a franchise's customers", async () => {
    const desk = new BookingDesk(database.db, booking, () => clock);
    const editor = new BookingRulesEditor(database.db);
    const { rules } = await editor.rules(owner);
    const changed = { ...rules, minDaysBetweenSessions: 21 };
    expect(await editor.saveRules(owner, changed, new Map(), rules.version)).toEqual({ ok: true });
    expect(await editor.saveRules(owner, changed, new Map(), rules.version)).toEqual({
      ok: false,
      code: "invalid",
      field: "form",
      message: AGENDA_MESSAGES.rulesStale,
    });
    await editor.saveRules(owner, rules, new Map(), rules.version + 1);

    const { account } = await customer();
    const other = await customer();
    const [mine] = await desk.customerSessions(owner, account.id);
    expect(await desk.moveSessions(owner, other.account.id, mine!.id, shop.store.id)).toEqual({
      ok: false,
      code: "not_found",
    });

    const elsewhere = await bookingShop(database.db);
    const franchise: Acting = {
      actor: { id: owner.actor.id, role: "franchise", franchiseId: elsewhere.franchise.id },
      ip: null,
    };
    expect(await desk.choiceFor(franchise, account.id, {})).toBeNull();
    const theirs = await customerWithSessions(database.db, elsewhere);
    const choice = await desk.choiceFor(franchise, theirs.account.id, {});
    expect(choice?.choice.stores.map((s) => s.id)).toEqual([elsewhere.store.id]);
  });

  it("mails the reminder once, and not for a time the visit was moved from", async () => {
    const { account } = await customer();
    const start = at("12:00", "2026-12-10");
    const booked = await booking.book({
      accountId: account.id,
      storeId: shop.store.id,
      entitlementIds: await both(account.id),
      start,
    });
    const visitId = (booked as { visitId: string }).visitId;
    const payload = { visitId, startsAt: new Date(start).toISOString() };
    const results = await Promise.all([
      sendReminder(database.db, payload),
      sendReminder(database.db, payload),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await sendReminder(database.db, payload)).toBe(false);
    const moved = await booking.move({
      accountId: account.id,
      visitId,
      storeId: shop.store.id,
      start: at("12:00", "2026-12-11"),
    });
    expect(moved.ok).toBe(true);
    expect(await sendReminder(database.db, payload)).toBe(false);
    const reminders = (
      await database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, account.email))
    ).filter((m) => (m.data as { kind?: string }).kind === "reminder");
    expect(reminders).toHaveLength(1);
  });

  it("refuses in the database two visits in one room, or one customer in two places, at the same time", async () => {
    const first = await customer();
    const second = await customer();
    const base = {
      storeId: shop.store.id,
      room: 1,
      startsAt: new Date(at("10:00", "2026-12-14")),
      endsAt: new Date(at("11:00", "2026-12-14")),
    };
    await database.db.insert(visits).values({ ...base, accountId: first.account.id });
    await expect(
      database.db
        .insert(visits)
        .values({ ...base, accountId: second.account.id, startsAt: new Date(at("10:30", "2026-12-14")) }),
    ).rejects.toMatchObject({ cause: { code: "23P01" } });
    await expect(
      database.db.insert(visits).values({ ...base, accountId: first.account.id, room: 2 }),
    ).rejects.toMatchObject({ cause: { code: "23P01" } });
    // A visit that ends when the other starts is no overlap; a cancelled one holds nothing.
    await database.db.insert(visits).values({
      ...base,
      accountId: second.account.id,
      startsAt: base.endsAt,
      endsAt: new Date(at("11:30", "2026-12-14")),
    });
    await database.db.insert(visits).values({ ...base, accountId: second.account.id, status: "cancelled" });
  });
});
