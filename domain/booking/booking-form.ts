/**
 * The customer's booking and moving forms: their fields and what each must look like. Whether the chosen areas,
 * branch, day and time can be booked is the booking service's judgement, not the form's.
 */
import { z } from "zod";
import { localDateOf, isLocalDate, parseSlot } from "./local-time.ts";
import { BOOKING_MESSAGES as M } from "./messages.ts";

/** Whether the form asks for the areas (a new visit) or keeps the visit's own (moving it). */
export type BookingMode = "book" | "move";

/** 'Ver horarios' looks the free times up; 'Confirmar turno' / 'Confirmar cambio' books one. */
export type BookingStep = "look" | "confirm";

const area = z
  .array(z.string({ error: M.noAreas }).max(64, M.unknownArea), { error: M.noAreas })
  .min(1, M.noAreas)
  .max(50, M.unknownArea);
const store = z.string({ error: M.noStore }).min(1, M.noStore).max(64, M.storeNotBookable);
const day = z.string({ error: M.badDay }).refine(isLocalDate, M.badDay);
const slot = z
  .string({ error: M.noSlot })
  .max(64, M.noSlot)
  .refine((v) => parseSlot(v) !== null, M.noSlot);

/** The chosen time is one of the chosen day's. */
function onTheDay(v: { day: string; slot: string }, ctx: z.RefinementCtx) {
  const start = parseSlot(v.slot);
  if (start !== null && localDateOf(start) !== v.day) {
    ctx.addIssue({ code: "custom", path: ["slot"], message: M.slotDay });
  }
}

// Looking up, a time already chosen may travel along, unchecked.
const look = { store, day, slot: z.string().optional() };
const confirm = { store, day, slot };

const SCHEMAS = {
  look: { book: z.object({ area, ...look }), move: z.object(look) },
  confirm: {
    book: z.object({ area, ...confirm }).superRefine(onTheDay),
    move: z.object(confirm).superRefine(onTheDay),
  },
};

export function bookingFormSchema(step: BookingStep, mode: BookingMode) {
  return SCHEMAS[step][mode];
}

export type ConfirmInput = { area?: string[]; store: string; day: string; slot: string };
