import { describe, expect, it } from "vitest";
import { instantAt } from "#domain/booking/local-time.ts";
import { DEFAULT_BOOKING_RULES } from "#domain/booking/rules.ts";
import { layOutWeek, weekDays, weekStart, type WeekInput } from "#domain/booking/week.ts";

/** 2026-11-30 is a Monday; the branch opens Tuesday and Wednesday, 10:00 to 11:30. */
const MONDAY = "2026-11-30";
const TUESDAY = "2026-12-01";
const WEDNESDAY = "2026-12-02";
type Visit = { id: string; room: number; start: number; end: number };

function input(overrides: Partial<WeekInput<Visit>> = {}): WeekInput<Visit> {
  return {
    days: weekDays(MONDAY),
    now: instantAt("2026-11-20", "08:00"),
    hours: [2, 3].map((day) => ({ day, open_at: "10:00", close_at: "11:30" })),
    closedDays: [],
    rooms: 2,
    rules: DEFAULT_BOOKING_RULES,
    visits: [],
    ...overrides,
  };
}

const times = (entries: { kind: string; start: number }[]) =>
  entries.map((e) => `${e.kind} ${new Date(e.start).toISOString().slice(11, 16)}`);

describe("the agenda's week", () => {
  it("runs Monday to Sunday, whatever day it is asked for, across a month's end", () => {
    expect(weekStart("2026-12-03")).toBe(MONDAY);
    expect(weekStart(MONDAY)).toBe(MONDAY);
    expect(weekStart("2026-12-06")).toBe(MONDAY);
    expect(weekStart("2026-12-07")).toBe("2026-12-07");
    expect(weekDays(MONDAY)).toEqual([
      MONDAY,
      TUESDAY,
      WEDNESDAY,
      "2026-12-03",
      "2026-12-04",
      "2026-12-05",
      "2026-12-06",
    ]);
  });

  it("lays each room's visits and free times in time order, a visit taking only its own room's time", () => {
    const visit = { id: "v1", room: 2, start: instantAt(TUESDAY, "10:30"), end: instantAt(TUESDAY, "11:30") };
    const week = layOutWeek(input({ visits: [visit] }));
    expect(week.map((d) => [d.day, d.opens, d.rooms.length])).toEqual(
      weekDays(MONDAY).map((day) => [day, day === TUESDAY || day === WEDNESDAY, 2]),
    );
    const tuesday = week[1]!;
    // Buenos Aires is UTC-3: 10:00 is 13:00Z.
    expect(times(tuesday.rooms[0]!.entries)).toEqual(["free 13:00", "free 13:30", "free 14:00"]);
    expect(times(tuesday.rooms[1]!.entries)).toEqual(["free 13:00", "visit 13:30"]);
    expect(tuesday.rooms[1]!.entries[1]).toEqual({ kind: "visit", start: visit.start, visit });
    expect(week[0]!.rooms.every((r) => r.entries.length === 0)).toBe(true);
  });

  it("gives a closed day its reason and no free times, and no free times before the booking's notice", () => {
    const week = layOutWeek(
      input({
        closedDays: [{ day: WEDNESDAY, reason: "Feriado" }],
        now: instantAt(TUESDAY, "08:30"),
      }),
    );
    expect(week[2]!.closed).toBe("Feriado");
    expect(week[2]!.rooms.flatMap((r) => r.entries)).toEqual([]);
    expect(week[1]!.closed).toBeNull();
    // Two hours' notice from 08:30: 10:30 onwards.
    expect(times(week[1]!.rooms[0]!.entries)).toEqual(["free 13:30", "free 14:00"]);
  });
});
