import { Link } from "react-router";
import { ADMIN_PAGES } from "#domain/staff/pages.ts";
import { ROLE_NAMES } from "#domain/staff/permissions.ts";
import { AdminCard, AdminPageFrame } from "#app/features/admin/layout/admin-shell.tsx";
import { menuFor } from "#app/features/admin/layout/menu.ts";
import { noStoreHeaders, requireStaffPage } from "#app/features/admin/layout/access.server.ts";
import type { Route } from "./+types/dashboard";

export const headers = noStoreHeaders;

export function loader({ context, request }: Route.LoaderArgs) {
  const staff = requireStaffPage(context, request, ADMIN_PAGES.dashboard);
  return {
    name: staff.name || staff.email,
    role: staff.role,
    pages: menuFor(staff.role).filter((p) => p.path !== ADMIN_PAGES.dashboard.path),
  };
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPageFrame title={`Hola ${loaderData.name}`} intro={`Tu rol: ${ROLE_NAMES[loaderData.role]}.`}>
      <AdminCard title="Secciones">
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.pages.map((p) => (
            <li key={p.path}>
              <Link
                to={p.path}
                className="block rounded-xl border border-brand-100 px-4 py-3 font-medium text-brand-700 hover:bg-brand-50"
              >
                {p.label}
              </Link>
            </li>
          ))}
        </ul>
      </AdminCard>
    </AdminPageFrame>
  );
}
