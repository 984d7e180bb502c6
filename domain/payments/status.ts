/** The payment status catalogue of SPEC.md §4: display name, colour and meaning of each status. */
export const PAYMENT_STATUSES = {
  pending: { name: "Pendiente", color: "primary", meaning: "El usuario no terminó de pagar." },
  approved: { name: "Aprobado", color: "success", meaning: "El pago fue aprobado y acreditado." },
  authorized: { name: "Autorizado", color: "success", meaning: "El pago fue autorizado pero no capturado." },
  in_process: { name: "En Proceso", color: "info", meaning: "El pago está en revisión." },
  in_mediation: { name: "En Mediación", color: "warning", meaning: "Se inició una disputa." },
  rejected: { name: "Rechazado", color: "danger", meaning: "El pago fue rechazado; se puede reintentar." },
  cancelled: { name: "Cancelado", color: "danger", meaning: "El pago fue cancelado o venció." },
  refunded: { name: "Devuelto", color: "danger", meaning: "El pago fue devuelto al usuario." },
  charged_back: { name: "Contracargo", color: "warning", meaning: "Se realizó un contracargo." },
} as const satisfies Record<string, { name: string; color: PaymentStatusColor; meaning: string }>;

export type PaymentStatusColor = "primary" | "success" | "info" | "warning" | "danger";
export type PaymentStatus = keyof typeof PAYMENT_STATUSES;

export function isPaymentStatus(value: string): value is PaymentStatus {
  return Object.hasOwn(PAYMENT_STATUSES, value);
}

/** The display name and colour of a status; an unknown one shows as it came, in the neutral colour. */
export function paymentStatusLabel(status: string): { name: string; color: PaymentStatusColor } {
  return isPaymentStatus(status) ? PAYMENT_STATUSES[status] : { name: status, color: "primary" };
}
