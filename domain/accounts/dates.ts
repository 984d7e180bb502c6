import { SHOP_TIME_ZONE } from "#domain/settings/views.ts";

/** The earliest date the date fields accept (SPEC.md §5). */
export const MIN_DATE = "1900-01-01";

/** Today's date in the shop's time zone, as yyyy-MM-dd. */
export function todayIso(now = new Date(), timeZone = SHOP_TIME_ZONE): string {
  // en-CA formats dates as yyyy-MM-dd.
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

/** A yyyy-MM-dd string that names a real calendar day. */
export function isIsoDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not read years 0-99 as 1900-1999.
  date.setUTCFullYear(y, mo - 1, d);
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** yyyy-MM-dd as dd/MM/yyyy. */
export function formatIsoDate(value: string): string {
  const [y, m, d] = value.split("-");
  return `${d}/${m}/${y}`;
}
