/**
 * The table of a payment's transitions and their effects (server/modules/payments/effects.ts): which effects
 * each status reached sets off, in which order, which are marked done on the payment, and that a refund's mail
 * comes after the status's effects (it tells the purchase as the status left it).
 */
import { describe, expect, it } from "vitest";
import type { PaymentStatus } from "#domain/payments/status.ts";
import { cancelUnusedOnMoneyBack, grantSessions } from "#server/modules/booking/entitlements.ts";
import { removePaidFromCart } from "#server/modules/cart/paid-lines.ts";
import { redeemHeldCodes, releaseCodes, releaseHeldCodes } from "#server/modules/coupons/settlement.ts";
import { queueBranchMail } from "#server/modules/payments/branch-mail.ts";
import { effectsOf } from "#server/modules/payments/effects.ts";
import { queuePurchaseMail } from "#server/modules/payments/purchase-mail.ts";
import type { RecordedRefund } from "#server/modules/payments/refund-records.ts";
import { queueRefundMails } from "#server/modules/payments/refund-mail.ts";
import { queueCreditNotes, queueInvoice } from "#server/modules/invoicing/queue.ts";

const REFUND: RecordedRefund = { amount: 1000, returned: [], visits: [] };
const steps = (status: PaymentStatus, refunds: readonly RecordedRefund[] = []) =>
  effectsOf({ status, at: new Date(), refunds }).map(({ run, once }) => ({ run, once }));

describe("a payment's transitions and their effects", () => {
  it("an approval clears the cart, keeps the codes, grants the sessions, queues both mails and the invoice, in that order", () => {
    expect(steps("approved")).toEqual([
      { run: removePaidFromCart, once: "cartClearedAt" },
      { run: redeemHeldCodes, once: undefined },
      { run: grantSessions, once: "purchaseMailAt" },
      { run: queuePurchaseMail, once: "purchaseMailAt" },
      { run: queueBranchMail, once: "branchMailAt" },
      { run: queueInvoice, once: undefined },
    ]);
  });

  it("a payment expected to go through clears the cart once and holds the codes", () => {
    for (const status of ["in_process", "authorized"] as const) {
      expect(steps(status)).toEqual([{ run: removePaidFromCart, once: "cartClearedAt" }]);
    }
  });

  it("a refused or cancelled payment gives back the codes it held, and nothing else", () => {
    for (const status of ["rejected", "cancelled"] as const) {
      expect(steps(status)).toEqual([{ run: releaseHeldCodes, once: undefined }]);
    }
  });

  it("money back in full gives the codes back, cancels the unused sessions and queues the credit notes", () => {
    for (const status of ["refunded", "charged_back"] as const) {
      expect(steps(status)).toEqual([
        { run: releaseCodes, once: undefined },
        { run: cancelUnusedOnMoneyBack, once: undefined },
        { run: queueCreditNotes, once: undefined },
      ]);
    }
  });

  it("waiting for the buyer or a dispute sets off nothing", () => {
    expect(steps("pending")).toEqual([]);
    expect(steps("in_mediation")).toEqual([]);
  });

  it("a recorded refund is mailed and credited after the status's effects, in part or in whole", () => {
    expect(steps("approved", [REFUND]).map((s) => s.run)).toEqual([
      ...steps("approved").map((s) => s.run),
      queueRefundMails,
      queueCreditNotes,
    ]);
    expect(steps("refunded", [REFUND, REFUND]).slice(-2)).toEqual([
      { run: queueRefundMails, once: undefined },
      { run: queueCreditNotes, once: undefined },
    ]);
    expect(steps("refunded", []).map((s) => s.run)).not.toContain(queueRefundMails);
  });
});
