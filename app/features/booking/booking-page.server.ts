/**
 * The booking and moving pages' server side: 'Ver horarios' is a GET of the form (the loader reads the
 * address), 'Confirmar turno' / 'Confirmar cambio' a POST (the action). Both answer the same state, so the
 * form shows what she chose, the free times and the messages next to their fields, with or without scripts.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type AppLoadContext } from "react-router";
import { parseSlot } from "#domain/booking/local-time.ts";
import { BOOKING_MESSAGES as M } from "#domain/booking/messages.ts";
import { isUuid } from "#domain/validation/uuid.ts";
import type { BookingChoice } from "#domain/booking/views.ts";
import { readFormData } from "#app/lib/form-data.server.ts";
import { notFound } from "#app/lib/http.ts";
import { confirmSchema, lookSchema, type BookingMode, type ConfirmInput } from "./booking-schema.ts";
import type { BookingFormState, BookingFormValues } from "./types.ts";

type Fields = Partial<Record<keyof BookingFormValues, string[]>>;

const FIELDS = ["area", "store", "day", "slot"] as const;
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

/** What the service would not take, said before she picks a time: an area not hers, a branch not offered. */
function refusedChoices(choice: BookingChoice, chosen: ReturnType<typeof chosenOf>): Fields {
  const errors: Fields = {};
  const ids = chosen.entitlementIds ?? [];
  if (ids.some((id) => !choice.entitlementIds.includes(id))) errors.area = [M.unknownArea];
  if (chosen.storeId && chosen.storeId !== choice.storeId) errors.store = [M.storeNotBookable];
  return errors;
}

const hasErrors = (errors: Fields) => Object.keys(errors).length > 0;

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
  const form = toFormData(new URL(request.url).searchParams);
  const chosen = chosenOf(form, mode, visitId);
  const choice = await context.services.booking.choice(accountId, chosen);
  const asked = ["area", "store", "day"].some((name) => form.has(name));
  if (!asked) {
    // A single area is the one she books; with more, she picks.
    const area = mode === "book" && choice.areas.length === 1 ? [choice.areas[0]!.id] : choice.entitlementIds;
    return {
      choice,
      result: null,
      defaults: { area, store: choice.storeId ?? "", day: "", slot: "" },
      looked: false,
    };
  }
  const submission = parseWithZod(form, { schema: lookSchema(mode, choice) });
  const refused = refusedChoices(choice, chosen);
  const looked = submission.status === "success" && !hasErrors(refused);
  return {
    choice,
    result: looked ? null : submission.reply(hasErrors(refused) ? { fieldErrors: refused } : undefined),
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
  const chosen = chosenOf(form, mode, visitId);
  const choice = await booking.choice(accountId, chosen);
  const submission = parseWithZod(form, { schema: confirmSchema(mode, choice) });
  if (submission.status !== "success") {
    return data(
      { form: { choice, result: submission.reply(), defaults: valuesOf(choice, form, true), looked: true } },
      { status: 400 },
    );
  }
  const { area = [], store, slot } = submission.value as ConfirmInput;
  const start = parseSlot(slot)!;
  const outcome =
    mode === "book"
      ? await booking.book({
          accountId,
          storeId: store,
          entitlementIds: area,
          start,
        })
      : await booking.move({ accountId, visitId: visitId!, storeId: store, start });
  if (outcome.ok) {
    const estado = mode === "book" ? "confirmado" : "cambiado";
    throw redirect(`/my-account/turnos/${outcome.visitId}?estado=${estado}`);
  }
  // The times may have changed meanwhile (that is often why it was refused): the day is read again.
  const fresh = await booking.choice(accountId, chosen);
  return data(
    {
      form: {
        choice: fresh,
        result: submission.reply({ fieldErrors: { [outcome.field]: [outcome.message] } }),
        defaults: valuesOf(fresh, form, true),
        looked: true,
      },
    },
    { status: outcome.field === "slot" ? 409 : 400 },
  );
}
