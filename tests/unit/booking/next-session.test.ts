import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { instantAt } from "#domain/booking/local-time.ts";
import {
  hasOpened,
  isEarlyDay,
  nextSessionWindow,
  searchDays,
  windowOpensAt,
  type AreaCourse,
} from "#domain/booking/next-session.ts";
import { NEXT_SESSION } from "#domain/booking/next-session-messages.ts";
import { SHOP_TIME_ZONE } from "#domain/settings/views.ts";

// The oracle reads the Buenos Aires calendar with Intl and counts days with Date.UTC, independently of
// #domain/booking/local-time.ts.
const DAY_MS = 86_400_000;
const esAr = new Intl.DateTimeFormat("es-AR", {
  timeZone: SHOP_TIME_ZONE,
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
});
/** "dd/MM/yyyy" of an instant on the Buenos Aires calendar, as es-AR writes it. */
const buenosAiresDay = (instant: number) => esAr.format(instant);
const isoOf = (esArDate: string) => esArDate.split("/").reverse().join("-");
const plusDays = (iso: string, days: number) => {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + days * DAY_MS).toISOString().slice(0, 10);
};

const course = (at: string, over: Partial<AreaCourse> = {}): AreaCourse => ({
  lastAttendedAt: Date.parse(at),
  left: 3,
  booked: 0,
  interval: { minDays: 30, maxDays: 45 },
  ...over,
});

describe("the next session's window", () => {
  it("counts the interval from the visit's day in Buenos Aires, across the year's end", () => {
    expect(nextSessionWindow(course("2026-12-01T13:00:00Z"))).toEqual({
      lastDay: "2026-12-01",
      from: "2026-12-31",
      to: "2027-01-15",
    });
  });

  it("takes a late evening visit's Buenos Aires day, not the UTC one", () => {
    // 22:30 on 30 November in Buenos Aires is already 1 December in UTC.
    const window = nextSessionWindow(
      course("2026-12-01T01:30:00Z", { interval: { minDays: 45, maxDays: 60 } }),
    );
    expect(window).toEqual({ lastDay: "2026-11-30", from: "2027-01-14", to: "2027-01-29" });
  });

  it("is nothing without an attended visit, with no session left, or with the next one booked", () => {
    expect(nextSessionWindow(course("2026-12-01T13:00:00Z", { lastAttendedAt: null }))).toBeNull();
    expect(nextSessionWindow(course("2026-12-01T13:00:00Z", { left: 0 }))).toBeNull();
    expect(nextSessionWindow(course("2026-12-01T13:00:00Z", { booked: 1 }))).toBeNull();
  });

  it("matches a calendar oracle for any visit and interval", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.parse("2024-01-01T00:00:00Z"), max: Date.parse("2030-12-31T00:00:00Z") }),
        fc.integer({ min: 1, max: 365 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 1, max: 6 }),
        (at, minDays, extra, left) => {
          const maxDays = Math.min(365, minDays + extra);
          const window = nextSessionWindow({
            lastAttendedAt: at,
            left,
            booked: 0,
            interval: { minDays, maxDays },
          });
          const lastDay = isoOf(buenosAiresDay(at));
          expect(window).toEqual({
            lastDay,
            from: plusDays(lastDay, minDays),
            to: plusDays(lastDay, maxDays),
          });
          expect(window!.from <= window!.to).toBe(true);
          // Any day before the window's first is early; from the first on, it is not.
          expect(isEarlyDay(plusDays(window!.from, -1), window!)).toBe(true);
          expect(isEarlyDay(window!.from, window!)).toBe(false);
          expect(isEarlyDay(window!.to, window!)).toBe(false);
          // The reminder goes out at 9:00 of the first day, Buenos Aires time.
          const opens = windowOpensAt(window!);
          expect(isoOf(buenosAiresDay(opens))).toBe(window!.from);
          expect(hasOpened(window!, opens)).toBe(true);
          expect(hasOpened(window!, opens - 9 * 3_600_000 - 1)).toBe(false);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("the days searched for the first free times", () => {
  const window = { lastDay: "2026-12-01", from: "2026-12-31", to: "2027-01-15" };

  it("are the window's days when it is ahead and bookable", () => {
    const days = searchDays(window, { firstDay: "2026-12-02", lastDay: "2027-01-31" });
    expect(days[0]).toBe("2026-12-31");
    expect(days.at(-1)).toBe("2027-01-15");
    expect(days).toHaveLength(16);
  });

  it("start today once the window has opened, and look two weeks on after it has passed", () => {
    expect(searchDays(window, { firstDay: "2027-01-10", lastDay: "2027-03-11" })).toEqual(
      Array.from({ length: 14 }, (_, i) => plusDays("2027-01-10", i)),
    );
  });

  it("stop at the last bookable day, and are none when the window is beyond it", () => {
    expect(searchDays(window, { firstDay: "2026-12-02", lastDay: "2027-01-05" }).at(-1)).toBe("2027-01-05");
    expect(searchDays(window, { firstDay: "2026-10-01", lastDay: "2026-11-30" })).toEqual([]);
  });

  it("are consecutive days inside both the bookable range and the window or its two weeks", () => {
    const day = fc.integer({ min: 0, max: 400 }).map((n) => plusDays("2026-06-01", n));
    fc.assert(
      fc.property(
        day,
        fc.integer({ min: 0, max: 60 }),
        day,
        fc.integer({ min: 0, max: 90 }),
        (from, len, first, ahead) => {
          const w = { lastDay: plusDays(from, -30), from, to: plusDays(from, len) };
          const days = searchDays(w, { firstDay: first, lastDay: plusDays(first, ahead) });
          days.forEach((d, i) => {
            if (i > 0) expect(d).toBe(plusDays(days[i - 1]!, 1));
            expect(d >= first && d <= plusDays(first, ahead)).toBe(true);
            expect(d >= from).toBe(true);
          });
          const start = from > first ? from : first;
          if (start <= plusDays(first, ahead)) expect(days[0]).toBe(start);
          else expect(days).toEqual([]);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("what the notice and the offer say", () => {
  it("writes the window and the early notice with es-AR dates", () => {
    expect(NEXT_SESSION.window(["Axilas", "Bozo"], "2026-12-31", "2027-01-15")).toBe(
      "Te recomendamos hacer tu próxima sesión de Axilas y Bozo entre el 31/12/2026 y el 15/01/2027.",
    );
    expect(NEXT_SESSION.early(["Axilas"], "2026-12-31", { minDays: 30, maxDays: 45 })).toBe(
      "Te recomendamos esperar hasta el 31/12/2026 para tu próxima sesión de Axilas: entre sesiones conviene dejar de 30 a 45 días. Si lo preferís, podés reservar igual.",
    );
    expect(instantAt("2026-12-31", "09:00")).toBe(windowOpensAt({ from: "2026-12-31" }));
  });
});
