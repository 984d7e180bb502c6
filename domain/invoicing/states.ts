/** A voucher's kind, what caused it, its state and why a pending one waits; their Spanish names. */

export type VoucherKind = "invoice" | "credit_note";
export type VoucherCause = "sale" | "refund" | "chargeback";
export type VoucherState = "pendiente" | "autorizada" | "rechazada";
export const VOUCHER_STATES: readonly VoucherState[] = ["autorizada", "pendiente", "rechazada"];

/**
 * Why a pending voucher is not in the queue: its franchise has no invoicing set up (it runs again when the
 * settings are saved), the invoice a credit note cites is not authorised yet (it runs when it is), or another
 * voucher of its numbering sequence is being asked for (it runs when that one is answered).
 */
export type WaitingReason = "sin_configuracion" | "sin_franquicia" | "factura_sin_autorizar" | "turno";

export const VOUCHER_STATE_NAMES: Record<VoucherState, string> = {
  pendiente: "Pendiente",
  autorizada: "Autorizada",
  rechazada: "Rechazada",
};

export const WAITING_NAMES: Record<WaitingReason, string> = {
  sin_configuracion: "La franquicia no tiene la facturación configurada",
  sin_franquicia: "La venta no tiene una sucursal con franquicia",
  factura_sin_autorizar: "Espera que se autorice la factura que cita",
  turno: "Espera su turno: se está pidiendo otro comprobante del mismo punto de venta",
};

export const VOUCHER_CAUSE_NAMES: Record<VoucherCause, string> = {
  sale: "Venta",
  refund: "Devolución",
  chargeback: "Contracargo",
};
