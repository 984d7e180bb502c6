/**
 * The events of a purchase, told by its stored rows: the payment (its approval, undecided state or chargeback),
 * its refunds, the sessions it granted and where they are carried out, and the visits that hold them.
 */
import type { PurchaseEvent, UndecidedStatus } from "#domain/purchases/statement.ts";
import type { PaymentStatus } from "#domain/payments/status.ts";
import type { VisitStatus } from "#domain/booking/visits.ts";

export interface PaymentFacts {
  status: PaymentStatus;
  totalFinanced: number;
  refundedAmount: number;
  storeId: string | null;
  approvedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface RefundFacts {
  amount: number;
  createdAt: Date;
  /** The sessions per area it gave back (payment_refund_lines). */
  lines?: readonly { productId: string; sessions: number }[];
}

export interface EntitlementFacts {
  productId: string;
  storeId: string | null;
  sessionsTotal: number;
  updatedAt: Date;
}

/** One area of one visit. */
export interface VisitAreaFacts {
  visitId: string;
  productId: string;
  status: VisitStatus;
  createdAt: Date;
  updatedAt: Date;
}

const UNDECIDED: readonly PaymentStatus[] = ["pending", "in_process", "authorized", "rejected", "cancelled"];
/** Never approved (yet); a payment in mediation was approved first. */
const undecided = (status: PaymentStatus): status is Exclude<UndecidedStatus, "in_mediation"> =>
  UNDECIDED.includes(status);
const VISIT_END = {
  attended: "visit_attended",
  missed: "visit_missed",
  cancelled: "visit_cancelled",
} as const satisfies Record<Exclude<VisitStatus, "booked">, PurchaseEvent["type"]>;

export function purchaseEvents(rows: {
  payment: PaymentFacts;
  refunds: readonly RefundFacts[];
  entitlements: readonly EntitlementFacts[];
  visitAreas: readonly VisitAreaFacts[];
}): PurchaseEvent[] {
  const { payment } = rows;
  if (undecided(payment.status)) {
    return [{ type: "status", at: payment.createdAt, status: payment.status }];
  }
  const approvedAt = payment.approvedAt ?? payment.createdAt;
  const events: PurchaseEvent[] = [{ type: "approved", at: approvedAt, amount: payment.totalFinanced }];
  for (const e of rows.entitlements) {
    events.push({
      type: "sessions_granted",
      at: approvedAt,
      productId: e.productId,
      sessions: e.sessionsTotal,
    });
    if (e.storeId !== payment.storeId) {
      events.push({
        type: "sessions_moved",
        at: later(e.updatedAt, approvedAt),
        productId: e.productId,
        storeId: e.storeId,
      });
    }
  }

  const money = moneyEvents(payment, rows.refunds, approvedAt);
  // A full refund or chargeback took the sessions off the visits to come: a visit still holding some happened
  // before it, whatever clock wrote its times.
  const end = money.find((m) => m.ends)?.event.at;
  const within = (d: Date) => (end && d > end ? end : later(d, approvedAt));
  const byVisit = new Map<string, VisitAreaFacts[]>();
  for (const va of rows.visitAreas) byVisit.set(va.visitId, [...(byVisit.get(va.visitId) ?? []), va]);
  for (const [visitId, areas] of byVisit) {
    const visit = areas[0]!;
    const booked = within(visit.createdAt);
    events.push({ type: "visit_booked", at: booked, visitId, productIds: areas.map((a) => a.productId) });
    if (visit.status !== "booked") {
      events.push({ type: VISIT_END[visit.status], at: later(within(visit.updatedAt), booked), visitId });
    }
  }
  if (payment.status === "in_mediation") {
    events.push({ type: "status", at: payment.updatedAt, status: "in_mediation" });
  }
  return [...events, ...money.map((m) => m.event)];
}

/** A money event, and whether nothing of the payment remains after it. */
type MoneyEvent = { event: PurchaseEvent; ends: boolean };

/**
 * The refunds as recorded, then what the payment says beyond them: a refund the provider reported but no row
 * recorded (payments refunded before refunds were kept), the rest of a payment the provider calls refunded,
 * a chargeback.
 */
function moneyEvents(payment: PaymentFacts, refunds: readonly RefundFacts[], approvedAt: Date): MoneyEvent[] {
  const events: MoneyEvent[] = [];
  let refunded = 0;
  for (const r of refunds) {
    refunded += r.amount;
    events.push({
      event: {
        type: "refunded",
        at: later(r.createdAt, approvedAt),
        amount: r.amount,
        ...(r.lines?.length ? { lines: r.lines } : {}),
      },
      ends: refunded >= payment.totalFinanced,
    });
  }
  const reported = payment.status === "refunded" ? payment.totalFinanced : payment.refundedAmount;
  if (reported > refunded) {
    events.push({
      event: { type: "refunded", at: later(payment.updatedAt, approvedAt), amount: reported - refunded },
      ends: reported >= payment.totalFinanced,
    });
  }
  if (payment.status === "charged_back") {
    events.push({ event: { type: "charged_back", at: later(payment.updatedAt, approvedAt) }, ends: true });
  }
  return events;
}

const later = (a: Date, b: Date) => (a < b ? b : a);
