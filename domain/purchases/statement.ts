/**
 * One statement of a purchase: every figure a person reads about it (paid, refunded, its state, each area's
 * sessions) derived in one place from what happened to it (docs/decisions/0049). Pure: the server loads the
 * purchase and its events (server/modules/purchases/), pages and mails read the result.
 */
import { sessionsOf } from "#domain/booking/visits.ts";
import { paymentStatusLabel, type PaymentStatus, type PaymentStatusColor } from "#domain/payments/status.ts";

/** A line of the purchase as it was bought. */
export interface PurchaseLine {
  productId: string;
  title: string;
  /** The area's sessions field at the time of purchase ("6"); none gives one session. */
  sessions: string | null;
  /** Units bought, those a promotion gave free included (a 2x1 on Axilas is quantity 2). */
  quantity: number;
}

export interface Purchase {
  /** The branch that sold it, where its sessions are carried out unless moved. */
  storeId: string | null;
  lines: readonly PurchaseLine[];
}

/** What the provider said of a payment not approved (yet): undecided or refused. */
export type UndecidedStatus = Extract<
  PaymentStatus,
  "pending" | "in_process" | "authorized" | "rejected" | "cancelled" | "in_mediation"
>;

type At = { at: Date };

/** A fact about a purchase, with its time. */
export type PurchaseEvent = At &
  (
    | { type: "status"; status: UndecidedStatus }
    /** Charged: `amount` centavos (the financed total). */
    | { type: "approved"; amount: number }
    /** Money given back; with `lines`, that many unused sessions of each area are given up too. */
    | { type: "refunded"; amount: number; lines?: readonly { productId: string; sessions: number }[] }
    | { type: "charged_back" }
    /** The sessions of an area as they were granted (stored), when they differ from the lines' figure. */
    | { type: "sessions_granted"; productId: string; sessions: number }
    | { type: "sessions_moved"; productId: string; storeId: string | null }
    | { type: "visit_booked"; visitId: string; productIds: readonly string[] }
    | { type: "visit_attended"; visitId: string }
    | { type: "visit_missed"; visitId: string }
    | { type: "visit_cancelled"; visitId: string }
  );

/** The state a customer or staff reads: the provider's, or what the refunds made of an approved payment. */
export type PurchaseStatus = PaymentStatus | "partially_refunded";

export interface AreaStatement {
  productId: string;
  title: string;
  quantity: number;
  sessionsPerUnit: number;
  /** Sessions granted by the approval (0 before it). bought = used + booked + cancelled + available. */
  bought: number;
  used: number;
  booked: number;
  cancelled: number;
  available: number;
  storeId: string | null;
}

export interface PurchaseStatement {
  status: PurchaseStatus;
  statusName: string;
  statusColor: PaymentStatusColor;
  /** Centavos charged; 0 until approved. paid = refunded + chargedBack + net. */
  paid: number;
  refunded: number;
  /** What a chargeback took back: all that was not refunded by then. */
  chargedBack: number;
  net: number;
  areas: AreaStatement[];
}

const PARTIALLY_REFUNDED = { name: "Devuelto parcialmente", color: "success" } as const;

/** The display name and colour of a purchase's state; an unknown one shows as it came (paymentStatusLabel). */
export function statusLabel(status: string): { name: string; color: PaymentStatusColor } {
  return status === "partially_refunded" ? PARTIALLY_REFUNDED : paymentStatusLabel(status);
}

export function purchaseStatement(purchase: Purchase, events: readonly PurchaseEvent[]): PurchaseStatement {
  const areas = areasOf(purchase);
  const visits = new Map<string, AreaStatement[]>();
  let undecided: UndecidedStatus = "pending";
  let approved = false;
  let inMediation = false;
  let paid = 0;
  let refunded = 0;
  let chargedBack = 0;
  /** Money back in full: nothing more happens to the sessions. */
  let ended = false;

  const area = (productId: string) => areas.find((a) => a.productId === productId);
  const settle = (a: AreaStatement) => {
    a.available = a.bought - a.used - a.booked - a.cancelled;
  };
  /** Money back in full: every session not used is given up, the visits to come lose them. */
  const cancelAllUnused = () => {
    ended = true;
    for (const a of areas) {
      a.cancelled = a.bought - a.used;
      a.booked = 0;
      settle(a);
    }
    visits.clear();
  };
  /** A visit ends: each of its areas gives back its booked session, used when attended. */
  const close = (visitId: string, attended: boolean) => {
    for (const a of visits.get(visitId) ?? []) {
      a.booked -= 1;
      if (attended) a.used += 1;
      settle(a);
    }
    visits.delete(visitId);
  };
  for (const event of inTimeOrder(events)) {
    switch (event.type) {
      case "status":
        if (approved) inMediation = event.status === "in_mediation";
        else undecided = event.status;
        break;
      case "approved":
        if (approved) break;
        approved = true;
        paid = Math.max(0, event.amount);
        for (const a of areas) {
          a.bought = boughtOf(purchase, a.productId);
          settle(a);
        }
        break;
      case "sessions_granted": {
        const a = area(event.productId);
        if (!approved || !a || ended) break;
        a.bought = Math.max(a.used + a.booked + a.cancelled, event.sessions);
        settle(a);
        break;
      }
      case "refunded":
        if (!approved || ended) break;
        refunded = Math.min(paid, refunded + Math.max(0, event.amount));
        if (refunded >= paid) {
          cancelAllUnused();
          break;
        }
        for (const line of event.lines ?? []) {
          const a = area(line.productId);
          if (!a) continue;
          a.cancelled += Math.min(a.available, Math.max(0, line.sessions));
          settle(a);
        }
        break;
      case "charged_back":
        if (!approved || ended) break;
        chargedBack = paid - refunded;
        cancelAllUnused();
        break;
      case "sessions_moved": {
        const a = area(event.productId);
        if (a) a.storeId = event.storeId;
        break;
      }
      case "visit_booked": {
        if (visits.has(event.visitId)) break;
        const held = event.productIds.flatMap((id) => {
          const a = area(id);
          return a && a.available > 0 ? [a] : [];
        });
        for (const a of held) {
          a.booked += 1;
          settle(a);
        }
        visits.set(event.visitId, held);
        break;
      }
      case "visit_attended":
        close(event.visitId, true);
        break;
      case "visit_missed":
      case "visit_cancelled":
        close(event.visitId, false);
        break;
    }
  }

  const status = statusOf({ approved, undecided, inMediation, chargedBack, refunded, paid });
  const { name, color } = statusLabel(status);
  return {
    status,
    statusName: name,
    statusColor: color,
    paid,
    refunded,
    chargedBack,
    net: paid - refunded - chargedBack,
    areas,
  };
}

function statusOf(s: {
  approved: boolean;
  undecided: UndecidedStatus;
  inMediation: boolean;
  chargedBack: number;
  refunded: number;
  paid: number;
}): PurchaseStatus {
  if (!s.approved) return s.undecided;
  if (s.chargedBack > 0) return "charged_back";
  if (s.refunded >= s.paid && s.paid > 0) return "refunded";
  if (s.inMediation) return "in_mediation";
  return s.refunded > 0 ? "partially_refunded" : "approved";
}

/** One entry per area, in the order bought; lines of one area add up. */
function areasOf(purchase: Purchase): AreaStatement[] {
  const areas: AreaStatement[] = [];
  for (const line of purchase.lines) {
    const quantity = Math.max(1, line.quantity);
    const seen = areas.find((a) => a.productId === line.productId);
    if (seen) {
      seen.quantity += quantity;
      continue;
    }
    areas.push({
      productId: line.productId,
      title: line.title,
      quantity,
      sessionsPerUnit: sessionsOf(line.sessions),
      bought: 0,
      used: 0,
      booked: 0,
      cancelled: 0,
      available: 0,
      storeId: purchase.storeId,
    });
  }
  return areas;
}

/** The sessions the lines of an area give: quantity × the area's sessions, line by line. */
function boughtOf(purchase: Purchase, productId: string): number {
  return purchase.lines
    .filter((l) => l.productId === productId)
    .reduce((sum, l) => sum + sessionsOf(l.sessions, l.quantity), 0);
}

/** Stable: events of one instant keep the order given. */
function inTimeOrder(events: readonly PurchaseEvent[]): PurchaseEvent[] {
  return events
    .map((event, i) => ({ event, i }))
    .sort((a, b) => a.event.at.getTime() - b.event.at.getTime() || a.i - b.i)
    .map(({ event }) => event);
}
