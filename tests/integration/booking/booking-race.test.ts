/**
 * No double booking, by construction: fifty customers racing for a branch's last free time get exactly as
 * many visits as the branch has rooms; the others are told the time is gone. PostgreSQL races for real on
 * its pool; the embedded database runs one statement at a time.
 */
import { and, eq, ne, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, instantAt, localDateOf } from "#domain/booking/local-time.ts";
import { BOOKING_MESSAGES } from "#domain/booking/messages.ts";
import { bookingRules, sessionEntitlements, visits } from "#server/db/schema/index.ts";
import { BookingService } from "#server/modules/booking/service.ts";
import { bookingShop, customerWithSessions } from "../../support/booking.ts";
import { createTestDatabase, ENGINES, type TestDatabase } from "../../support/database.ts";

const CUSTOMERS = 50;
const ROOMS = 3;
const ROUNDS = { postgres: 20, pglite: 3 };
/** Monday 30 November 2026, 08:00 in Buenos Aires; each round takes a day's 10:00 from 1 December on. */
const NOW = new Date(instantAt("2026-11-30", "08:00"));

describe.each(ENGINES)("racing for the last free time (%s)", (engine) => {
  let database: TestDatabase;
  let booking: BookingService;
  let shop: Awaited<ReturnType<typeof bookingShop>>;
  let customers: { accountId: string; entitlementId: string }[];

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    booking = new BookingService(database.db, () => NOW);
    // Every weekday, one time a day (10:00 to 10:30) in three rooms; the races repeat day after day.
    shop = await bookingShop(database.db, {
      rooms: ROOMS,
      hours: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open_at: "10:00", close_at: "10:30" })),
    });
    await database.db.update(bookingRules).set({ minDaysBetweenSessions: 0, maxDaysAhead: 365 });
    customers = [];
    for (let i = 0; i < CUSTOMERS; i++) {
      const { account } = await customerWithSessions(database.db, { ...shop, areas: shop.areas.slice(0, 1) });
      const [e] = await database.db
        .update(sessionEntitlements)
        .set({ sessionsTotal: 1000 })
        .where(eq(sessionEntitlements.accountId, account.id))
        .returning();
      customers.push({ accountId: account.id, entitlementId: e!.id });
    }
  }, 120_000);
  afterAll(() => database?.destroy());

  it(`books exactly ${ROOMS} of ${CUSTOMERS} at once, ${ROUNDS[engine]} times`, async () => {
    for (let round = 0; round < ROUNDS[engine]; round++) {
      const start = instantAt(addDays("2026-12-01", round), "10:00");
      const outcomes = await Promise.all(
        customers.map((c) =>
          booking.book({
            accountId: c.accountId,
            storeId: shop.store.id,
            entitlementIds: [c.entitlementId],
            start,
          }),
        ),
      );
      const won = outcomes.filter((o) => o.ok);
      expect(won, `round ${round}`).toHaveLength(ROOMS);
      for (const lost of outcomes.filter((o) => !o.ok)) {
        // Told with the day as it is now: its one time gone in every room.
        expect(lost).toEqual({
          ok: false,
          field: "slot",
          message: BOOKING_MESSAGES.slotTaken,
          choice: expect.objectContaining({ day: localDateOf(start), slots: [] }),
        });
      }
      const rows = await database.db
        .select({ room: visits.room })
        .from(visits)
        .where(and(eq(visits.startsAt, new Date(start)), ne(visits.status, "cancelled")));
      expect(rows.map((r) => r.room).sort(), `round ${round}`).toEqual([1, 2, 3]);
    }
    const [total] = await database.db.select({ n: sql<number>`count(*)::int` }).from(visits);
    expect(Number(total!.n)).toBe(ROOMS * ROUNDS[engine]);
  }, 300_000);
});
