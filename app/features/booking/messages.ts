import { HOW_TO_BOOK } from "#domain/booking/how-to-book.ts";
import { formatLocalDate, formatLocalLongDate } from "#domain/booking/local-time.ts";
import { formatVisitTime } from "#domain/dates.ts";
import { sessionsText } from "#domain/purchases/area-sessions.ts";

/** The booking pages' own texts (the form's and the service's refusals are in #domain/booking/messages.ts). */
export const BOOKING_PAGE = {
  bookTitle: HOW_TO_BOOK.bookLabel,
  bookIntro:
    "Elegí uno de los próximos horarios libres, o un día del calendario y el horario que te quede mejor.",
  moveTitle: "Cambiar turno",
  moveIntro: "Elegí otra sucursal o día, tocá 'Ver horarios' y elegí el nuevo horario.",
  visitTitle: "Tu turno",
  confirmed: "Turno confirmado",
  moved: "Turno cambiado",
  cancelled: "Turno cancelado",
  mailSent: "Te enviamos un e-mail con el turno, para que lo agregues a tu calendario.",
  sessionsBack: "Tus sesiones vuelven a estar disponibles para reservar otro turno.",
  areas: "Áreas de este turno",
  areasHint: "Podés hacer varias áreas en el mismo turno.",
  store: "Sucursal",
  day: "Día",
  dayHint: (first: string, last: string) =>
    `Entre el ${formatLocalDate(first)} y el ${formatLocalDate(last)}.`,
  look: "Ver horarios",
  nextTimes: "Próximos horarios libres",
  calendarCaption: (month: string) => `Calendario de ${month}`,
  previousMonth: "Mes anterior",
  nextMonth: "Mes siguiente",
  freeDays: "Días con horarios libres",
  noFreeDays: "No quedan horarios libres este mes. Probá con el mes siguiente.",
  freeCount: (n: number) => (n === 1 ? "1 horario libre" : `${n} horarios libres`),
  closed: "Cerrado",
  full: "Sin horarios libres",
  outOfRange: "Fuera del plazo para reservar",
  pickDay: "Elegí un día con horarios libres en el calendario.",
  slots: (day: string) => `Horarios libres del ${formatLocalLongDate(day)}`,
  noSlots: "No hay horarios libres ese día. Probá con otro día.",
  stale: "Cambiaste tu elección: tocá 'Ver horarios' para ver los horarios libres.",
  duration: (minutes: number) => `El turno dura unos ${minutes} minutos.`,
  confirmBook: "Confirmar turno",
  confirmMove: "Confirmar cambio",
  noAreasLeft:
    "No te quedan sesiones para reservar. Cuando compres más áreas, vas a poder reservar desde acá.",
  noStores:
    "Tus áreas no se pueden reservar online en ninguna sucursal. Comunicate con tu sucursal para reservar.",
  change: "Cambiar turno",
  cancel: "Cancelar turno",
  cancelHint: "Si lo cancelás, la sesión vuelve a quedar disponible para reservar otro turno.",
  changeUntil: (deadline: Date | string, hours: number) =>
    `Se podía cambiar o cancelar hasta el ${formatVisitTime(deadline)} (${hours} h antes del turno).`,
  changeUntilOpen: (deadline: Date | string) =>
    `Podés cambiarlo o cancelarlo hasta el ${formatVisitTime(deadline)}.`,
  callBranch: (name: string) => `Si necesitás cambiarlo o cancelarlo, comunicate con ${name}:`,
  callAt: (phone: string) => `Llamar al ${phone}`,
  cancelReviewTitle: "¿Cancelar este turno?",
  cancelReview: (start: Date | string, place: string, areas: string[]) =>
    `Vas a cancelar tu turno del ${formatVisitTime(start)} en ${place} (${areas.join(", ")}).`,
  sessionsGiven: (sessions: number, areas: string[]) =>
    areas.length === 1
      ? `Recuperás ${sessionsText(sessions)} de ${areas[0]} para reservar otro turno.`
      : `Recuperás ${sessionsText(sessions)}, una de cada área, para reservar otro turno.`,
  cannotUndo: "La cancelación no se puede deshacer: el horario queda libre para otra persona.",
  confirmCancel: "Sí, cancelar turno",
  keep: "No, mantener turno",
  moveReviewTitle: "¿Confirmás el cambio?",
  moveFrom: "Turno actual",
  moveTo: "Nuevo turno",
  newDeadline: (deadline: Date | string) =>
    `Con el cambio, vas a poder cambiarlo o cancelarlo hasta el ${formatVisitTime(deadline)}.`,
  confirmMoveYes: "Sí, cambiar turno",
  pickAnother: "Elegir otro horario",
  back: "Volver a Mi cuenta",
  backToVisit: "Volver al turno",
  book: HOW_TO_BOOK.bookLabel,
} as const;
