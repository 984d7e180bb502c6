/**
 * The dashboard sums purchases' net in SQL (server/modules/purchases/net-sql.ts) instead of loading thousands of
 * statements: for any state of a payment, its recorded refunds and what it reports as refunded, the SQL net
 * equals the statement's (docs/decisions/0049).
 */
import { randomUUID } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAYMENT_STATUSES, type PaymentStatus } from "#domain/payments/status.ts";
import { paymentRefunds, payments } from "#server/db/schema/index.ts";
import { purchaseNetSql } from "#server/modules/purchases/net-sql.ts";
import { loadStatements } from "#server/modules/purchases/statements.ts";
import { bookingShop, customerWithSessions } from "../support/booking.ts";
import { createTestDatabase, ENGINE, type TestDatabase } from "../support/database.ts";
import { assertProperty, fuzzSeed } from "../security/fuzz-support.ts";

const PAID = 400_000;

/** A payment's money as stored: its state, the refunds recorded and what it reports as refunded. */
const storedMoney = fc
  .record({
    status: fc.constantFrom(...(Object.keys(PAYMENT_STATUSES) as PaymentStatus[])),
    refunds: fc.array(fc.integer({ min: 1, max: PAID }), { maxLength: 3 }),
    reported: fc.integer({ min: 0, max: PAID }),
  })
  .map(({ status, refunds, reported }) => {
    // The database keeps the refunds within what was paid (migration 0030): those beyond it are not stored.
    const kept: number[] = [];
    for (const amount of refunds) if (kept.reduce((a, b) => a + b, 0) + amount <= PAID) kept.push(amount);
    return { status, refunds: kept, reported };
  });

describe.each([ENGINE])("the purchases' net in SQL on %s", (engine) => {
  let database: TestDatabase;
  let shop: Awaited<ReturnType<typeof bookingShop>>;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    shop = await bookingShop(database.db);
  });
  afterAll(() => database?.destroy());

  async function stored(money: { status: PaymentStatus; refunds: number[]; reported: number }) {
    const { payment } = await customerWithSessions(database.db, { ...shop, areas: shop.areas.slice(0, 1) });
    await database.db
      .update(payments)
      .set({ status: money.status, refundedAmount: money.reported })
      .where(eq(payments.id, payment.id));
    if (money.refunds.length > 0) {
      await database.db.insert(paymentRefunds).values(
        money.refunds.map((amount) => ({
          paymentId: payment.id,
          providerRefundId: randomUUID(),
          amount,
          source: "back_office" as const,
        })),
      );
    }
    return payment.id;
  }

  async function sqlNets(ids: string[]) {
    const rows = await database.db
      .select({ id: payments.id, net: sql<number>`${purchaseNetSql("payments")}`.mapWith(Number) })
      .from(payments)
      .where(inArray(payments.id, ids));
    return new Map(rows.map((r) => [r.id, r.net]));
  }

  it("equals the statement's net for the cases the dashboard meets", async () => {
    const cases = [
      { status: "approved", refunds: [], reported: 0 },
      { status: "approved", refunds: [100_000, 50_000], reported: 150_000 },
      { status: "approved", refunds: [], reported: 120_000 },
      { status: "approved", refunds: [100_000], reported: 0 },
      { status: "approved", refunds: [300_000, 100_000], reported: 400_000 },
      { status: "refunded", refunds: [100_000], reported: 100_000 },
      { status: "charged_back", refunds: [100_000], reported: 100_000 },
      { status: "in_mediation", refunds: [50_000], reported: 50_000 },
      { status: "rejected", refunds: [], reported: 0 },
    ] as const;
    const ids = [];
    for (const c of cases) ids.push(await stored({ ...c, refunds: [...c.refunds] }));
    const statements = await loadStatements(database.db, ids);
    const nets = await sqlNets(ids);
    expect(ids.map((id) => nets.get(id))).toEqual(ids.map((id) => statements.get(id)!.net));
    expect(ids.map((id) => nets.get(id))).toEqual([400_000, 250_000, 280_000, 300_000, 0, 0, 0, 350_000, 0]);
  });

  it("equals the statement's net whatever the state, refunds and reported amount", async () => {
    await assertProperty(
      fc.asyncProperty(storedMoney, async (money) => {
        const id = await stored(money);
        const statement = (await loadStatements(database.db, [id])).get(id)!;
        expect((await sqlNets([id])).get(id)).toBe(statement.net);
      }),
      { numRuns: 40, seed: fuzzSeed("purchase net in SQL") },
    );
  });
});
