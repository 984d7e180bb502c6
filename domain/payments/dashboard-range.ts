import { fromDate, parseDate, toCalendarDate } from "@internationalized/date";
import { dayStart } from "#domain/editing/day-input.ts";
import { SHOP_TIME_ZONE } from "#domain/settings/views.ts";

/** The dashboard's period: whole days on the shop's clock, both included (yyyy-mm-dd). */
export interface DashboardRange {
  desde: string;
  hasta: string;
}

const MAX_DAYS = 366;

/** The period in the address, or the last 30 days; a reversed or too long one is set right, not refused. */
export function parseDashboardRange(params: URLSearchParams, now = new Date()): DashboardRange {
  const today = toCalendarDate(fromDate(now, SHOP_TIME_ZONE));
  const valid = (v: string | null) =>
    v && /^\d{4}-\d{2}-\d{2}$/.test(v) && dayStart(v) ? parseDate(v) : null;
  let hasta = valid(params.get("hasta")) ?? today;
  let desde = valid(params.get("desde")) ?? hasta.subtract({ days: 29 });
  if (desde.compare(hasta) > 0) [desde, hasta] = [hasta, desde];
  if (hasta.compare(desde) >= MAX_DAYS) desde = hasta.subtract({ days: MAX_DAYS - 1 });
  return { desde: desde.toString(), hasta: hasta.toString() };
}

/** Every day of the period, in order. */
export function rangeDays(range: DashboardRange): string[] {
  const days: string[] = [];
  for (let d = parseDate(range.desde); d.compare(parseDate(range.hasta)) <= 0; d = d.add({ days: 1 })) {
    days.push(d.toString());
  }
  return days;
}
