import { Link } from "react-router";
import { ADMIN_PAGES } from "#domain/staff/pages.ts";
import { parseDashboardRange } from "#domain/payments/dashboard-range.ts";
import { can, ROLE_NAMES } from "#domain/staff/permissions.ts";
import { AdminCard, AdminPageFrame } from "#app/features/admin/layout/admin-shell.tsx";
import { menuFor } from "#app/features/admin/layout/menu.ts";
import { actingOf, staffOf, staffPage } from "#app/features/admin/layout/guard.server.ts";
import { SalesFigures } from "#app/features/admin/dashboard/sales-figures.tsx";
import type { Route } from "./+types/dashboard";

export const middleware = staffPage(ADMIN_PAGES.dashboard);

export async function loader({ context, request }: Route.LoaderArgs) {
  const staff = staffOf(context);
  const range = parseDashboardRange(new URL(request.url).searchParams);
  const who = actingOf(context);
  const [figures, inboxes] = await Promise.all([
    can(staff.role, "sales.read") ? context.services.salesDashboard.figures(who, range) : null,
    context.services.inboxes.counts(who),
  ]);
  const waiting = [
    { label: "Mensajes sin responder", count: inboxes.messages, path: ADMIN_PAGES.messages.path },
    {
      label: "Cuentas en revisión",
      count: inboxes.review,
      path: `${ADMIN_PAGES.customers.path}?estado=en-revision`,
    },
    { label: "Correos fallidos", count: inboxes.mails, path: ADMIN_PAGES.mails.path },
    { label: "Arrepentimientos sin devolver", count: inboxes.regrets, path: ADMIN_PAGES.regrets.path },
  ].filter((b): b is { label: string; count: number; path: string } => b.count !== null);
  return {
    name: staff.name || staff.email,
    role: staff.role,
    pages: menuFor(staff.role)
      .flatMap((g) => g.items)
      .filter((p) => p.path !== ADMIN_PAGES.dashboard.path),
    range,
    figures,
    waiting,
  };
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPageFrame title={`Hola ${loaderData.name}`} intro={`Tu rol: ${ROLE_NAMES[loaderData.role]}.`}>
      {loaderData.waiting.length > 0 ? (
        <AdminCard title="Bandejas">
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {loaderData.waiting.map((b) => (
              <li key={b.path}>
                <Link
                  to={b.path}
                  className="block rounded-xl border border-brand-100 px-4 py-3 text-brand-700 hover:bg-brand-50"
                >
                  <span className="block text-2xl font-bold">{b.count}</span>
                  {b.label}
                </Link>
              </li>
            ))}
          </ul>
        </AdminCard>
      ) : null}
      {loaderData.figures ? <SalesFigures range={loaderData.range} figures={loaderData.figures} /> : null}
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
