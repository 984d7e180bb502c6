import { describe, expect, it } from "vitest";
import { freeRoom, freeTimes, type FreeTimesInput } from "#domain/booking/free-times.ts";
import {
  addDays,
  dayClock,
  daysBetween,
  instantAt,
  isLocalDate,
  localDateOf,
  parseSlot,
  slotIso,
  weekdayOf,
} from "#domain/booking/local-time.ts";
import {
  addMonths,
  bookingMonth,
  calendarSpan,
  isMonth,
  monthDates,
  type MonthView,
} from "#domain/booking/month.ts";
import { canChangeVisit, changeDeadline, DEFAULT_BOOKING_RULES } from "#domain/booking/rules.ts";
import { sessionsHeldBy } from "#domain/booking/visits.ts";
import type { OpeningHours } from "#domain/stores/views.ts";

/** 2026-12-01 is a Tuesday. */
const DAY = "2026-12-01";
const TUESDAY = 2;
const HOUR_MS = 3_600_000;
const EVERY_DAY: OpeningHours = [0, 1, 2, 3, 4, 5, 6].map((day) => ({
  day,
  open_at: "10:00",
  close_at: "11:00",
}));

const at = (time: string, date = DAY) => instantAt(date, time);

function input(overrides: Partial<FreeTimesInput> = {}): FreeTimesInput {
  return {
    days: [DAY],
    now: at("08:00", "2026-11-20"),
    hours: [{ day: TUESDAY, open_at: "09:00", close_at: "12:00" }],
    closedDays: [],
    rooms: 1,
    durationMinutes: 60,
    branchVisits: [],
    customerVisits: [],
    areaSessions: [],
    rules: DEFAULT_BOOKING_RULES,
    ...overrides,
  };
}

/** The free times as local "HH:MM". */
const clock = (overrides: Partial<FreeTimesInput> = {}) =>
  freeTimes(input(overrides)).map((t) => slotIso(t).slice(11, 16));

describe("freeTimes: the grid", () => {
  it("offers the start times on the step while the visit fits before closing", () => {
    const times = freeTimes(input());
    expect(times.map(slotIso)).toEqual([
      "2026-12-01T09:00:00-03:00",
      "2026-12-01T09:30:00-03:00",
      "2026-12-01T10:00:00-03:00",
      "2026-12-01T10:30:00-03:00",
      "2026-12-01T11:00:00-03:00",
    ]);
    expect(times[0]).toBe(Date.parse("2026-12-01T12:00:00Z"));
  });

  it("walks each range of a day with two ranges", () => {
    const hours = [
      { day: TUESDAY, open_at: "15:00", close_at: "16:30" },
      { day: TUESDAY, open_at: "09:00", close_at: "11:00" },
    ];
    expect(clock({ hours })).toEqual(["09:00", "09:30", "10:00", "15:00", "15:30"]);
  });

  it("uses the step of the rules from the opening time", () => {
    const hours = [{ day: TUESDAY, open_at: "09:15", close_at: "10:30" }];
    const rules = { ...DEFAULT_BOOKING_RULES, slotStepMinutes: 15 };
    expect(clock({ hours, rules, durationMinutes: 45 })).toEqual(["09:15", "09:30", "09:45"]);
  });

  it("offers nothing on a closed day", () => {
    expect(clock({ closedDays: [DAY] })).toEqual([]);
  });

  it("offers nothing on a weekday without hours", () => {
    expect(clock({ days: ["2026-12-06"] })).toEqual([]);
  });

  it("offers nothing when the visit is longer than the range", () => {
    expect(clock({ durationMinutes: 181 })).toEqual([]);
    expect(clock({ durationMinutes: 180 })).toEqual(["09:00"]);
  });

  it("crosses a month end and a year end, sorted whatever the order of the days", () => {
    const times = freeTimes(
      input({
        days: ["2027-01-02", "2026-12-30", "2027-01-01", "2026-12-31"],
        closedDays: ["2026-12-31"],
        hours: EVERY_DAY,
        now: at("08:00", "2026-12-29"),
      }),
    );
    expect(times.map(slotIso)).toEqual([
      "2026-12-30T10:00:00-03:00",
      "2027-01-01T10:00:00-03:00",
      "2027-01-02T10:00:00-03:00",
    ]);
  });

  it("gives no duplicates when ranges overlap", () => {
    const hours = [
      { day: TUESDAY, open_at: "09:00", close_at: "11:00" },
      { day: TUESDAY, open_at: "10:00", close_at: "12:00" },
    ];
    expect(clock({ hours })).toEqual(["09:00", "09:30", "10:00", "10:30", "11:00"]);
  });
});

describe("freeTimes: notice and horizon", () => {
  it("needs the minimum notice: 2 h ahead is bookable, 1 h 59 is not", () => {
    expect(clock({ now: at("08:00") })).toEqual(["10:00", "10:30", "11:00"]);
    expect(clock({ now: at("08:01") })).toEqual(["10:30", "11:00"]);
  });

  it("books up to maxDaysAhead calendar days ahead, not one more, nor yesterday", () => {
    const now = at("23:00", "2026-10-01");
    const day60 = addDays("2026-10-01", 60);
    const day61 = addDays("2026-10-01", 61);
    const times = freeTimes(input({ now, hours: EVERY_DAY, days: ["2026-09-30", day60, day61] }));
    expect(times.map(slotIso)).toEqual([`${day60}T10:00:00-03:00`]);
  });
});

describe("freeTimes: rooms and visits", () => {
  const visit = (room: number, from: string, to: string) => ({ room, start: at(from), end: at(to) });

  it("keeps a time free while one of two rooms is free", () => {
    expect(clock({ rooms: 2, branchVisits: [visit(1, "10:00", "11:00")] })).toContain("10:00");
    expect(
      clock({ rooms: 2, branchVisits: [visit(1, "10:00", "11:00"), visit(2, "10:00", "11:00")] }),
    ).toEqual(["09:00", "11:00"]);
  });

  it("ignores visits in rooms beyond the branch's rooms", () => {
    expect(clock({ rooms: 1, branchVisits: [visit(2, "09:00", "12:00")] })).toHaveLength(5);
  });

  it("lets a visit end exactly when the slot starts", () => {
    expect(clock({ branchVisits: [visit(1, "09:00", "10:00")] })).toEqual(["10:00", "10:30", "11:00"]);
  });

  it("needs one room free for the whole visit, not a free room at each moment", () => {
    const branchVisits = [visit(1, "10:00", "11:00"), visit(2, "11:00", "12:00")];
    const hours = [{ day: TUESDAY, open_at: "09:00", close_at: "13:00" }];
    expect(clock({ rooms: 2, hours, branchVisits })).toEqual([
      "09:00",
      "09:30",
      "10:00",
      "11:00",
      "11:30",
      "12:00",
    ]);
  });

  it("keeps away from the customer's own visits at any branch", () => {
    const customerVisits = [{ start: at("10:00"), end: at("10:30") }];
    expect(clock({ rooms: 3, customerVisits })).toEqual(["09:00", "10:30", "11:00"]);
  });
});

describe("freeTimes: sessions of the same area", () => {
  const sessionOn = (date: string) => clock({ areaSessions: [at("23:30", date)] });

  it("needs minDaysBetweenSessions calendar days from a past session", () => {
    expect(sessionOn("2026-11-04")).toEqual([]);
    expect(sessionOn("2026-11-03")).toHaveLength(5);
  });

  it("counts a session in the future too", () => {
    expect(sessionOn("2026-12-28")).toEqual([]);
    expect(sessionOn("2026-12-29")).toHaveLength(5);
  });
});

describe("canChangeVisit", () => {
  it("allows changes until the cutoff, inclusive", () => {
    const start = at("10:00");
    expect(canChangeVisit(start, start - 24 * HOUR_MS, DEFAULT_BOOKING_RULES)).toBe(true);
    expect(canChangeVisit(start, start - 24 * HOUR_MS + 1, DEFAULT_BOOKING_RULES)).toBe(false);
  });

  it("names the deadline the review and the visit page show: the start less the rules' hours", () => {
    expect(changeDeadline(at("10:00"), { changeCutoffHours: 48 })).toBe(at("10:00", "2026-11-29"));
  });
});

describe("sessionsHeldBy", () => {
  it("counts one session for each area of the visit, what cancelling it gives back", () => {
    expect(sessionsHeldBy({ areas: [{ title: "Axilas" }] })).toBe(1);
    expect(sessionsHeldBy({ areas: [{ title: "Axilas" }, { title: "Bozo" }] })).toBe(2);
  });
});

describe("freeRoom", () => {
  const interval = { start: at("10:00"), end: at("11:00") };

  it("gives the lowest room free for the whole interval", () => {
    expect(freeRoom(interval, 3, [])).toBe(1);
    expect(freeRoom(interval, 3, [{ room: 1, start: at("10:30"), end: at("10:45") }])).toBe(2);
    expect(freeRoom(interval, 2, [{ room: 1, start: at("09:00"), end: at("10:00") }])).toBe(1);
  });

  it("gives null when every room is taken", () => {
    const visits = [
      { room: 1, start: at("09:30"), end: at("10:30") },
      { room: 2, start: at("10:59"), end: at("12:00") },
    ];
    expect(freeRoom(interval, 2, visits)).toBeNull();
    expect(freeRoom(interval, 0, [])).toBeNull();
  });
});

describe("local time", () => {
  it("reads the Buenos Aires date and wall clock", () => {
    expect(localDateOf(Date.parse("2026-12-01T02:30:00Z"))).toBe("2026-11-30");
    expect(localDateOf(Date.parse("2026-12-01T03:00:00Z"))).toBe("2026-12-01");
    expect(instantAt("2026-12-31", "24:00")).toBe(instantAt("2027-01-01", "00:00"));
    expect(() => instantAt("2026-12-01", "9:00")).toThrow();
  });

  it("gives a day's wall-clock times, also on a day with a DST change", () => {
    expect(dayClock(DAY)(10 * 60)).toBe(at("10:00"));
    // Buenos Aires moved its clocks from 00:00 to 01:00 on 2008-10-19.
    const dst = dayClock("2008-10-19")(10 * 60);
    expect(dst).toBe(instantAt("2008-10-19", "10:00"));
    expect(slotIso(dst)).toBe("2008-10-19T10:00:00-02:00");
  });

  it("adds days across Feb 28/29 and the year end", () => {
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2028-02-28", 2)).toBe("2028-03-01");
    expect(addDays("2027-02-28", 1)).toBe("2027-03-01");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2027-01-01", -1)).toBe("2026-12-31");
    expect(daysBetween("2026-12-30", "2027-01-02")).toBe(3);
    expect(daysBetween("2028-03-01", "2028-02-28")).toBe(-2);
    expect(weekdayOf("2027-01-02")).toBe(6);
    expect(weekdayOf("2026-12-06")).toBe(0);
  });

  it("tells real calendar dates", () => {
    expect(isLocalDate("2028-02-29")).toBe(true);
    expect(isLocalDate("2027-02-29")).toBe(false);
    expect(isLocalDate("2026-1-01")).toBe(false);
    expect(isLocalDate("hola")).toBe(false);
  });

  it("round-trips a slot through its ISO value", () => {
    const start = at("10:00");
    expect(slotIso(start)).toBe("2026-12-01T10:00:00-03:00");
    expect(parseSlot(slotIso(start))).toBe(start);
    expect(parseSlot("2026-12-01T13:00:00Z")).toBe(start);
    expect(parseSlot("2026-12-01T18:30:00.000+05:30")).toBe(start);
    expect(parseSlot("2026-12-01T10:00-03:00")).toBe(start);
  });

  it("rejects what is not an ISO date-time", () => {
    for (const value of [
      "2026-13-01T10:00",
      "2026-13-01T10:00:00Z",
      "2026-02-30T10:00:00Z",
      "2026-12-01T24:00:00Z",
      "2026-12-01T10:00:00",
      "2026-12-01",
      "hola",
      "",
    ]) {
      expect(parseSlot(value), value).toBeNull();
    }
  });
});

describe("bookingMonth", () => {
  // Now is Friday 20 November 2026, 08:00; bookable until 19 January 2027. Open Tuesdays 09:00–12:00.
  const month = (overrides: Partial<FreeTimesInput> = {}, shown = "2026-12") => {
    const base = input(overrides);
    return bookingMonth(shown, { ...base, days: calendarSpan(shown, base.now, base.rules) }).view;
  };
  const state = (view: MonthView, day: string) => view.days.find((d) => d.day === day);

  it("counts each day's free times, and says which days are closed, full or not bookable", () => {
    const view = month({
      closedDays: ["2026-12-08"],
      // The one room is taken all morning on 15 December.
      branchVisits: [{ room: 1, start: at("09:00", "2026-12-15"), end: at("12:00", "2026-12-15") }],
    });
    expect(view.days).toHaveLength(31);
    expect(state(view, "2026-12-01")).toEqual({ day: "2026-12-01", state: "free", times: 5 });
    expect(state(view, "2026-12-02")).toEqual({ day: "2026-12-02", state: "closed", times: 0 });
    expect(state(view, "2026-12-08")).toEqual({ day: "2026-12-08", state: "closed", times: 0 });
    expect(state(view, "2026-12-15")).toEqual({ day: "2026-12-15", state: "full", times: 0 });
    expect(view.days.filter((d) => d.state === "free").map((d) => d.day)).toEqual([
      "2026-12-01",
      "2026-12-22",
      "2026-12-29",
    ]);
    expect([view.previous, view.next]).toEqual(["2026-11", "2027-01"]);
    // The first time of each of the next days with times, today's month included.
    expect(view.suggestions.map(slotIso)).toEqual([
      "2026-11-24T09:00:00-03:00",
      "2026-12-01T09:00:00-03:00",
      "2026-12-22T09:00:00-03:00",
      "2026-12-29T09:00:00-03:00",
    ]);
  });

  it("marks the days outside the bookable ones, and no month beyond them", () => {
    const january = month({}, "2027-01");
    expect(state(january, "2027-01-19")?.state).toBe("free");
    expect(state(january, "2027-01-26")?.state).toBe("out");
    expect(january.next).toBeNull();
    const november = month({}, "2026-11");
    expect(state(november, "2026-11-17")?.state).toBe("out");
    expect(november.previous).toBeNull();
    expect(month({}, "2027-02").days.every((d) => d.state === "out")).toBe(true);
  });

  it("lists the months' dates and steps across years", () => {
    expect(monthDates("2028-02")).toHaveLength(29);
    expect(addMonths("2026-12", 1)).toBe("2027-01");
    expect(addMonths("2027-01", -1)).toBe("2026-12");
    expect([isMonth("2026-12"), isMonth("2026-13"), isMonth("2026-1")]).toEqual([true, false, false]);
  });
});
