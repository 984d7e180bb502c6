/**
 * The card payment provider as the shop's server sees it: create a payment (with an explicit idempotency
 * key), fetch one, and verify a webhook notification. Two implementations: the offline sandbox
 * (server/payments/sandbox) and Mercado Pago (server/payments/mercadopago), chosen by PAYMENTS_PROVIDER.
 * Amounts are integer centavos on this side; the implementations convert to the provider's pesos.
 */
import type { PaymentStatus } from "#domain/payments/status.ts";

export type PaymentsProviderName = "sandbox" | "mercadopago";

/** A provider payment's status: Mercado Pago's list, the shop's status catalogue (SPEC.md §4). */
export type ProviderPaymentStatus = PaymentStatus;

export interface CreatePaymentRequest {
  /** What the buyer pays, in centavos (instalment interest included when the shop charges it). */
  transactionAmount: number;
  /** The single-use card token from the browser. */
  token: string;
  installments: number;
  paymentMethodId: string;
  issuerId?: string;
  description: string;
  payer: {
    email: string;
    firstName?: string;
    lastName?: string;
    identification: { type: string; number: string };
  };
  /** The shop's reference for the attempt (the order or payment id), echoed back and in notifications. */
  externalReference: string;
  /** Where the provider posts the notifications for this payment. */
  notificationUrl?: string;
  statementDescriptor?: string;
  /** Reject instead of leaving the payment pending or in process. */
  binaryMode?: boolean;
  metadata?: Record<string, string | number | boolean>;
}

export interface ProviderPayment {
  /** The provider's payment id (digits). */
  id: string;
  status: ProviderPaymentStatus;
  statusDetail: string;
  /** Centavos. */
  transactionAmount: number;
  /** Centavos the buyer pays in the end (above transactionAmount when the provider adds interest). */
  totalPaidAmount: number;
  /** Centavos per instalment. */
  installmentAmount: number;
  installments: number;
  paymentMethodId: string;
  paymentTypeId: string;
  issuerId: string | null;
  card: { firstSixDigits: string; lastFourDigits: string; cardholderName: string } | null;
  externalReference: string | null;
  dateCreated: string;
  dateApproved: string | null;
  dateLastUpdated: string;
  liveMode: boolean;
  /** Centavos given back so far (refunds, full or partial). */
  amountRefunded: number;
  refunds: ProviderRefund[];
}

/** Money given back on a payment (Mercado Pago's refund resource). */
export interface ProviderRefund {
  id: string;
  paymentId: string;
  /** Centavos. */
  amount: number;
  dateCreated: string;
}

/** A notification as it reaches the shop's webhook endpoint: the parts its signature covers. */
export interface WebhookNotification {
  /** The `x-signature` header: `ts=…,v1=…`. */
  signature: string | undefined;
  /** The `x-request-id` header. */
  requestId: string | undefined;
  /** `data.id` from the query string (the body's `data.id` when the query has none). */
  dataId: string | undefined;
  /** The notification's `type` (query or body); only 'payment' is for the shop. */
  type: string | undefined;
}

export type WebhookVerification =
  | { valid: true; paymentId: string }
  | { valid: false; reason: "missing_signature" | "bad_signature" | "not_a_payment" | "bad_payment_id" };

export interface PaymentProvider {
  readonly name: PaymentsProviderName;
  /**
   * Creates a payment. The same `idempotencyKey` always yields the same payment and never a second charge:
   * store one key per checkout attempt before calling and reuse it on every retry.
   */
  createPayment(request: CreatePaymentRequest, options: { idempotencyKey: string }): Promise<ProviderPayment>;
  getPayment(id: string): Promise<ProviderPayment>;
  /**
   * The latest payment made for the shop's reference (CreatePaymentRequest.externalReference), or null when
   * there is none: how an attempt whose create call went unanswered is found out.
   */
  findByExternalReference(externalReference: string): Promise<ProviderPayment | null>;
  /**
   * Gives back `amount` centavos of an approved payment, or all that is left when no amount is given. The same
   * `idempotencyKey` always answers with the same refund: a retried or doubled request refunds once.
   */
  refundPayment(
    paymentId: string,
    request: { amount?: number },
    options: { idempotencyKey: string },
  ): Promise<ProviderRefund>;
  /** Checks a notification's signature; a valid one names the payment to re-fetch. */
  verifyWebhook(notification: WebhookNotification): WebhookVerification;
}

export type PaymentProviderErrorKind =
  | "bad_request"
  | "unauthorized"
  | "not_found"
  | "idempotency_conflict"
  | "rate_limited"
  | "provider_unavailable"
  | "connection";

export interface ProviderErrorCause {
  code: string;
  description: string;
}

/** Every provider failure, whichever implementation raised it. */
export class PaymentProviderError extends Error {
  readonly kind: PaymentProviderErrorKind;
  /** The HTTP status the provider answered, 0 when it was not reached. */
  readonly status: number;
  readonly causes: ProviderErrorCause[];
  /** Seconds to wait, when the provider said so (429). */
  readonly retryAfter: number | null;

  constructor(
    kind: PaymentProviderErrorKind,
    message: string,
    opts: {
      status?: number;
      causes?: ProviderErrorCause[];
      retryAfter?: number | null;
      cause?: unknown;
    } = {},
  ) {
    super(message, opts.cause === undefined ? undefined : { cause: opts.cause });
    this.name = "PaymentProviderError";
    this.kind = kind;
    this.status = opts.status ?? 0;
    this.causes = opts.causes ?? [];
    this.retryAfter = opts.retryAfter ?? null;
  }

  /** The cause codes, e.g. ["801"] or ["2006"]. */
  get codes(): string[] {
    return this.causes.map((c) => c.code);
  }

  /** Worth retrying later with the same idempotency key. */
  get retryable(): boolean {
    return this.kind === "rate_limited" || this.kind === "provider_unavailable" || this.kind === "connection";
  }
}

/** The error kind for an HTTP status from the provider. */
export function errorKindForStatus(status: number): PaymentProviderErrorKind {
  if (status === 401 || status === 403) return "unauthorized";
  if (status === 404) return "not_found";
  if (status === 409 || status === 423) return "idempotency_conflict";
  if (status === 429) return "rate_limited";
  if (status >= 500 || status === 424) return "provider_unavailable";
  return "bad_request";
}
