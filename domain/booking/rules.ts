import { addDays, isLocalDate, localDateOf } from "./local-time.ts";

export interface BookingRules {
  /** Minimum notice to book, in minutes (default 120). */
  minNoticeMinutes: number;
  /** How many calendar days ahead a visit can be booked (default 60): the last bookable local date is today + maxDaysAhead. */
  maxDaysAhead: number;
  /** Minimum calendar days between two sessions of the same area (default 28). */
  minDaysBetweenSessions: number;
  /** Until how many hours before its start a visit can be moved or cancelled (default 24). */
  changeCutoffHours: number;
  /** Minutes an area needs when the area has none of its own (default 30). */
  defaultAreaMinutes: number;
  /** The grid of start times, in minutes from the opening time (default 30). */
  slotStepMinutes: number;
}

export const DEFAULT_BOOKING_RULES: BookingRules = Object.freeze({
  minNoticeMinutes: 120,
  maxDaysAhead: 60,
  minDaysBetweenSessions: 28,
  changeCutoffHours: 24,
  defaultAreaMinutes: 30,
  slotStepMinutes: 30,
});

/** The last instant a visit starting at `start` may be moved or cancelled: its start less the cut-off. */
export function changeDeadline(start: number, rules: Pick<BookingRules, "changeCutoffHours">): number {
  return start - rules.changeCutoffHours * 3_600_000;
}

/** True while a visit starting at `start` may still be moved or cancelled at `now` (now <= start - cutoff). */
export function canChangeVisit(start: number, now: number, rules: BookingRules): boolean {
  return now <= changeDeadline(start, rules);
}

/** The local dates ("YYYY-MM-DD") a visit can be booked on. */
export interface BookableDays {
  firstDay: string;
  lastDay: string;
}

/** From today (the shop's calendar at `now`) to `maxDaysAhead` days later. */
export function bookableDays(now: number, rules: BookingRules): BookableDays {
  const firstDay = localDateOf(now);
  return { firstDay, lastDay: addDays(firstDay, rules.maxDaysAhead) };
}

export function isBookableDay(day: string, { firstDay, lastDay }: BookableDays): boolean {
  return isLocalDate(day) && day >= firstDay && day <= lastDay;
}
