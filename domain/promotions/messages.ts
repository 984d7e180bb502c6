/** Every text of the back office's automatic promotions editor, in one place. */
export const PROMOTION_RULE_MESSAGES = {
  title: "Promociones automáticas",
  intro:
    "Las reglas que el checkout aplica solas, sin códigos: a qué áreas o categorías, desde y hasta cuándo (hora de Buenos Aires) y cuánto descuentan.",
  newRule: "Nueva regla",
  back: "Volver a las promociones automáticas",
  required: "Campo requerido",
  name: "Ingresá un nombre de hasta 120 caracteres: es el que ve el cliente en su resumen.",
  kind: "Elegí el tipo de promoción.",
  quantity: "Ingresá un número entero entre 1 y 20.",
  quantityOrder: "La cantidad que se paga tiene que ser menor que la que se lleva.",
  percentage: "Ingresá un porcentaje entero entre 1 y 100.",
  amount: "Ingresá un monto en pesos mayor que cero, por ejemplo 5.000 o 5.000,50.",
  date: "Ingresá la fecha como DD/MM/AAAA o elegila en el calendario.",
  dateOrder: "La fecha de fin tiene que ser igual o posterior a la de inicio.",
  unknownArea: "Elegí áreas y categorías de la lista.",
  coverageHint: "Si no elegís áreas ni categorías, la promoción se aplica a todas las áreas.",
  noRules: "Todavía no hay promociones automáticas.",
} as const;

export const PROMOTION_KINDS = {
  n_for_m: "Llevá n, pagá m (por ejemplo, 2x1)",
  percentage: "Porcentaje",
  fixed: "Monto fijo",
} as const;
