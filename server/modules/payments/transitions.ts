/**
 * Which provider updates a stored payment accepts, and what each status sets off. Notifications repeat and
 * arrive out of order, and the answer to the create call can arrive after them: an update is applied only
 * when it moves the payment forward, and every effect is guarded so that it happens once.
 */
import type { PaymentStatus } from "#domain/payments/status.ts";

/**
 * How far a payment has got: waiting for the buyer, under review, decided, then what can only follow an
 * approval (a dispute, a refund, a chargeback).
 */
const STAGE: Record<PaymentStatus, number> = {
  pending: 0,
  in_process: 1,
  authorized: 1,
  approved: 2,
  rejected: 2,
  cancelled: 2,
  in_mediation: 3,
  refunded: 3,
  charged_back: 3,
};

const AFTER_APPROVAL: ReadonlySet<PaymentStatus> = new Set(["in_mediation", "refunded", "charged_back"]);

/** Whether a payment in `from` may move to `to` (the same status is always accepted: its detail may change). */
export function acceptsTransition(from: PaymentStatus, to: PaymentStatus): boolean {
  if (from === to) return true;
  // A dispute settled in the seller's favour puts the payment back to approved.
  if (from === "in_mediation" && to === "approved") return true;
  if (AFTER_APPROVAL.has(to)) return from === "approved" || from === "in_mediation";
  if (AFTER_APPROVAL.has(from)) return false;
  return STAGE[to] > STAGE[from];
}

/** The purchase went through or is expected to: the customer's cart has been paid for. */
export function takesTheCart(status: PaymentStatus): boolean {
  return status === "approved" || status === "in_process" || status === "authorized";
}

/** What happens to the coupon uses the attempt holds: kept, given back, or left held while undecided. */
export function couponOutcome(status: PaymentStatus): "redeemed" | "released" | null {
  if (status === "approved") return "redeemed";
  if (status === "rejected" || status === "cancelled") return "released";
  return null;
}

/** The payment may still change on its own; the result page can look again later. */
export function isAwaiting(status: PaymentStatus): boolean {
  return status === "pending" || status === "in_process" || status === "authorized";
}
