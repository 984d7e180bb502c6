import { describe, expect, it } from "vitest";
import { purchaseStatement, type Purchase, type PurchaseEvent } from "#domain/purchases/statement.ts";

const AXILAS = "axilas";
const PIERNAS = "piernas";
const at = (day: number) => new Date(Date.UTC(2026, 10, day, 15));

/** The purchase of the bug report: Axilas ×2 (6 sessions each, one free with the 2x1) and Piernas enteras. */
const purchase: Purchase = {
  storeId: "palermo",
  lines: [
    { productId: AXILAS, title: "Axilas", sessions: "6", quantity: 2 },
    { productId: PIERNAS, title: "Piernas enteras", sessions: "6 Sesiones", quantity: 1 },
  ],
};
const approved: PurchaseEvent = { type: "approved", at: at(1), amount: 9_801_000 };

const area = (events: PurchaseEvent[], productId: string) =>
  purchaseStatement(purchase, events).areas.find((a) => a.productId === productId)!;

describe("purchaseStatement: money and status", () => {
  it("is pending, with nothing paid nor any session, until approved", () => {
    const s = purchaseStatement(purchase, []);
    expect(s).toMatchObject({ status: "pending", statusName: "Pendiente", paid: 0, refunded: 0, net: 0 });
    expect(s.areas.map((a) => [a.title, a.quantity, a.bought, a.available])).toEqual([
      ["Axilas", 2, 0, 0],
      ["Piernas enteras", 1, 0, 0],
    ]);
  });

  it("names the undecided and the refused states as the provider did", () => {
    expect(
      purchaseStatement(purchase, [{ type: "status", at: at(1), status: "in_process" }]).statusName,
    ).toBe("En Proceso");
    expect(purchaseStatement(purchase, [{ type: "status", at: at(1), status: "rejected" }])).toMatchObject({
      status: "rejected",
      statusName: "Rechazado",
      paid: 0,
    });
  });

  it("is approved for what was charged", () => {
    expect(purchaseStatement(purchase, [approved])).toMatchObject({
      status: "approved",
      statusName: "Aprobado",
      paid: 9_801_000,
      refunded: 0,
      net: 9_801_000,
    });
  });

  it("says 'Devuelto parcialmente' after a partial refund and 'Devuelto' once nothing remains", () => {
    const partial: PurchaseEvent = { type: "refunded", at: at(2), amount: 2_560_000 };
    expect(purchaseStatement(purchase, [approved, partial])).toMatchObject({
      status: "partially_refunded",
      statusName: "Devuelto parcialmente",
      paid: 9_801_000,
      refunded: 2_560_000,
      net: 7_241_000,
    });
    const rest: PurchaseEvent = { type: "refunded", at: at(3), amount: 7_241_000 };
    expect(purchaseStatement(purchase, [approved, partial, rest])).toMatchObject({
      status: "refunded",
      statusName: "Devuelto",
      refunded: 9_801_000,
      net: 0,
    });
  });

  it("never refunds more than was paid, nor anything before the approval", () => {
    const s = purchaseStatement(purchase, [
      { type: "refunded", at: at(1), amount: 100 },
      { ...approved, at: at(2) },
      { type: "refunded", at: at(3), amount: 99_999_999 },
    ]);
    expect(s).toMatchObject({ status: "refunded", paid: 9_801_000, refunded: 9_801_000, net: 0 });
  });

  it("is 'Contracargo' after a chargeback: what was left is taken back", () => {
    const s = purchaseStatement(purchase, [
      approved,
      { type: "refunded", at: at(2), amount: 1_000_000 },
      { type: "charged_back", at: at(3) },
    ]);
    expect(s).toMatchObject({
      status: "charged_back",
      statusName: "Contracargo",
      refunded: 1_000_000,
      chargedBack: 8_801_000,
      net: 0,
    });
  });

  it("orders the events by time, whatever order they come in", () => {
    const s = purchaseStatement(purchase, [{ type: "refunded", at: at(5), amount: 1_000 }, approved]);
    expect(s).toMatchObject({ status: "partially_refunded", refunded: 1_000 });
  });
});

describe("purchaseStatement: sessions per area", () => {
  it("gives quantity × the area's sessions on approval: a 2x1 on Axilas ×2 is 12 sessions", () => {
    expect(area([approved], AXILAS)).toMatchObject({
      quantity: 2,
      sessionsPerUnit: 6,
      bought: 12,
      used: 0,
      booked: 0,
      cancelled: 0,
      available: 12,
    });
    expect(area([approved], PIERNAS)).toMatchObject({ quantity: 1, sessionsPerUnit: 6, bought: 6 });
  });

  it("takes the sessions granted as stored when they say otherwise", () => {
    const granted: PurchaseEvent = { type: "sessions_granted", at: at(1), productId: AXILAS, sessions: 10 };
    expect(area([approved, granted], AXILAS)).toMatchObject({ bought: 10, available: 10 });
  });

  it("counts visits booked, attended, missed and cancelled", () => {
    const events: PurchaseEvent[] = [
      approved,
      { type: "visit_booked", at: at(2), visitId: "v1", productIds: [AXILAS, PIERNAS] },
      { type: "visit_booked", at: at(3), visitId: "v2", productIds: [AXILAS] },
      { type: "visit_booked", at: at(4), visitId: "v3", productIds: [AXILAS] },
      { type: "visit_booked", at: at(5), visitId: "v4", productIds: [AXILAS] },
      { type: "visit_attended", at: at(6), visitId: "v1" },
      { type: "visit_missed", at: at(7), visitId: "v2" },
      { type: "visit_cancelled", at: at(8), visitId: "v3" },
    ];
    expect(area(events, AXILAS)).toMatchObject({
      bought: 12,
      used: 1,
      booked: 1,
      cancelled: 0,
      available: 10,
    });
    expect(area(events, PIERNAS)).toMatchObject({ bought: 6, used: 1, booked: 0, available: 5 });
  });

  it("refuses to book an area with no session left", () => {
    const events: PurchaseEvent[] = [approved];
    for (let i = 0; i < 8; i++) {
      events.push({ type: "visit_booked", at: at(2 + i), visitId: `v${i}`, productIds: [PIERNAS] });
    }
    expect(area(events, PIERNAS)).toMatchObject({ bought: 6, booked: 6, available: 0 });
  });

  it("cancels the refunded lines' sessions on a partial refund, and keeps the others", () => {
    const events: PurchaseEvent[] = [
      approved,
      { type: "refunded", at: at(2), amount: 2_560_000, lines: [{ productId: PIERNAS, sessions: 6 }] },
    ];
    expect(area(events, PIERNAS)).toMatchObject({ bought: 6, cancelled: 6, available: 0 });
    expect(area(events, AXILAS)).toMatchObject({ bought: 12, cancelled: 0, available: 12 });
  });

  it("a line may give back some of an area's sessions: the rest stay available", () => {
    const events: PurchaseEvent[] = [
      approved,
      { type: "refunded", at: at(2), amount: 1_000_000, lines: [{ productId: AXILAS, sessions: 5 }] },
    ];
    expect(area(events, AXILAS)).toMatchObject({ bought: 12, cancelled: 5, available: 7 });
  });

  it("a refund by lines never cancels sessions used or booked", () => {
    const events: PurchaseEvent[] = [
      approved,
      { type: "visit_booked", at: at(2), visitId: "v1", productIds: [PIERNAS] },
      { type: "visit_attended", at: at(3), visitId: "v1" },
      { type: "visit_booked", at: at(4), visitId: "v2", productIds: [PIERNAS] },
      { type: "refunded", at: at(5), amount: 2_560_000, lines: [{ productId: PIERNAS, sessions: 6 }] },
    ];
    expect(area(events, PIERNAS)).toMatchObject({ used: 1, booked: 1, cancelled: 4, available: 0 });
  });

  it("a full refund or a chargeback cancels all that was not used, the visits to come included", () => {
    const visits: PurchaseEvent[] = [
      { type: "visit_booked", at: at(2), visitId: "v1", productIds: [AXILAS] },
      { type: "visit_attended", at: at(3), visitId: "v1" },
      { type: "visit_booked", at: at(4), visitId: "v2", productIds: [AXILAS] },
    ];
    for (const end of [
      { type: "refunded", at: at(5), amount: 9_801_000 },
      { type: "charged_back", at: at(5) },
    ] satisfies PurchaseEvent[]) {
      const events = [
        approved,
        ...visits,
        end,
        { type: "visit_attended", at: at(6), visitId: "v2" } as const,
      ];
      expect(area(events, AXILAS)).toMatchObject({
        bought: 12,
        used: 1,
        booked: 0,
        cancelled: 11,
        available: 0,
      });
    }
  });

  it("carries the sessions out where they were moved to", () => {
    const events: PurchaseEvent[] = [
      approved,
      { type: "sessions_moved", at: at(2), productId: AXILAS, storeId: "belgrano" },
    ];
    expect(area(events, AXILAS).storeId).toBe("belgrano");
    expect(area(events, PIERNAS).storeId).toBe("palermo");
  });

  it("adds up the lines of one area bought twice", () => {
    const twice: Purchase = {
      storeId: null,
      lines: [
        { productId: AXILAS, title: "Axilas", sessions: "6", quantity: 1 },
        { productId: AXILAS, title: "Axilas", sessions: "6", quantity: 2 },
      ],
    };
    const [only] = purchaseStatement(twice, [approved]).areas;
    expect(only).toMatchObject({ quantity: 3, bought: 18 });
  });
});
