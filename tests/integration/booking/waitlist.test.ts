/**
 * The waiting list's rules on one engine: who may join which days, leaving, the agenda's list in the order
 * people joined, and a visit moved away from a waited day freeing its time.
 */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { instantAt } from "#domain/booking/local-time.ts";
import { bookingRules, jobs, storeClosedDays, waitlistReleases } from "#server/db/schema/index.ts";
import { BookingService } from "#server/modules/booking/service.ts";
import { WaitlistService } from "#server/modules/booking/waitlist.ts";
import { WAITLIST_OFFER_JOB } from "#server/modules/booking/waitlist-release.ts";
import { bookingShop, customerWithSessions, ownerActing } from "../../support/booking.ts";
import { createTestDatabase, ENGINE, type TestDatabase } from "../../support/database.ts";

/** Monday 30 November 2026, 08:00 in Buenos Aires. */
const NOW = new Date(instantAt("2026-11-30", "08:00"));

describe("the waiting list", () => {
  let database: TestDatabase;
  let booking: BookingService;
  let waitlist: WaitlistService;
  let shop: Awaited<ReturnType<typeof bookingShop>>;

  beforeAll(async () => {
    database = await createTestDatabase(ENGINE);
    booking = new BookingService(database.db, () => NOW);
    waitlist = new WaitlistService(database.db, booking, () => NOW);
    shop = await bookingShop(database.db);
    await database.db.update(bookingRules).set({ minDaysBetweenSessions: 0 });
    await database.db
      .insert(storeClosedDays)
      .values({ storeId: shop.store.id, day: "2026-12-08", reason: "Feriado" });
  }, 60_000);
  afterAll(() => database?.destroy());

  async function customer() {
    const { account } = await customerWithSessions(database.db, shop);
    const [area] = await booking.sessions(account.id);
    return { accountId: account.id, entitlementId: area!.entitlementId, name: account.name };
  }

  it("takes a day or a week of one branch for her areas, once, and refuses closed and unbookable days", async () => {
    const ana = await customer();
    const ask = {
      storeId: shop.store.id,
      entitlementIds: [ana.entitlementId],
      firstDay: "2026-12-02",
      lastDay: "2026-12-02",
    };
    expect(await waitlist.join(ana.accountId, ask)).toEqual({
      ok: true,
      firstDay: "2026-12-02",
      lastDay: "2026-12-02",
    });
    expect(await waitlist.join(ana.accountId, ask)).toEqual({ ok: false, code: "duplicate" });
    expect((await waitlist.join(ana.accountId, { ...ask, lastDay: "2026-12-04" })).ok).toBe(true);
    expect(
      await waitlist.join(ana.accountId, { ...ask, firstDay: "2026-12-08", lastDay: "2026-12-08" }),
    ).toEqual({
      ok: false,
      code: "closed",
    });
    expect(
      await waitlist.join(ana.accountId, { ...ask, firstDay: "2026-11-20", lastDay: "2026-11-20" }),
    ).toEqual({
      ok: false,
      code: "days",
    });
    const stranger = await customer();
    expect(await waitlist.join(stranger.accountId, ask)).toEqual({ ok: false, code: "area" });
    const mine = await waitlist.mine(ana.accountId);
    expect(mine.map((e) => [e.firstDay, e.lastDay, e.areas])).toEqual([
      ["2026-12-02", "2026-12-02", ["Axilas"]],
      ["2026-12-02", "2026-12-04", ["Axilas"]],
    ]);
    expect(await waitlist.leave(stranger.accountId, mine[0]!.id)).toBe(false);
    expect(await waitlist.leave(ana.accountId, mine[0]!.id)).toBe(true);
    expect(await waitlist.mine(ana.accountId)).toHaveLength(1);
    // Left, she may join those days again.
    expect((await waitlist.join(ana.accountId, ask)).ok).toBe(true);
  });

  it("shows the agenda who waits for the day, in the order they joined, and frees a time moved away", async () => {
    const first = await customer();
    const second = await customer();
    for (const c of [first, second])
      await waitlist.join(c.accountId, {
        storeId: shop.store.id,
        entitlementIds: [c.entitlementId],
        firstDay: "2026-12-09",
        lastDay: "2026-12-10",
      });
    const owner = await ownerActing(database.db, `duena-${Date.now()}@example.com`);
    const waiting = await waitlist.waitingOn(owner, shop.store.id, "2026-12-10");
    expect(waiting.map((w) => [w.accountId, w.areas, w.firstDay, w.lastDay])).toEqual([
      [first.accountId, ["Axilas"], "2026-12-09", "2026-12-10"],
      [second.accountId, ["Axilas"], "2026-12-09", "2026-12-10"],
    ]);
    expect(waiting[0]!.customer).toContain(first.name);
    expect(await waitlist.waitingOn(owner, shop.store.id, "2026-12-11")).toEqual([]);

    const holder = await customer();
    const start = instantAt("2026-12-09", "11:00");
    const held = await booking.book({
      accountId: holder.accountId,
      storeId: shop.store.id,
      entitlementIds: [holder.entitlementId],
      start,
    });
    expect(held.ok).toBe(true);
    const visitId = held.ok ? held.visitId : "";
    const moved = await booking.move({
      accountId: holder.accountId,
      visitId,
      storeId: shop.store.id,
      start: instantAt("2026-12-14", "11:00"),
    });
    expect(moved.ok).toBe(true);
    const [release] = await database.db
      .select()
      .from(waitlistReleases)
      .where(eq(waitlistReleases.visitId, visitId));
    expect(release?.startsAt.getTime()).toBe(start);
    const queued = await database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, WAITLIST_OFFER_JOB), sql`${jobs.payload}->>'releaseId' = ${release!.id}`));
    expect(queued).toHaveLength(1);
  });
});
