import { listInSpanish } from "#domain/spanish-list.ts";
import { data, Link } from "react-router";
import { AGENDA_MESSAGES as M } from "#domain/booking/desk-messages.ts";
import { markFormSchema } from "#domain/booking/desk-forms.ts";
import { addDays, instantAt, isLocalDate, weekdayOf } from "#domain/booking/local-time.ts";
import { markRefusal, undoRefusal } from "#domain/booking/visits.ts";
import { formatDateTime, formatLongDate } from "#domain/dates.ts";
import { formValues } from "#domain/editing/form-values.ts";
import {
  ADMIN_PAGES,
  adminAgendaBookPath,
  adminAgendaPath,
  adminAgendaSettingsPath,
  adminAgendaWeekPath,
} from "#domain/staff/pages.ts";
import { can } from "#domain/staff/permissions.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { DayPicker } from "#app/features/admin/agenda/day-picker.tsx";
import { VisitsTable } from "#app/features/admin/agenda/visits-table.tsx";
import { WaitingList } from "#app/features/admin/agenda/waiting-list.tsx";
import { orForbidden, recordId } from "#app/features/admin/layout/access.server.ts";
import { actingOf, staffOf, staffPage } from "#app/features/admin/layout/guard.server.ts";
import { AdminCard, AdminPageFrame } from "#app/features/admin/layout/admin-shell.tsx";
import { readFormData } from "#app/lib/form-data.server.ts";
import { confirmAskOf } from "#app/features/admin/forms/confirm-step.ts";
import { ConfirmStep } from "#app/features/admin/forms/confirm-step-panel.tsx";
import { unconfirmed } from "#app/features/admin/forms/confirm-step.server.ts";
import type { Route } from "./+types/agenda-day";

export const middleware = staffPage(ADMIN_PAGES.agenda);

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const staff = staffOf(context);
  const storeId = recordId(params.storeId);
  const search = new URL(request.url).searchParams;
  const asked = search.get("dia");
  const found = await orForbidden(context.services.bookingDesk.day(actingOf(context), storeId, asked));
  if (!found) throw data(null, { status: 404 });
  const { branch, day } = found;
  const weekday = weekdayOf(day);
  const now = found.now.getTime();
  return {
    branch: { id: branch.id, name: branch.name, rooms: branch.rooms },
    day,
    // Noon: the date's own day on the shop's clock whatever the zone of the reader.
    label: formatLongDate(new Date(instantAt(day, "12:00"))),
    previous: adminAgendaPath(branch.id, addDays(day, -1)),
    next: adminAgendaPath(branch.id, addDays(day, 1)),
    dayError: asked && !isLocalDate(asked) ? M.dayInvalid : null,
    hours: branch.hours.filter((h) => h.day === weekday).map((h) => `${h.open_at} a ${h.close_at}`),
    closed: found.closed,
    visits: found.visits.map((v) => ({
      id: v.id,
      room: v.room,
      startsAt: v.startsAt.toISOString(),
      endsAt: v.endsAt.toISOString(),
      status: v.status,
      markable: markRefusal({ status: v.status, startsAt: v.startsAt.getTime() }, now) === null,
      undoable: undoRefusal({ status: v.status, markedAt: v.markedAt?.getTime() ?? null }, now) === null,
      accountId: v.accountId,
      customer: `${v.name} ${v.surname}`,
      phone: v.phone,
      areas: v.areas,
    })),
    canBook: can(staff.role, "agenda.book"),
    canManage: can(staff.role, "agenda.manage"),
    linkCustomers: can(staff.role, "customers.read"),
    booked: search.has("reservado"),
    waiting: await context.services.waitlist.waitingOn(actingOf(context), branch.id, day),
  };
}

type MarkAnswer = { ok: boolean; message: string };

/**
 * 'Asistió' or 'No asistió' on a visit that has started, 'Deshacer' on one marked today; the desk checks the
 * visit's branch against the person's scope and the time, whatever the page offered.
 */
export async function action({ context, request, params }: Route.ActionArgs) {
  const who = actingOf(context);
  const desk = context.services.bookingDesk;
  // The page's branch first: another franchise's answers 403 whatever is posted.
  const day = new URL(request.url).searchParams.get("dia");
  const found = await orForbidden(desk.day(who, recordId(params.storeId), day));
  if (!found) throw data(null, { status: 404 });
  const formData = await readFormData(request);
  const parsed = markFormSchema.safeParse(formValues(formData));
  if (!parsed.success) return data<MarkAnswer>({ ok: false, message: M.unknownAction }, { status: 400 });
  const { visit, intent } = parsed.data;
  const shown = found.visits.find((v) => v.id === visit);
  // A mark the desk refuses anyway is answered by the desk; any other is restated first.
  const refused =
    shown &&
    (intent === "undo"
      ? undoRefusal(
          { status: shown.status, markedAt: shown.markedAt?.getTime() ?? null },
          found.now.getTime(),
        )
      : markRefusal({ status: shown.status, startsAt: shown.startsAt.getTime() }, found.now.getTime()));
  const ask = M.markAsk[intent];
  const asked = refused
    ? null
    : unconfirmed(formData, {
        title: ask.title(
          shown
            ? M.markedVisit(
                `${shown.name} ${shown.surname}`,
                listInSpanish(shown.areas),
                formatDateTime(shown.startsAt),
              )
            : M.thisVisit,
        ),
        text: ask.text,
        button: ask.button,
      });
  if (asked) return asked;
  const outcome = await orForbidden(
    intent === "undo" ? desk.undo(who, visit) : desk.mark(who, visit, intent),
  );
  if (outcome.ok) return data<MarkAnswer>({ ok: true, message: intent === "undo" ? M.undone : M[intent] });
  if (outcome.code === "not_found") throw data(null, { status: 404 });
  return data<MarkAnswer>({ ok: false, message: outcome.message }, { status: 409 });
}

export default function AdminAgendaDay({ loaderData, actionData }: Route.ComponentProps) {
  const { branch, day, closed, hours, visits } = loaderData;
  return (
    <AdminPageFrame
      title={`Agenda de ${branch.name}`}
      intro={
        <p className="flex flex-wrap items-center gap-4">
          <span className="font-medium text-slate-900 first-letter:uppercase">{loaderData.label}</span>
          <Link to={adminAgendaWeekPath(branch.id, day)} className="text-brand-700 underline">
            Ver la semana
          </Link>
          <Link to={ADMIN_PAGES.agenda.path} className="text-brand-700 underline">
            Volver a la agenda
          </Link>
        </p>
      }
    >
      <ConfirmStep ask={confirmAskOf(actionData)} />
      {actionData && "message" in actionData ? (
        <Alert tone={actionData.ok ? "success" : "error"}>{actionData.message}</Alert>
      ) : null}
      {!actionData && loaderData.booked ? <Alert tone="success">{M.booked}</Alert> : null}
      {loaderData.canBook || loaderData.canManage ? (
        <div className="flex flex-wrap gap-3">
          {loaderData.canBook ? (
            <Link to={adminAgendaBookPath(branch.id)} className="btn btn-primary">
              {M.bookTitle}
            </Link>
          ) : null}
          {loaderData.canManage ? (
            <Link to={adminAgendaSettingsPath(branch.id)} className="btn btn-secondary">
              {M.settingsTitle}
            </Link>
          ) : null}
        </div>
      ) : null}
      <DayPicker
        day={day}
        previous={loaderData.previous}
        next={loaderData.next}
        error={loaderData.dayError}
      />
      {closed ? (
        <Alert tone="warning" title={M.closedDay}>
          {closed.reason || null}
        </Alert>
      ) : hours.length === 0 ? (
        <Alert tone="info">{M.closedByHours}</Alert>
      ) : null}
      <AdminCard title={`Turnos (${visits.length})`}>
        <p className="mb-4 text-sm text-slate-600">
          {hours.length > 0 ? `Horario: ${hours.join(" y ")}. ` : ""}
          {branch.rooms === 1 ? "1 sala." : `${branch.rooms} salas.`}
        </p>
        <VisitsTable visits={visits} canMark={loaderData.canBook} linkCustomers={loaderData.linkCustomers} />
      </AdminCard>
      <WaitingList waiting={loaderData.waiting} linkCustomers={loaderData.linkCustomers} />
    </AdminPageFrame>
  );
}
