import { Link } from "react-router";
import { CONTENT_ADMIN_MESSAGES as M } from "#domain/content/messages.ts";
import { formatDateTime } from "#domain/dates.ts";
import { ADMIN_PAGES } from "#domain/staff/pages.ts";
import { actingOf, staffPage } from "#app/features/admin/layout/guard.server.ts";
import { AdminCard, AdminPageFrame } from "#app/features/admin/layout/admin-shell.tsx";
import { AdminTable } from "#app/features/admin/layout/admin-table.tsx";
import type { Route } from "./+types/pages";

export const middleware = staffPage(ADMIN_PAGES.pages);

export async function loader({ context }: Route.LoaderArgs) {
  const pages = await context.services.content.editor.pages.list(actingOf(context));
  return pages.map((p) => ({ slug: p.slug, title: p.title, updatedAt: p.updatedAt.toISOString() }));
}

export default function AdminPages({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPageFrame title={M.pagesTitle} intro={M.pagesIntro}>
      <AdminCard title={`${M.pagesTitle} (${loaderData.length})`}>
        <AdminTable caption="Páginas de la tienda" columns={["Página", "Último cambio"]}>
          {loaderData.map((p) => (
            <tr key={p.slug} className="border-b border-slate-100 align-top">
              <td className="py-2 pr-4">
                <Link
                  to={`${ADMIN_PAGES.pages.path}/${p.slug}`}
                  className="font-medium text-brand-700 underline"
                >
                  {p.title}
                </Link>
                <span className="block text-xs text-slate-600">/{p.slug}</span>
              </td>
              <td className="py-2 whitespace-nowrap">{formatDateTime(p.updatedAt)}</td>
            </tr>
          ))}
        </AdminTable>
      </AdminCard>
    </AdminPageFrame>
  );
}
