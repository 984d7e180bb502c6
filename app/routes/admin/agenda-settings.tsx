import { data, Form, Link, useNavigation } from "react-router";
import {
  ADD_CLOSED_DAY_INTENT,
  closedDayFormSchema,
  REMOVE_CLOSED_DAY_INTENT,
  removeClosedDayFormSchema,
  ROOMS_INTENT,
  roomsFormSchema,
} from "#domain/booking/desk-forms.ts";
import { AGENDA_MESSAGES as M } from "#domain/booking/desk-messages.ts";
import { instantAt, localDateOf } from "#domain/booking/local-time.ts";
import { formatLongDate } from "#domain/dates.ts";
import { fieldErrorsOf } from "#domain/editing/field-errors.ts";
import { ADMIN_PAGES, adminAgendaPath } from "#domain/staff/pages.ts";
import { can } from "#domain/staff/permissions.ts";
import { openingHoursRows } from "#domain/stores/views.ts";
import { ClosedDayForm, DeskNotice, RoomsForm } from "#app/features/admin/agenda/agenda-settings-forms.tsx";
import { deskReply, invalidDeskReply } from "#app/features/admin/agenda/desk-reply.server.ts";
import { replyFor, type DeskReply } from "#app/features/admin/agenda/desk-reply.ts";
import { readEditorForm } from "#app/features/admin/forms/editor-answer.server.ts";
import { orForbidden, recordId } from "#app/features/admin/layout/access.server.ts";
import { actingOf, staffOf, staffPage } from "#app/features/admin/layout/guard.server.ts";
import { AdminCard, AdminPageFrame } from "#app/features/admin/layout/admin-shell.tsx";
import type { Route } from "./+types/agenda-settings";

export const middleware = staffPage(ADMIN_PAGES.agenda);

const noon = (day: string) => new Date(instantAt(day, "12:00"));

export async function loader({ context, params }: Route.LoaderArgs) {
  const staff = staffOf(context);
  if (!can(staff.role, "agenda.manage")) throw data({ forbidden: true }, { status: 403 });
  const storeId = recordId(params.storeId);
  const agenda = await orForbidden(context.services.bookingDesk.agenda(actingOf(context), storeId));
  if (!agenda) throw data(null, { status: 404 });
  const { branch } = agenda;
  return {
    branch: { id: branch.id, name: branch.name, rooms: branch.rooms, hours: openingHoursRows(branch.hours) },
    closed: agenda.closed.map((c) => ({ day: c.day, reason: c.reason, label: formatLongDate(noon(c.day)) })),
    today: localDateOf(Date.now()),
    canEditHours: can(staff.role, "branches.edit"),
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const staff = staffOf(context);
  if (!can(staff.role, "agenda.manage")) throw data({ forbidden: true }, { status: 403 });
  const storeId = recordId(params.storeId);
  const desk = context.services.bookingDesk;
  const who = actingOf(context);
  // The page's branch first: another franchise's answers 403 whatever is posted.
  if (!(await orForbidden(desk.agenda(who, storeId)))) throw data(null, { status: 404 });
  const posted = await readEditorForm(request);
  const { values } = posted;
  const intent = typeof values.intent === "string" ? values.intent : "";
  switch (intent) {
    case ROOMS_INTENT: {
      const parsed = roomsFormSchema.safeParse(values);
      if (!parsed.success) return invalidDeskReply(intent, posted, fieldErrorsOf(parsed.error));
      const saved = await orForbidden(desk.saveRooms(who, storeId, parsed.data.rooms));
      return deskReply(intent, saved, M.roomsSaved, posted);
    }
    case ADD_CLOSED_DAY_INTENT: {
      const parsed = closedDayFormSchema.safeParse(values);
      if (!parsed.success) return invalidDeskReply(intent, posted, fieldErrorsOf(parsed.error));
      if (parsed.data.day < localDateOf(Date.now()))
        return invalidDeskReply(intent, posted, { day: M.pastDay });
      const added = await orForbidden(desk.addClosedDay(who, storeId, parsed.data.day, parsed.data.reason));
      return deskReply(intent, added, M.closedDayAdded, posted);
    }
    case REMOVE_CLOSED_DAY_INTENT: {
      const parsed = removeClosedDayFormSchema.safeParse(values);
      if (!parsed.success) return invalidDeskReply(intent, posted, fieldErrorsOf(parsed.error));
      const removed = await orForbidden(desk.removeClosedDay(who, storeId, parsed.data.day));
      return deskReply(intent, removed, M.closedDayRemoved, posted);
    }
    default:
      return invalidDeskReply(intent, posted, { form: M.unknownAction });
  }
}

function RemoveButton({ day, label }: { day: string; label: string }) {
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={REMOVE_CLOSED_DAY_INTENT} />
      <input type="hidden" name="day" value={day} />
      <button type="submit" className="btn btn-secondary" disabled={busy}>
        Quitar<span className="sr-only"> {label}</span>
      </button>
    </Form>
  );
}

export default function AdminAgendaSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { branch, closed } = loaderData;
  const reply = actionData as DeskReply | undefined;
  const rooms = replyFor(reply, ROOMS_INTENT);
  const add = replyFor(reply, ADD_CLOSED_DAY_INTENT);
  const remove = replyFor(reply, REMOVE_CLOSED_DAY_INTENT);
  const unknown = reply && !rooms && !add && !remove ? reply : undefined;
  return (
    <AdminPageFrame
      title={`${M.settingsTitle}: ${branch.name}`}
      intro={
        <Link to={adminAgendaPath(branch.id)} className="text-brand-700 underline">
          Volver a la agenda de {branch.name}
        </Link>
      }
    >
      <DeskNotice reply={unknown} fields={[]} />
      <AdminCard title="Salas">
        {/* Saved, the stored number opens the form again. */}
        <RoomsForm key={branch.rooms} rooms={branch.rooms} reply={rooms} />
      </AdminCard>
      <AdminCard title="Días cerrados">
        <DeskNotice reply={remove} fields={[]} />
        {closed.length === 0 ? (
          <p className="text-slate-700">No hay días cerrados de hoy en adelante.</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {closed.map((c) => (
              <li key={c.day} className="flex flex-wrap items-center justify-between gap-3 py-2">
                <span className="text-slate-900">
                  <span className="first-letter:uppercase">{c.label}</span>
                  {c.reason ? <span className="block text-sm text-slate-600">{c.reason}</span> : null}
                </span>
                <RemoveButton day={c.day} label={c.label} />
              </li>
            ))}
          </ul>
        )}
        <ClosedDayForm key={add?.ok ? closed.length : "add"} reply={add} />
      </AdminCard>
      <AdminCard title="Horarios de la semana">
        <p className="mb-3 text-sm text-slate-600">
          Los turnos se dan en el horario de la sucursal, en intervalos que fijan las reglas de turnos.
        </p>
        <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
          {branch.hours.map((h) => (
            <div key={h.day} className="contents">
              <dt className="font-medium text-slate-700">{h.day}</dt>
              <dd className="text-slate-900">{h.hours}</dd>
            </div>
          ))}
        </dl>
        {loaderData.canEditHours ? (
          <p className="mt-4">
            <Link to={`${ADMIN_PAGES.branches.path}/${branch.id}`} className="text-brand-700 underline">
              Cambiar los horarios de la sucursal
            </Link>
          </p>
        ) : null}
      </AdminCard>
    </AdminPageFrame>
  );
}
