/**
 * The next session of an area at the right interval: after an attended visit, the window of days the area's
 * recommended interval points to, in the shop's calendar (Buenos Aires dates). The account's offer, the
 * attendance mail, the reminder when the window opens and the booking page's early notice all read it here.
 */
import { addDays, instantAt, localDateOf } from "./local-time.ts";
import type { BookableDays } from "./rules.ts";

/** The recommended days between two sessions of an area: at least `minDays`, at most `maxDays`. */
export interface SessionInterval {
  minDays: number;
  maxDays: number;
}

export const INTERVAL_DAYS_MAX = 365;

/** What the window of an area needs: its last attended visit and the sessions it still has. */
export interface AreaCourse {
  /** The start of the area's last attended visit (epoch ms), or null when none was attended. */
  lastAttendedAt: number | null;
  /** Sessions still to book. */
  left: number;
  /** Sessions held by booked visits (a next one is already booked). */
  booked: number;
  interval: SessionInterval;
}

/** Local dates ("YYYY-MM-DD"): the day of the last session, and the window's first and last days. */
export interface NextSessionWindow {
  lastDay: string;
  from: string;
  to: string;
}

/**
 * The window for the area's next session: from `minDays` to `maxDays` calendar days after the day of its last
 * attended visit. Null when none was attended, no session is left, or the next one is already booked.
 */
export function nextSessionWindow(course: AreaCourse): NextSessionWindow | null {
  if (course.lastAttendedAt === null || course.left <= 0 || course.booked > 0) return null;
  const lastDay = localDateOf(course.lastAttendedAt);
  return {
    lastDay,
    from: addDays(lastDay, course.interval.minDays),
    to: addDays(lastDay, course.interval.maxDays),
  };
}

/** At least this many days are searched for free times, even when the window is shorter or has passed. */
const SEARCH_DAYS_MIN = 14;

/**
 * The days to look for the first free times: from the window's first day (today, once it has opened) to its
 * last (or two weeks on, if that is later), within the bookable days. Empty when none of them can be booked yet.
 */
export function searchDays(window: NextSessionWindow, bookable: BookableDays): string[] {
  const start = window.from > bookable.firstDay ? window.from : bookable.firstDay;
  const wanted = addDays(start, SEARCH_DAYS_MIN - 1);
  const end = [window.to > wanted ? window.to : wanted, bookable.lastDay].sort()[0]!;
  const days: string[] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) days.push(day);
  return days;
}

/** A day chosen before the window opens: booking is allowed, with a notice. */
export const isEarlyDay = (day: string, window: NextSessionWindow): boolean => day < window.from;

/** When the reminder that the window has opened goes out: 9:00 of its first day, Buenos Aires time. */
export const windowOpensAt = (window: Pick<NextSessionWindow, "from">): number =>
  instantAt(window.from, "09:00");

/** Whether the window has opened on the shop's calendar at `now`. */
export const hasOpened = (window: NextSessionWindow, now: number): boolean => localDateOf(now) >= window.from;

/** What her account and the mails show of a next session. */
export interface NextSessionOffer {
  /** The attended visit the window follows. */
  visitId: string;
  areas: { entitlementId: string; productId: string; title: string }[];
  storeId: string;
  storeName: string;
  interval: SessionInterval;
  window: NextSessionWindow;
  /**
   * The first free times in the window (ISO 8601 with the Buenos Aires offset), each with the booking page
   * that has it chosen; none when the branch has none.
   */
  times: { slot: string; bookPath: string }[];
  /** The booking page with the branch, the areas and the day (the first free one in the window) chosen. */
  bookPath: string;
}

/** The booking page's notice: the areas chosen whose window opens after `day`, with the day it opens. */
export interface EarlyNotice {
  areas: string[];
  from: string;
  interval: SessionInterval;
}
