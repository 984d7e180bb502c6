/** The texts of the 'Botón de arrepentimiento' (Res. SCI 424/2020) and its back-office inbox. */
export const REGRET_MESSAGES = {
  link: "Botón de arrepentimiento",
  title: "Botón de arrepentimiento",
  intro:
    "Si compraste en la tienda online, podés arrepentirte dentro de los 10 días corridos desde la compra, sin dar explicaciones y sin costo (Ley 24.240, art. 34). No hace falta que inicies sesión.",
  email: "E-mail con el que compraste",
  paymentCode: "Código de compra",
  paymentCodeHint: "Está en la página del resultado del pago y en el e-mail de tu compra.",
  comment: "Comentario (opcional)",
  submit: "Enviar solicitud",
  required: "Campo requerido",
  codeFormat: "Ingresá el código de compra tal como figura en el e-mail.",
  commentMax: "El máximo es de 1.000 caracteres.",
  acceptedTitle: "Recibimos tu arrepentimiento",
  accepted: (code: string) =>
    `Tu código de revocación es ${code}. Te lo enviamos también por e-mail. Vamos a devolver el importe de tu compra en el mismo medio de pago.`,
  lateTitle: "Recibimos tu solicitud",
  late: (purchased: string) =>
    `Tu compra es del ${purchased}: pasaron más de 10 días corridos, el plazo del arrepentimiento. Registramos tu solicitud y nuestro equipo te va a responder por e-mail.`,
  neutralTitle: "Recibimos tu solicitud",
  neutral:
    "Si el e-mail y el código de compra corresponden a una compra de la tienda, te enviamos la respuesta por e-mail. Si no la recibís, revisá los datos y volvé a intentarlo.",
  // Back office
  inboxTitle: "Arrepentimientos",
  inboxIntro:
    "Los pedidos del botón de arrepentimiento, con su plazo. Los aceptados se devuelven enteros, después de confirmar el monto; los tardíos y los que no corresponden a una compra quedan registrados.",
  none: "Todavía no hay pedidos.",
  refund: "Devolver",
  reviewTitle: "Confirmá la devolución",
  refundReview: (code: string, email: string, amount: string) =>
    `Se devuelve todo lo que queda de la compra ${code} de ${email}: ${amount}. Se cancelan sus sesiones sin usar y sus turnos por venir.`,
  cancel: "Cancelar",
  refunded: "Devolución hecha. Le avisamos por e-mail a la clienta o el cliente.",
  refundFailed: "No se pudo devolver: revisá la venta.",
  status: {
    accepted: "Aceptado, sin devolver",
    late: "Fuera de plazo",
    unknown: "No corresponde a una compra",
    refunded: "Devuelto",
  },
} as const;
