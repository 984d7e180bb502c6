/** The booking pages' and services' Spanish texts, one place for both. */
export const BOOKING_MESSAGES = {
  noAreas: "Elegí al menos un área.",
  unknownArea: "Elegí un área de tus compras con sesiones disponibles.",
  noSessionsLeft: (title: string) => `No te quedan sesiones de ${title} para reservar.`,
  noStore: "Elegí una sucursal.",
  storeNotBookable: "Esa sucursal no toma turnos para tus áreas. Elegí otra.",
  badDay: "Elegí un día válido.",
  /** The first and last bookable days, as formatLocalDate writes them. */
  dayRange: (first: string, last: string) => `Elegí un día entre el ${first} y el ${last}.`,
  noSlot: "Elegí un horario.",
  slotDay: "Ese horario es de otro día. Tocá 'Ver horarios' y elegí uno del día elegido.",
  slotTaken: "Ese horario ya no está disponible. Elegí otro.",
  overlap: "Ya tenés un turno en ese horario.",
  tooLate: (hours: number) => `Los turnos se pueden cambiar o cancelar hasta ${hours} h antes.`,
  notBooked: "Este turno ya no se puede cambiar.",
} as const;
