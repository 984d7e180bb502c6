import { dayClock, daysBetween, localDateOf, minutesOf, weekdayOf } from "#domain/booking/local-time.ts";
import { bookableDays, isBookableDay, type BookingRules } from "#domain/booking/rules.ts";
import type { OpeningHours } from "#domain/stores/views.ts";

/** Epoch milliseconds, half-open [start, end). */
export interface Interval {
  start: number;
  end: number;
}

/** A visit at the branch, in one of its rooms (1..n). */
export type RoomVisit = Interval & { room: number };

export interface FreeTimesInput {
  /** Local dates ("YYYY-MM-DD") to look at, e.g. one day or a week. */
  days: string[];
  now: number;
  hours: OpeningHours;
  /** Local dates the branch is closed (holidays, exceptions). */
  closedDays: string[];
  /** Rooms working in parallel (1..n); room numbers are 1..rooms. */
  rooms: number;
  /** The visit's length: the sum of its areas' minutes. */
  durationMinutes: number;
  /** The branch's active visits, each in a room. Visits in a room number > rooms are ignored. */
  branchVisits: RoomVisit[];
  /** The customer's own active visits at any branch: a slot may not overlap them. */
  customerVisits: Interval[];
  /** Starts of the customer's other sessions (booked or done) of the areas being booked. */
  areaSessions: number[];
  rules: BookingRules;
}

const MINUTE_MS = 60_000;

/** Whether the two intervals share at least one instant (an empty interval shares none). */
function overlaps(a: Interval, b: Interval): boolean {
  return Math.max(a.start, b.start) < Math.min(a.end, b.end);
}

/** The intervals within `window`, sorted and merged into disjoint busy spans. */
function busySpans(intervals: readonly Interval[], window: Interval): Interval[] {
  const sorted = intervals.filter((i) => overlaps(i, window)).sort((a, b) => a.start - b.start);
  const spans: Interval[] = [];
  for (const { start, end } of sorted) {
    const last = spans.at(-1);
    if (last && start <= last.end) last.end = Math.max(last.end, end);
    else spans.push({ start, end });
  }
  return spans;
}

/** Whether disjoint sorted `spans` cover any instant of [start, end): binary search on the ends. */
function isBusy(spans: readonly Interval[], start: number, end: number): boolean {
  let low = 0;
  let high = spans.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (spans[mid]!.end > start) high = mid;
    else low = mid + 1;
  }
  const span = spans[low];
  return span !== undefined && span.start < end;
}

/** The opening ranges, as instants, of the days that pass the day-level rules (closed, too far, session spacing). */
function openRanges(input: FreeTimesInput): Interval[] {
  const { rules } = input;
  const bookable = bookableDays(input.now, rules);
  const closed = new Set(input.closedDays);
  const sessionDates = [...new Set(input.areaSessions.map(localDateOf))];
  const ranges: Interval[] = [];
  for (const day of new Set(input.days)) {
    if (!isBookableDay(day, bookable) || closed.has(day)) continue;
    if (sessionDates.some((s) => Math.abs(daysBetween(s, day)) < rules.minDaysBetweenSessions)) continue;
    const weekday = weekdayOf(day);
    const clock = dayClock(day);
    for (const range of input.hours) {
      const open = minutesOf(range.open_at);
      const close = minutesOf(range.close_at);
      if (range.day !== weekday || open === null || close === null) continue;
      ranges.push({ start: clock(open), end: clock(close) });
    }
  }
  return ranges;
}

/** The free start times (sorted ascending, no duplicates, epoch ms). Pure: the same input gives the same output. */
export function freeTimes(input: FreeTimesInput): number[] {
  const step = input.rules.slotStepMinutes * MINUTE_MS;
  const duration = input.durationMinutes * MINUTE_MS;
  if (!(step > 0) || !(duration > 0)) return [];
  const ranges = openRanges(input);
  if (ranges.length === 0) return [];

  const window = {
    start: Math.min(...ranges.map((r) => r.start)),
    end: Math.max(...ranges.map((r) => r.end)),
  };
  const roomCount = Math.max(0, Math.floor(input.rooms));
  const perRoom: Interval[][] = Array.from({ length: roomCount }, () => []);
  for (const visit of input.branchVisits) perRoom[visit.room - 1]?.push(visit);
  const rooms = perRoom.map((visits) => busySpans(visits, window));
  const customer = busySpans(input.customerVisits, window);

  const earliest = input.now + input.rules.minNoticeMinutes * MINUTE_MS;
  const found: number[] = [];
  for (const range of ranges) {
    const skip = Math.max(0, Math.ceil((earliest - range.start) / step));
    for (let start = range.start + skip * step; start + duration <= range.end; start += step) {
      const end = start + duration;
      if (isBusy(customer, start, end)) continue;
      if (rooms.some((spans) => !isBusy(spans, start, end))) found.push(start);
    }
  }
  found.sort((a, b) => a - b);
  return found.filter((start, i) => i === 0 || start !== found[i - 1]);
}

/** The lowest room number free for the whole interval, or null. */
export function freeRoom(interval: Interval, rooms: number, branchVisits: RoomVisit[]): number | null {
  for (let room = 1; room <= rooms; room++) {
    if (!branchVisits.some((v) => v.room === room && overlaps(v, interval))) return room;
  }
  return null;
}
