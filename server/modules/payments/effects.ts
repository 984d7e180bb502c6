/**
 * What each transition of a payment sets off, in order, in one table. The transition itself is the status
 * written and the refunds recorded (refund-records.ts), which the purchase's statement reads as its approved,
 * refunded and charged-back events (server/modules/purchases/events.ts); its effects follow in the same
 * transaction (status-updates.ts runs them), each living in the module of its domain. The sessions it grants
 * are the statement's sessions granted.
 *
 * A transition is named by the status an update writes: an update that repeats a status (a new detail, a
 * refund in part) runs its effects again, so each effect either changes nothing the second time or is marked
 * done on the payment (`once`). An update that records refunds, in part or in whole, is also
 * `refund_recorded`, whose effects come after the status's.
 */
import type { PaymentStatus } from "#domain/payments/status.ts";
import { cancelUnusedOnMoneyBack, grantSessions } from "#server/modules/booking/entitlements.ts";
import { removePaidFromCart } from "#server/modules/cart/paid-lines.ts";
import { redeemHeldCodes, releaseCodes, releaseHeldCodes } from "#server/modules/coupons/settlement.ts";
import { queueCreditNotes, queueInvoice } from "#server/modules/invoicing/queue.ts";
import { queueBranchMail } from "./branch-mail.ts";
import { queuePurchaseMail } from "./purchase-mail.ts";
import { queueRefundMails } from "./refund-mail.ts";
import type { PaymentEffect, PaymentTransition } from "./transitions.ts";

export interface EffectStep {
  run: PaymentEffect;
  /** The payment's column that says the effect was done: it runs only while the column is empty, then sets it. */
  once?: "cartClearedAt" | "purchaseMailAt" | "branchMailAt";
}

type TransitionName = PaymentStatus | "refund_recorded";

/** The purchase went through or is expected to: the customer's cart has been paid for. */
const clearPaidCart: EffectStep = { run: removePaidFromCart, once: "cartClearedAt" };

/** Money given back (a refund, a chargeback) is credited against the sale's invoice. */
const creditNotes: EffectStep = { run: queueCreditNotes };

/** The money came back in full: the codes' uses are given back and the unused sessions cancelled. */
const moneyBack: readonly EffectStep[] = [
  { run: releaseCodes },
  { run: cancelUnusedOnMoneyBack },
  creditNotes,
];

const EFFECTS: Record<TransitionName, readonly EffectStep[]> = {
  pending: [],
  in_process: [clearPaidCart],
  authorized: [clearPaidCart],
  approved: [
    clearPaidCart,
    { run: redeemHeldCodes },
    // The sessions are granted with the purchase mail, under its mark.
    { run: grantSessions, once: "purchaseMailAt" },
    { run: queuePurchaseMail, once: "purchaseMailAt" },
    { run: queueBranchMail, once: "branchMailAt" },
    // The sale's invoice: queued once (one per sale, a unique index), issued by the invoicing job.
    { run: queueInvoice },
  ],
  // Refused or called off: the uses the attempt held are given back.
  rejected: [{ run: releaseHeldCodes }],
  cancelled: [{ run: releaseHeldCodes }],
  in_mediation: [],
  refunded: moneyBack,
  charged_back: moneyBack,
  // After the status's effects: a refund of all that was left tells the purchase as given back in full.
  refund_recorded: [{ run: queueRefundMails }, creditNotes],
};

/** The effects of a transition, in the order they run. */
export function effectsOf(transition: PaymentTransition): readonly EffectStep[] {
  const refunds = transition.refunds.length > 0 ? EFFECTS.refund_recorded : [];
  return [...EFFECTS[transition.status], ...refunds];
}
