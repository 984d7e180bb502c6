/** Every text of the back office's customer pages, in one place. */
export const CUSTOMER_MESSAGES = {
  listTitle: "Clientes",
  listIntro: "Buscá clientes por nombre, apellido, correo electrónico o número de documento.",
  noResults: "No encontramos clientes con estos filtros.",
  notFound: "El cliente no existe.",
  unknownAction: "La acción no es válida. Recargá la página y volvé a intentar.",
  approved: "La cuenta fue aprobada. Le enviamos un correo electrónico al cliente.",
  rejected: "La cuenta fue rechazada. Le enviamos el motivo al cliente.",
  verificationResent: "Le enviamos un nuevo correo electrónico de verificación.",
  notUnderReview: "La cuenta no está en revisión: no se puede aprobar ni rechazar.",
  alreadyRejected: "La cuenta ya fue rechazada.",
  alreadyVerified: "La cuenta ya está verificada: no hace falta reenviar la verificación.",
  verificationUnderReview: "La cuenta está en revisión: aprobala para que el cliente reciba el enlace.",
  verificationTooSoon:
    "Ya le enviamos un correo electrónico de verificación hace menos de 5 minutos. Esperá un poco y volvé a intentar.",
  reasonRequired: "Escribí el motivo del rechazo: se lo enviamos al cliente.",
  reasonTooLong: "El motivo puede tener hasta 1000 caracteres.",
  queryTooLong: "La búsqueda puede tener hasta 100 caracteres.",
} as const;

/** The states a customer account can be in, as the filter and the badges name them. */
export const CUSTOMER_STATES = {
  verificada: "Verificada",
  "sin-verificar": "Sin verificar",
  "en-revision": "En revisión",
  rechazada: "Rechazada",
} as const;

export type CustomerState = keyof typeof CUSTOMER_STATES;

export const CUSTOMER_SORTS = {
  recientes: "Más recientes",
  antiguas: "Más antiguas",
  apellido: "Apellido (A-Z)",
  email: "Correo electrónico (A-Z)",
} as const;

export type CustomerSort = keyof typeof CUSTOMER_SORTS;
