import { data, Link, redirect } from "react-router";
import { bookForFormSchema, customerEmailSchema } from "#domain/booking/desk-forms.ts";
import { AGENDA_MESSAGES as M } from "#domain/booking/desk-messages.ts";
import { instantAt, isLocalDate, localDateOf, minutesOf } from "#domain/booking/local-time.ts";
import { BOOKING_MESSAGES } from "#domain/booking/messages.ts";
import { formatDate, formatLongDate, formatTime } from "#domain/dates.ts";
import { formValues } from "#domain/editing/form-values.ts";
import { ADMIN_PAGES, adminAgendaBookPath, adminAgendaPath } from "#domain/staff/pages.ts";
import { can } from "#domain/staff/permissions.ts";
import { isUuid } from "#domain/validation/uuid.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import {
  CustomerLookup,
  SlotPickForm,
  SlotSearchForm,
  type BookingChoiceView,
} from "#app/features/admin/agenda/book-forms.tsx";
import { orForbidden, recordId } from "#app/features/admin/layout/access.server.ts";
import { actingOf, staffOf, staffPage } from "#app/features/admin/layout/guard.server.ts";
import { AdminCard, AdminPageFrame } from "#app/features/admin/layout/admin-shell.tsx";
import { readFormData } from "#app/lib/form-data.server.ts";
import type { Route } from "./+types/agenda-book";

export const middleware = staffPage(ADMIN_PAGES.agenda);

const noon = (day: string) => new Date(instantAt(day, "12:00"));

/** The day and time of a free time the week opened (`?day=YYYY-MM-DD&hora=HH:MM`), when both are valid. */
function chosenTime(search: URLSearchParams): { day: string; hora: string } | null {
  const day = search.get("day");
  const hora = search.get("hora");
  if (!day || !hora || !isLocalDate(day) || !/^\d{2}:\d{2}$/.test(hora) || minutesOf(hora) === null)
    return null;
  return { day, hora };
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const staff = staffOf(context);
  if (!can(staff.role, "agenda.book")) throw data({ forbidden: true }, { status: 403 });
  const storeId = recordId(params.storeId);
  const who = actingOf(context);
  const desk = context.services.bookingDesk;
  // The branch of the address, checked against the person's scope.
  const here = await orForbidden(desk.day(who, storeId));
  if (!here) throw data(null, { status: 404 });
  const branch = { id: here.branch.id, name: here.branch.name };
  const search = new URL(request.url).searchParams;
  const accountId = search.get("cliente");
  const time = chosenTime(search);
  const chosen = time
    ? { ...time, label: M.chosenTime(`${formatLongDate(noon(time.day))}, ${time.hora} h`) }
    : null;

  if (accountId === null) {
    const typed = search.get("email");
    if (typed === null) {
      return { branch, chosen, lookup: { email: "", error: null, results: null }, choice: null };
    }
    const email = customerEmailSchema.safeParse(typed);
    if (!email.success) {
      return {
        branch,
        chosen,
        lookup: { email: typed.slice(0, 255), error: email.error.issues[0]!.message, results: null },
        choice: null,
      };
    }
    // Those who read customers search them as the customers list does; the others by the exact e-mail.
    const results = can(staff.role, "customers.read")
      ? (
          await context.services.customers.directory.search(who, {
            q: email.data,
            estado: "",
            orden: "email",
            page: 1,
          })
        ).rows
      : await context.services.deskCustomers.byEmail(who, email.data);
    return {
      branch,
      chosen,
      lookup: {
        email: email.data,
        error: null,
        results: results.map((c) => ({ id: c.id, name: `${c.name} ${c.surname}`, email: c.email })),
      },
      choice: null,
    };
  }

  if (!isUuid(accountId)) throw data(null, { status: 404 });
  const asked = search.get("day");
  const found = await orForbidden(
    desk.choiceFor(who, accountId, {
      entitlementIds: search.getAll("area").filter(isUuid),
      storeId: search.get("store") ?? storeId,
      day: asked,
    }),
  );
  if (!found) throw data(null, { status: 404 });
  const { customer, choice } = found;
  // A free time of the week brings its day before any area is chosen: nothing is wrong yet.
  const looked = asked !== null && !(time && search.getAll("area").length === 0);
  const dayError = !looked
    ? null
    : !asked || !isLocalDate(asked)
      ? M.dayInvalid
      : choice.day === null
        ? M.outOfRange(
            `entre el ${formatDate(noon(choice.firstDay))} y el ${formatDate(noon(choice.lastDay))}`,
          )
        : null;
  const areaError = looked && choice.entitlementIds.length === 0 ? BOOKING_MESSAGES.noAreas : null;
  const view: BookingChoiceView = {
    customerId: customer.id,
    areas: choice.areas.map((a) => ({ id: a.id, title: a.title, left: a.left })),
    chosenAreas: choice.entitlementIds,
    stores: choice.stores,
    storeId: choice.storeId,
    day: choice.day ?? (asked && isLocalDate(asked) ? asked : ""),
    firstDay: choice.firstDay,
    lastDay: choice.lastDay,
    durationMinutes: choice.durationMinutes,
    dayLabel: choice.day ? formatLongDate(noon(choice.day)) : null,
    slots: choice.slots.map((s) => ({ value: s, label: formatTime(s) })),
    areaError,
    dayError,
    hora: time?.hora ?? null,
    notice:
      looked && !dayError && !areaError && choice.storeId && choice.slots.length === 0 ? M.noSlots : null,
  };
  return {
    branch,
    chosen,
    lookup: null,
    choice: view,
    customer: { name: `${customer.name} ${customer.surname}`, email: customer.email },
  };
}

type BookAnswer = { ok: false; message: string };

/** 'Confirmar turno': booked under the customer's own rules, then the branch's day with 'Turno confirmado'. */
export async function action({ context, request, params }: Route.ActionArgs) {
  const staff = staffOf(context);
  if (!can(staff.role, "agenda.book")) throw data({ forbidden: true }, { status: 403 });
  const who = actingOf(context);
  const desk = context.services.bookingDesk;
  // The page's branch first: another franchise's answers 403 whatever is posted.
  if (!(await orForbidden(desk.day(who, recordId(params.storeId))))) throw data(null, { status: 404 });
  const parsed = bookForFormSchema.safeParse(formValues(await readFormData(request), ["area"]));
  if (!parsed.success) {
    return data<BookAnswer>({ ok: false, message: parsed.error.issues[0]!.message }, { status: 400 });
  }
  const { account, store, area, slot } = parsed.data;
  const outcome = await orForbidden(
    desk.bookFor(who, {
      accountId: account,
      storeId: store,
      entitlementIds: area,
      start: slot,
    }),
  );
  if (outcome.ok) throw redirect(`${adminAgendaPath(store, localDateOf(slot))}&reservado=1`);
  return data<BookAnswer>({ ok: false, message: outcome.message }, { status: 409 });
}

export default function AdminAgendaBook({ loaderData, actionData }: Route.ComponentProps) {
  const { branch, chosen, lookup, choice } = loaderData;
  return (
    <AdminPageFrame
      title={`${M.bookTitle}: ${branch.name}`}
      intro={
        <p className="flex flex-wrap gap-4">
          <Link to={adminAgendaPath(branch.id)} className="text-brand-700 underline">
            Volver a la agenda de {branch.name}
          </Link>
          {choice ? (
            <Link to={adminAgendaBookPath(branch.id)} className="text-brand-700 underline">
              Buscar otro cliente
            </Link>
          ) : null}
        </p>
      }
    >
      {actionData && !actionData.ok ? <Alert tone="error">{actionData.message}</Alert> : null}
      {chosen ? <Alert tone="info">{chosen.label}</Alert> : null}
      {lookup ? (
        <AdminCard title="Buscar al cliente">
          <CustomerLookup
            storeId={branch.id}
            time={chosen && { day: chosen.day, hora: chosen.hora }}
            email={lookup.email}
            error={lookup.error}
            results={lookup.results}
          />
        </AdminCard>
      ) : null}
      {choice && "customer" in loaderData && loaderData.customer ? (
        <AdminCard title={loaderData.customer.name}>
          <p className="mb-4 text-sm text-slate-600">{loaderData.customer.email}</p>
          {choice.areas.length === 0 ? (
            <p className="text-slate-700">{M.noSessions}</p>
          ) : choice.stores.length === 0 ? (
            <p className="text-slate-700">{M.noStores}</p>
          ) : (
            <div className="space-y-8">
              <SlotSearchForm choice={choice} />
              {choice.notice ? <Alert tone="info">{choice.notice}</Alert> : null}
              {choice.slots.length > 0 ? <SlotPickForm key={choice.day} choice={choice} /> : null}
            </div>
          )}
        </AdminCard>
      ) : null}
    </AdminPageFrame>
  );
}
