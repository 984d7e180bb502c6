import { z } from "zod";
import { isLocalDate, localDateOf, parseSlot } from "#domain/booking/local-time.ts";
import { BOOKING_MESSAGES as M } from "#domain/booking/messages.ts";
import { BOOKING_PAGE as P } from "./messages.ts";

/** The days the form offers: the service's first and last bookable local dates. */
export interface DayRange {
  firstDay: string;
  lastDay: string;
}

/** Whether the form asks for the areas (a new visit) or keeps the visit's own (moving it). */
export type BookingMode = "book" | "move";

const area = z
  .array(z.string({ error: M.noAreas }).max(64, M.unknownArea), { error: M.noAreas })
  .min(1, M.noAreas)
  .max(50, M.unknownArea);
const store = z.string({ error: M.noStore }).min(1, M.noStore).max(64, M.storeNotBookable);
const day = (range: DayRange) =>
  z
    .string({ error: M.badDay })
    .refine(isLocalDate, M.badDay)
    .refine((d) => d >= range.firstDay && d <= range.lastDay, P.dayRange(range.firstDay, range.lastDay));
const slot = z
  .string({ error: M.noSlot })
  .max(64, M.noSlot)
  .refine((v) => parseSlot(v) !== null, M.noSlot);

/**
 * 'Ver horarios' (a GET of the same form): the areas (booking only), the branch and a day; a time already
 * chosen may travel along, unchecked.
 */
export function lookSchema(mode: BookingMode, range: DayRange) {
  const base = { store, day: day(range), slot: z.string().optional() };
  return mode === "book" ? z.object({ area, ...base }) : z.object(base);
}

/** 'Confirmar turno' / 'Confirmar cambio': the same fields and a free time of the chosen day. */
export function confirmSchema(mode: BookingMode, range: DayRange) {
  const base = {
    store,
    day: day(range),
    slot,
  };
  const check = (v: { day: string; slot: string }, ctx: z.RefinementCtx) => {
    const start = parseSlot(v.slot);
    if (start !== null && localDateOf(start) !== v.day) {
      ctx.addIssue({ code: "custom", path: ["slot"], message: P.slotDay });
    }
  };
  return mode === "book" ? z.object({ area, ...base }).superRefine(check) : z.object(base).superRefine(check);
}

export type ConfirmInput = { area?: string[]; store: string; day: string; slot: string };
