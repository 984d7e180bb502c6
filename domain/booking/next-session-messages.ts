/** The texts of the next session: the account's offer, the mails, the booking page's notice and the area editor. */
import { listInSpanish } from "#domain/spanish-list.ts";
import { formatLocalDate } from "./local-time.ts";
import { INTERVAL_DAYS_MAX, type SessionInterval } from "./next-session.ts";

const days = (i: SessionInterval) =>
  i.minDays === i.maxDays ? `${i.minDays} días` : `de ${i.minDays} a ${i.maxDays} días`;

export const NEXT_SESSION = {
  title: "Tu próxima sesión",
  book: "Reservar tu próxima sesión",
  window: (areas: string[], from: string, to: string) =>
    `Te recomendamos hacer tu próxima sesión de ${listInSpanish(areas)} entre el ${formatLocalDate(from)} y el ${formatLocalDate(to)}.`,
  passed: (areas: string[], to: string) =>
    `El intervalo recomendado para tu próxima sesión de ${listInSpanish(areas)} terminó el ${formatLocalDate(to)}: reservala cuando puedas.`,
  firstTimes: "Primeros horarios libres",
  atStore: (store: string) => `En ${store}.`,
  noTimes:
    "Todavía no hay horarios libres para reservar en ese período. Probá más adelante o llamá a la sucursal.",
  /** The booking page, for a day before the window opens: allowed, with this notice. */
  early: (areas: string[], from: string, interval: SessionInterval) =>
    `Te recomendamos esperar hasta el ${formatLocalDate(from)} para tu próxima sesión de ${listInSpanish(areas)}: entre sesiones conviene dejar ${days(interval)}. Si lo preferís, podés reservar igual.`,
  /** The mails. */
  attendedSubject: (store: string) => `Gracias por tu visita a ${store}`,
  attendedHeading: (name: string) => `¡Gracias por venir, ${name}!`,
  attendedVisit: (areas: string[], day: string, store: string) =>
    `Registramos tu sesión de ${listInSpanish(areas)} del ${formatLocalDate(day)} en ${store}.`,
  reminderSubject: (areas: string[]) => `Ya podés reservar tu próxima sesión de ${listInSpanish(areas)}`,
  reminderHeading: (name: string) => `Es momento de tu próxima sesión, ${name}`,
  reminderIntro:
    "Para que el tratamiento dé el mejor resultado, te recomendamos no dejar pasar el intervalo entre sesiones.",
  /** The area editor. */
  intervalLegend: "Intervalo entre sesiones",
  intervalHelp:
    "Cuántos días conviene esperar entre una sesión y la siguiente: de … a … días. Con él recomendamos la próxima sesión después de cada visita y avisamos por e-mail cuando llega el momento.",
  intervalMin: "Desde (días)",
  intervalMax: "Hasta (días)",
  intervalDays: `Ingresá un número de días entre 1 y ${INTERVAL_DAYS_MAX}.`,
  intervalOrder: "El máximo de días tiene que ser igual o mayor que el mínimo.",
  intervalText: days,
} as const;
