import { fromDate, toCalendarDate } from "@internationalized/date";
import { dayEnd } from "#domain/editing/day-input.ts";
import { SHOP_TIME_ZONE } from "#domain/settings/views.ts";
import { REGRET_DAYS } from "./regret-form.ts";

/** When the term to regret a purchase ends: the end of the 10th calendar day after it, on the shop's clock. */
export function regretDeadline(purchasedAt: Date): Date {
  const day = toCalendarDate(fromDate(purchasedAt, SHOP_TIME_ZONE)).add({ days: REGRET_DAYS });
  return dayEnd(day.toString())!;
}
