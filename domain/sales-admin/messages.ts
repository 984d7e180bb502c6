/** The texts of the back office's sales pages (/admin/ventas). */
export const SALES_MESSAGES = {
  title: "Ventas",
  intro:
    "Los pagos de la tienda con sus áreas, cliente, sucursal y estado. Las devoluciones se hacen desde cada venta.",
  none: "No hay ventas con esos filtros.",
  refundTitle: "Devolver dinero",
  refund: "Devolver",
  refundHint: "Vacío: se devuelve todo lo que queda.",
  refunded: "Devolución hecha. Le avisamos por e-mail a la clienta o el cliente.",
  reasonRequired: "Escribí el motivo de la devolución.",
  reasonMax: "El máximo es de 500 caracteres.",
  reload: "Recargá la página y volvé a intentarlo.",
  amountZero: "Ingresá un monto mayor que cero.",
  amountTooHigh: (left: string) => `El monto supera lo que queda por devolver (${left}).`,
  notRefundable: "Esta venta no admite devoluciones: no está aprobada o ya se devolvió por completo.",
  providerUnavailable: "Mercado Pago no respondió. No se devolvió nada: volvé a intentarlo en unos minutos.",
  providerRefused: "Mercado Pago rechazó la devolución. Revisá la venta en su panel.",
} as const;
