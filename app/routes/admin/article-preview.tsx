import { data, Link } from "react-router";
import { ARTICLE_KINDS, articlePage } from "#domain/content/article-kinds.ts";
import { CONTENT_ADMIN_MESSAGES as M } from "#domain/content/messages.ts";
import { formatLongDate } from "#domain/dates.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { RichText } from "#app/components/ui/rich-text.tsx";
import { articlesMiddleware, requireArticles } from "#app/features/admin/content/article-action.server.ts";
import { recordId } from "#app/features/admin/layout/access.server.ts";
import { actingOf } from "#app/features/admin/layout/guard.server.ts";
import { AdminPageFrame } from "#app/features/admin/layout/admin-shell.tsx";
import type { Route } from "./+types/article-preview";

export const middleware = articlesMiddleware;

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { kind, editor } = requireArticles(context, request);
  const a = await editor.preview(actingOf(context), recordId(params.id));
  if (!a) throw data(null, { status: 404 });
  return {
    kind,
    id: a.id,
    title: a.title,
    excerpt: a.excerpt,
    byline: a.author ?? a.outlet ?? null,
    publishedAt: a.publishedAt.toISOString(),
    bodyHtml: a.bodyHtml,
    conditions: a.conditions ?? "",
  };
}

export default function AdminArticlePreview({ loaderData }: Route.ComponentProps) {
  const p = loaderData;
  return (
    <AdminPageFrame
      title={`${M.preview}: ${p.title}`}
      intro={
        <Link to={`${articlePage(p.kind).path}/${p.id}`} className="text-brand-700 underline">
          {ARTICLE_KINDS[p.kind].backFromPreview}
        </Link>
      }
    >
      <Alert tone="info">{M.previewNotice}</Alert>
      <article className="mx-auto max-w-3xl rounded-2xl bg-white p-6 shadow-sm">
        <p className="text-sm text-slate-600">
          {formatLongDate(p.publishedAt)}
          {p.byline ? <span> · {p.byline}</span> : null}
        </p>
        <h2 className="mt-2 text-4xl font-bold text-slate-900">{p.title}</h2>
        {p.excerpt ? <p className="mt-4 text-xl text-slate-700">{p.excerpt}</p> : null}
        <RichText html={p.bodyHtml} className="mt-8" />
        {p.conditions ? (
          <p className="mt-8 text-sm whitespace-pre-line text-slate-600">{p.conditions}</p>
        ) : null}
      </article>
    </AdminPageFrame>
  );
}
