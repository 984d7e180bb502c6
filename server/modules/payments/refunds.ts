/**
 * Giving money back on an approved payment, through the provider: in full or in part, with the reason and who
 * asked. The idempotency key comes from the form (or the regret request), so a double click or a retried
 * request refunds once; the provider's answer is then applied as any update (status-updates.ts), which
 * records the refund, tells the customer and, for a full refund, gives the codes' uses back.
 */
import { PaymentProviderError, type PaymentProvider } from "#server/payments/provider.ts";
import { silentLog } from "./log.ts";
import type { PaymentReads } from "./payment-reads.ts";
import type { RefundNote } from "./refund-records.ts";
import type { PaymentStatusUpdates } from "./status-updates.ts";

export interface RefundRequest {
  paymentId: string;
  /** Centavos; omitted: all that is left. */
  amount?: number;
  reason: string;
  source: RefundNote["source"];
  staffId: string | null;
  idempotencyKey: string;
}

export type RefundOutcome =
  | { ok: true }
  | {
      ok: false;
      code: "not_found" | "not_refundable" | "amount_too_high" | "provider_unavailable" | "provider_refused";
    };

/** What is left to give back of a payment: what was charged minus what was refunded. */
export const refundableLeft = (p: { totalFinanced: number; refundedAmount: number }) =>
  Math.max(0, p.totalFinanced - p.refundedAmount);

export class PaymentRefunds {
  constructor(
    private readonly deps: { provider: PaymentProvider; reads: PaymentReads; updates: PaymentStatusUpdates },
  ) {}

  async refund(request: RefundRequest): Promise<RefundOutcome> {
    const row = await this.deps.reads.row(request.paymentId);
    if (!row) return { ok: false, code: "not_found" };
    if (!row.providerPaymentId) return { ok: false, code: "not_refundable" };
    // Whether the payment can still be refunded, and by how much, is the provider's to say: a second click
    // with the same key must get the refund the first one made, even once nothing is left.
    const left = refundableLeft(row);
    let refundId: string;
    try {
      const refund = await this.deps.provider.refundPayment(
        row.providerPaymentId,
        // All that is left is asked for as a full refund, which the provider then reports as 'refunded'.
        request.amount === undefined || request.amount === left ? {} : { amount: request.amount },
        { idempotencyKey: request.idempotencyKey },
      );
      refundId = refund.id;
    } catch (err) {
      if (!(err instanceof PaymentProviderError)) throw err;
      if (err.retryable) return { ok: false, code: "provider_unavailable" };
      if (err.codes.includes("2063")) return { ok: false, code: "not_refundable" };
      if (err.codes.includes("4040")) return { ok: false, code: "amount_too_high" };
      return { ok: false, code: "provider_refused" };
    }
    const note = { providerRefundId: refundId, ...request };
    try {
      const update = await this.deps.provider.getPayment(row.providerPaymentId);
      await this.deps.updates.applyProviderUpdate(update, silentLog, note);
    } catch (err) {
      // The refund is made: the provider's notification of it records it when it arrives.
      if (!(err instanceof PaymentProviderError)) throw err;
    }
    return { ok: true };
  }
}
