import { data, Link } from "react-router";
import { articleStatus, shopDateTimeValue } from "#domain/content/article-form.ts";
import { ARTICLE_KINDS, articlePage, shopArticlePath } from "#domain/content/article-kinds.ts";
import { CONTENT_ADMIN_MESSAGES as M } from "#domain/content/messages.ts";
import { formatDateTime } from "#domain/dates.ts";
import { dayValue } from "#domain/editing/day-input.ts";
import { can } from "#domain/staff/permissions.ts";
import { ArticleForm } from "#app/features/admin/content/article-form.tsx";
import {
  articlesMiddleware,
  requireArticles,
  saveArticle,
} from "#app/features/admin/content/article-action.server.ts";
import { recordId } from "#app/features/admin/layout/access.server.ts";
import { actingOf } from "#app/features/admin/layout/guard.server.ts";
import { SAVED } from "#app/features/admin/forms/editor-answer.ts";
import { AdminCard, AdminPageFrame } from "#app/features/admin/layout/admin-shell.tsx";
import type { Route } from "./+types/article-edit";

export const middleware = articlesMiddleware;

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { kind, staff, editor } = requireArticles(context, request);
  const who = actingOf(context);
  const editing = can(staff.role, ARTICLE_KINDS[kind].edit);
  const [a, library] = await Promise.all([
    editor.get(who, recordId(params.id)),
    editing ? context.services.media.choices(who) : [],
  ]);
  if (!a) throw data(null, { status: 404 });
  return {
    kind,
    id: a.id,
    status: articleStatus(a),
    publishedAt: a.publishedAt.toISOString(),
    shopPath: shopArticlePath(kind, a.slug, a.kind),
    library,
    uploadsUrl: context.uploadsUrl,
    article: {
      title: a.title,
      slug: a.slug,
      excerpt: a.excerpt,
      body: a.body,
      published_at: shopDateTimeValue(a.publishedAt),
      published: a.published,
      image: a.image ? a.image.name || a.image.path : null,
      version: a.version,
      author: a.author ?? "",
      outlet: a.outlet ?? "",
      external_url: a.externalUrl ?? "",
      kind: a.kind ?? "",
      valid_from: dayValue(a.validFrom ?? null),
      valid_until: dayValue(a.validUntil ?? null, true),
      conditions: a.conditions ?? "",
    },
    created: new URL(request.url).searchParams.has("guardado"),
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { kind, staff } = requireArticles(context, request, true);
  return saveArticle(context, staff, kind, request, recordId(params.id));
}

export default function AdminArticleEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, id, article, status, publishedAt, shopPath, library, uploadsUrl, created } = loaderData;
  const words = ARTICLE_KINDS[kind];
  const path = articlePage(kind).path;
  const state =
    status === "draft" ? M.draft : status === "live" ? M.live : M.scheduled(formatDateTime(publishedAt));
  return (
    <AdminPageFrame
      title={article.title}
      intro={
        <p className="flex flex-wrap items-center gap-4">
          <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
            {state}
          </span>
          <Link to={path} className="text-brand-700 underline">
            {words.back}
          </Link>
          <Link to={`${path}/${id}/vista-previa`} className="text-brand-700 underline">
            {M.preview}
          </Link>
          {status === "live" ? (
            <a href={shopPath} className="text-brand-700 underline">
              Ver en la tienda
            </a>
          ) : null}
        </p>
      }
    >
      <AdminCard title={words.one}>
        <ArticleForm
          key={article.version}
          kind={kind}
          article={article}
          library={library}
          uploadsUrl={uploadsUrl}
          answer={actionData ?? (created ? SAVED : undefined)}
        />
      </AdminCard>
    </AdminPageFrame>
  );
}
