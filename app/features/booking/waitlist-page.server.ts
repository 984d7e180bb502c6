/**
 * 'Avisame si se libera' and 'Salir de la lista' from the booking page: each posts here and goes back to the
 * booking page's day, which says what happened (`espera=anotada`, `salida`, or why it was refused).
 */
import { data, redirect, type AppLoadContext } from "react-router";
import { BOOK_PATH } from "#domain/booking/how-to-book.ts";
import { WAITLIST_MESSAGES as M, waitlistJoinSchema } from "#domain/booking/waitlist.ts";
import { formValues } from "#domain/editing/form-values.ts";
import { isUuid } from "#domain/validation/uuid.ts";

/** The booking page on the day asked about, with the answer. */
function bookingDay(v: { area: string[]; store: string; day: string }, answer: Record<string, string>) {
  const params = new URLSearchParams();
  for (const area of v.area) params.append("area", area);
  params.set("store", v.store);
  params.set("mes", v.day.slice(0, 7));
  params.set("dia", v.day);
  for (const [name, value] of Object.entries(answer)) params.set(name, value);
  return `${BOOK_PATH}?${params.toString()}`;
}

/** Back to the booking page she left from (only that page), with `espera=salida`. */
function back(form: FormData): string {
  const from = form.get("volver");
  const url = new URL(
    typeof from === "string" && from.startsWith(`${BOOK_PATH}?`) ? from : BOOK_PATH,
    "http://x",
  );
  url.searchParams.set("espera", "salida");
  return `${url.pathname}${url.search}`;
}

export async function joinOrLeave(context: AppLoadContext, accountId: string, form: FormData) {
  const waitlist = context.services.waitlist;
  if (form.get("intent") === "leave") {
    const id = form.get("id");
    if (typeof id !== "string" || !isUuid(id) || !(await waitlist.leave(accountId, id)))
      return data({ error: M.notFound }, { status: 404 });
    throw redirect(back(form));
  }
  const values = formValues(form, ["area"]);
  const parsed = waitlistJoinSchema.safeParse(values);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? M.badRange;
    return data({ error: message }, { status: 400 });
  }
  const asked = { area: values.area as string[], store: parsed.data.storeId, day: parsed.data.firstDay };
  const outcome = await waitlist.join(accountId, parsed.data);
  throw redirect(
    bookingDay(asked, outcome.ok ? { espera: "anotada", hasta: outcome.lastDay } : { espera: outcome.code }),
  );
}
