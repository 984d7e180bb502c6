/**
 * The booking and moving pages' server side: 'Ver horarios' is a GET of the form (the loader reads the
 * address), 'Confirmar turno' / 'Confirmar cambio' a POST (the action). Both answer the same state, so the
 * form shows what she chose, the free times and the messages next to their fields, with or without scripts.
 * The form's schema checks the fields' shape; what can be booked is the booking service's to say, and each
 * request reads the free times once.
 */
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type AppLoadContext } from "react-router";
import { bookingFormSchema, type BookingMode, type ConfirmInput } from "#domain/booking/booking-form.ts";
import { parseSlot } from "#domain/booking/local-time.ts";
import { BOOKING_MESSAGES } from "#domain/booking/messages.ts";
import { isUuid } from "#domain/validation/uuid.ts";
import type { BookingChoice } from "#domain/booking/views.ts";
import { readFormData } from "#app/lib/form-data.server.ts";
import { notFound } from "#app/lib/http.ts";
import type { BookingFormState, BookingFormValues, MoveReview } from "./types.ts";

const FIELDS = ["area", "store", "day", "slot", "mes"] as const;
const text = (v: FormDataEntryValue | null | undefined) => (typeof v === "string" ? v : "");

/** The choices as the service takes them; the area ids only when booking (a move keeps the visit's). */
function chosenOf(form: FormData, mode: BookingMode, visitId?: string) {
  return {
    entitlementIds:
      mode === "book"
        ? form
            .getAll("area")
            .map(text)
            .filter((id) => id !== "")
        : undefined,
    storeId: text(form.get("store")) || null,
    day: text(form.get("day")) || null,
    visitId,
  };
}

/** Booking shows the calendar of the month `mes` (or of the day chosen, or of today). */
const calendarOf = (form: FormData, mode: BookingMode) =>
  mode === "book" ? { month: text(form.get("mes")) || null } : undefined;

/** What the choice leaves out of what she asked for, as messages next to their fields. */
const refusedFields = (choice: BookingChoice) =>
  Object.fromEntries(Object.entries(choice.refused).map(([field, message]) => [field, [message]]));

function valuesOf(choice: BookingChoice, form: FormData, looked: boolean): BookingFormValues {
  const slot = text(form.get("slot"));
  return {
    area: choice.entitlementIds,
    store: choice.storeId ?? "",
    day: choice.day ?? text(form.get("day")),
    slot: looked && choice.slots.includes(slot) ? slot : "",
  };
}

function toFormData(params: URLSearchParams): FormData {
  const form = new FormData();
  for (const [name, value] of params)
    if ((FIELDS as readonly string[]).includes(name)) form.append(name, value);
  return form;
}

/** The visit being moved, or the 404 page when the address names none of hers. */
export async function ownVisit(context: AppLoadContext, accountId: string, id: string | undefined) {
  if (!id || !isUuid(id)) notFound();
  const visit = await context.services.booking.visit(accountId, id);
  if (!visit) notFound();
  return visit;
}

/** The loader: the form as first shown, or the answer to 'Ver horarios' (the address carries the choices). */
export async function lookUp(
  context: AppLoadContext,
  accountId: string,
  request: Request,
  mode: BookingMode,
  visitId?: string,
): Promise<BookingFormState> {
  const params = new URL(request.url).searchParams;
  const form = toFormData(params);
  const asked = ["area", "store", "day", "dia"].some((name) => form.has(name) || params.has(name));
  // The calendar's links name the day `dia`.
  if (mode === "book" && params.has("dia")) form.set("day", params.get("dia")!);
  const chosen = chosenOf(form, mode, visitId);
  // Booking shows the calendar; on first opening it chooses her branch's areas itself.
  const calendar = calendarOf(form, mode);
  const entitlementIds = mode === "book" && !asked ? undefined : chosen.entitlementIds;
  const choice = await context.services.booking.choice(accountId, { ...chosen, ...calendar, entitlementIds });
  // The calendar's first day with free times stands for a day not chosen.
  if (choice.calendar && choice.day && !form.has("day")) form.set("day", choice.day);
  if (!asked) {
    // A single area is the one she books; with more, she picks.
    const area = mode === "book" && choice.areas.length === 1 ? [choice.areas[0]!.id] : choice.entitlementIds;
    return {
      choice,
      result: null,
      defaults: { ...valuesOf(choice, form, true), area },
      looked: choice.calendar !== null && choice.day !== null,
    };
  }
  const submission = parseWithZod(form, { schema: bookingFormSchema("look", mode) });
  const refused = Object.keys(choice.refused).length > 0;
  const looked = submission.status === "success" && !refused;
  return {
    choice,
    result: looked ? null : submission.reply(refused ? { fieldErrors: refusedFields(choice) } : undefined),
    defaults: valuesOf(choice, form, looked),
    looked,
  };
}

/**
 * The action: books (or moves) the chosen time and goes to the visit's page; otherwise the form again with the
 * message next to its field and the day's free times as they are now.
 */
export async function confirm(
  context: AppLoadContext,
  accountId: string,
  request: Request,
  mode: BookingMode,
  visitId?: string,
) {
  const booking = context.services.booking;
  const form = await readFormData(request);
  const submission = parseWithZod(form, { schema: bookingFormSchema("confirm", mode) });
  if (submission.status !== "success") {
    const choice = await booking.choice(accountId, {
      ...chosenOf(form, mode, visitId),
      ...calendarOf(form, mode),
    });
    return formAgain(choice, submission.reply({ fieldErrors: refusedFields(choice) }), form, 400);
  }
  const { area = [], store, slot } = submission.value as ConfirmInput;
  const start = parseSlot(slot)!;
  const outcome =
    mode === "book"
      ? await booking.book({ accountId, storeId: store, entitlementIds: area, start }, calendarOf(form, mode))
      : await booking.move({ accountId, visitId: visitId!, storeId: store, start });
  if (outcome.ok) {
    const estado = mode === "book" ? "confirmado" : "cambiado";
    throw redirect(`/my-account/turnos/${outcome.visitId}?estado=${estado}`);
  }
  // Refused: the choice as the service sees it now (the times may have changed meanwhile).
  const result = submission.reply({ fieldErrors: { [outcome.field]: [outcome.message] } });
  return formAgain(outcome.choice, result, form, outcome.field === "slot" ? 409 : 400);
}

/** The form again, with the messages next to their fields and the day's free times as they are now. */
function formAgain(
  choice: BookingChoice,
  result: SubmissionResult<string[]>,
  form: FormData,
  status: number,
) {
  return data({ form: { choice, result, defaults: valuesOf(choice, form, true), looked: true } }, { status });
}

/**
 * 'Confirmar cambio' without the review's confirmation: the new time to confirm when the form is complete and
 * the time is free, else the form with its messages. Nothing is moved here.
 */
export async function reviewMove(
  context: AppLoadContext,
  accountId: string,
  form: FormData,
  visitId: string,
) {
  const submission = parseWithZod(form, { schema: bookingFormSchema("confirm", "move") });
  const choice = await context.services.booking.choice(accountId, chosenOf(form, "move", visitId));
  const refused = Object.keys(choice.refused).length > 0;
  if (submission.status !== "success" || refused)
    return formAgain(choice, submission.reply({ fieldErrors: refusedFields(choice) }), form, 400);
  const { store, day, slot } = submission.value as ConfirmInput;
  const start = parseSlot(slot);
  const storeName = choice.stores.find((s) => s.id === store)?.name;
  if (!storeName || !choice.slots.some((free) => parseSlot(free) === start)) {
    const result = submission.reply({ fieldErrors: { slot: [BOOKING_MESSAGES.slotTaken] } });
    return formAgain(choice, result, form, 409);
  }
  return { review: { store, storeName, day, slot } satisfies MoveReview };
}
