import { parseDate } from "@internationalized/date";
import { SHOP_TIME_ZONE } from "#domain/settings/views.ts";
import { text } from "#domain/validation/fields.ts";

/** A yyyy-mm-dd date (the date input's value) as the start of that day on the shop's clock. */
export function dayStart(value: string): Date | null {
  try {
    return parseDate(value).toDate(SHOP_TIME_ZONE);
  } catch {
    return null;
  }
}

/** The instant a yyyy-mm-dd day ends on the shop's clock (the next day's start): a last day counts whole. */
export const dayEnd = (value: string): Date | null => dayStart(parseDate(value).add({ days: 1 }).toString());

/** A date input's field: "" for none, or a real yyyy-mm-dd day; `message` otherwise. */
export const dayInput = (message: string) =>
  text(message)
    .default("")
    .refine((v) => v === "" || (/^\d{4}-\d{2}-\d{2}$/.test(v) && dayStart(v) !== null), message);

/** The date input's value (yyyy-mm-dd on the shop's clock) of a stored start, or of a stored end (its last day). */
export function dayValue(date: Date | null, end = false): string {
  if (!date) return "";
  const shifted = end ? new Date(date.getTime() - 1) : date;
  return new Intl.DateTimeFormat("en-CA", { timeZone: SHOP_TIME_ZONE }).format(shifted);
}
