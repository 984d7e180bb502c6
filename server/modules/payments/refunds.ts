/**
 * Giving money back on an approved payment, through the provider: in full or in part, with the sessions per area
 * it returns, the reason and who asked. The request is stored under the idempotency key from the form (or the
 * regret request) before the provider is asked, so a double click or a retried request refunds once, and the
 * refund's lines are applied by whichever path records it (refund-records.ts): the provider's answer applied
 * here as any update (status-updates.ts), or its webhook.
 */
import { eq } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { refundRequests, type RefundSource, type ReturnedSessions } from "#server/db/schema/index.ts";
import { PaymentProviderError, type PaymentProvider } from "#server/payments/provider.ts";
import { silentLog } from "./log.ts";
import type { PaymentReads } from "./payment-reads.ts";
import { applyRefund } from "./refund-records.ts";
import { linkProviderRefund, openRefundRequest, type RefundRequestRow } from "./refund-requests.ts";
import type { PaymentStatusUpdates } from "./status-updates.ts";

export interface RefundRequest {
  paymentId: string;
  /** Centavos; omitted: all that is left (which returns every unused session). */
  amount?: number;
  /** Sessions per area given back with the money; none: the sessions stay. */
  lines?: readonly ReturnedSessions[];
  reason: string;
  source: Exclude<RefundSource, "provider">;
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
    private readonly deps: {
      db: Db;
      provider: PaymentProvider;
      reads: PaymentReads;
      updates: PaymentStatusUpdates;
      now: () => Date;
    },
  ) {}

  async refund(request: RefundRequest): Promise<RefundOutcome> {
    const row = await this.deps.reads.row(request.paymentId);
    if (!row) return { ok: false, code: "not_found" };
    if (!row.providerPaymentId) return { ok: false, code: "not_refundable" };
    // Whether the payment can still be refunded, and by how much, is the provider's to say: a second click
    // with the same key must get the refund the first one made, even once nothing is left.
    const left = refundableLeft(row);
    const stored = await this.storedRequest(request, left);
    if (!stored) return { ok: false, code: "not_refundable" };
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
      // Refused: no refund answers this request, which must not be taken for one the provider reports later.
      await this.deps.db.delete(refundRequests).where(eq(refundRequests.id, stored.id));
      if (err.codes.includes("2063")) return { ok: false, code: "not_refundable" };
      if (err.codes.includes("4040")) return { ok: false, code: "amount_too_high" };
      return { ok: false, code: "provider_refused" };
    }
    await linkProviderRefund(this.deps.db, stored, refundId, (tx, payment, linked, recordedId) =>
      applyRefund(tx, payment, linked, recordedId, this.deps.now()).then(() => undefined),
    );
    try {
      const update = await this.deps.provider.getPayment(row.providerPaymentId);
      await this.deps.updates.applyProviderUpdate(update, silentLog);
    } catch (err) {
      // The refund is made and its request names it: the provider's notification records it when it arrives.
      if (!(err instanceof PaymentProviderError)) throw err;
    }
    return { ok: true };
  }

  /** The request under the key: stored now, or the one a first click stored (nothing left to ask for then). */
  private async storedRequest(request: RefundRequest, left: number): Promise<RefundRequestRow | null> {
    const amount = request.amount ?? left;
    if (amount > 0) {
      return openRefundRequest(this.deps.db, {
        paymentId: request.paymentId,
        amount,
        lines: request.lines ?? [],
        source: request.source,
        reason: request.reason,
        staffId: request.staffId,
        idempotencyKey: request.idempotencyKey,
      });
    }
    const [earlier] = await this.deps.db
      .select()
      .from(refundRequests)
      .where(eq(refundRequests.idempotencyKey, request.idempotencyKey));
    return earlier ?? null;
  }
}
