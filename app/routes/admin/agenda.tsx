import { data, Link } from "react-router";
import { AGENDA_MESSAGES as M } from "#domain/booking/desk-messages.ts";
import { addDays, formatLocalDate, localDateOf, slotIso } from "#domain/booking/local-time.ts";
import { layOutWeek, weekDayName, weekDays } from "#domain/booking/week.ts";
import { formatTime } from "#domain/dates.ts";
import { can, canOn } from "#domain/staff/permissions.ts";
import {
  ADMIN_AGENDA_RULES_PATH,
  ADMIN_PAGES,
  adminAgendaBookPath,
  adminAgendaPath,
  adminAgendaWeekPath,
} from "#domain/staff/pages.ts";
import { BranchPicker, WeekAgenda, type WeekView } from "#app/features/admin/agenda/week-view.tsx";
import { orForbidden, recordId } from "#app/features/admin/layout/access.server.ts";
import { actingOf, staffOf, staffPage } from "#app/features/admin/layout/guard.server.ts";
import { AdminCard, AdminPageFrame } from "#app/features/admin/layout/admin-shell.tsx";
import { AdminTable } from "#app/features/admin/layout/admin-table.tsx";
import type { Route } from "./+types/agenda";

export const middleware = staffPage(ADMIN_PAGES.agenda);

export async function loader({ context, request }: Route.LoaderArgs) {
  const who = actingOf(context);
  const desk = context.services.bookingDesk;
  const rows = await desk.branches(who);
  const search = new URL(request.url).searchParams;
  const asked = search.get("sucursal");
  const storeId = asked === null ? rows[0]?.id : recordId(asked);
  const found = storeId ? await orForbidden(desk.week(who, storeId, search.get("semana"))) : null;
  if (storeId && !found) throw data(null, { status: 404 });
  return {
    rows: rows.map((r) => ({ id: r.id, name: r.name, enabled: r.enabled, rooms: r.rooms })),
    // The rules are the whole shop's: not a franchise's to change.
    canRules: canOn(who.actor, "agenda.manage", null),
    branch: found ? { id: found.branch.id, name: found.branch.name } : null,
    week: found ? weekView(found, can(staffOf(context).role, "agenda.book")) : null,
  };
}

type FoundWeek = NonNullable<
  Awaited<ReturnType<Route.LoaderArgs["context"]["services"]["bookingDesk"]["week"]>>
>;

/** The week's days and rooms as the page shows them; what is free is `layOutWeek`'s word. */
function weekView({ branch, monday, now, rules, closed, visits }: FoundWeek, canBook: boolean): WeekView {
  const days = weekDays(monday);
  const laid = layOutWeek({
    days,
    now: now.getTime(),
    hours: branch.hours,
    closedDays: closed,
    rooms: branch.rooms,
    rules,
    visits: visits.map((v) => ({ ...v, start: v.startsAt.getTime(), end: v.endsAt.getTime() })),
  });
  return {
    label: `Semana del ${formatLocalDate(monday)} al ${formatLocalDate(days[6]!)}`,
    previous: adminAgendaWeekPath(branch.id, addDays(monday, -7)),
    next: adminAgendaWeekPath(branch.id, addDays(monday, 7)),
    today: adminAgendaWeekPath(branch.id, localDateOf(now.getTime())),
    days: laid.map((d) => ({
      day: d.day,
      name: weekDayName(d.day),
      dayPath: adminAgendaPath(branch.id, d.day),
      note:
        d.closed !== null
          ? [M.weekClosed, d.closed].filter(Boolean).join(": ")
          : d.opens
            ? null
            : M.weekNotOpen,
      rooms: d.rooms.map((r) => ({
        room: r.room,
        cells: r.entries.map((e) =>
          e.kind === "visit"
            ? {
                kind: "visit" as const,
                id: e.visit.id,
                time: `${formatTime(e.visit.start)} a ${formatTime(e.visit.end)}`,
                customer: `${e.visit.name} ${e.visit.surname}`,
                areas: e.visit.areas.join(", "),
                to: adminAgendaPath(branch.id, d.day),
              }
            : {
                kind: "free" as const,
                time: formatTime(e.start),
                to: canBook
                  ? adminAgendaBookPath(branch.id, undefined, {
                      day: d.day,
                      hora: slotIso(e.start).slice(11, 16),
                    })
                  : null,
              },
        ),
      })),
    })),
  };
}

export default function AdminAgenda({ loaderData }: Route.ComponentProps) {
  const { rows, canRules, branch, week } = loaderData;
  return (
    <AdminPageFrame title={M.title} intro={M.intro}>
      {canRules ? (
        <div>
          <Link to={ADMIN_AGENDA_RULES_PATH} className="btn btn-secondary">
            {M.rulesTitle}
          </Link>
        </div>
      ) : null}
      {branch && week ? (
        <AdminCard title={`Semana de ${branch.name}`}>
          <div className="space-y-4">
            <BranchPicker branches={rows} chosen={branch.id} />
            <WeekAgenda week={week} />
          </div>
        </AdminCard>
      ) : null}
      <AdminCard title={`Sucursales (${rows.length})`}>
        {rows.length === 0 ? (
          <p className="text-slate-700">{M.noBranches}</p>
        ) : (
          <AdminTable caption="Agendas de las sucursales" columns={["Sucursal", "Salas", "Estado"]}>
            {rows.map((r) => (
              <tr key={r.id} className="border-b border-slate-100 align-top">
                <td className="py-2 pr-4">
                  <Link to={adminAgendaPath(r.id)} className="font-medium text-brand-700 underline">
                    {r.name}
                  </Link>
                </td>
                <td className="py-2 pr-4">{r.rooms}</td>
                <td className="py-2">{r.enabled ? "Activa" : "Inactiva"}</td>
              </tr>
            ))}
          </AdminTable>
        )}
      </AdminCard>
    </AdminPageFrame>
  );
}
