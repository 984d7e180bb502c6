import { describe, expect, it } from "vitest";
import {
  bookForFormSchema,
  bookingRulesFormSchema,
  closedDayFormSchema,
  parseAreaMinutes,
  roomsFormSchema,
} from "#domain/booking/desk-forms.ts";
import { AGENDA_MESSAGES as M } from "#domain/booking/desk-messages.ts";
import { BOOKING_MESSAGES } from "#domain/booking/messages.ts";
import { fieldErrorsOf } from "#domain/editing/field-errors.ts";

const RULES = {
  min_notice_minutes: "120",
  max_days_ahead: "60",
  min_days_between_sessions: "28",
  change_cutoff_hours: "24",
  default_area_minutes: "30",
  slot_step_minutes: "30",
};
const AREA = "0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a";
const OTHER = "2b7e4f1a-9c3d-4e5f-8a6b-1c2d3e4f5a6b";

describe("the agenda's forms", () => {
  it("reads the six rules as whole numbers under their own names", () => {
    expect(bookingRulesFormSchema.parse({ ...RULES, change_cutoff_hours: " 12 " })).toEqual({
      minNoticeMinutes: 120,
      maxDaysAhead: 60,
      minDaysBetweenSessions: 28,
      changeCutoffHours: 12,
      defaultAreaMinutes: 30,
      slotStepMinutes: 30,
    });
  });

  it("refuses each rule out of bounds, not whole or missing with its own Spanish message", () => {
    const refused = bookingRulesFormSchema.safeParse({
      min_notice_minutes: "-5",
      max_days_ahead: "0",
      min_days_between_sessions: "2.5",
      change_cutoff_hours: "169",
      slot_step_minutes: "abc",
    });
    expect(refused.success).toBe(false);
    expect(fieldErrorsOf(refused.error!)).toEqual(M.rule);
    // The bounds themselves are accepted.
    expect(
      bookingRulesFormSchema.safeParse({
        min_notice_minutes: "0",
        max_days_ahead: "365",
        min_days_between_sessions: "0",
        change_cutoff_hours: "168",
        default_area_minutes: "480",
        slot_step_minutes: "5",
      }).success,
    ).toBe(true);
  });

  it("reads each area's minutes: empty is the default, a field not posted stays as it is", () => {
    expect(parseAreaMinutes({ [`minutes.${AREA}`]: "45", [`minutes.${OTHER}`]: "" }, [AREA, OTHER])).toEqual({
      minutes: new Map([
        [AREA, 45],
        [OTHER, null],
      ]),
      errors: {},
    });
    expect(parseAreaMinutes({}, [AREA]).minutes.size).toBe(0);
    for (const bad of ["4", "481", "30.5", "treinta"]) {
      expect(parseAreaMinutes({ [`minutes.${AREA}`]: bad }, [AREA]).errors).toEqual({
        [`minutes.${AREA}`]: M.areaMinutes,
      });
    }
  });

  it("checks rooms, closed days and a booking for a customer", () => {
    expect(roomsFormSchema.parse({ rooms: "2" })).toEqual({ rooms: 2 });
    for (const rooms of ["0", "51", "", "dos"])
      expect(fieldErrorsOf(roomsFormSchema.safeParse({ rooms }).error!)).toEqual({ rooms: M.rooms });
    expect(closedDayFormSchema.parse({ day: "2026-12-08" })).toEqual({ day: "2026-12-08", reason: "" });
    expect(fieldErrorsOf(closedDayFormSchema.safeParse({ day: "2026-02-30" }).error!)).toEqual({
      day: M.dayInvalid,
    });
    expect(
      fieldErrorsOf(closedDayFormSchema.safeParse({ day: "2026-12-08", reason: "x".repeat(121) }).error!),
    ).toEqual({ reason: M.reason });
    expect(
      bookForFormSchema.parse({
        account: AREA,
        store: OTHER,
        area: [AREA],
        slot: "2026-12-01T10:00:00-03:00",
      }),
    ).toEqual({ account: AREA, store: OTHER, area: [AREA], slot: Date.UTC(2026, 11, 1, 13) });
    const refused = bookForFormSchema.safeParse({ account: AREA, store: "", area: [], slot: "10:00" });
    expect(fieldErrorsOf(refused.error!)).toEqual({
      store: BOOKING_MESSAGES.noStore,
      area: BOOKING_MESSAGES.noAreas,
      slot: BOOKING_MESSAGES.noSlot,
    });
  });
});
