/** What the checkout's payment steps say to the customer (SPEC.md §2, §4, §5, §8), in one place. */
export { INCOMPLETE_FORM_MESSAGE } from "#domain/checkout/card-form.ts";
export { PAYMENT_LOOKUP_ERROR, TOKEN_ERRORS_HEADING } from "#domain/payments/errors.ts";

export const CHECKOUT_TEXT = {
  paymentTitle: "Pago",
  cardTitle: "Datos de la tarjeta",
  billingTitle: "Dirección de facturación",
  reviewTitle: "Confirmación",
  back: "Volver",
  continue: "Continuar",
  confirm: "Confirmar Pago",
  edit: "Modificar datos",
  attention: "Atención",
  testMode: "Modo de prueba",
  testModeNote:
    "Los pagos no se cobran. Usá una tarjeta de prueba, por ejemplo Visa 4509 9535 6623 3704 con titular APRO.",
  needsJavaScript:
    "Para pagar con tarjeta necesitás tener JavaScript habilitado: los datos de tu tarjeta van directo al procesador de pagos.",
  loadingForm: "Cargando el formulario de pago…",
  cardsDisabled: "El pago con tarjeta no está disponible en este momento.",
  processing: "Estamos procesando tu pago",
  processingNote: "No cierres ni recargues esta página.",
  redirectNote: "En unos segundos te mostramos el detalle de tu compra.",
  seeResult: "Ver el resultado",
  seePayments: "Ver mis pagos",
  unknownCard: "Ingresá un número de tarjeta válido.",
  plansPending: "Ingresá el número de tu tarjeta para ver las cuotas.",
  plansLoading: "Cargando cuotas…",
  countriesLoading: "Cargando países…",
  statesLoading: "Cargando provincias…",
  updateDocument: "ir a mi perfil",
} as const;
