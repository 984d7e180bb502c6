/** The texts of the staff's inboxes. */
export const INBOX_MESSAGES = {
  messagesTitle: "Mensajes",
  messagesIntro:
    "Lo que llega por el formulario de contacto. Marcá cada mensaje al leerlo y cuando lo respondas.",
  noMessages: "No hay mensajes.",
  read: "Marcar leído",
  answered: "Marcar respondido",
  unread: "Sin leer",
  readState: "Leído",
  answeredState: "Respondido",
  marked: "Mensaje actualizado.",
  mailsTitle: "Correos fallidos",
  mailsIntro:
    "Los correos que no se pudieron entregar después de todos los intentos. 'Reintentar' los vuelve a poner en la cola.",
  noMails: "No hay correos fallidos.",
  retry: "Reintentar",
  retried: "El correo volvió a la cola de envío.",
  gone: "Ese correo ya no está entre los fallidos.",
  inboxesTitle: "Bandejas",
} as const;
