import { Link } from "react-router";
import { articleStatus } from "#domain/content/article-form.ts";
import { ARTICLE_KINDS, articlePage, shopArticlePath } from "#domain/content/article-kinds.ts";
import { CONTENT_ADMIN_MESSAGES as M } from "#domain/content/messages.ts";
import { formatDateTime } from "#domain/dates.ts";
import { parsePage } from "#domain/pagination.ts";
import { can } from "#domain/staff/permissions.ts";
import { Pagination } from "#app/components/ui/pagination.tsx";
import { articlesMiddleware, requireArticles } from "#app/features/admin/content/article-action.server.ts";
import { actingOf } from "#app/features/admin/layout/guard.server.ts";
import { AdminCard, AdminPageFrame } from "#app/features/admin/layout/admin-shell.tsx";
import { AdminTable } from "#app/features/admin/layout/admin-table.tsx";
import type { Route } from "./+types/articles";

export const middleware = articlesMiddleware;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { kind, staff, editor } = requireArticles(context, request);
  const page = parsePage(new URL(request.url).searchParams.get("pagina"));
  const list = await editor.list(actingOf(context), page);
  const now = new Date();
  return {
    kind,
    page,
    total: list.total,
    canEdit: can(staff.role, ARTICLE_KINDS[kind].edit),
    rows: list.rows.map((a) => ({
      id: a.id,
      title: a.title,
      shopPath: shopArticlePath(kind, a.slug, a.kind),
      status: articleStatus(a, now),
      publishedAt: a.publishedAt.toISOString(),
      updatedAt: a.updatedAt.toISOString(),
    })),
  };
}

const statusText = (status: "draft" | "live" | "scheduled", at: string) =>
  status === "draft" ? M.draft : status === "live" ? M.live : M.scheduled(formatDateTime(at));

export default function AdminArticles({ loaderData }: Route.ComponentProps) {
  const { kind, rows, total, page, canEdit } = loaderData;
  const words = ARTICLE_KINDS[kind];
  const path = articlePage(kind).path;
  return (
    <AdminPageFrame title={words.title} intro={words.intro}>
      {canEdit ? (
        <div>
          <Link to={`${path}/nueva`} className="btn btn-primary">
            {words.newLabel}
          </Link>
        </div>
      ) : null}
      <AdminCard title={`${words.many} (${total})`}>
        {rows.length === 0 ? (
          <p className="text-slate-700">{words.none}</p>
        ) : (
          <AdminTable caption={words.caption} columns={["Título", "Estado", "Último cambio"]}>
            {rows.map((r) => (
              <tr key={r.id} className="border-b border-slate-100 align-top">
                <td className="py-2 pr-4">
                  <Link to={`${path}/${r.id}`} className="font-medium text-brand-700 underline">
                    {r.title}
                  </Link>
                  <span className="block text-xs text-slate-600">{r.shopPath}</span>
                </td>
                <td className="py-2 pr-4">{statusText(r.status, r.publishedAt)}</td>
                <td className="py-2 whitespace-nowrap">{formatDateTime(r.updatedAt)}</td>
              </tr>
            ))}
          </AdminTable>
        )}
        <Pagination path={path} page={page} total={total} pageSize={25} />
      </AdminCard>
    </AdminPageFrame>
  );
}
