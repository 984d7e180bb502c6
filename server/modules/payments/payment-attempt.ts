/**
 * A card payment of the checkout (SPEC.md §3, §4, §8): one attempt per idempotency key, stored before the
 * provider is called once with that key, and the provider's answer applied as any other update.
 */
import type { BillingAddress } from "#server/db/schema/index.ts";
import { eq } from "drizzle-orm";
import {
  paymentRequestErrors,
  paymentRequestSchema,
  type PaymentRequestInput,
} from "#domain/payments/payment-request.ts";
import { accounts } from "#server/db/schema/index.ts";
import {
  PaymentProviderError,
  type CreatePaymentRequest,
  type PaymentProvider,
  type ProviderPayment,
} from "#server/payments/provider.ts";
import { CouponError } from "#server/modules/coupons/service.ts";
import { CHECKOUT_MESSAGES, CheckoutRefusal } from "./errors.ts";
import { silentLog, type PaymentLog } from "./log.ts";
import { openAttempt, SameAttempt, type OpenAttemptDeps } from "./open-attempt.ts";
import type { PaymentReads, PaymentRow } from "./payment-reads.ts";
import { REQUEST_REFUSED, refusalExplanation } from "./result.ts";
import type { PaymentStatusUpdates } from "./status-updates.ts";
import type { PayFailureCode, PayOutcome } from "#domain/payments/views.ts";

export interface PaymentAttemptDeps extends OpenAttemptDeps {
  provider: PaymentProvider;
  reads: PaymentReads;
  updates: PaymentStatusUpdates;
  /** The shop's webhook address, offered to the provider (its adapter decides whether to send it). */
  notificationUrl: string;
}

const DESCRIPTION_MAX = 250;

export class PaymentAttempt {
  constructor(private readonly deps: PaymentAttemptDeps) {}

  /**
   * Pays the account's cart. The same `attempt_key` always means the same attempt: a repeated or concurrent
   * submission gets the same payment and the provider is asked with the same idempotency key, so the card is
   * charged at most once. Never throws for a refusal or a provider failure.
   */
  async pay(
    accountId: string,
    input: PaymentRequestInput,
    log: PaymentLog = silentLog,
    billing: BillingAddress | null = null,
  ): Promise<PayOutcome> {
    const parsed = paymentRequestSchema.safeParse(input);
    if (!parsed.success) {
      return failure("invalid_request", CHECKOUT_MESSAGES.invalidRequest, {
        fields: paymentRequestErrors(parsed.error),
      });
    }
    const request = parsed.data;

    let row = await this.deps.reads.byKey(request.attempt_key);
    if (!row) {
      try {
        row = await openAttempt(this.deps, accountId, request, billing);
      } catch (err) {
        if (err instanceof SameAttempt) return this.pay(accountId, request, log, billing);
        if (err instanceof CheckoutRefusal) return failure(err.code, err.message);
        if (err instanceof CouponError) return failure("coupon_unavailable", err.message);
        throw err;
      }
    }
    if (row.accountId !== accountId) {
      return failure("attempt_key_taken", CHECKOUT_MESSAGES.attemptKeyTaken);
    }
    // Only an attempt the provider has not answered yet is sent (again, with its key).
    if (row.providerPaymentId || row.status !== "pending") return this.outcome(row);
    return this.charge(row, request.token, log);
  }

  /** Sends the stored attempt to the provider with its key, and applies the answer. */
  private async charge(row: PaymentRow, token: string, log: PaymentLog): Promise<PayOutcome> {
    let answer: ProviderPayment;
    try {
      answer = await this.deps.provider.createPayment(await this.providerRequest(row, token), {
        idempotencyKey: row.idempotencyKey,
      });
    } catch (err) {
      if (err instanceof PaymentProviderError && !err.retryable && err.kind !== "idempotency_conflict") {
        log[err.kind === "bad_request" ? "warn" : "error"](
          { err, paymentId: row.id, codes: err.codes },
          "the payment provider refused the attempt",
        );
        const codes = err.codes.length > 0 ? err.codes : [String(err.status)];
        await this.deps.updates.rejectUnpaid(row.id, { detail: REQUEST_REFUSED, codes });
      } else {
        // Unknown whether the provider made the payment: the attempt stays pending, its notification, the
        // reconciliation or a retry with the same key settles it.
        log.error(
          { err, paymentId: row.id },
          "the payment provider did not answer; the attempt stays pending",
        );
      }
      return this.outcome((await this.deps.reads.row(row.id))!);
    }
    await this.deps.updates.applyProviderUpdate(answer, log);
    return this.outcome((await this.deps.reads.row(row.id))!);
  }

  private async providerRequest(row: PaymentRow, token: string): Promise<CreatePaymentRequest> {
    const [[account], items] = await Promise.all([
      this.deps.db
        .select({ name: accounts.name, surname: accounts.surname })
        .from(accounts)
        .where(eq(accounts.id, row.accountId)),
      this.deps.reads.items([row.id]),
    ]);
    const description = items.map((i) => i.title).join(", ");
    return {
      transactionAmount: row.totalFinanced,
      token,
      installments: row.installments,
      paymentMethodId: row.paymentMethodId,
      ...(row.issuerId ? { issuerId: row.issuerId } : {}),
      description:
        description.length > DESCRIPTION_MAX ? `${description.slice(0, DESCRIPTION_MAX - 1)}…` : description,
      payer: {
        email: row.payerEmail,
        firstName: account?.name,
        lastName: account?.surname,
        identification: { type: row.payerIdentificationType, number: row.payerIdentificationNumber },
      },
      externalReference: row.id,
      notificationUrl: this.deps.notificationUrl,
      metadata: { payment_code: row.paymentCode, fiserv_id: row.fiservId, store_id: row.storeId ?? "" },
    };
  }

  private async outcome(row: PaymentRow): Promise<PayOutcome> {
    const payment = await this.deps.reads.toResult(row);
    if (row.status === "rejected" && row.statusDetail === REQUEST_REFUSED) {
      const refused = refusalExplanation(row.errorCodes ?? []);
      return refused.kind === "card_data"
        ? failure("card_data", refused.message, { cardErrors: refused.cardErrors, payment })
        : failure("payment_error", refused.message, { payment });
    }
    if (row.status === "pending" && !row.providerPaymentId) {
      return failure("payment_pending", CHECKOUT_MESSAGES.paymentPending, { payment });
    }
    return { ok: true, payment };
  }
}

function failure(
  code: PayFailureCode,
  message: string,
  more: Partial<Pick<Extract<PayOutcome, { ok: false }>, "fields" | "cardErrors" | "payment">> = {},
): PayOutcome {
  return { ok: false, code, message, fields: {}, cardErrors: [], payment: null, ...more };
}
