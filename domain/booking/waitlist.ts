/**
 * The waiting list of a branch's full days: its form, which entries wait for a freed time, and its Spanish
 * texts (the page's, the service's refusals and the agenda's), one place for all.
 */
import { z } from "zod";
import { formatVisitTime } from "#domain/dates.ts";
import { SHOP_TIME_ZONE } from "#domain/settings/views.ts";
import { addDays, daysBetween, formatLocalLongDate, instantAt, isLocalDate } from "./local-time.ts";
import { BOOKING_MESSAGES } from "./messages.ts";

/** How an entry ended: she left the list, or she booked a time it offered. */
export type WaitlistEnd = "left" | "booked";
/** An offer as answered: not yet, booked through it, or pressed after someone else booked the time. */
export type WaitlistOfferStatus = "sent" | "booked" | "taken";

/** Why joining was refused: the page's address carries the code, the page says its message. */
export type WaitlistRefusal = "duplicate" | "days" | "area" | "store" | "closed";

/** The longest range of days one entry waits for: a week. */
export const WAITLIST_MAX_DAYS = 7;
/** The ranges the page offers, in days after the chosen one. */
export const WAITLIST_RANGES = [0, 2, 6] as const;

const M = {
  join: "Avisame si se libera",
  intro: "Si alguien cancela o cambia su turno, te mandamos un e-mail con un enlace para reservarlo.",
  rangeLabel: "Días que te sirven",
  range: (first: string, last: string) =>
    first === last ? `Solo el ${shortDay(first)}` : `Del ${shortDay(first)} al ${shortDay(last)}`,
  joined: (first: string, last: string) =>
    first === last
      ? `Listo: estás en la lista de espera del ${formatLocalLongDate(first)}. Si se libera un horario, te avisamos por e-mail.`
      : `Listo: estás en la lista de espera del ${shortDay(first)} al ${shortDay(last)}. Si se libera un horario, te avisamos por e-mail.`,
  alreadyJoined: "Ya estabas en la lista de espera para esos días y áreas: te vamos a avisar.",
  waitingHere: "Estás en la lista de espera de este día. Si se libera un horario, te avisamos por e-mail.",
  left: "Saliste de la lista de espera.",
  yoursTitle: "Tu lista de espera",
  yoursItem: (store: string, first: string, last: string) =>
    first === last
      ? `${store}, ${formatLocalLongDate(first)}`
      : `${store}, del ${shortDay(first)} al ${shortDay(last)}`,
  leave: "Salir de la lista",
  leaveList: "Salir de la lista de espera",
  badRange: `Elegí hasta ${WAITLIST_MAX_DAYS} días seguidos desde el día elegido.`,
  closedDay: "Ese día la sucursal está cerrada. Elegí otro día.",
  notFound: "No encontramos ese lugar en tu lista de espera.",
  // The offer's page.
  offerTitle: "Se liberó un horario",
  offerText: (name: string) =>
    `${name}, se liberó un horario en el día que esperabas. Es para quien lo reserve primero.`,
  offerBook: "Reservar este horario",
  bookedTitle: "Turno confirmado",
  bookedText: "Reservaste el horario que se liberó. Te enviamos un e-mail con el turno.",
  seeVisit: "Ver mi turno",
  takenTitle: "Ese horario ya fue reservado",
  takenText:
    "Otra persona lo reservó antes. Seguís en la lista de espera: si se libera otro horario, te avisamos por e-mail.",
  leftTitle: "Saliste de la lista de espera",
  leaveText: "Si salís, no te vamos a avisar más de los horarios que se liberen en esos días.",
  refusedTitle: "No pudimos reservar este horario",
  leftText:
    "Ya no te vamos a avisar de horarios libres para esos días. Podés reservar otro día cuando quieras.",
  invalidTitle: "Este enlace no es válido",
  invalidText: "Puede que lo hayas copiado incompleto. Podés ver los horarios libres desde Mi cuenta.",
  bookOther: "Ver otros horarios",
  // The agenda's.
  agendaTitle: "Lista de espera",
  agendaEmpty: "Nadie espera un horario este día.",
  agendaSince: (since: Date | string) => `Desde el ${formatVisitTime(since)}`,
  agendaDays: (first: string, last: string) =>
    first === last ? "Solo este día" : `Del ${shortDay(first)} al ${shortDay(last)}`,
  // The mail's.
  mailSubject: (start: string | Date, store: string) =>
    `Se liberó un horario: ${formatVisitTime(start)} en ${store}`,
  mailFirst:
    "Es para quien lo reserve primero: si otra persona lo reserva antes, seguís en la lista de espera.",
} as const;

export const WAITLIST_MESSAGES = { ...M, slotTaken: BOOKING_MESSAGES.slotTaken };

export const WAITLIST_REFUSALS: Record<WaitlistRefusal, string> = {
  duplicate: M.alreadyJoined,
  days: M.badRange,
  area: BOOKING_MESSAGES.unknownArea,
  store: BOOKING_MESSAGES.storeNotBookable,
  closed: M.closedDay,
};

export const isWaitlistRefusal = (code: string | null): code is WaitlistRefusal =>
  code !== null && Object.hasOwn(WAITLIST_REFUSALS, code);

const shortDayFormat = new Intl.DateTimeFormat("es-AR", {
  timeZone: SHOP_TIME_ZONE,
  weekday: "long",
  day: "numeric",
  month: "long",
});

/** "lunes 7 de diciembre" for a local date. */
function shortDay(day: string): string {
  return shortDayFormat.format(instantAt(day, "12:00")).replace(",", "");
}

/** The same areas are the same entry whatever order they were chosen in. */
export const areasKey = (entitlementIds: readonly string[]) => [...new Set(entitlementIds)].sort();

/** Whether an entry of days `first` to `last` waits for a time on `day`. */
export const waitsOn = (entry: { firstDay: string; lastDay: string }, day: string) =>
  entry.firstDay <= day && day <= entry.lastDay;

const uuidLike = z.string().min(1).max(64);

/** 'Avisame si se libera': the booking form's areas, branch and day, and the last day that suits her. */
export const waitlistJoinSchema = z
  .object({
    area: z.array(uuidLike, { error: BOOKING_MESSAGES.noAreas }).min(1, BOOKING_MESSAGES.noAreas).max(50),
    store: uuidLike,
    day: z.string().refine(isLocalDate, BOOKING_MESSAGES.badDay),
    hasta: z.string().optional(),
  })
  .transform((v, ctx) => {
    const lastDay = v.hasta && v.hasta !== "" ? v.hasta : v.day;
    if (!isLocalDate(lastDay) || lastDay < v.day || daysBetween(v.day, lastDay) >= WAITLIST_MAX_DAYS) {
      ctx.addIssue({ code: "custom", path: ["hasta"], message: M.badRange });
      return z.NEVER;
    }
    return { entitlementIds: areasKey(v.area), storeId: v.store, firstDay: v.day, lastDay };
  });

export type WaitlistJoin = z.output<typeof waitlistJoinSchema>;

/** The last days the page offers for a chosen day, within the days that can be booked. */
export const waitlistRanges = (day: string, lastBookable: string) =>
  WAITLIST_RANGES.map((n) => addDays(day, n)).filter((last, i) => i === 0 || last <= lastBookable);

/** An entry of hers, as 'Tu lista de espera' and the booking page show it. */
export interface WaitlistEntryView {
  id: string;
  storeId: string;
  storeName: string;
  entitlementIds: string[];
  areas: string[];
  firstDay: string;
  lastDay: string;
}

/** What the link of an offer shows. */
export type WaitlistOfferView =
  | { state: "invalid" }
  | {
      /** Refused: she can no longer book it (no sessions left of an area, say); `message` says why. */
      state: "open" | "booked" | "taken" | "left" | "refused";
      message?: string;
      name: string;
      startsAt: string;
      storeName: string;
      storeAddress: string;
      areas: string[];
      visitId: string | null;
    };
