/**
 * The next session at the area's interval: 'Asistió' queues the attendance mail with the window and its first
 * free times, and the reminder for the morning the window opens; the reminder is mailed once however many job
 * runners race for it (PostgreSQL in CI), and not at all when the next visit is already booked.
 */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { instantAt } from "#domain/booking/local-time.ts";
import { jobs, mailOutbox, nextSessionReminders, products } from "#server/db/schema/index.ts";
import { JobRunner } from "#server/jobs/runner.ts";
import { BookingDesk } from "#server/modules/booking/desk.ts";
import {
  NEXT_SESSION_JOB,
  registerNextSessionJob,
  sendNextSessionReminder,
} from "#server/modules/booking/next-session-mail.ts";
import { NextSessions } from "#server/modules/booking/next-session.ts";
import { BookingService } from "#server/modules/booking/service.ts";
import type { NextSessionMailData } from "#server/mail/templates/next-session.tsx";
import type { Acting } from "#server/modules/staff/types.ts";
import { bookingShop, customerWithSessions, ownerActing } from "../../support/booking.ts";
import { createTestDatabase, ENGINE, type TestDatabase } from "../../support/database.ts";

/** Monday 30 November 2026, noon in Buenos Aires; the visits are on Tuesday 1 December at 10:00. */
const MONDAY = new Date(instantAt("2026-11-30", "12:00"));
const AFTER_VISIT = new Date(instantAt("2026-12-01", "10:40"));
/** Axilas every 30 to 45 days: its window opens on Thursday 31 December 2026. */
const OPENS = new Date(instantAt("2026-12-31", "09:00"));
const quiet = { info() {}, warn() {}, error() {} };
const ROUNDS = ENGINE === "postgres" ? 8 : 2;
const RUNNERS = 4;

describe(`the next session (${ENGINE})`, () => {
  let database: TestDatabase;
  let clock = MONDAY;
  let booking: BookingService;
  let desk: BookingDesk;
  let next: NextSessions;
  let shop: Awaited<ReturnType<typeof bookingShop>>;
  let owner: Acting;

  beforeAll(async () => {
    database = await createTestDatabase(ENGINE);
    booking = new BookingService(database.db, () => clock);
    desk = new BookingDesk(database.db, booking, () => clock);
    next = new NextSessions(database.db, () => clock);
    shop = await bookingShop(database.db, { rooms: 40 });
    const [axilas, piernas] = shop.areas;
    await database.db
      .update(products)
      .set({ sessionIntervalMinDays: 30, sessionIntervalMaxDays: 45 })
      .where(eq(products.id, axilas!.id));
    await database.db
      .update(products)
      .set({ sessionIntervalMinDays: 45, sessionIntervalMaxDays: 60 })
      .where(eq(products.id, piernas!.id));
    owner = await ownerActing(database.db, `recepcion-proxima-${ENGINE}@candela.test`);
  });
  afterAll(() => database?.destroy());

  /** A new customer who attended Axilas on Tuesday at 10:00 (booked on Monday, marked at 10:40). */
  const attended = async () => {
    clock = MONDAY;
    const { account } = await customerWithSessions(database.db, shop);
    const axilas = (await booking.sessions(account.id)).find((s) => s.title === "Axilas")!;
    const booked = await booking.book({
      accountId: account.id,
      storeId: shop.store.id,
      entitlementIds: [axilas.entitlementId],
      start: instantAt("2026-12-01", "10:00"),
    });
    if (!booked.ok) throw new Error(booked.message);
    clock = AFTER_VISIT;
    expect(await desk.mark(owner, booked.visitId, "attended")).toEqual({ ok: true });
    return { account, visitId: booked.visitId, axilas: axilas.entitlementId };
  };

  const mailsTo = async (email: string, kind: NextSessionMailData["kind"]) =>
    (
      await database.db
        .select({ data: mailOutbox.data })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.template, "next_session")))
    )
      .map((m) => m.data as unknown as NextSessionMailData)
      .filter((d) => d.kind === kind);

  it("mails the window and its first free times on 'Asistió', and queues the reminder for the morning it opens", async () => {
    const { account, visitId, axilas } = await attended();
    const [mail, ...others] = await mailsTo(account.email, "attended");
    expect(others).toEqual([]);
    expect(mail!.visit).toMatchObject({ storeName: shop.store.name, areas: ["Axilas"] });
    expect(mail!.offers).toEqual([
      {
        areas: ["Axilas"],
        from: "2026-12-31",
        to: "2027-01-15",
        storeName: shop.store.name,
        times: ["2026-12-31T10:00:00-03:00", "2026-12-31T10:30:00-03:00", "2026-12-31T11:00:00-03:00"],
        bookPath: `/my-account/turnos/reservar?area=${axilas}&store=${shop.store.id}&dia=2026-12-31`,
      },
    ]);
    const [job] = await database.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `${NEXT_SESSION_JOB}:${visitId}:2026-12-31`));
    expect(job?.runAt.getTime()).toBe(OPENS.getTime());
    // Her account offers the same, and only Axilas: Piernas enteras was not part of the visit.
    const [offer, ...more] = await next.offers(account.id);
    expect(more).toEqual([]);
    expect(offer).toMatchObject({ visitId, areas: [{ entitlementId: axilas, title: "Axilas" }] });
    expect(offer!.times.map((t) => t.slot)).toEqual([
      "2026-12-31T10:00:00-03:00",
      "2026-12-31T10:30:00-03:00",
      "2026-12-31T11:00:00-03:00",
    ]);
    expect(offer!.times[0]!.bookPath).toBe(
      `/my-account/turnos/reservar?area=${axilas}&store=${shop.store.id}&dia=2026-12-31&slot=2026-12-31T10%3A00%3A00-03%3A00`,
    );
    // Booking before the window opens comes with a notice; from its first day on, without.
    expect(await next.early(account.id, [axilas], "2026-12-30")).toEqual([
      { areas: ["Axilas"], from: "2026-12-31", interval: { minDays: 30, maxDays: 45 } },
    ]);
    expect(await next.early(account.id, [axilas], "2026-12-31")).toEqual([]);
  });

  it("mails the reminder once however many job runners claim it or run it at once", async () => {
    const visits = [];
    for (let i = 0; i < ROUNDS; i++) visits.push(await attended());
    clock = OPENS;
    const runners = Array.from({ length: RUNNERS }, () => {
      const runner = new JobRunner({ db: database.db, log: quiet, pollMs: 50, now: () => clock });
      registerNextSessionJob(runner, database.db, () => clock);
      return runner;
    });
    // Every runner looks at once; and each visit's reminder is also run by hand at once, as a second run
    // of a job whose process was thought dead would.
    await Promise.all([
      ...runners.map((r) => r.runOnce()),
      ...visits.flatMap(({ visitId }) =>
        Array.from({ length: RUNNERS }, () =>
          sendNextSessionReminder(database.db, { visitId, opensOn: "2026-12-31" }, clock),
        ),
      ),
    ]);
    await Promise.all(runners.map((r) => r.runOnce()));
    for (const { account, visitId } of visits) {
      const reminders = await mailsTo(account.email, "reminder");
      expect(reminders).toHaveLength(1);
      expect(reminders[0]!.offers.map((o) => [o.areas, o.from, o.to])).toEqual([
        [["Axilas"], "2026-12-31", "2027-01-15"],
      ]);
      const marks = await database.db
        .select()
        .from(nextSessionReminders)
        .where(eq(nextSessionReminders.visitId, visitId));
      expect(marks.map((m) => m.opensOn)).toEqual(["2026-12-31"]);
    }
    const [left] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobs)
      .where(eq(jobs.kind, NEXT_SESSION_JOB));
    expect(Number(left!.n)).toBe(0);
    await Promise.all(runners.map((r) => r.stop()));
  });

  it("sends nothing when the next visit is already booked, or the mark was undone", async () => {
    const { account, visitId, axilas } = await attended();
    const booked = await booking.book({
      accountId: account.id,
      storeId: shop.store.id,
      entitlementIds: [axilas],
      start: instantAt("2027-01-05", "10:00"),
    });
    expect(booked.ok).toBe(true);
    expect(await next.offers(account.id)).toEqual([]);
    const undone = await attended();
    expect(await desk.undo(owner, undone.visitId)).toEqual({ ok: true });
    clock = OPENS;
    expect(await sendNextSessionReminder(database.db, { visitId, opensOn: "2026-12-31" }, clock)).toBe(false);
    expect(
      await sendNextSessionReminder(database.db, { visitId: undone.visitId, opensOn: "2026-12-31" }, clock),
    ).toBe(false);
    expect(await mailsTo(account.email, "reminder")).toEqual([]);
    expect(await mailsTo(undone.account.email, "reminder")).toEqual([]);
  });

  it("sends nothing before the window opens", async () => {
    const { account, visitId } = await attended();
    clock = new Date(OPENS.getTime() - 10 * 3_600_000);
    expect(await sendNextSessionReminder(database.db, { visitId, opensOn: "2026-12-31" }, clock)).toBe(false);
    expect(await mailsTo(account.email, "reminder")).toEqual([]);
  });
});
