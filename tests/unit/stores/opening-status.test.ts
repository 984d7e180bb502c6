/**
 * 'Abierto ahora' · 'Cierra a las 20:00' / 'Cerrado ahora' · 'Abre mañana a las 9:00': one function reads a
 * branch's weekly hours at an instant, in the branch's time zone, skipping its closed dates.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { openingStatus, openingStatusText } from "#domain/stores/opening-status.ts";
import type { OpeningHours } from "#domain/stores/views.ts";

const BA = "America/Argentina/Buenos_Aires";
/** Monday to Friday 9 to 20, Saturday 10 to 14, Sunday closed. */
const WEEK: OpeningHours = [
  ...[1, 2, 3, 4, 5].map((day) => ({ day, open_at: "09:00", close_at: "20:00" })),
  { day: 6, open_at: "10:00", close_at: "14:00" },
];
/** A Buenos Aires wall-clock time (UTC-3 all year) as an instant. */
const ba = (iso: string) => new Date(`${iso}-03:00`);
const text = (at: Date, hours = WEEK, closed: string[] = [], zone = BA) =>
  openingStatusText(openingStatus(hours, at, zone, closed));

describe("a branch's opening status", () => {
  it("is open inside the day's hours and says when it closes", () => {
    // 2026-12-01 is a Tuesday.
    expect(text(ba("2026-12-01T09:00"))).toEqual({ now: "Abierto ahora", next: "Cierra a las 20:00" });
    expect(text(ba("2026-12-01T19:59"))).toEqual({ now: "Abierto ahora", next: "Cierra a las 20:00" });
  });

  it("is closed at the closing minute, and before opening says it opens today", () => {
    expect(text(ba("2026-12-01T20:00"))).toEqual({ now: "Cerrado ahora", next: "Abre mañana a las 9:00" });
    expect(text(ba("2026-12-01T08:59"))).toEqual({ now: "Cerrado ahora", next: "Abre hoy a las 9:00" });
  });

  it("around midnight: a minute before and after it both point at the same opening", () => {
    expect(text(ba("2026-12-01T23:59"))).toEqual({ now: "Cerrado ahora", next: "Abre mañana a las 9:00" });
    expect(text(ba("2026-12-02T00:00"))).toEqual({ now: "Cerrado ahora", next: "Abre hoy a las 9:00" });
  });

  it("skips closed weekdays: Saturday afternoon opens on Monday", () => {
    // 2026-12-05 is a Saturday; Sunday has no hours.
    expect(text(ba("2026-12-05T15:00"))).toEqual({ now: "Cerrado ahora", next: "Abre el lunes a las 9:00" });
    expect(text(ba("2026-12-05T13:00"))).toEqual({ now: "Abierto ahora", next: "Cierra a las 14:00" });
  });

  it("a closed date (a holiday) closes a working day, and the next opening is the day after", () => {
    // Tuesday 2026-12-08 is a holiday.
    expect(text(ba("2026-12-08T11:00"), WEEK, ["2026-12-08"])).toEqual({
      now: "Cerrado ahora",
      next: "Abre mañana a las 9:00",
    });
    expect(text(ba("2026-12-07T21:00"), WEEK, ["2026-12-08"])).toEqual({
      now: "Cerrado ahora",
      next: "Abre el miércoles a las 9:00",
    });
  });

  it("says 'a la 1:00', joins back-to-back slots and tells a split day's second opening", () => {
    const split: OpeningHours = [
      { day: 2, open_at: "01:00", close_at: "03:00" },
      { day: 2, open_at: "09:00", close_at: "13:00" },
      { day: 2, open_at: "13:00", close_at: "16:00" },
      { day: 2, open_at: "17:00", close_at: "21:00" },
    ];
    expect(text(ba("2026-12-01T00:30"), split).next).toBe("Abre hoy a la 1:00");
    expect(text(ba("2026-12-01T10:00"), split).next).toBe("Cierra a las 16:00");
    expect(text(ba("2026-12-01T16:30"), split)).toEqual({
      now: "Cerrado ahora",
      next: "Abre hoy a las 17:00",
    });
  });

  it("with no hours at all, or none in the next two weeks, it only says it is closed", () => {
    expect(text(ba("2026-12-01T10:00"), [])).toEqual({ now: "Cerrado ahora", next: null });
  });

  it("names a day a week or more away by its date", () => {
    const mondays: OpeningHours = [{ day: 1, open_at: "09:00", close_at: "12:00" }];
    // Monday 2026-11-30 at 13:00: next Monday is 7 days away.
    expect(text(ba("2026-11-30T13:00"), mondays).next).toBe("Abre el lunes 07/12 a las 9:00");
  });

  it("reads the hours in the branch's time zone, not the server's", () => {
    // 12:30 UTC is 9:30 in Buenos Aires (open) and 8:30 in Santiago de Chile in its winter (UTC-4, closed).
    const at = new Date("2026-07-07T12:30:00Z");
    expect(text(at, WEEK, [], BA).now).toBe("Abierto ahora");
    expect(text(at, WEEK, [], "America/Santiago")).toEqual({
      now: "Cerrado ahora",
      next: "Abre hoy a las 9:00",
    });
    // Across a daylight-saving change (Madrid, last Sunday of March) the wall clock still decides.
    const madrid = openingStatus(WEEK, new Date("2026-03-30T07:30:00Z"), "Europe/Madrid");
    expect(madrid).toEqual({ open: true, closesAt: "20:00" });
  });

  it("property: open exactly when the local minute is inside a slot of a day that is not closed", () => {
    const slot = fc
      .tuple(
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 23 * 60 }),
        fc.integer({ min: 1, max: 600 }),
      )
      .map(([day, open, length]) => ({ day, open, close: Math.min(open + length, 23 * 60 + 59) }));
    const hhmm = (m: number) =>
      `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
    fc.assert(
      fc.property(
        fc.array(slot, { maxLength: 6 }),
        fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2027, 0, 1) }),
        fc.boolean(),
        (slots, instant, closeToday) => {
          const hours = slots.map((s) => ({ day: s.day, open_at: hhmm(s.open), close_at: hhmm(s.close) }));
          const local = new Date(instant - 3 * 3_600_000);
          const today = local.toISOString().slice(0, 10);
          const minute = local.getUTCHours() * 60 + local.getUTCMinutes();
          const inside = slots.some(
            (s) => s.day === local.getUTCDay() && s.open <= minute && minute < s.close,
          );
          const status = openingStatus(hours, instant, BA, closeToday ? [today] : []);
          expect(status.open).toBe(inside && !closeToday);
          if (!status.open && status.opensAt) {
            // The next opening is never in the past, never on a closed date, and is one of the slots.
            expect(status.opensAt.date >= today).toBe(true);
            if (closeToday) expect(status.opensAt.date).not.toBe(today);
            const weekday = new Date(`${status.opensAt.date}T12:00:00Z`).getUTCDay();
            expect(hours.some((h) => h.day === weekday && h.open_at === status.opensAt!.time)).toBe(true);
            if (status.opensAt.date === today) expect(status.opensAt.time > hhmm(minute)).toBe(true);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
