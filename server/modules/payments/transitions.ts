/**
 * Which provider updates a stored payment accepts, and what a transition is to the effects it sets off
 * (effects.ts). Notifications repeat and arrive out of order, and the answer to the create call can arrive
 * after them: an update is applied only when it moves the payment forward, and every effect changes nothing
 * the second time or is marked done, so that it happens once.
 */
import type { PaymentStatus } from "#domain/payments/status.ts";
import type { Tx } from "#server/db/client.ts";
import type { PaymentRow } from "./payment-reads.ts";
import type { RecordedRefund } from "./refund-records.ts";

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

/**
 * What one accepted update did to a payment: the status it wrote (the same one again when only the detail
 * changed, or a refund in part), when, and the refunds it recorded.
 */
export interface PaymentTransition {
  status: PaymentStatus;
  at: Date;
  refunds: readonly RecordedRefund[];
}

/**
 * One effect of a transition, run in the transaction that writes the status with the payment as written; it
 * lives in the module of its domain and is registered in effects.ts.
 */
export type PaymentEffect = (tx: Tx, purchase: PaymentRow, transition: PaymentTransition) => Promise<void>;

/** The payment may still change on its own; the result page can look again later. */
export function isAwaiting(status: PaymentStatus): boolean {
  return status === "pending" || status === "in_process" || status === "authorized";
}
