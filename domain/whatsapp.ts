import { SHOP_TIME_ZONE, type WhatsappDay, type WhatsappSettings } from "./settings/views.ts";

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** How often the widget judges the opening hours again (SPEC.md §9). */
export const WHATSAPP_CHECK_MS = 10_000;

/** Formatters are costly to build: one per time zone, reused. */
const clocks = new Map<string, Intl.DateTimeFormat>();

function clockFor(timeZone: string): Intl.DateTimeFormat {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat("en-US", {
      timeZone,
      weekday: "short",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    clocks.set(timeZone, clock);
  }
  return clock;
}

/** Weekday (0 = Sunday) and minutes since midnight of an instant, on the shop's clock. */
export function shopClock(
  now: Date,
  timeZone: string = SHOP_TIME_ZONE,
): { weekday: number; minutes: number } {
  const parts = clockFor(timeZone).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return {
    weekday: WEEKDAYS.indexOf(part("weekday")),
    minutes: Number(part("hour")) * 60 + Number(part("minute")),
  };
}

/** "HH:MM" to minutes since midnight, or NaN. */
function toMinutes(hhmm: string): number {
  const match = /^(\d{1,2}):(\d{2})$/.exec(hhmm.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN;
}

/**
 * Whether `minutes` falls in the day's opening hours. A closing time of 00:00 means midnight at the end of the day,
 * and a closing time before the opening one runs past midnight.
 */
export function withinHours(day: WhatsappDay, minutes: number): boolean {
  const open = toMinutes(day.open_at);
  let close = toMinutes(day.close_at);
  if (Number.isNaN(open) || Number.isNaN(close)) return false;
  if (close === 0) close = 24 * 60;
  return close > open ? minutes >= open && minutes < close : minutes >= open || minutes < close;
}

export interface WhatsappTarget {
  /** The number to chat with, digits only. */
  number: string;
  /** True inside the opening hours; outside them the target is the fallback number. */
  open: boolean;
}

/**
 * Where the WhatsApp widget links at `now` (SPEC.md §2), judged on the shop's clock: hidden (null) unless it is
 * enabled with a number and a schedule for the day; the configured number inside opening hours, else the fallback.
 */
export function whatsappTarget(
  settings: WhatsappSettings | null | undefined,
  now: Date,
): WhatsappTarget | null {
  if (!settings?.enabled) return null;
  const number = digits(settings.number);
  if (!number) return null;
  const { weekday, minutes } = shopClock(now);
  const day = settings.schedule[weekday];
  if (!day?.enabled) return null;
  if (withinHours(day, minutes)) return { number, open: true };
  const fallback = digits(settings.fallback_number);
  return fallback ? { number: fallback, open: false } : null;
}

/** The click-to-chat address of a number. */
export function whatsappUrl(number: string): string {
  return `https://wa.me/${digits(number)}`;
}

function digits(value: string | null | undefined): string {
  return (value ?? "").replace(/\D/g, "");
}
