/** Every text of the back office's discount codes editor, in one place. */
export const COUPON_ADMIN_MESSAGES = {
  title: "Códigos",
  intro: "Los códigos de descuento: cuánto descuentan, desde y hasta cuándo, y cuántas veces se pueden usar.",
  newCode: "Nuevo código",
  required: "Campo requerido",
  code: "Usá de 3 a 40 letras, números o guiones (por ejemplo, VERANO-2026).",
  codeTaken: "Ya existe un código con este texto.",
  codeLocked: "Este código ya se usó: su texto no se puede cambiar (se perdería su historial).",
  kind: "Elegí si descuenta un porcentaje o un monto fijo.",
  percentage: "Ingresá un porcentaje entero entre 1 y 100.",
  amount: "Ingresá un monto en pesos mayor que cero, por ejemplo 5.000 o 5.000,50.",
  date: "Ingresá la fecha como DD/MM/AAAA o elegila en el calendario.",
  dateOrder: "La fecha de fin tiene que ser igual o posterior a la de inicio.",
  uses: "Ingresá un número entero entre 1 y 1.000.000, o dejalo vacío para no limitar.",
  noCodes: "No hay códigos que coincidan con los filtros.",
  redemptionsTitle: "Usos",
  noRedemptions: "Todavía nadie usó este código.",
} as const;

export const COUPON_KINDS = { percentage: "Porcentaje", fixed: "Monto fijo" } as const;
export const REDEMPTION_STATES = { held: "En proceso", redeemed: "Usado", released: "Devuelto" } as const;
