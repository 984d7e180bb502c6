/** Times as ARCA writes them: Argentina's offset (UTC-3, no daylight saving), and yyyymmdd dates. */

const ARGENTINA_OFFSET_MS = -3 * 3600_000;

/** 2026-11-29T12:40:00.123-03:00 */
export function argentinaIso(date: Date): string {
  return new Date(date.getTime() + ARGENTINA_OFFSET_MS).toISOString().replace("Z", "-03:00");
}

/** The calendar day in Argentina, yyyymmdd. */
export function argentinaDay(date: Date): string {
  return argentinaIso(date).slice(0, 10).replace(/-/g, "");
}

/** yyyymmddhhmmss in Argentina, as FchProceso. */
export function argentinaStamp(date: Date): string {
  return argentinaIso(date).slice(0, 19).replace(/[-T:]/g, "");
}

/** A real calendar date written yyyymmdd, as a Date at UTC midnight; null when it is not one. */
export function parseDay(value: string): Date | null {
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec(value);
  if (!m) return null;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.getUTCDate() === Number(m[3]) && date.getUTCMonth() === Number(m[2]) - 1 ? date : null;
}

/** Whole days from `a` to `b`, both yyyymmdd. */
export function daysBetween(a: string, b: string): number {
  return Math.round((parseDay(b)!.getTime() - parseDay(a)!.getTime()) / 86_400_000);
}

export function addDays(day: string, days: number): string {
  const date = parseDay(day)!;
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10).replace(/-/g, "");
}
