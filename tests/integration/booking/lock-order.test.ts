/**
 * A refund that gives back the sessions of a booked visit locks the purchase's areas, then cancels the visit;
 * 'Asistió' and a move lock the visit, then its areas. Held at the worst moment on PostgreSQL (the refund holds
 * the areas while the other waits), each must wait for the refund and then answer, never die in a deadlock.
 * PostgreSQL only: the embedded database runs one transaction at a time, so nothing can interleave there.
 */
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { instantAt } from "#domain/booking/local-time.ts";
import { sessionEntitlements, visitAreas, visits } from "#server/db/schema/index.ts";
import { markVisit } from "#server/modules/booking/marks.ts";
import { returnSessions } from "#server/modules/booking/returned-sessions.ts";
import { BookingService } from "#server/modules/booking/service.ts";
import { bookingShop, customerWithSessions, ownerActing } from "../../support/booking.ts";
import { createTestDatabase, type TestDatabase } from "../../support/database.ts";

/** Thursday 26 November 2026 at noon; the visit is on Tuesday 1 December at 10:00, well before any cut-off. */
const NOW = new Date(instantAt("2026-11-26", "12:00"));
const VISIT_START = instantAt("2026-12-01", "10:00");
/** Five minutes into the visit: 'Asistió' may be marked. */
const STARTED = new Date(VISIT_START + 5 * 60_000);

describe.runIf(process.env.TEST_DATABASE_URL)(
  "a refund cancelling a visit while it is marked or moved (postgres)",
  () => {
    let database: TestDatabase;
    let shop: Awaited<ReturnType<typeof bookingShop>>;
    let booking: BookingService;

    beforeAll(async () => {
      database = await createTestDatabase("postgres");
      shop = await bookingShop(database.db);
      booking = new BookingService(database.db, () => NOW);
    });
    afterAll(() => database?.destroy());

    /** A customer with Axilas (6 sessions) and one visit booked for it on Tuesday at 10:00. */
    async function bookedVisit() {
      const { account, payment } = await customerWithSessions(database.db, {
        ...shop,
        areas: shop.areas.slice(0, 1),
      });
      const outcome = await booking.book({
        accountId: account.id,
        storeId: shop.store.id,
        entitlementIds: [(await entitlementsOf(payment.id))[0]!.id],
        start: VISIT_START,
      });
      if (!outcome.ok) throw new Error(outcome.message);
      return { accountId: account.id, paymentId: payment.id, visitId: outcome.visitId };
    }

    const entitlementsOf = (paymentId: string) =>
      database.db.select().from(sessionEntitlements).where(eq(sessionEntitlements.paymentId, paymentId));

    /** Resolves once another connection of this database waits for a row lock. */
    async function someoneWaitsForALock() {
      for (;;) {
        const result = (await database.db.execute(
          sql`select count(*)::int as waiting from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`,
        )) as unknown as { rows: { waiting: number }[] };
        if (result.rows[0]!.waiting > 0) return;
        await new Promise((r) => setTimeout(r, 20));
      }
    }

    /**
     * Gives back every unused session of the purchase as a refund does, but first takes the areas' locks and
     * holds them until `other` (started then) waits for one. Returns how both ended.
     */
    async function refundWhile(paymentId: string, other: () => Promise<unknown>) {
      let started: Promise<unknown> | undefined;
      const refund = database.db.transaction(async (tx) => {
        await tx
          .select({ id: sessionEntitlements.id })
          .from(sessionEntitlements)
          .where(and(eq(sessionEntitlements.paymentId, paymentId), isNull(sessionEntitlements.cancelledAt)))
          .orderBy(asc(sessionEntitlements.id))
          .for("update");
        started = other();
        started.catch(() => undefined);
        // The other may also end without waiting (a refusal): then the refund goes on at once.
        await Promise.race([someoneWaitsForALock(), started.catch(() => undefined)]);
        return returnSessions(tx, paymentId, { lines: [], everything: true }, NOW);
      });
      const outcomes = await Promise.allSettled([refund, refund.then(() => started)]);
      return outcomes.map((o) =>
        o.status === "rejected" ? String((o.reason as Error).cause ?? o.reason) : "answered",
      );
    }

    it("'Asistió' waits for the refund, then says the visit is no longer booked", async () => {
      const v = await bookedVisit();
      const desk = await ownerActing(database.db, "duena-orden@candela.test");
      let mark: unknown;
      const ended = await refundWhile(v.paymentId, async () => {
        mark = await markVisit(database.db, desk, v.visitId, "attended", () => STARTED);
      });
      expect(ended).toEqual(["answered", "answered"]);
      expect(mark).toMatchObject({ ok: false, code: "invalid" });
      const [visit] = await database.db.select().from(visits).where(eq(visits.id, v.visitId));
      expect(visit!.status).toBe("cancelled");
      expect((await entitlementsOf(v.paymentId)).map((e) => [e.sessionsUsed, e.sessionsCancelled])).toEqual([
        [0, 6],
      ]);
    });

    it("a move waits for the refund, then says the visit is no longer booked", async () => {
      const v = await bookedVisit();
      let move: unknown;
      const ended = await refundWhile(v.paymentId, async () => {
        move = await booking.move({
          accountId: v.accountId,
          visitId: v.visitId,
          storeId: shop.store.id,
          start: instantAt("2026-12-02", "10:00"),
        });
      });
      expect(ended).toEqual(["answered", "answered"]);
      expect(move).toMatchObject({ ok: false });
      const [visit] = await database.db.select().from(visits).where(eq(visits.id, v.visitId));
      expect([visit!.status, visit!.startsAt.getTime()]).toEqual(["cancelled", VISIT_START]);
      const areas = await database.db.select().from(visitAreas).where(eq(visitAreas.visitId, v.visitId));
      expect(areas).toEqual([]);
    });
  },
);
