/**
 * The rules of a purchase hold in the database, whoever writes (docs/decisions/0049): refunded never exceeds
 * what was paid, and per purchased area used + booked + cancelled never exceeds the sessions bought. Each test
 * writes a wrong figure straight into the tables and expects it refused.
 */
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, instantAt } from "#domain/booking/local-time.ts";
import {
  paymentRefunds,
  payments,
  sessionEntitlements,
  visitAreas,
  visits,
} from "#server/db/schema/index.ts";
import { bookingShop, customerWithSessions } from "../support/booking.ts";
import { createTestDatabase, ENGINES, type TestDatabase } from "../support/database.ts";

/** The constraint a refused write names, wherever the driver puts it (bare or wrapped by Drizzle). */
async function refusal(write: Promise<unknown>): Promise<string> {
  const err = await write.then(
    () => null,
    (e: unknown) =>
      e as { message?: string; constraint?: string; cause?: { message?: string; constraint?: string } },
  );
  if (!err) return "accepted";
  return err.cause?.constraint ?? err.constraint ?? err.cause?.message ?? err.message ?? String(err);
}

describe.each(ENGINES)("purchase invariants in the database (%s)", (engine) => {
  let database: TestDatabase;
  let shop: Awaited<ReturnType<typeof bookingShop>>;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    shop = await bookingShop(database.db, { rooms: 1 });
  });
  afterAll(() => database?.destroy());

  /** An approved purchase of one area (6 sessions) for 400.000,00 and its entitlement. */
  async function purchase() {
    const { account, payment } = await customerWithSessions(database.db, {
      ...shop,
      areas: shop.areas.slice(0, 1),
    });
    const [entitlement] = await database.db
      .select()
      .from(sessionEntitlements)
      .where(eq(sessionEntitlements.paymentId, payment.id));
    return { account, payment, entitlement: entitlement! };
  }

  /** Each visit takes the next day, so a customer's visits never overlap. */
  let days = 0;
  /** `count` visits of the customer, one a day, each treating the area. */
  async function bookVisits(accountId: string, entitlementId: string, count: number) {
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      const day = addDays("2026-12-01", days++);
      const id = randomUUID();
      await database.db.insert(visits).values({
        id,
        accountId,
        storeId: shop.store.id,
        room: 1,
        startsAt: new Date(instantAt(day, "10:00")),
        endsAt: new Date(instantAt(day, "10:30")),
      });
      await database.db.insert(visitAreas).values({ visitId: id, entitlementId, minutes: 30 });
      ids.push(id);
    }
    return ids;
  }

  const refund = (paymentId: string, amount: number) =>
    database.db
      .insert(paymentRefunds)
      .values({ paymentId, providerRefundId: randomUUID(), amount, source: "provider" });

  describe("money", () => {
    it("refuses a refunded amount above what was charged, or below zero", async () => {
      const { payment } = await purchase();
      const set = (refundedAmount: number) =>
        database.db.update(payments).set({ refundedAmount }).where(eq(payments.id, payment.id));
      expect(await refusal(set(payment.totalFinanced + 1))).toContain("payments_refunded_check");
      expect(await refusal(set(-1))).toContain("payments_refunded_check");
      expect(await refusal(set(payment.totalFinanced))).toBe("accepted");
    });

    it("refuses refunds that add up to more than what was charged", async () => {
      const { payment } = await purchase();
      expect(await refusal(refund(payment.id, 300_000))).toBe("accepted");
      expect(await refusal(refund(payment.id, 100_001))).toContain("payment_refunds_within_paid");
      expect(await refusal(refund(payment.id, 100_000))).toBe("accepted");
      const [stored] = await database.db
        .select({ n: sql<number>`sum(${paymentRefunds.amount})::int` })
        .from(paymentRefunds)
        .where(eq(paymentRefunds.paymentId, payment.id));
      expect(Number(stored!.n)).toBe(payment.totalFinanced);
    });

    it("refuses a refund of nothing or less", async () => {
      const { payment } = await purchase();
      expect(await refusal(refund(payment.id, 0))).toContain("payment_refunds_amount_check");
      expect(await refusal(refund(payment.id, -5))).toContain("payment_refunds_amount_check");
    });

    it("refuses, at commit, a transaction whose refunds end above what was charged", async () => {
      const { payment } = await purchase();
      const outcome = await refusal(
        database.db.transaction(async (tx) => {
          await tx.insert(paymentRefunds).values({
            paymentId: payment.id,
            providerRefundId: randomUUID(),
            amount: payment.totalFinanced + 1,
            source: "provider",
          });
        }),
      );
      expect(outcome).toContain("payment_refunds_within_paid");
      const rows = await database.db
        .select()
        .from(paymentRefunds)
        .where(eq(paymentRefunds.paymentId, payment.id));
      expect(rows).toEqual([]);
    });
  });

  describe("sessions", () => {
    const setEntitlement = (id: string, change: Partial<typeof sessionEntitlements.$inferInsert>) =>
      database.db.update(sessionEntitlements).set(change).where(eq(sessionEntitlements.id, id));

    it("refuses used + cancelled above what was bought", async () => {
      const { entitlement } = await purchase();
      expect(
        await refusal(setEntitlement(entitlement.id, { sessionsUsed: 4, sessionsCancelled: 3 })),
      ).toContain("session_entitlements_sessions_check");
      expect(await refusal(setEntitlement(entitlement.id, { sessionsCancelled: -1 }))).toContain(
        "session_entitlements_sessions_check",
      );
      expect(await refusal(setEntitlement(entitlement.id, { sessionsUsed: 4, sessionsCancelled: 2 }))).toBe(
        "accepted",
      );
    });

    it("refuses a booking beyond the sessions left", async () => {
      const { account, entitlement } = await purchase();
      await setEntitlement(entitlement.id, { sessionsUsed: 2, sessionsCancelled: 1 });
      await bookVisits(account.id, entitlement.id, 3);
      expect(await refusal(bookVisits(account.id, entitlement.id, 1))).toContain(
        "session_entitlements_within_bought",
      );
    });

    it("refuses using or cancelling sessions that are booked", async () => {
      const { account, entitlement } = await purchase();
      await bookVisits(account.id, entitlement.id, 4);
      expect(await refusal(setEntitlement(entitlement.id, { sessionsUsed: 3 }))).toContain(
        "session_entitlements_within_bought",
      );
      expect(await refusal(setEntitlement(entitlement.id, { sessionsCancelled: 3 }))).toContain(
        "session_entitlements_within_bought",
      );
      expect(await refusal(setEntitlement(entitlement.id, { sessionsUsed: 2 }))).toBe("accepted");
    });

    it("refuses a cancelled visit booked again when its session is gone", async () => {
      const { account, entitlement } = await purchase();
      const [first] = await bookVisits(account.id, entitlement.id, 1);
      await database.db.update(visits).set({ status: "cancelled" }).where(eq(visits.id, first!));
      await setEntitlement(entitlement.id, { sessionsUsed: 6 });
      expect(
        await refusal(database.db.update(visits).set({ status: "booked" }).where(eq(visits.id, first!))),
      ).toContain("session_entitlements_within_bought");
    });

    it("refuses fewer sessions bought than those already used and booked", async () => {
      const { account, entitlement } = await purchase();
      await bookVisits(account.id, entitlement.id, 2);
      await setEntitlement(entitlement.id, { sessionsUsed: 3 });
      expect(await refusal(setEntitlement(entitlement.id, { sessionsTotal: 4 }))).toContain(
        "session_entitlements_within_bought",
      );
      expect(await refusal(setEntitlement(entitlement.id, { sessionsTotal: 5 }))).toBe("accepted");
    });

    it("accepts the branch marking a booked visit attended: the session moves from booked to used", async () => {
      const { account, entitlement } = await purchase();
      const ids = await bookVisits(account.id, entitlement.id, 6);
      const outcome = await refusal(
        database.db.transaction(async (tx) => {
          await tx.update(visits).set({ status: "attended" }).where(eq(visits.id, ids[0]!));
          await tx
            .update(sessionEntitlements)
            .set({ sessionsUsed: sql`${sessionEntitlements.sessionsUsed} + 1` })
            .where(eq(sessionEntitlements.id, entitlement.id));
        }),
      );
      expect(outcome).toBe("accepted");
    });
  });
});
