import { Link } from "react-router";
import { AGENDA_MESSAGES as M } from "#domain/booking/desk-messages.ts";
import { canOn } from "#domain/staff/permissions.ts";
import { ADMIN_AGENDA_RULES_PATH, ADMIN_PAGES, adminAgendaPath } from "#domain/staff/pages.ts";
import { actingOf, staffPage } from "#app/features/admin/layout/guard.server.ts";
import { AdminCard, AdminPageFrame } from "#app/features/admin/layout/admin-shell.tsx";
import { AdminTable } from "#app/features/admin/layout/admin-table.tsx";
import type { Route } from "./+types/agenda";

export const middleware = staffPage(ADMIN_PAGES.agenda);

export async function loader({ context }: Route.LoaderArgs) {
  const who = actingOf(context);
  const rows = await context.services.bookingDesk.branches(who);
  return {
    rows: rows.map((r) => ({ id: r.id, name: r.name, enabled: r.enabled, rooms: r.rooms })),
    // The rules are the whole shop's: not a franchise's to change.
    canRules: canOn(who.actor, "agenda.manage", null),
  };
}

export default function AdminAgenda({ loaderData }: Route.ComponentProps) {
  const { rows, canRules } = loaderData;
  return (
    <AdminPageFrame title={M.title} intro={M.intro}>
      {canRules ? (
        <div>
          <Link to={ADMIN_AGENDA_RULES_PATH} className="btn btn-secondary">
            {M.rulesTitle}
          </Link>
        </div>
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
