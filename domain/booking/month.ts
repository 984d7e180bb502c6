/**
 * A month of the booking calendar: for each day, whether it has free times (and how many), is closed, has none
 * left, or cannot be booked; and the first free times of the coming days. Everything comes from one run of
 * `freeTimes` over the days the calendar shows, so a day is marked free exactly when it lists times.
 */
import { freeTimes, type FreeTimesInput } from "./free-times.ts";
import { addDays, dayClock, minutesOf, weekdayOf } from "./local-time.ts";
import { bookableDays, type BookingRules } from "./rules.ts";

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** "free": has times; "closed": the branch does not open; "full": open, no time left; "out": not bookable. */
export type DayState = "free" | "closed" | "full" | "out";

export interface CalendarDay {
  day: string;
  state: DayState;
  /** Free start times that day. */
  times: number;
}

export interface MonthView {
  /** "YYYY-MM". */
  month: string;
  days: CalendarDay[];
  /** The months before and after, when they have bookable days. */
  previous: string | null;
  next: string | null;
  /** The first free time of each of the next days that have one, soonest first. */
  suggestions: number[];
}

/** How many days ahead the suggestions look at least, whatever month is shown. */
export const SUGGESTION_DAYS = 14;
export const SUGGESTIONS = 4;

export const isMonth = (value: string) => MONTH.test(value);
export const monthOf = (day: string) => day.slice(0, 7);

/** The dates of a month "YYYY-MM", first to last. */
export function monthDates(month: string): string[] {
  const first = `${month}-01`;
  const dates: string[] = [];
  for (let day = first; monthOf(day) === month; day = addDays(day, 1)) dates.push(day);
  return dates;
}

/** The month `n` months after (negative: before) `month`. */
export function addMonths(month: string, n: number): string {
  const [year, m] = month.split("-").map(Number) as [number, number];
  const index = year * 12 + (m - 1) + n;
  return `${String(Math.floor(index / 12)).padStart(4, "0")}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/**
 * The days whose free times the calendar needs, in order: the next SUGGESTION_DAYS bookable days for the
 * suggestions, and the bookable days of the month shown. Empty when the month has no bookable day.
 */
export function calendarSpan(month: string, now: number, rules: BookingRules): string[] {
  const { firstDay, lastDay } = bookableDays(now, rules);
  const dates = monthDates(month).filter((day) => day >= firstDay && day <= lastDay);
  if (dates.length === 0) return [];
  const soon = Array.from({ length: SUGGESTION_DAYS }, (_, i) => addDays(firstDay, i)).filter(
    (day) => day <= lastDay,
  );
  return [...new Set([...soon, ...dates])].sort();
}

/** Whether the branch opens at all that day: not a closed day, and some opening range on its weekday. */
function opens(day: string, input: Pick<FreeTimesInput, "hours" | "closedDays">): boolean {
  if (input.closedDays.includes(day)) return false;
  const weekday = weekdayOf(day);
  return input.hours.some((range) => {
    const open = minutesOf(range.open_at);
    const close = minutesOf(range.close_at);
    return range.day === weekday && open !== null && close !== null && open < close;
  });
}

/**
 * The month's calendar and the free times it was made from, per day (`byDay`, over `input.days`, which should
 * be `calendarSpan(month, input.now, input.rules)`).
 */
export function bookingMonth(
  month: string,
  input: FreeTimesInput,
): { view: MonthView; byDay: Map<string, number[]> } {
  const byDay = freeTimesByDay(input);
  const { firstDay, lastDay } = bookableDays(input.now, input.rules);
  const days = monthDates(month).map((day): CalendarDay => {
    const times = byDay.get(day)?.length ?? 0;
    const state: DayState =
      day < firstDay || day > lastDay ? "out" : times > 0 ? "free" : opens(day, input) ? "full" : "closed";
    return { day, state, times };
  });
  const previous = addMonths(month, -1);
  const next = addMonths(month, 1);
  return {
    view: {
      month,
      days,
      previous: monthDates(previous).at(-1)! >= firstDay ? previous : null,
      next: `${next}-01` <= lastDay ? next : null,
      suggestions: [...byDay.values()].slice(0, SUGGESTIONS).map((times) => times[0]!),
    },
    byDay,
  };
}

/**
 * The free times of `input.days`, per day in order. A free time starts within its day's opening hours, so it falls
 * between that day's midnight and the next: the days' midnights sort them, with no time zone look-up per time.
 */
function freeTimesByDay(input: FreeTimesInput): Map<string, number[]> {
  const free = freeTimes(input);
  const days = [...new Set(input.days)].sort();
  const midnights = days.map((day) => dayClock(day)(0));
  const byDay = new Map<string, number[]>();
  let d = 0;
  for (const start of free) {
    while (d + 1 < days.length && start >= midnights[d + 1]!) d++;
    const times = byDay.get(days[d]!);
    if (times) times.push(start);
    else byDay.set(days[d]!, [start]);
  }
  return byDay;
}
