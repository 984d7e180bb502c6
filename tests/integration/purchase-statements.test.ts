/**
 * A purchase's statement read from its stored rows (server/modules/purchases/statements.ts) agrees with the
 * figures the booking pages and the database keep: sessions used, booked, left and cancelled, and the money.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { instantAt } from "#domain/booking/local-time.ts";
import { paymentItems, paymentRefunds, payments, sessionEntitlements } from "#server/db/schema/index.ts";
import { BookingDesk } from "#server/modules/booking/desk.ts";
import { cancelUnusedSessions, grantSessions } from "#server/modules/booking/entitlements.ts";
import { BookingService } from "#server/modules/booking/service.ts";
import { loadStatement, loadStatements } from "#server/modules/purchases/statements.ts";
import type { Acting } from "#server/modules/staff/types.ts";
import { bookingShop, ownerActing, customerWithSessions } from "../support/booking.ts";
import { createTestDatabase, ENGINE, type TestDatabase } from "../support/database.ts";

/** Monday 30 November 2026, noon in Buenos Aires. */
const NOW = new Date(instantAt("2026-11-30", "12:00"));

describe.each([ENGINE])("purchase statements from the stored rows (%s)", (engine) => {
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
    shop = await bookingShop(database.db, { rooms: 1 });
    owner = await ownerActing(database.db, `dueno-${engine}@candela.test`);
  });
  afterAll(() => database?.destroy());

  /** What the booking pages and the entitlement rows say of each area, beside what the statement says. */
  async function bothViews(paymentId: string, accountId: string) {
    const statement = (await loadStatement(database.db, paymentId))!;
    const pages = await booking.sessions(accountId);
    const stored = await database.db
      .select()
      .from(sessionEntitlements)
      .where(eq(sessionEntitlements.paymentId, paymentId));
    const kept = stored.map((e) => {
      const page = pages.find((p) => p.entitlementId === e.id)!;
      return [e.title, e.sessionsTotal, e.sessionsUsed, page.booked, e.sessionsCancelled, page.left];
    });
    const told = statement.areas.map((a) => [a.title, a.bought, a.used, a.booked, a.cancelled, a.available]);
    return { statement, kept, told };
  }

  async function refund(payment: { id: string }, amount: number) {
    await database.db
      .insert(paymentRefunds)
      .values({ paymentId: payment.id, providerRefundId: randomUUID(), amount, source: "back_office" });
    const [row] = await database.db.select().from(payments).where(eq(payments.id, payment.id));
    const refundedAmount = row!.refundedAmount + amount;
    await database.db
      .update(payments)
      .set({ refundedAmount, status: refundedAmount === row!.totalFinanced ? "refunded" : "approved" })
      .where(eq(payments.id, payment.id));
  }

  it("tells the sessions of each area as the booking pages count them, through visits, marks and refunds", async () => {
    const { account, payment } = await customerWithSessions(database.db, shop);
    const ids = (await booking.sessions(account.id)).map((s) => s.entitlementId);
    const first = await booking.book({
      accountId: account.id,
      storeId: shop.store.id,
      entitlementIds: ids,
      start: instantAt("2026-12-09", "10:00"),
    });
    await booking.book({
      accountId: account.id,
      storeId: shop.store.id,
      entitlementIds: ids.slice(0, 1),
      start: instantAt("2027-01-13", "10:00"),
    });
    clock = new Date(instantAt("2026-12-09", "10:05"));
    try {
      expect(await desk.mark(owner, (first as { visitId: string }).visitId, "attended")).toEqual({
        ok: true,
      });
    } finally {
      clock = NOW;
    }
    let views = await bothViews(payment.id, account.id);
    expect(views.told).toEqual([
      ["Axilas", 6, 1, 1, 0, 4],
      ["Piernas enteras", 6, 1, 0, 0, 5],
    ]);
    expect(views.told).toEqual(views.kept);
    expect(views.statement).toMatchObject({ status: "approved", statusName: "Aprobado", paid: 400_000 });

    await refund(payment, 150_000);
    views = await bothViews(payment.id, account.id);
    expect(views.statement).toMatchObject({
      status: "partially_refunded",
      statusName: "Devuelto parcialmente",
      paid: 400_000,
      refunded: 150_000,
      net: 250_000,
    });
    expect(views.told).toEqual(views.kept);

    await database.db.transaction((tx) => cancelUnusedSessions(tx, payment.id, clock));
    await refund(payment, 250_000);
    views = await bothViews(payment.id, account.id);
    expect(views.statement).toMatchObject({
      status: "refunded",
      statusName: "Devuelto",
      refunded: 400_000,
      net: 0,
    });
    expect(views.told).toEqual([
      ["Axilas", 6, 1, 0, 5, 0],
      ["Piernas enteras", 6, 1, 0, 5, 0],
    ]);
    expect(views.told).toEqual(views.kept);
  });

  it("counts both units of a 2x1 as the entitlement does: Axilas ×2 of 6 sessions is 12", async () => {
    const { account, payment } = await customerWithSessions(database.db, {
      ...shop,
      areas: shop.areas.slice(0, 1),
    });
    // Bought as two units, one of them free: the line keeps quantity 2 and the area's 6 sessions.
    await database.db.update(paymentItems).set({ quantity: 2 }).where(eq(paymentItems.paymentId, payment.id));
    await database.db.delete(sessionEntitlements).where(eq(sessionEntitlements.paymentId, payment.id));
    await database.db.transaction((tx) => grantSessions(tx, payment));
    const views = await bothViews(payment.id, account.id);
    expect(views.statement.areas).toMatchObject([
      { title: "Axilas", quantity: 2, sessionsPerUnit: 6, bought: 12 },
    ]);
    expect(views.told).toEqual(views.kept);
  });

  it("states undecided and unknown payments, several at once", async () => {
    const { payment } = await customerWithSessions(database.db, { ...shop, areas: shop.areas.slice(0, 1) });
    const { payment: waiting } = await customerWithSessions(database.db, {
      ...shop,
      areas: shop.areas.slice(0, 1),
    });
    await database.db.update(payments).set({ status: "in_process" }).where(eq(payments.id, waiting.id));
    const missing = randomUUID();
    const statements = await loadStatements(database.db, [payment.id, waiting.id, missing]);
    expect(statements.get(payment.id)).toMatchObject({ status: "approved", paid: 400_000 });
    expect(statements.get(waiting.id)).toMatchObject({
      status: "in_process",
      statusName: "En Proceso",
      paid: 0,
    });
    expect(statements.has(missing)).toBe(false);
  });
});
