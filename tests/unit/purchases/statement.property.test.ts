import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sessionsOf } from "#domain/booking/visits.ts";
import {
  purchaseStatement,
  type Purchase,
  type PurchaseEvent,
  type PurchaseStatement,
} from "#domain/purchases/statement.ts";

// "c" is bought by no line: events about it must change nothing.
const PRODUCTS = ["a", "b", "c"] as const;
const VISITS = ["v1", "v2", "v3", "v4", "v5", "v6"] as const;

const purchaseArb: fc.Arbitrary<Purchase> = fc.record({
  storeId: fc.constantFrom("palermo", null),
  lines: fc.array(
    fc.record({
      productId: fc.constantFrom("a", "b"),
      title: fc.constant("Área"),
      sessions: fc.constantFrom("6", "1", "10 Sesiones", null, "x"),
      quantity: fc.integer({ min: 1, max: 4 }),
    }),
    { minLength: 1, maxLength: 4 },
  ),
});

const at = fc.integer({ min: 0, max: 40 }).map((day) => new Date(Date.UTC(2026, 10, 1) + day * 86_400_000));
const product = fc.constantFrom(...PRODUCTS);
const visit = fc.constantFrom(...VISITS);

const eventArb: fc.Arbitrary<PurchaseEvent> = fc.oneof(
  fc.record({
    type: fc.constant("status" as const),
    at,
    status: fc.constantFrom("pending", "in_process", "rejected", "cancelled", "in_mediation" as const),
  }),
  fc.record({ type: fc.constant("approved" as const), at, amount: fc.integer({ min: 0, max: 10_000_000 }) }),
  fc.record(
    {
      type: fc.constant("refunded" as const),
      at,
      amount: fc.integer({ min: -10, max: 12_000_000 }),
      lines: fc.array(fc.record({ productId: product, sessions: fc.integer({ min: -2, max: 14 }) }), {
        maxLength: 3,
      }),
    },
    { requiredKeys: ["type", "at", "amount"] },
  ),
  fc.record({ type: fc.constant("charged_back" as const), at }),
  fc.record({
    type: fc.constant("sessions_granted" as const),
    at,
    productId: product,
    sessions: fc.integer({ min: 0, max: 30 }),
  }),
  fc.record({
    type: fc.constant("sessions_moved" as const),
    at,
    productId: product,
    storeId: fc.constantFrom("belgrano", null),
  }),
  fc.record({
    type: fc.constant("visit_booked" as const),
    at,
    visitId: visit,
    productIds: fc.uniqueArray(product, { minLength: 1, maxLength: 3 }),
  }),
  fc.record({
    type: fc.constantFrom("visit_attended" as const, "visit_missed" as const, "visit_cancelled" as const),
    at,
    visitId: visit,
  }),
);

const eventsArb = fc.array(eventArb, { maxLength: 40 });

function expectConsistent(s: PurchaseStatement) {
  expect(s.refunded).toBeGreaterThanOrEqual(0);
  expect(s.refunded).toBeLessThanOrEqual(s.paid);
  expect(s.chargedBack).toBeGreaterThanOrEqual(0);
  expect(s.net).toBeGreaterThanOrEqual(0);
  expect(s.refunded + s.chargedBack + s.net).toBe(s.paid);
  for (const a of s.areas) {
    for (const n of [a.used, a.booked, a.cancelled, a.available]) expect(n).toBeGreaterThanOrEqual(0);
    expect(a.used + a.booked + a.cancelled + a.available).toBe(a.bought);
  }
}

const byTime = (events: readonly PurchaseEvent[]) =>
  events
    .map((e, i) => ({ e, i }))
    .sort((x, y) => x.e.at.getTime() - y.e.at.getTime() || x.i - y.i)
    .map(({ e }) => e);

describe("purchaseStatement: invariants", () => {
  it("never shows a negative figure, refunds more than was paid, or sessions beyond those bought", () => {
    fc.assert(
      fc.property(purchaseArb, eventsArb, (purchase, events) => {
        expectConsistent(purchaseStatement(purchase, events));
      }),
    );
  });

  it("has one area per area bought, with the lines' quantities; none before the approval", () => {
    fc.assert(
      fc.property(purchaseArb, eventsArb, (purchase, events) => {
        const s = purchaseStatement(purchase, events);
        const ids = [...new Set(purchase.lines.map((l) => l.productId))];
        expect(s.areas.map((a) => a.productId)).toEqual(ids);
        for (const a of s.areas) {
          const lines = purchase.lines.filter((l) => l.productId === a.productId);
          expect(a.quantity).toBe(lines.reduce((n, l) => n + l.quantity, 0));
        }
        if (!events.some((e) => e.type === "approved")) {
          expect(s.paid).toBe(0);
          expect(s.areas.every((a) => a.bought === 0)).toBe(true);
        }
      }),
    );
  });

  it("grants quantity × the area's sessions when nothing else was stored", () => {
    fc.assert(
      fc.property(purchaseArb, eventsArb, (purchase, events) => {
        const plain = events.filter((e) => e.type !== "sessions_granted");
        const s = purchaseStatement(purchase, plain);
        if (!plain.some((e) => e.type === "approved")) return;
        for (const a of s.areas) {
          const lines = purchase.lines.filter((l) => l.productId === a.productId);
          expect(a.bought).toBe(lines.reduce((n, l) => n + sessionsOf(l.sessions, l.quantity), 0));
        }
      }),
    );
  });

  it("names the money as it stands: 'Devuelto' once nothing remains, 'Devuelto parcialmente' before", () => {
    fc.assert(
      fc.property(purchaseArb, eventsArb, (purchase, events) => {
        const s = purchaseStatement(purchase, events);
        if (s.status === "refunded") expect(s.refunded).toBe(s.paid);
        if (s.status === "partially_refunded") {
          expect(s.refunded).toBeGreaterThan(0);
          expect(s.refunded).toBeLessThan(s.paid);
          expect(s.statusName).toBe("Devuelto parcialmente");
        }
        if (s.status === "approved") expect(s.refunded).toBe(0);
        if (s.status === "charged_back") expect(s.net).toBe(0);
      }),
    );
  });

  it("only grows what was refunded and used as events happen", () => {
    fc.assert(
      fc.property(purchaseArb, eventsArb, (purchase, events) => {
        const ordered = byTime(events);
        let before = purchaseStatement(purchase, []);
        for (let i = 1; i <= ordered.length; i++) {
          const after = purchaseStatement(purchase, ordered.slice(0, i));
          expect(after.refunded).toBeGreaterThanOrEqual(before.refunded);
          after.areas.forEach((a, k) => {
            expect(a.used).toBeGreaterThanOrEqual(before.areas[k]!.used);
            expect(a.cancelled).toBeGreaterThanOrEqual(before.areas[k]!.cancelled);
          });
          before = after;
        }
      }),
    );
  });

  it("a partial refund with lines gives up at most the sessions asked and those unused; the others stay", () => {
    fc.assert(
      fc.property(purchaseArb, eventsArb, (purchase, events) => {
        const ordered = byTime(events);
        ordered.forEach((event, i) => {
          if (event.type !== "refunded") return;
          const before = purchaseStatement(purchase, ordered.slice(0, i));
          const after = purchaseStatement(purchase, ordered.slice(0, i + 1));
          if (after.status === "refunded" || before.status === "refunded") return;
          if (before.status === "charged_back") return;
          before.areas.forEach((a, k) => {
            const asked = (event.lines ?? [])
              .filter((l) => l.productId === a.productId)
              .reduce((n, l) => n + Math.max(0, l.sessions), 0);
            const given = after.areas[k]!.cancelled - a.cancelled;
            expect(given).toBeLessThanOrEqual(Math.min(asked, a.available));
            expect(after.areas[k]!.used).toBe(a.used);
            expect(after.areas[k]!.booked).toBe(a.booked);
          });
        });
      }),
    );
  });
});
