/**
 * Mercado Pago's REST shapes for payments (/v1/payments), shared by the production adapter and the sandbox
 * that emulates it, and their conversion to and from the provider interface (centavos ↔ pesos).
 */
import { isPaymentStatus } from "#domain/payments/status.ts";
import type { CreatePaymentRequest, ProviderPayment, ProviderRefund } from "./provider.ts";

/** Integer centavos → Mercado Pago's decimal pesos (1850050 → 18500.5). */
export function toPesos(centavos: number): number {
  return centavos / 100;
}

/** Decimal pesos → integer centavos, rounding away binary fractions (113.92 → 11392). */
export function toCentavos(pesos: number): number {
  return Math.round(pesos * 100);
}

/** The body of POST /v1/payments the shop sends. */
export interface MpPaymentBody {
  transaction_amount: number;
  token: string;
  description: string;
  installments: number;
  payment_method_id: string;
  issuer_id?: number;
  payer: {
    email: string;
    first_name?: string;
    last_name?: string;
    identification: { type: string; number: string };
  };
  external_reference: string;
  notification_url?: string;
  statement_descriptor?: string;
  binary_mode?: boolean;
  metadata?: Record<string, string | number | boolean>;
}

/** The fields of a payment resource (GET/POST /v1/payments) the shop reads. */
export interface MpPaymentResource {
  id: number;
  status: string;
  status_detail: string;
  transaction_amount: number;
  installments: number;
  payment_method_id: string;
  payment_type_id: string;
  issuer_id?: string | number | null;
  date_created: string;
  date_approved?: string | null;
  date_last_updated: string;
  live_mode: boolean;
  external_reference?: string | null;
  card?: {
    first_six_digits?: string | null;
    last_four_digits?: string | null;
    cardholder?: { name?: string | null } | null;
  } | null;
  transaction_details?: { total_paid_amount?: number; installment_amount?: number } | null;
  transaction_amount_refunded?: number | null;
  refunds?: MpRefundResource[] | null;
}

/** A refund as Mercado Pago's API answers it (POST and GET /v1/payments/:id/refunds). */
export interface MpRefundResource {
  id: number;
  payment_id: number;
  amount: number;
  date_created: string;
  status?: string | null;
}

export function fromRefundResource(resource: MpRefundResource): ProviderRefund {
  return {
    id: String(resource.id),
    paymentId: String(resource.payment_id),
    amount: toCentavos(resource.amount),
    dateCreated: resource.date_created,
  };
}

/** The error body every Mercado Pago endpoint answers with. */
export interface MpErrorBody {
  message: string;
  error: string;
  status: number;
  cause: { code: string | number; description: string }[];
}

export function toPaymentBody(request: CreatePaymentRequest): MpPaymentBody {
  // Issuer ids are numbers on Mercado Pago's side.
  const issuer = request.issuerId && /^\d+$/.test(request.issuerId) ? Number(request.issuerId) : undefined;
  return {
    transaction_amount: toPesos(request.transactionAmount),
    token: request.token,
    description: request.description,
    installments: request.installments,
    payment_method_id: request.paymentMethodId,
    ...(issuer !== undefined ? { issuer_id: issuer } : {}),
    payer: {
      email: request.payer.email,
      ...(request.payer.firstName ? { first_name: request.payer.firstName } : {}),
      ...(request.payer.lastName ? { last_name: request.payer.lastName } : {}),
      identification: {
        type: request.payer.identification.type,
        number: request.payer.identification.number,
      },
    },
    external_reference: request.externalReference,
    ...(request.notificationUrl ? { notification_url: request.notificationUrl } : {}),
    ...(request.statementDescriptor ? { statement_descriptor: request.statementDescriptor } : {}),
    ...(request.binaryMode !== undefined ? { binary_mode: request.binaryMode } : {}),
    ...(request.metadata ? { metadata: request.metadata } : {}),
  };
}

/** A payment resource as the provider interface's ProviderPayment. Unknown statuses fail loudly. */
export function fromPaymentResource(resource: MpPaymentResource): ProviderPayment {
  if (!isPaymentStatus(resource.status))
    throw new Error(`unknown payment status from the provider: ${resource.status}`);
  const amount = toCentavos(resource.transaction_amount);
  const totalPaid = resource.transaction_details?.total_paid_amount;
  const perInstalment = resource.transaction_details?.installment_amount;
  const card = resource.card;
  return {
    id: String(resource.id),
    status: resource.status,
    statusDetail: resource.status_detail,
    transactionAmount: amount,
    totalPaidAmount: totalPaid != null ? toCentavos(totalPaid) : amount,
    installmentAmount: perInstalment != null ? toCentavos(perInstalment) : amount,
    installments: resource.installments,
    paymentMethodId: resource.payment_method_id,
    paymentTypeId: resource.payment_type_id,
    issuerId: resource.issuer_id != null ? String(resource.issuer_id) : null,
    card:
      card && card.first_six_digits && card.last_four_digits
        ? {
            firstSixDigits: card.first_six_digits,
            lastFourDigits: card.last_four_digits,
            cardholderName: card.cardholder?.name ?? "",
          }
        : null,
    externalReference: resource.external_reference ?? null,
    dateCreated: resource.date_created,
    dateApproved: resource.date_approved ?? null,
    dateLastUpdated: resource.date_last_updated,
    liveMode: resource.live_mode,
    amountRefunded: resource.transaction_amount_refunded
      ? toCentavos(resource.transaction_amount_refunded)
      : 0,
    refunds: (resource.refunds ?? []).map(fromRefundResource),
  };
}
