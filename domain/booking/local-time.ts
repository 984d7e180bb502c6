import { fromAbsolute, parseDate, toCalendarDate, toCalendarDateTime } from "@internationalized/date";
import { formatDate, formatLongDate } from "#domain/dates.ts";
import { SHOP_TIME_ZONE } from "#domain/settings/views.ts";

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const LOCAL_DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^(\d{2}):(\d{2})$/;
const ISO_DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(?:(Z)|([+-])(\d{2}):(\d{2}))$/;

/** The Buenos Aires calendar date of an instant, "YYYY-MM-DD". */
export function localDateOf(instant: number): string {
  return toCalendarDate(fromAbsolute(instant, SHOP_TIME_ZONE)).toString();
}

/** Minutes after midnight of "HH:MM" (00:00 to 24:00, the latter closing at midnight), or null. */
export function minutesOf(time: string): number | null {
  const match = TIME.exec(time);
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return Number(match[2]) < 60 && minutes <= 24 * 60 ? minutes : null;
}

function wallClockInstant(date: string, minutes: number): number {
  return toCalendarDateTime(parseDate(date)).add({ minutes }).toDate(SHOP_TIME_ZONE).getTime();
}

/** The instant of a Buenos Aires wall-clock time on a date ("YYYY-MM-DD", "HH:MM"). */
export function instantAt(date: string, time: string): number {
  const minutes = minutesOf(time);
  if (minutes === null) throw new RangeError(`Invalid time: ${time}`);
  return wallClockInstant(date, minutes);
}

/**
 * The instants of a date's wall-clock times, given in minutes after midnight. The zone is looked up at the day's
 * two midnights only; a day of other than 24 hours (a DST change) falls back to a look-up per time.
 */
export function dayClock(date: string): (minutes: number) => number {
  const midnight = wallClockInstant(date, 0);
  const regular = wallClockInstant(date, 24 * 60) - midnight === DAY_MS;
  return regular ? (minutes) => midnight + minutes * MINUTE_MS : (minutes) => wallClockInstant(date, minutes);
}

/** The date `days` calendar days after `date` (negative goes back), across month and year ends. */
export function addDays(date: string, days: number): string {
  return parseDate(date).add({ days }).toString();
}

function utcMidnight(date: string): number {
  return parseDate(date).toDate("UTC").getTime();
}

/** Calendar days from a to b (b - a). */
export function daysBetween(a: string, b: string): number {
  return Math.round((utcMidnight(b) - utcMidnight(a)) / DAY_MS);
}

/** Weekday of a date, 0 = Sunday. */
export function weekdayOf(date: string): number {
  return new Date(utcMidnight(date)).getUTCDay();
}

/** ISO 8601 with the Buenos Aires offset, e.g. "2026-12-01T10:00:00-03:00": the value of a slot radio input. */
export function slotIso(instant: number): string {
  // ZonedDateTime prints the zone name in brackets after the offset.
  return fromAbsolute(instant, SHOP_TIME_ZONE)
    .toString()
    .replace(/\[[^\]]*\]$/, "");
}

/** Parses such an ISO 8601 string (any valid offset or Z) into an instant; null when it is not a valid ISO date-time. */
export function parseSlot(value: string): number | null {
  const match = ISO_DATE_TIME.exec(value);
  if (!match || !isLocalDate(match[1]!)) return null;
  const field = (i: number) => Number(match[i] ?? 0);
  const [hour, minute, second] = [field(2), field(3), field(4)];
  if (hour > 23 || minute > 59 || second > 59 || field(8) > 23 || field(9) > 59) return null;
  const millisecond = Number((match[5] ?? "").padEnd(3, "0"));
  const offset = (match[7] === "-" ? -1 : 1) * (field(8) * 60 + field(9)) * MINUTE_MS;
  return utcMidnight(match[1]!) + ((hour * 60 + minute) * 60 + second) * 1000 + millisecond - offset;
}

/** Whether "YYYY-MM-DD" is a real calendar date. */
export function isLocalDate(value: string): boolean {
  if (!LOCAL_DATE.test(value)) return false;
  try {
    parseDate(value);
    return true;
  } catch {
    return false;
  }
}

/** A local date at noon, so no time zone can move it to the day before. */
const noonOf = (day: string) => new Date(instantAt(day, "12:00"));

/** "01/12/2026" for a local date "2026-12-01". */
export const formatLocalDate = (day: string) => formatDate(noonOf(day));

/** "martes, 1 de diciembre de 2026" for a local date. */
export const formatLocalLongDate = (day: string) => formatLongDate(noonOf(day));
