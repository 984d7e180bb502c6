/** The booking calendar's month for a branch: the free times of the days it shows, read in one go. */
import { bookingMonth, calendarSpan } from "#domain/booking/month.ts";
import type { Db } from "#server/db/client.ts";
import { slotInputs, type SlotQuery } from "./slots.ts";

type Reader = Pick<Db, "select" | "selectDistinct">;

/**
 * The month `month` ("YYYY-MM") and the free times it was made from: the visits, sessions and closed days of all
 * its days come from one range query each, not one per day.
 */
export async function readBookingMonth(
  db: Reader,
  q: Omit<SlotQuery, "days"> & { month: string },
): Promise<ReturnType<typeof bookingMonth>> {
  const days = calendarSpan(q.month, q.now.getTime(), q.rules);
  const input = days.length === 0 ? null : await slotInputs(db, { ...q, days });
  return bookingMonth(q.month, input ?? emptyInput(q));
}

function emptyInput(q: Omit<SlotQuery, "days">) {
  return {
    days: [],
    now: q.now.getTime(),
    hours: q.branch.hours,
    closedDays: [],
    rooms: q.branch.rooms,
    durationMinutes: q.durationMinutes,
    branchVisits: [],
    customerVisits: [],
    areaSessions: [],
    rules: q.rules,
  };
}
