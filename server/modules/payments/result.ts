/**
 * A stored payment as the checkout's result screen shows it (SPEC.md §4 "Payment status display"), with the
 * Spanish heading and explanation of its status.
 */
import { HOW_TO_BOOK } from "#domain/booking/how-to-book.ts";
import type { OpeningHours } from "#domain/stores.ts";
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
import { PAYMENT_STATUSES, type PaymentStatus, type PaymentStatusColor } from "#domain/payments/status.ts";
import { purchaseAreas, type AreaSessions } from "#domain/purchases/area-sessions.ts";
import type { PurchaseStatement, PurchaseStatus } from "#domain/purchases/statement.ts";
import type { paymentItems, payments } from "#server/db/schema/index.ts";
import { isAwaiting } from "./transitions.ts";

type PaymentRow = typeof payments.$inferSelect;
type ItemRow = typeof paymentItems.$inferSelect;

/** The status detail of an attempt the provider refused outright (its cause codes are in `errorCodes`). */
export const REQUEST_REFUSED = "request_refused";
/** The status detail of an attempt the provider never made a payment for (the reconciliation decides it). */
export const NOT_CHARGED = "not_charged";

export interface PaymentResultItem {
  productId: string;
  title: string;
  sessions: string | null;
  quantity: number;
  /** Centavos per unit, before discounts. */
  unitPrice: number;
}

export interface PaymentResult {
  id: string;
  paymentCode: string;
  status: PaymentStatus;
  statusDetail: string | null;
  /** The purchase's state from its statement ('Devuelto parcialmente' once part was given back). */
  purchaseStatus: PurchaseStatus;
  /** SPEC.md §4 catalogue: 'Aprobado', 'En Proceso', … and its colour, from the statement. */
  statusLabel: { name: string; color: PaymentStatusColor };
  /** Centavos given back, from the statement. */
  refunded: number;
  /** 'El pago fue rechazado', 'En proceso de aprobación', … */
  title: string;
  /** Why, and what happens next, in Spanish. */
  explanation: string;
  /** The payment may still change by itself (pending, in process): the page can look again later. */
  awaiting: boolean;
  /** Centavos: subtotal, discount, and the cash price (subtotal − discount). */
  subtotal: number;
  discount: number;
  total: number;
  /** Centavos the buyer pays: the cash price plus the plan's interest, when it has any. */
  totalFinanced: number;
  installments: number;
  installmentAmount: number;
  interestFree: boolean;
  paymentMethodId: string;
  paymentMethodName: string;
  cardLastFour: string | null;
  /** The branch as it was when paid for, and its opening hours now (for booking the sessions). */
  store: { id: string | null; name: string; address: string; phone: string | null; hours: OpeningHours };
  /** The lines as bought, for the purchase's tracking event. */
  items: PaymentResultItem[];
  /** Each area with its quantity and sessions, from the statement. */
  areas: AreaSessions[];
  createdAt: Date;
}

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
