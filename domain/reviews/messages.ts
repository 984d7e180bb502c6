/** The texts of verified reviews: the request mail, the review page, the storefront and the back office. */
export const REVIEW_MESSAGES = {
  // The review page, reached from the mail's link without signing in.
  pageTitle: "Tu reseña",
  intro: (area: string, store: string, date: string) =>
    `Contanos cómo fue tu sesión de ${area} en ${store} del ${date}. Tu reseña nos ayuda a mejorar y a que otras personas elijan con confianza.`,
  stars: "¿Cuántas estrellas le das?",
  starLabel: (n: number) => (n === 1 ? "1 estrella" : `${n} estrellas`),
  text: "Tu comentario (opcional)",
  textHint: "Contá qué te pareció la atención, el lugar y los resultados.",
  counter: (used: number, max: number) => `${used} de ${max.toLocaleString("es-AR")} caracteres`,
  submit: "Enviar reseña",
  starsRequired: "Elegí de 1 a 5 estrellas.",
  textMax: (max: number) => `El máximo es de ${max.toLocaleString("es-AR")} caracteres.`,
  thanksTitle: "¡Gracias por tu reseña!",
  thanks:
    "La recibimos. Nuestro equipo la revisa y, cuando la publique, va a aparecer en la página del área y de la sucursal.",
  usedTitle: "Este enlace ya se usó",
  used: "Ya recibimos una reseña de esta visita. Cada enlace sirve una sola vez.",
  invalidTitle: "Enlace no válido",
  invalid: "El enlace no es válido. Revisá que esté completo, tal como llegó en el e-mail.",
  expiredTitle: "Este enlace venció",
  expired: "El plazo para dejar una reseña de esta visita terminó.",
  notAttendedTitle: "Esta visita no figura como realizada",
  notAttended:
    "Sólo se pueden reseñar las visitas en las que la sucursal registró tu asistencia. Si fuiste, escribinos y lo revisamos.",
  backHome: "Volver al inicio",
  // The request mail.
  mailSubject: (client: string) => `¿Cómo fue tu sesión en ${client}?`,
  mailPreview: "Dejanos tu reseña: son sólo un par de clics.",
  mailGreeting: (name: string) => `Hola ${name}`,
  mailBody: (areas: string, store: string, date: string) =>
    `Gracias por venir a tu sesión de ${areas} en ${store} el ${date}. ¿Nos contás cómo te fue? Elegí de 1 a 5 estrellas y, si querés, dejá un comentario.`,
  mailButton: "Dejar mi reseña",
  mailNote: (days: number) =>
    `El enlace sirve una sola vez y vence en ${days} días. No hace falta que inicies sesión.`,
  // Storefront.
  sectionTitle: "Reseñas verificadas",
  verified: "Reseña verificada",
  summaryLabel: (average: string, count: number) =>
    `${average} de 5 estrellas, ${count === 1 ? "1 reseña" : `${count} reseñas`}`,
  count: (count: number) => (count === 1 ? "1 reseña" : `${count} reseñas`),
  noneYet: "Todavía no hay reseñas publicadas.",
  answerTitle: (client: string) => `Respuesta de ${client}`,
  visitAt: (area: string, store: string) => `${area} · ${store}`,
  // Back office.
  adminTitle: "Reseñas",
  adminIntro:
    "Las reseñas que dejan las clientas después de una visita con 'Asistió'. Publicalas, ocultalas con un motivo o respondelas en público.",
  filters: "Filtrar reseñas",
  status: "Estado",
  branch: "Sucursal",
  area: "Área",
  all: "Todas",
  filter: "Filtrar",
  none: "No hay reseñas con estos filtros.",
  statusNames: { pending: "Pendiente", published: "Publicada", hidden: "Oculta" },
  publish: "Publicar",
  hide: "Ocultar",
  hideReason: "Motivo para ocultarla",
  hideReasonRequired: "Escribí el motivo para ocultarla.",
  reasonMax: (max: number) => `El máximo es de ${max} caracteres.`,
  answer: "Respuesta pública",
  answerSave: "Guardar respuesta",
  answerMax: (max: number) => `El máximo es de ${max.toLocaleString("es-AR")} caracteres.`,
  answerRequired: "Escribí la respuesta.",
  confirmPublishTitle: "Confirmá la publicación",
  confirmPublish: (who: string, stars: number) =>
    `La reseña de ${who} (${stars} de 5) va a aparecer en la página del área y de la sucursal, con su nombre y la inicial de su apellido.`,
  confirmPublishButton: "Sí, publicar la reseña",
  confirmHideTitle: "Confirmá que la ocultás",
  confirmHide: (who: string, reason: string) =>
    `La reseña de ${who} deja de verse en la tienda y en sus datos para buscadores. Motivo: "${reason}".`,
  confirmHideButton: "Sí, ocultar la reseña",
  published: "La reseña está publicada.",
  hidden: "La reseña quedó oculta.",
  answered: "La respuesta quedó guardada.",
  hiddenBecause: (reason: string) => `Oculta: ${reason}`,
  notFound: "No encontramos esa reseña.",
  alreadyThere: "La reseña ya estaba así: no se cambió nada.",
  changedMeanwhile:
    "Otra persona cambió esta reseña mientras la veías. Revisá la lista y volvé a intentarlo.",
} as const;
