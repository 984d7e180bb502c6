/** The back office's agenda forms: their fields, checked the same way wherever they are posted. */
import { z } from "zod";
import type { FieldErrors } from "#domain/editing/field-errors.ts";
import { versionInput } from "#domain/editing/money-input.ts";
import { text } from "#domain/validation/fields.ts";
import { isUuid } from "#domain/validation/uuid.ts";
import { EMAIL_PATTERN } from "#domain/validation/validators.ts";
import { AGENDA_MESSAGES as M } from "./desk-messages.ts";
import { isLocalDate, parseSlot } from "./local-time.ts";
import { BOOKING_MESSAGES } from "./messages.ts";
import type { BookingRules } from "./rules.ts";

/** A whole number from `min` to `max` typed in a field; `message` otherwise. */
const whole = (min: number, max: number, message: string) =>
  text(message)
    .refine((v) => /^\d{1,6}$/.test(v) && Number(v) >= min && Number(v) <= max, message)
    .transform(Number);

const id = (message: string) => text(message).refine(isUuid, message);

/** The six shop-wide rules as the rules page shows them: field name, label, bounds and what they mean. */
export const RULE_FIELDS = [
  {
    name: "min_notice_minutes",
    key: "minNoticeMinutes",
    label: "Anticipación mínima (minutos)",
    min: 0,
    max: 10_080,
    hint: "Cuánto antes de su inicio se puede reservar un turno.",
  },
  {
    name: "max_days_ahead",
    key: "maxDaysAhead",
    label: "Días hacia adelante",
    min: 1,
    max: 365,
    hint: "Hasta cuántos días desde hoy se puede reservar.",
  },
  {
    name: "min_days_between_sessions",
    key: "minDaysBetweenSessions",
    label: "Días mínimos entre sesiones de un área",
    min: 0,
    max: 365,
    hint: "Los días que tienen que pasar entre dos sesiones de la misma área.",
  },
  {
    name: "change_cutoff_hours",
    key: "changeCutoffHours",
    label: "Cambios y cancelaciones hasta (horas antes)",
    min: 0,
    max: 168,
    hint: "Después, el cliente ya no puede mover ni cancelar su turno.",
  },
  {
    name: "default_area_minutes",
    key: "defaultAreaMinutes",
    label: "Minutos por área (predeterminado)",
    min: 5,
    max: 480,
    hint: "Lo que dura un área que no tiene minutos propios en la tabla de abajo.",
  },
  {
    name: "slot_step_minutes",
    key: "slotStepMinutes",
    label: "Intervalo entre horarios (minutos)",
    min: 5,
    max: 240,
    hint: "Cada cuántos minutos, desde la apertura, empieza un horario libre.",
  },
] as const satisfies readonly {
  name: keyof typeof M.rule;
  key: keyof BookingRules;
  label: string;
  min: number;
  max: number;
  hint: string;
}[];

const rule = (name: keyof typeof M.rule) => {
  const field = RULE_FIELDS.find((f) => f.name === name)!;
  return whole(field.min, field.max, M.rule[name]);
};

/** The rules form: each of the six numbers within its bounds, as the rules' own names. */
export const bookingRulesFormSchema = z
  .object({
    min_notice_minutes: rule("min_notice_minutes"),
    max_days_ahead: rule("max_days_ahead"),
    min_days_between_sessions: rule("min_days_between_sessions"),
    change_cutoff_hours: rule("change_cutoff_hours"),
    default_area_minutes: rule("default_area_minutes"),
    slot_step_minutes: rule("slot_step_minutes"),
  })
  .transform((v): BookingRules => ({
    minNoticeMinutes: v.min_notice_minutes,
    maxDaysAhead: v.max_days_ahead,
    minDaysBetweenSessions: v.min_days_between_sessions,
    changeCutoffHours: v.change_cutoff_hours,
    defaultAreaMinutes: v.default_area_minutes,
    slotStepMinutes: v.slot_step_minutes,
  }));

/** The rules' version the form was opened at, so a save over a newer one is refused. */
export const bookingRulesVersionSchema = z.object({ version: versionInput() });

export const AREA_MINUTES_MIN = 5;
export const AREA_MINUTES_MAX = 480;

/** The field of one area's minutes in the rules form. */
export const areaMinutesField = (productId: string) => `minutes.${productId}`;

/**
 * Each listed area's posted minutes: empty is none (the default applies), a whole number within bounds is its
 * own. An area whose field was not posted is left out (unchanged).
 */
export function parseAreaMinutes(
  values: Record<string, string | string[]>,
  productIds: readonly string[],
): { minutes: Map<string, number | null>; errors: FieldErrors } {
  const minutes = new Map<string, number | null>();
  const errors: FieldErrors = {};
  for (const productId of productIds) {
    const name = areaMinutesField(productId);
    const posted = values[name];
    if (posted === undefined) continue;
    const value = (typeof posted === "string" ? posted : (posted[0] ?? "")).trim();
    if (value === "") minutes.set(productId, null);
    else if (
      /^\d{1,4}$/.test(value) &&
      Number(value) >= AREA_MINUTES_MIN &&
      Number(value) <= AREA_MINUTES_MAX
    )
      minutes.set(productId, Number(value));
    else errors[name] = M.areaMinutes;
  }
  return { minutes, errors };
}

/** A local date ("YYYY-MM-DD") typed in a date input. */
const localDay = () => text(M.dayInvalid).refine(isLocalDate, M.dayInvalid);

export const ROOMS_INTENT = "salas";
export const ADD_CLOSED_DAY_INTENT = "agregar-dia";
export const REMOVE_CLOSED_DAY_INTENT = "quitar-dia";

export const roomsFormSchema = z.object({ rooms: whole(1, 50, M.rooms) });

export const closedDayFormSchema = z.object({
  day: localDay(),
  reason: text(M.reason).default("").pipe(z.string().max(120, M.reason)),
});

export const removeClosedDayFormSchema = z.object({ day: localDay() });

/** 'Asistió', 'No asistió' or 'Deshacer' on one visit of the day. */
export const markFormSchema = z.object({
  intent: z.enum(["attended", "missed", "undo"], { error: M.unknownAction }),
  visit: id(M.unknownAction),
});

/** The e-mail of the customer who phoned, to book on her behalf. */
export const customerEmailSchema = text(M.searchEmail)
  .min(1, M.searchEmail)
  .max(255, M.searchEmail)
  .regex(EMAIL_PATTERN, M.searchEmail);

/** 'Confirmar turno': whose sessions, at which branch, which areas and the chosen free time. */
export const bookForFormSchema = z.object({
  account: id(M.unknownAction),
  store: id(BOOKING_MESSAGES.noStore),
  area: z
    .array(z.string(), { error: BOOKING_MESSAGES.noAreas })
    .min(1, BOOKING_MESSAGES.noAreas)
    .max(50, BOOKING_MESSAGES.unknownArea)
    .refine((ids) => ids.every(isUuid), BOOKING_MESSAGES.unknownArea),
  slot: text(BOOKING_MESSAGES.noSlot).transform((v, ctx) => {
    const start = parseSlot(v);
    if (start === null) {
      ctx.addIssue({ code: "custom", message: BOOKING_MESSAGES.noSlot });
      return z.NEVER;
    }
    return start;
  }),
});

export const MOVE_SESSIONS_INTENT = "mover-sesiones";

/** 'Mover sesiones' on a customer's file: one purchased area to another branch. */
export const moveSessionsFormSchema = z.object({
  entitlement: id(M.unknownAction),
  store: id(M.chooseStore),
});
