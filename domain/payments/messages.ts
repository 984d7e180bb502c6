/** The texts of the back office's sales pages (/admin/ventas). */
export const SALES_MESSAGES = {
  title: "Ventas",
  intro:
    "Los pagos de la tienda con sus áreas, cliente, sucursal y estado. Las devoluciones se hacen desde cada venta.",
  none: "No hay ventas con esos filtros.",
  refundTitle: "Devolver dinero o sesiones",
  confirmAmount: (amount: string) => `Confirmar devolución de ${amount}`,
  change: "Cambiar",
  review: "Revisá la devolución antes de confirmarla",
  reviewOf: (code: string, customer: string) => `Compra ${code} de ${customer}.`,
  give: "Se devuelve",
  keep: "La clienta o el cliente conserva",
  keepNothing: "Nada: no queda ninguna sesión sin usar ni dinero por devolver.",
  sessionsLegend: "Sesiones sin usar que se devuelven",
  sessionsHint: (unused: number) => `De 0 a ${unused}.`,
  sessionsRange: (title: string, unused: number) =>
    `Ingresá un número de sesiones de ${title} entre 0 y ${unused}.`,
  amountFormat: "Ingresá un monto válido, por ejemplo 25.600,00.",
  amountAloneNote:
    "Solo se devuelve dinero: las sesiones no cambian y la clienta o el cliente las conserva todas.",
  everythingNote: "Es todo lo que queda por devolver: se devuelven también todas las sesiones sin usar.",
  visitsNote:
    "Los turnos por venir que se queden sin sesión se cancelan; le avisamos en un solo e-mail con lo devuelto.",
  refund: "Devolver",
  refundHint: (left: string) => `Quedan ${left} por devolver.`,
  everythingLeft: "Todo lo que queda",
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
