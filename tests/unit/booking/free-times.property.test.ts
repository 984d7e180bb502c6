import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { freeRoom, freeTimes, type FreeTimesInput } from "#domain/booking/free-times.ts";
import { bookingMonth, calendarSpan, monthOf, SUGGESTIONS } from "#domain/booking/month.ts";
import { DEFAULT_BOOKING_RULES } from "#domain/booking/rules.ts";
import { SHOP_TIME_ZONE } from "#domain/settings/views.ts";
import type { OpeningHours } from "#domain/stores/views.ts";

// The oracle below computes dates with Intl and Date.UTC only, independently of #domain/booking/local-time.ts.

const MINUTE_MS = 60_000;
const DAY_MINUTES = 1440;
const BASE_DAY = "2026-10-01";

const wallFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: SHOP_TIME_ZONE,
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
  hourCycle: "h23",
});

/** The Buenos Aires wall clock of an instant, read as if it were UTC. */
function wallAsUtc(instant: number): number {
  const part = (type: string) =>
    Number(wallFormat.formatToParts(instant).find((p) => p.type === type)!.value);
  return Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second"));
}

function utcDate(date: string): number {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
}

const dayNumber = (date: string) => utcDate(date) / (DAY_MINUTES * MINUTE_MS);
const plusDays = (date: string, days: number) =>
  new Date(utcDate(date) + days * DAY_MINUTES * MINUTE_MS).toISOString().slice(0, 10);
const oracleDate = (instant: number) => new Date(wallAsUtc(instant)).toISOString().slice(0, 10);

/** The instant when the Buenos Aires clock shows `minutes` after midnight of `date`. */
function oracleInstant(date: string, minutes: number): number {
  const wall = utcDate(date) + minutes * MINUTE_MS;
  let guess = wall;
  for (let i = 0; i < 3; i++) guess += wall - wallAsUtc(guess);
  return guess;
}

const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** Brute force: per-minute occupancy of each room and of the customer, every minute of every candidate. */
function oracle(input: FreeTimesInput): number[] {
  const { rules } = input;
  const sorted = [...input.days].sort();
  const base = oracleInstant(sorted[0]!, -DAY_MINUTES);
  const size = (dayNumber(sorted.at(-1)!) - dayNumber(sorted[0]!) + 3) * DAY_MINUTES;
  const occupancy = () => new Uint8Array(size);
  const mark = (busy: Uint8Array, from: number, to: number) => {
    for (let t = from; t < to; t += MINUTE_MS) {
      const minute = (t - base) / MINUTE_MS;
      if (minute >= 0 && minute < size) busy[minute] = 1;
    }
  };
  const rooms = Array.from({ length: input.rooms }, occupancy);
  for (const v of input.branchVisits) if (v.room <= input.rooms) mark(rooms[v.room - 1]!, v.start, v.end);
  const customer = occupancy();
  for (const v of input.customerVisits) mark(customer, v.start, v.end);
  const freeDuring = (busy: Uint8Array, from: number, to: number) => {
    for (let t = from; t < to; t += MINUTE_MS) if (busy[(t - base) / MINUTE_MS]) return false;
    return true;
  };

  const today = dayNumber(oracleDate(input.now));
  const found = new Set<number>();
  for (const day of input.days) {
    const n = dayNumber(day);
    if (input.closedDays.includes(day) || n < today || n - today > rules.maxDaysAhead) continue;
    if (input.areaSessions.some((s) => Math.abs(dayNumber(oracleDate(s)) - n) < rules.minDaysBetweenSessions))
      continue;
    const weekday = new Date(utcDate(day)).getUTCDay();
    for (const range of input.hours.filter((h) => h.day === weekday)) {
      const open = oracleInstant(day, toMinutes(range.open_at));
      const close = oracleInstant(day, toMinutes(range.close_at));
      for (let k = 0; ; k++) {
        const start = open + k * rules.slotStepMinutes * MINUTE_MS;
        const end = start + input.durationMinutes * MINUTE_MS;
        if (end > close) break;
        if (start < input.now + rules.minNoticeMinutes * MINUTE_MS) continue;
        if (!freeDuring(customer, start, end)) continue;
        if (rooms.some((busy) => freeDuring(busy, start, end))) found.add(start);
      }
    }
  }
  return [...found].sort((a, b) => a - b);
}

const hoursArb: fc.Arbitrary<OpeningHours> = fc.constantFrom(15, 30).chain((grid) =>
  fc
    .array(
      fc.record({
        day: fc.integer({ min: 0, max: 6 }),
        open: fc.integer({ min: 0, max: DAY_MINUTES / grid }),
        length: fc.integer({ min: -1, max: (14 * 60) / grid }),
      }),
      { minLength: 6, maxLength: 20 },
    )
    .map((ranges) =>
      ranges.map(({ day, open, length }) => ({
        day,
        open_at: hhmm(open * grid),
        close_at: hhmm(Math.min(DAY_MINUTES, Math.max(0, (open + length) * grid))),
      })),
    ),
);

/** Visits on a 15-minute grid, mostly in the daytime: `quarter` counts quarters from local midnight of the first day. */
const visitArb = fc
  .record({
    room: fc.integer({ min: 1, max: 4 }),
    day: fc.integer({ min: 0, max: 2 }),
    quarter: fc.integer({ min: -8, max: 100 }),
    quarters: fc.integer({ min: 0, max: 16 }),
  })
  .map(({ day, quarter, ...v }) => ({ ...v, quarter: day * 96 + quarter }));

const DAY_MS = DAY_MINUTES * MINUTE_MS;

const inputArb = fc
  .record({
    firstDay: fc.integer({ min: 0, max: 120 }),
    dayCount: fc.integer({ min: 1, max: 3 }),
    closed: fc.uniqueArray(fc.integer({ min: 0, max: 2 }), { maxLength: 1 }),
    hours: hoursArb,
    rooms: fc.integer({ min: 1, max: 3 }),
    durationMinutes: fc.integer({ min: 1, max: 8 }).map((q) => q * 15),
    branchVisits: fc.array(visitArb, { maxLength: 80 }),
    customerVisits: fc.array(visitArb, { maxLength: 3 }),
    areaSessions: fc.array(fc.integer({ min: -45 * DAY_MS, max: 45 * DAY_MS }), { maxLength: 2 }),
    now: fc.integer({ min: -2 * DAY_MS, max: DAY_MS }),
    rules: fc.record({
      minNoticeMinutes: fc.integer({ min: 0, max: 300 }),
      maxDaysAhead: fc.integer({ min: 0, max: 5 }),
      minDaysBetweenSessions: fc.integer({ min: 0, max: 40 }),
      slotStepMinutes: fc.constantFrom(15, 30),
    }),
  })
  .map((raw): FreeTimesInput => {
    const days = Array.from({ length: raw.dayCount }, (_, i) => plusDays(BASE_DAY, raw.firstDay + i));
    const midnight = oracleInstant(days[0]!, 0);
    const interval = (v: { quarter: number; quarters: number }) => ({
      start: midnight + v.quarter * 15 * MINUTE_MS,
      end: midnight + (v.quarter + v.quarters) * 15 * MINUTE_MS,
    });
    return {
      days,
      now: midnight + raw.now,
      hours: raw.hours,
      closedDays: raw.closed.filter((i) => i < days.length).map((i) => days[i]!),
      rooms: raw.rooms,
      durationMinutes: raw.durationMinutes,
      branchVisits: raw.branchVisits.map((v) => ({ room: v.room, ...interval(v) })),
      customerVisits: raw.customerVisits.map(interval),
      areaSessions: raw.areaSessions.map((offset) => midnight + offset),
      rules: { ...DEFAULT_BOOKING_RULES, ...raw.rules },
    };
  });

describe("freeTimes against a brute-force oracle", () => {
  it("gives exactly the oracle's free times", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        expect(freeTimes(input)).toEqual(oracle(input));
      }),
      { numRuns: 1000 },
    );
  });

  it("has a free room for every free time", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const duration = input.durationMinutes * MINUTE_MS;
        for (const start of freeTimes(input)) {
          expect(freeRoom({ start, end: start + duration }, input.rooms, input.branchVisits)).not.toBeNull();
        }
      }),
      { numRuns: 100 },
    );
  });
});

describe("bookingMonth against the same oracle, day by day", () => {
  const opensOn = (input: FreeTimesInput, day: string) =>
    !input.closedDays.includes(day) &&
    input.hours.some(
      (h) =>
        h.day === new Date(utcDate(day)).getUTCDay() &&
        toMinutes(h.open_at) < toMinutes(h.close_at) &&
        toMinutes(h.close_at) <= DAY_MINUTES,
    );

  it("marks a day free with the oracle's count of times, and says why the others have none", () => {
    fc.assert(
      fc.property(inputArb, fc.integer({ min: 0, max: 2 }), (raw, shift) => {
        const month = monthOf(plusDays(raw.days[0]!, shift * 3));
        const input = { ...raw, days: calendarSpan(month, raw.now, raw.rules) };
        const { view } = bookingMonth(month, input);
        const today = dayNumber(oracleDate(input.now));
        const all = oracle({ ...input, days: input.days.length > 0 ? input.days : [raw.days[0]!] });
        expect(view.days.map((d) => d.day)).toEqual(
          Array.from({ length: 31 }, (_, i) => `${month}-${String(i + 1).padStart(2, "0")}`).filter(
            (d) => plusDays(d, 0) === d,
          ),
        );
        for (const { day, state, times } of view.days) {
          const n = dayNumber(day) - today;
          const expected = n < 0 || n > input.rules.maxDaysAhead ? [] : oracle({ ...input, days: [day] });
          expect(times).toBe(expected.length);
          const why = n < 0 || n > input.rules.maxDaysAhead ? "out" : opensOn(input, day) ? "full" : "closed";
          expect(state).toBe(expected.length > 0 ? "free" : why);
        }
        const firstPerDay = all.filter((t, i) => i === 0 || oracleDate(all[i - 1]!) !== oracleDate(t));
        expect(view.suggestions).toEqual(input.days.length > 0 ? firstPerDay.slice(0, SUGGESTIONS) : []);
      }),
      { numRuns: 80 },
    );
  });
});
