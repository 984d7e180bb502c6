/** A branch's week for the agenda: its days, and each room's visits and free times in time order. */
import { freeTimes, type FreeTimesInput, type RoomVisit } from "./free-times.ts";
import { WEEKDAY_NAMES } from "#domain/stores/views.ts";
import { addDays, localDateOf, weekdayOf } from "./local-time.ts";

/** The Monday of the week (Monday to Sunday) that holds `day`. */
export function weekStart(day: string): string {
  return addDays(day, -((weekdayOf(day) + 6) % 7));
}

/** "Lunes 30/11" for a local date: a day's name on the week. */
export const weekDayName = (day: string) =>
  `${WEEKDAY_NAMES[weekdayOf(day)]} ${day.slice(8, 10)}/${day.slice(5, 7)}`;

/** The seven local dates of the week that starts on `monday`. */
export function weekDays(monday: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

export type WeekEntry<V> = { kind: "visit"; start: number; visit: V } | { kind: "free"; start: number };

export interface WeekDay<V> {
  day: string;
  /** The reason the branch is closed that day ("" when none is given), or null when it is not closed. */
  closed: string | null;
  /** The branch's opening hours include this weekday. */
  opens: boolean;
  /** One column per room (1..n), its entries sorted by start. */
  rooms: { room: number; entries: WeekEntry<V>[] }[];
}

export interface WeekInput<V extends RoomVisit> {
  days: string[];
  now: number;
  hours: FreeTimesInput["hours"];
  closedDays: { day: string; reason: string }[];
  rooms: number;
  rules: FreeTimesInput["rules"];
  /** The branch's active (not cancelled) visits of the week. */
  visits: V[];
}

/**
 * The week laid out by day and room. A room's free times are the booking's own free times for that room alone,
 * one grid step long: where a visit of the shortest length could start.
 */
export function layOutWeek<V extends RoomVisit>(input: WeekInput<V>): WeekDay<V>[] {
  const closed = new Map(input.closedDays.map((c) => [c.day, c.reason]));
  const roomNumbers = Array.from({ length: Math.max(0, Math.floor(input.rooms)) }, (_, i) => i + 1);
  const cells = new Map<string, WeekEntry<V>[]>();
  const place = (room: number, entry: WeekEntry<V>) => {
    const key = `${localDateOf(entry.start)} ${room}`;
    cells.set(key, [...(cells.get(key) ?? []), entry]);
  };
  for (const visit of input.visits) place(visit.room, { kind: "visit", start: visit.start, visit });
  for (const room of roomNumbers) {
    const free = freeTimes({
      days: input.days,
      now: input.now,
      hours: input.hours,
      closedDays: [...closed.keys()],
      rooms: 1,
      durationMinutes: input.rules.slotStepMinutes,
      branchVisits: input.visits.filter((v) => v.room === room).map((v) => ({ ...v, room: 1 })),
      customerVisits: [],
      areaSessions: [],
      rules: input.rules,
    });
    for (const start of free) place(room, { kind: "free", start });
  }
  return input.days.map((day) => ({
    day,
    closed: closed.get(day) ?? null,
    opens: input.hours.some((h) => h.day === weekdayOf(day)),
    rooms: roomNumbers.map((room) => ({
      room,
      entries: (cells.get(`${day} ${room}`) ?? []).sort((a, b) => a.start - b.start),
    })),
  }));
}
