/** The contact page's texts. */
export const CONTACT_TEXTS = {
  title: "Contactanos",
  corporateTitle: "Contacto corporativo",
  intro: "Dejanos tu consulta y te respondemos a la brevedad.",
  corporateIntro:
    "¿Querés abrir una franquicia o sumar Candela a los beneficios de tu empresa? Escribinos y nuestro equipo corporativo se va a comunicar con vos.",
  general: "Consultas",
  corporate: "Corporativo",
  name: "Nombre y apellido",
  email: "E-mail",
  phone: "Teléfono",
  phoneHint: "Opcional. Con código de área, solo números.",
  message: "Mensaje",
  submit: "Enviar mensaje",
  sending: "Enviando…",
  sent: "¡Gracias por escribirnos! Recibimos tu mensaje y te vamos a responder a la brevedad.",
  required: "Los campos con (*) son obligatorios.",
  addressedTo: "Tu mensaje llega a",
} as const;
