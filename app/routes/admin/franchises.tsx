import { Link } from "react-router";
import { STORE_ADMIN_MESSAGES as M } from "#domain/stores/messages.ts";
import { FRANCHISE_SCOPED_ROLES } from "#domain/staff/permissions.ts";
import { ADMIN_PAGES } from "#domain/staff/pages.ts";
import { actingOf, staffOf, staffPage } from "#app/features/admin/layout/guard.server.ts";
import { AdminCard, AdminPageFrame } from "#app/features/admin/layout/admin-shell.tsx";
import { AdminTable } from "#app/features/admin/layout/admin-table.tsx";
import type { Route } from "./+types/franchises";

export const middleware = staffPage(ADMIN_PAGES.franchises);

export async function loader({ context }: Route.LoaderArgs) {
  const staff = staffOf(context);
  return {
    rows: await context.services.stores.editor.franchises.list(actingOf(context)),
    central: !FRANCHISE_SCOPED_ROLES.includes(staff.role),
  };
}

export default function AdminFranchises({ loaderData }: Route.ComponentProps) {
  const { rows, central } = loaderData;
  return (
    <AdminPageFrame title={M.franchisesTitle} intro={M.franchisesIntro}>
      {central ? (
        <div>
          <Link to="/admin/franquicias/nueva" className="btn btn-primary">
            {M.newFranchise}
          </Link>
        </div>
      ) : null}
      <AdminCard title={`Franquicias (${rows.length})`}>
        <AdminTable
          caption="Franquicias"
          columns={["Franquicia", "fiserv_id", "E-mail de contacto", "Sucursales"]}
        >
          {rows.map((f) => (
            <tr key={f.id} className="border-b border-slate-100 align-top">
              <td className="py-2 pr-4">
                {central ? (
                  <Link to={`/admin/franquicias/${f.id}`} className="font-medium text-brand-700 underline">
                    {f.name}
                  </Link>
                ) : (
                  f.name
                )}
              </td>
              <td className="py-2 pr-4">{f.fiservId ?? "Sin identificador: no cobra en línea"}</td>
              <td className="py-2 pr-4">{f.contactEmail ?? "—"}</td>
              <td className="py-2">
                <Link
                  to={`${ADMIN_PAGES.branches.path}?franquicia=${f.id}`}
                  className="text-brand-700 underline"
                >
                  {f.branches}
                </Link>
              </td>
            </tr>
          ))}
        </AdminTable>
      </AdminCard>
    </AdminPageFrame>
  );
}
