import { SHOP_TIME_ZONE } from "./settings/views.ts";

const short = new Intl.DateTimeFormat("es-AR", {
  timeZone: SHOP_TIME_ZONE,
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
});

const long = new Intl.DateTimeFormat("es-AR", {
  timeZone: SHOP_TIME_ZONE,
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
});

/** DD/MM/YYYY on the shop's calendar (SPEC.md §9), the same on the server and in any browser. */
export function formatDate(value: Date | string): string {
  return short.format(new Date(value));
}

/** The full date shown on hover, e.g. "martes, 14 de julio de 2026". */
export function formatLongDate(value: Date | string): string {
  return long.format(new Date(value));
}

const dateTime = new Intl.DateTimeFormat("es-AR", {
  timeZone: SHOP_TIME_ZONE,
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** DD/MM/YYYY HH:mm on the shop's clock, for logs and sessions. */
export function formatDateTime(value: Date | string): string {
  return dateTime.format(new Date(value));
}

const time = new Intl.DateTimeFormat("es-AR", {
  timeZone: SHOP_TIME_ZONE,
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** HH:mm on the shop's clock, e.g. a free time "10:30". */
export function formatTime(value: Date | string | number): string {
  return time.format(new Date(value));
}

/** A visit's day and time, e.g. "martes, 1 de diciembre de 2026, 10:30 h". */
export function formatVisitTime(value: Date | string | number): string {
  return `${long.format(new Date(value))}, ${time.format(new Date(value))} h`;
}
