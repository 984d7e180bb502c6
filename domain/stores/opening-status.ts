import { fromAbsolute, toCalendarDate } from "@internationalized/date";
import { addDays, minutesOf, weekdayOf } from "#domain/booking/local-time.ts";
import { WEEKDAY_NAMES, type OpeningHours } from "./views.ts";

/** How far ahead the next opening is looked for: a branch closed longer than this only says it is closed. */
const HORIZON_DAYS = 14;

/**
 * Whether a branch is open at an instant, by its weekly hours in its time zone, and the next change: when it
 * closes, or when it opens next (`inDays` 0 is today, 1 tomorrow). `closedDates` ("YYYY-MM-DD", holidays
 * and exceptions) close a day its weekly hours open.
 */
export type OpeningStatus =
  | { open: true; closesAt: string }
  | { open: false; opensAt: { date: string; inDays: number; time: string } | null };

interface Slot {
  open: number;
  close: number;
}

/** A day's slots in minutes, sorted, with back-to-back slots joined (10–14 and 14–20 close at 20). */
function slotsOf(hours: OpeningHours, weekday: number): Slot[] {
  const slots = hours
    .filter((h) => h.day === weekday)
    .map((h) => ({ open: minutesOf(h.open_at), close: minutesOf(h.close_at) }))
    .filter((s): s is Slot => s.open !== null && s.close !== null && s.close > s.open)
    .sort((a, b) => a.open - b.open);
  const joined: Slot[] = [];
  for (const s of slots) {
    const last = joined.at(-1);
    if (last && s.open <= last.close) last.close = Math.max(last.close, s.close);
    else joined.push({ ...s });
  }
  return joined;
}

/** "HH:MM" of minutes after midnight. */
const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

export function openingStatus(
  hours: OpeningHours,
  now: Date | number,
  timeZone: string,
  closedDates: readonly string[] = [],
): OpeningStatus {
  const local = fromAbsolute(typeof now === "number" ? now : now.getTime(), timeZone);
  const today = toCalendarDate(local).toString();
  const minute = local.hour * 60 + local.minute;
  const closed = new Set(closedDates);
  for (let inDays = 0; inDays <= HORIZON_DAYS; inDays++) {
    const date = addDays(today, inDays);
    if (closed.has(date)) continue;
    const slots = slotsOf(hours, weekdayOf(date));
    if (inDays === 0) {
      const current = slots.find((s) => s.open <= minute && minute < s.close);
      if (current) {
        // Closing at midnight when the next day opens at midnight is no closing: say when it really closes.
        if (current.close === 24 * 60) {
          const next = addDays(today, 1);
          const first = closed.has(next) ? undefined : slotsOf(hours, weekdayOf(next))[0];
          if (first?.open === 0) return { open: true, closesAt: clock(first.close % (24 * 60)) };
        }
        return { open: true, closesAt: clock(current.close % (24 * 60)) };
      }
    }
    const next = slots.find((s) => inDays > 0 || s.open > minute);
    if (next) return { open: false, opensAt: { date, inDays, time: clock(next.open) } };
  }
  return { open: false, opensAt: null };
}

/** "9:00" of "09:00": the way a time is said ("a las 9:00", "a la 1:00"). */
const spoken = (time: string) => time.replace(/^0(\d)/, "$1");
const atTime = (time: string) => `${spoken(time).startsWith("1:") ? "a la" : "a las"} ${spoken(time)}`;

/**
 * The status as the branch's page says it: 'Abierto ahora' · 'Cierra a las 20:00', or 'Cerrado ahora' ·
 * 'Abre mañana a las 9:00' ('Abre hoy …', 'Abre el lunes …'; no second line when nothing opens soon).
 */
export function openingStatusText(status: OpeningStatus): { now: string; next: string | null } {
  if (status.open) return { now: "Abierto ahora", next: `Cierra ${atTime(status.closesAt)}` };
  const opens = status.opensAt;
  if (!opens) return { now: "Cerrado ahora", next: null };
  const day =
    opens.inDays === 0
      ? "hoy"
      : opens.inDays === 1
        ? "mañana"
        : `el ${WEEKDAY_NAMES[weekdayOf(opens.date)]!.toLowerCase()}${opens.inDays >= 7 ? ` ${opens.date.slice(8, 10)}/${opens.date.slice(5, 7)}` : ""}`;
  return { now: "Cerrado ahora", next: `Abre ${day} ${atTime(opens.time)}` };
}
