/** A stored sandbox payment as Mercado Pago's payment resource (GET/POST /v1/payments). */
import type { sandboxPayments, sandboxRefunds } from "#server/db/schema/index.ts";
import type { MpPaymentResource } from "#server/payments/mercadopago-rest.ts";

type PaymentRow = typeof sandboxPayments.$inferSelect;
type RefundRow = typeof sandboxRefunds.$inferSelect;

/** The sandbox seller's Mercado Pago user id (collector and webhook user_id). */
export const SANDBOX_USER_ID = 1_000_000_001;

/** Mercado Pago writes its dates in its own offset, UTC−4. */
export function mpDate(date: Date): string {
  const shifted = new Date(date.getTime() - 4 * 3600_000);
  return shifted.toISOString().replace("Z", "-04:00");
}

const pesos = (centavos: number) => centavos / 100;

/** A refund as Mercado Pago's refund resource (POST/GET /v1/payments/:id/refunds). */
export function refundResource(row: RefundRow) {
  return {
    id: row.id,
    payment_id: row.paymentId,
    amount: pesos(row.amount),
    metadata: {},
    source: { id: String(SANDBOX_USER_ID), name: "Candela", type: "collector" },
    date_created: mpDate(row.dateCreated),
    unique_sequence_number: null,
    refund_mode: "standard",
    adjustment_amount: 0,
    status: "approved",
    reason: null,
    labels: [],
    amount_refunded_to_payer: pesos(row.amount),
    partition_details: [],
  };
}

export function paymentResource(row: PaymentRow, refunds: readonly RefundRow[] = []) {
  const approved = row.status === "approved";
  const financingFee = row.totalPaidAmount - row.transactionAmount;
  const resource = {
    id: row.id,
    date_created: mpDate(row.dateCreated),
    date_approved: row.dateApproved ? mpDate(row.dateApproved) : null,
    date_last_updated: mpDate(row.dateLastUpdated),
    money_release_date: row.dateApproved ? mpDate(row.dateApproved) : null,
    operation_type: "regular_payment",
    issuer_id: row.issuerId,
    payment_method_id: row.paymentMethodId,
    payment_type_id: row.paymentTypeId,
    payment_method: { id: row.paymentMethodId, type: row.paymentTypeId, issuer_id: row.issuerId },
    status: row.status,
    status_detail: row.statusDetail,
    currency_id: "ARS",
    description: row.description,
    live_mode: false,
    collector_id: SANDBOX_USER_ID,
    payer: {
      type: "guest",
      email: row.payerEmail,
      first_name: row.payerFirstName,
      last_name: row.payerLastName,
      identification: { type: row.payerIdentificationType, number: row.payerIdentificationNumber },
    },
    metadata: row.metadata,
    external_reference: row.externalReference,
    transaction_amount: pesos(row.transactionAmount),
    transaction_amount_refunded: pesos(row.amountRefunded),
    refunds: refunds.map(refundResource),
    coupon_amount: 0,
    installments: row.installments,
    transaction_details: {
      net_received_amount: approved ? pesos(row.transactionAmount) : 0,
      total_paid_amount: pesos(row.totalPaidAmount),
      overpaid_amount: 0,
      installment_amount: pesos(row.installmentAmount),
      external_resource_url: null,
      financial_institution: null,
      payment_method_reference_id: null,
    },
    fee_details:
      financingFee > 0 && approved
        ? [{ type: "financing_fee", fee_payer: "payer", amount: pesos(financingFee) }]
        : [],
    captured: true,
    binary_mode: row.binaryMode,
    statement_descriptor: row.statementDescriptor,
    notification_url: row.notificationUrl,
    processing_mode: "aggregator",
    three_ds_info: null,
    card: {
      id: null,
      first_six_digits: row.firstSixDigits,
      last_four_digits: row.lastFourDigits,
      expiration_month: row.expirationMonth,
      expiration_year: row.expirationYear,
      cardholder: {
        name: row.cardholderName,
        identification: {
          type: row.cardholderIdentificationType,
          number: row.cardholderIdentificationNumber,
        },
      },
    },
  };
  // The fields the shop reads keep Mercado Pago's types.
  return resource satisfies MpPaymentResource;
}
