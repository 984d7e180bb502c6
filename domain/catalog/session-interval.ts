/**
 * The area form's recommended interval between sessions: whole days, the maximum not below the minimum. A
 * form that does not post them (a save from before they existed) keeps the stored ones.
 */
import { z } from "zod";
import { INTERVAL_DAYS_MAX } from "#domain/booking/next-session.ts";
import { NEXT_SESSION as M } from "#domain/booking/next-session-messages.ts";

/** Absent stays absent; a posted text is a number or an error (an empty one too). */
const asNumber = (v: unknown) => (typeof v === "string" ? (v.trim() === "" ? Number.NaN : Number(v)) : v);

const days = () =>
  z.preprocess(
    asNumber,
    z
      .number({ error: M.intervalDays })
      .int(M.intervalDays)
      .min(1, M.intervalDays)
      .max(INTERVAL_DAYS_MAX, M.intervalDays)
      .optional(),
  );

export const sessionIntervalShape = {
  session_interval_min_days: days(),
  session_interval_max_days: days(),
};

export function checkSessionInterval(
  v: { session_interval_min_days?: number; session_interval_max_days?: number },
  ctx: z.RefinementCtx,
): void {
  const { session_interval_min_days: min, session_interval_max_days: max } = v;
  if ((min === undefined) !== (max === undefined))
    ctx.addIssue({
      code: "custom",
      path: [min === undefined ? "session_interval_min_days" : "session_interval_max_days"],
      message: M.intervalDays,
    });
  else if (min !== undefined && max !== undefined && max < min)
    ctx.addIssue({ code: "custom", path: ["session_interval_max_days"], message: M.intervalOrder });
}
