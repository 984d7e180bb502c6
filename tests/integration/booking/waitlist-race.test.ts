/**
 * The waiting list's freed time is booked once: a visit cancelled on a full day is offered, in the order they
 * joined, to the two customers waiting for that day; both press the mail's link at once, and exactly one visit
 * is booked, the other told the time was taken and kept on the list. PostgreSQL races for real on its pool.
 */
import { and, asc, eq, ne, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, instantAt } from "#domain/booking/local-time.ts";
import {
  bookingRules,
  jobs,
  mailOutbox,
  sessionEntitlements,
  visits,
  waitlistEntries,
  waitlistOffers,
  waitlistReleases,
} from "#server/db/schema/index.ts";
import { BookingService } from "#server/modules/booking/service.ts";
import { WaitlistService } from "#server/modules/booking/waitlist.ts";
import { offerFreedTime } from "#server/modules/booking/waitlist-offers.ts";
import { WAITLIST_OFFER_JOB } from "#server/modules/booking/waitlist-release.ts";
import { bookingShop, customerWithSessions } from "../../support/booking.ts";
import { createTestDatabase, ENGINES, type TestDatabase } from "../../support/database.ts";

const ROUNDS = { postgres: 20, pglite: 2 };
/** Monday 30 November 2026, 08:00 in Buenos Aires; each round waits for a day's 10:00 from 1 December on. */
const NOW = new Date(instantAt("2026-11-30", "08:00"));

describe.each(ENGINES)(
  "two people on the waiting list press the freed time's link at once (%s)",
  (engine) => {
    let database: TestDatabase;
    let booking: BookingService;
    let waitlist: WaitlistService;
    let shop: Awaited<ReturnType<typeof bookingShop>>;
    type Customer = { accountId: string; entitlementId: string; email: string };
    let holder: Customer;
    let waiting: Customer[];

    async function customer(): Promise<Customer> {
      const { account } = await customerWithSessions(database.db, { ...shop, areas: shop.areas.slice(0, 1) });
      const [e] = await database.db
        .update(sessionEntitlements)
        .set({ sessionsTotal: 1000 })
        .where(eq(sessionEntitlements.accountId, account.id))
        .returning();
      return { accountId: account.id, entitlementId: e!.id, email: account.email };
    }

    beforeAll(async () => {
      database = await createTestDatabase(engine);
      booking = new BookingService(database.db, () => NOW);
      waitlist = new WaitlistService(database.db, booking, () => NOW);
      // One room and one time a day (10:00 to 10:30): a visit fills the day.
      shop = await bookingShop(database.db, {
        rooms: 1,
        hours: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open_at: "10:00", close_at: "10:30" })),
      });
      await database.db.update(bookingRules).set({ minDaysBetweenSessions: 0, maxDaysAhead: 365 });
      holder = await customer();
      waiting = [await customer(), await customer()];
    }, 120_000);
    afterAll(() => database?.destroy());

    it(`offers the time in order and books it once, ${ROUNDS[engine]} times`, async () => {
      for (let round = 0; round < ROUNDS[engine]; round++) {
        const day = addDays("2026-12-01", round);
        const start = instantAt(day, "10:00");
        const held = await booking.book({
          accountId: holder.accountId,
          storeId: shop.store.id,
          entitlementIds: [holder.entitlementId],
          start,
        });
        expect(held.ok, `round ${round}`).toBe(true);
        // Joined in turn; the second to join presses first in odd rounds.
        for (const w of waiting) {
          const joined = await waitlist.join(w.accountId, {
            storeId: shop.store.id,
            entitlementIds: [w.entitlementId],
            firstDay: day,
            lastDay: day,
          });
          expect(joined.ok).toBe(true);
        }
        const again = await waitlist.join(waiting[0]!.accountId, {
          storeId: shop.store.id,
          entitlementIds: [waiting[0]!.entitlementId],
          firstDay: day,
          lastDay: day,
        });
        expect(again).toMatchObject({ ok: false, code: "duplicate" });

        const cancelled = await booking.cancel({
          accountId: holder.accountId,
          visitId: held.ok ? held.visitId : "",
        });
        expect(cancelled.ok).toBe(true);
        // The cancellation queued the offer with the freed time.
        const [release] = await database.db
          .select()
          .from(waitlistReleases)
          .where(eq(waitlistReleases.visitId, held.ok ? held.visitId : ""));
        const queued = await database.db
          .select()
          .from(jobs)
          .where(and(eq(jobs.kind, WAITLIST_OFFER_JOB), sql`${jobs.payload}->>'releaseId' = ${release!.id}`));
        expect(queued).toHaveLength(1);
        expect(await offerFreedTime(database.db, release!.id, NOW)).toBe(2);
        expect(await offerFreedTime(database.db, release!.id, NOW)).toBe(0);

        // In the order they joined: the first's mail goes out first.
        const offers = await database.db
          .select({ position: waitlistOffers.position, accountId: waitlistEntries.accountId })
          .from(waitlistOffers)
          .innerJoin(waitlistEntries, eq(waitlistEntries.id, waitlistOffers.entryId))
          .where(eq(waitlistOffers.releaseId, release!.id))
          .orderBy(asc(waitlistOffers.position));
        expect(offers.map((o) => o.accountId)).toEqual(waiting.map((w) => w.accountId));
        const mails = await database.db
          .select({ to: mailOutbox.recipient, data: mailOutbox.data, runAt: jobs.runAt })
          .from(mailOutbox)
          .innerJoin(jobs, sql`${jobs.payload}->>'mailId' = ${mailOutbox.id}::text`)
          .where(
            and(
              eq(mailOutbox.template, "waitlist_offer"),
              sql`${mailOutbox.data}->>'startsAt' = ${new Date(start).toISOString()}`,
            ),
          )
          .orderBy(asc(jobs.runAt));
        expect(mails.map((m) => m.to)).toEqual(waiting.map((w) => w.email));
        const tokens = mails.map((m) => String(m.data!.token));

        const order = round % 2 === 0 ? [0, 1] : [1, 0];
        const pressed = await Promise.all(order.map((i) => waitlist.book(tokens[i]!)));
        const states = pressed.map((p) => p.state).sort();
        expect(states, `round ${round}`).toEqual(["booked", "taken"]);
        const active = await database.db
          .select({ accountId: visits.accountId })
          .from(visits)
          .where(and(eq(visits.startsAt, new Date(start)), ne(visits.status, "cancelled")));
        expect(active, `round ${round}`).toHaveLength(1);
        const winner = order[pressed.findIndex((p) => p.state === "booked")]!;
        expect(active[0]!.accountId).toBe(waiting[winner]!.accountId);
        // A second press of either link books nothing more.
        expect((await waitlist.book(tokens[winner]!)).state).toBe("booked");
        expect((await waitlist.book(tokens[1 - winner]!)).state).toBe("taken");
        // The winner's wait is over; the other one stays on the list.
        const left = await database.db
          .select({ accountId: waitlistEntries.accountId, endedBy: waitlistEntries.endedBy })
          .from(waitlistEntries)
          .where(eq(waitlistEntries.firstDay, day));
        expect(left.find((e) => e.accountId === waiting[winner]!.accountId)?.endedBy).toBe("booked");
        expect(left.find((e) => e.accountId === waiting[1 - winner]!.accountId)?.endedBy).toBeNull();
      }
    }, 300_000);
  },
);
