import { describe, expect, it } from "vitest";
import { instantAt } from "#domain/booking/local-time.ts";
import { markRefusal, undoRefusal } from "#domain/booking/visits.ts";

const at = (day: string, time: string) => instantAt(day, time);
const START = at("2026-12-01", "10:00");

describe("markRefusal", () => {
  it("marks a booked visit from its start on, on any later day too", () => {
    expect(markRefusal({ status: "booked", startsAt: START }, START - 1)).toBe("not_started");
    expect(markRefusal({ status: "booked", startsAt: START }, at("2026-11-26", "10:00"))).toBe("not_started");
    expect(markRefusal({ status: "booked", startsAt: START }, START)).toBeNull();
    expect(markRefusal({ status: "booked", startsAt: START }, at("2026-12-02", "09:00"))).toBeNull();
  });

  it("marks only a booked visit", () => {
    for (const status of ["attended", "missed", "cancelled"] as const) {
      expect(markRefusal({ status, startsAt: START }, START)).toBe("marked");
    }
  });
});

describe("undoRefusal", () => {
  it("undoes until midnight in Buenos Aires of the mark's day, whatever the UTC date", () => {
    // 22:00 in Buenos Aires is 01:00 of the next day in UTC.
    const markedAt = at("2026-12-01", "22:00");
    expect(undoRefusal({ status: "attended", markedAt }, at("2026-12-01", "23:59"))).toBeNull();
    expect(undoRefusal({ status: "missed", markedAt }, at("2026-12-02", "00:00"))).toBe("too_late");
  });

  it("undoes only a mark, and not one of unknown time", () => {
    expect(undoRefusal({ status: "booked", markedAt: null }, START)).toBe("not_marked");
    expect(undoRefusal({ status: "cancelled", markedAt: null }, START)).toBe("not_marked");
    expect(undoRefusal({ status: "attended", markedAt: null }, START)).toBe("too_late");
  });
});
