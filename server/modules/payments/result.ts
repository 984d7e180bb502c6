/**
 * A stored payment as the checkout's result screen shows it (SPEC.md §4 "Payment status display"), with the
 * Spanish heading and explanation of its status.
 */
import { HOW_TO_BOOK } from "#domain/booking/how-to-book.ts";
import type { OpeningHours } from "#domain/stores/views.ts";
import {
  PAYMENT_ERROR_FALLBACK,
  firstKnownPaymentError,
  paymentErrorMessage,
  rejectionExplanation,
  tokenErrorList,
  TOKEN_CAUSES,
  type TokenFieldError,
} from "#domain/payments/errors.ts";
import { paymentMethodName } from "#domain/payments/payment-methods.ts";
import { buyerPays } from "#domain/installments/financing.ts";
import { PAYMENT_STATUSES, type PaymentStatus } from "#domain/payments/status.ts";
import { purchaseAreas } from "#domain/purchases/area-sessions.ts";
import type { PurchaseStatement } from "#domain/purchases/statement.ts";
import type { paymentItems, payments } from "#server/db/schema/index.ts";
import { isAwaiting } from "./transitions.ts";
import type { PaymentResult } from "#domain/payments/views.ts";

type PaymentRow = typeof payments.$inferSelect;
type ItemRow = typeof paymentItems.$inferSelect;

/** The status detail of an attempt the provider refused outright (its cause codes are in `errorCodes`). */
export const REQUEST_REFUSED = "request_refused";
/** The status detail of an attempt the provider never made a payment for (the reconciliation decides it). */
export const NOT_CHARGED = "not_charged";

const TITLES: Record<PaymentStatus, string> = {
  approved: "¡Tu pago fue aprobado!",
  authorized: "En proceso de aprobación",
  in_process: "En proceso de aprobación",
  pending: "Estamos procesando tu pago",
  rejected: "El pago fue rechazado",
  cancelled: "El pago fue cancelado",
  refunded: "El pago fue devuelto",
  charged_back: "Se realizó un contracargo",
  in_mediation: "El pago está en mediación",
};

const IN_PROCESS_TEXT: Record<string, string> = {
  pending_contingency:
    "Estamos procesando tu pago. En menos de 2 días hábiles te avisaremos por e-mail si se acreditó.",
  pending_review_manual:
    "Estamos procesando tu pago. En menos de 2 días hábiles te avisaremos por e-mail si se acreditó o si necesitamos más información.",
};

const IN_PROCESS_FALLBACK = `Estamos procesando tu pago. ${HOW_TO_BOOK.onceApproved}`;

/** Why the provider refused an attempt outright, from its cause codes (SPEC.md §8). */
export function refusalExplanation(codes: readonly string[]): {
  kind: "card_data" | "payment_error";
  message: string;
  cardErrors: TokenFieldError[];
} {
  const fieldCodes = codes.filter((c) => Object.hasOwn(TOKEN_CAUSES, c.toUpperCase()));
  if (fieldCodes.length > 0) {
    const list = tokenErrorList(fieldCodes);
    return { kind: "card_data", message: list.heading, cardErrors: list.items };
  }
  const known = firstKnownPaymentError(codes);
  return {
    kind: "payment_error",
    message: known ? paymentErrorMessage(known) : PAYMENT_ERROR_FALLBACK,
    cardErrors: [],
  };
}

function explanation(row: PaymentRow): string {
  switch (row.status) {
    case "approved":
      // How to book follows on the page, from HOW_TO_BOOK.
      return `Tu código de compra es ${row.paymentCode}. Te enviamos el comprobante por e-mail y le avisamos a ${row.storeName} de tu compra.`;
    case "in_process":
    case "authorized":
      return (row.statusDetail && IN_PROCESS_TEXT[row.statusDetail]) || IN_PROCESS_FALLBACK;
    case "pending":
      return "Todavía no recibimos la confirmación de tu pago. Revisá el resultado en unos minutos antes de volver a intentar.";
    case "rejected":
      if (row.statusDetail === REQUEST_REFUSED) return refusalExplanation(row.errorCodes ?? []).message;
      if (row.statusDetail === NOT_CHARGED) {
        return "No pudimos confirmar tu pago y no se realizó ningún cargo a tu tarjeta. Podés volver a intentarlo.";
      }
      return rejectionExplanation(row.statusDetail, {
        paymentMethodId: row.paymentMethodId,
        amount: row.totalFinanced,
        installments: row.installments,
      });
    default:
      return PAYMENT_STATUSES[row.status].meaning;
  }
}

export function toPaymentResult(
  row: PaymentRow,
  items: readonly ItemRow[],
  statement: PurchaseStatement,
  hours: OpeningHours = [],
): PaymentResult {
  const paid = buyerPays(row);
  return {
    id: row.id,
    paymentCode: row.paymentCode,
    status: row.status,
    statusDetail: row.statusDetail,
    purchaseStatus: statement.status,
    statusLabel: { name: statement.statusName, color: statement.statusColor },
    refunded: statement.refunded,
    title: TITLES[row.status],
    explanation: explanation(row),
    awaiting: isAwaiting(row.status),
    subtotal: row.subtotal,
    discount: row.discount,
    total: row.total,
    totalFinanced: paid.total,
    installments: row.installments,
    installmentAmount: paid.perInstalment,
    interestFree: paid.total === row.total,
    paymentMethodId: row.paymentMethodId,
    paymentMethodName: paymentMethodName(row.paymentMethodId),
    cardLastFour: row.cardLastFour,
    store: { id: row.storeId, name: row.storeName, address: row.storeAddress, phone: row.storePhone, hours },
    items: [...items]
      .sort((a, b) => a.position - b.position)
      .map((i) => ({
        productId: i.productId,
        title: i.title,
        sessions: i.sessions,
        quantity: i.quantity,
        unitPrice: i.unitPrice,
      })),
    areas: purchaseAreas(statement),
    createdAt: row.createdAt,
  };
}
