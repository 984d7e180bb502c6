import { Link } from "react-router";
import { articleStatus } from "#domain/content-admin/article-form.ts";
import { CONTENT_ADMIN_MESSAGES as M } from "#domain/content-admin/messages.ts";
import { formatDateTime } from "#domain/dates.ts";
import { parsePage } from "#domain/pagination.ts";
import { can } from "#domain/staff/permissions.ts";
import { ADMIN_PAGES } from "#domain/staff/pages.ts";
import { Pagination } from "#app/components/ui/pagination.tsx";
import { acting, noStoreHeaders, requireStaffPage } from "#app/features/admin/layout/access.server.ts";
import { AdminCard, AdminPageFrame } from "#app/features/admin/layout/admin-shell.tsx";
import { AdminTable } from "#app/features/admin/layout/admin-table.tsx";
import type { Route } from "./+types/blog";

export const headers = noStoreHeaders;

export async function loader({ context, request }: Route.LoaderArgs) {
  const staff = requireStaffPage(context, request, ADMIN_PAGES.blog);
  const page = parsePage(new URL(request.url).searchParams.get("pagina"));
  const list = await context.services.contentAdmin.blog.list(acting(context, staff), page);
  const now = new Date();
  return {
    page,
    total: list.total,
    canEdit: can(staff.role, "content.edit"),
    rows: list.rows.map((p) => ({
      id: p.id,
      title: p.title,
      slug: p.slug,
      status: articleStatus(p, now),
      publishedAt: p.publishedAt.toISOString(),
      updatedAt: p.updatedAt.toISOString(),
    })),
  };
}

const statusText = (status: "draft" | "live" | "scheduled", at: string) =>
  status === "draft" ? M.draft : status === "live" ? M.live : M.scheduled(formatDateTime(at));

export default function AdminBlog({ loaderData }: Route.ComponentProps) {
  const { rows, total, page, canEdit } = loaderData;
  return (
    <AdminPageFrame title={M.blogTitle} intro={M.blogIntro}>
      {canEdit ? (
        <div>
          <Link to="/admin/blog/nueva" className="btn btn-primary">
            {M.newPost}
          </Link>
        </div>
      ) : null}
      <AdminCard title={`Notas (${total})`}>
        {rows.length === 0 ? (
          <p className="text-slate-700">{M.noPosts}</p>
        ) : (
          <AdminTable caption="Notas del blog" columns={["Nota", "Estado", "Último cambio"]}>
            {rows.map((r) => (
              <tr key={r.id} className="border-b border-slate-100 align-top">
                <td className="py-2 pr-4">
                  <Link to={`/admin/blog/${r.id}`} className="font-medium text-brand-700 underline">
                    {r.title}
                  </Link>
                  <span className="block text-xs text-slate-600">/blog/{r.slug}</span>
                </td>
                <td className="py-2 pr-4">{statusText(r.status, r.publishedAt)}</td>
                <td className="py-2 whitespace-nowrap">{formatDateTime(r.updatedAt)}</td>
              </tr>
            ))}
          </AdminTable>
        )}
        <Pagination path={ADMIN_PAGES.blog.path} page={page} total={total} pageSize={25} />
      </AdminCard>
    </AdminPageFrame>
  );
}
