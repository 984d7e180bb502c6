/** Why a checkout attempt was refused before anything was charged, with the shopper's message. */
import { CART_MESSAGES } from "#server/modules/cart/errors.ts";
import type { CheckoutRefusalCode } from "#domain/payments/views.ts";

export const CHECKOUT_MESSAGES = {
  /** SPEC.md §5: the card form is incomplete. */
  invalidRequest:
    "El formulario está incompleto, por favor verificá los campos con (*) ya que son requeridos.",
  attemptKeyTaken: "La solicitud de pago no es válida. Recargá la página e intentá nuevamente.",
  storeUnavailable: CART_MESSAGES.storeUnavailable,
  /** SPEC.md §5 "Document number at checkout". */
  documentUpdateRequired: CART_MESSAGES.documentUpdate,
  paymentsDisabled: "El pago con tarjeta no está disponible en este momento.",
  installmentsNotAllowed:
    "La cantidad de cuotas elegida no está disponible para esta compra con esta tarjeta.",
  nothingToPay: "El total a pagar debe ser mayor a cero.",
  paymentInProgress:
    "Ya hay un pago en curso para tu compra. Esperá unos minutos y revisá su resultado antes de volver a intentar.",
  /** The total recomputed now (formatted) is not the one the customer confirmed: nothing was charged. */
  totalChanged: (total: string) =>
    `El total de tu compra cambió: ahora es ${total}. Revisá el resumen y confirmá de nuevo.`,
  /** The provider could not be reached or did not answer: the same attempt may be sent again. */
  paymentPending:
    "No pudimos confirmar tu pago con el procesador. Intentá nuevamente en unos minutos: no se te cobrará dos veces.",
} as const;

/** Thrown inside the attempt's transaction to roll it back; the service turns it into a result. */
export class CheckoutRefusal extends Error {
  constructor(
    readonly code: CheckoutRefusalCode,
    message: string,
  ) {
    super(message);
    this.name = "CheckoutRefusal";
  }
}
