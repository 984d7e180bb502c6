import { ARTICLE_KINDS } from "#domain/content/article-kinds.ts";
import { ArticleForm } from "#app/features/admin/content/article-form.tsx";
import {
  articlesMiddleware,
  requireArticles,
  saveArticle,
} from "#app/features/admin/content/article-action.server.ts";
import { actingOf } from "#app/features/admin/layout/guard.server.ts";
import { AdminCard, AdminPageFrame } from "#app/features/admin/layout/admin-shell.tsx";
import type { Route } from "./+types/article-new";

export const middleware = articlesMiddleware;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { kind } = requireArticles(context, request, true);
  return {
    kind,
    library: await context.services.media.choices(actingOf(context)),
    uploadsUrl: context.uploadsUrl,
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { kind, staff } = requireArticles(context, request, true);
  return saveArticle(context, staff, kind, request);
}

const EMPTY = { title: "", slug: "", excerpt: "", body: "", published_at: "", published: false, image: null };

export default function AdminArticleNew({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, library, uploadsUrl } = loaderData;
  return (
    <AdminPageFrame title={ARTICLE_KINDS[kind].newLabel}>
      <AdminCard title={ARTICLE_KINDS[kind].one}>
        <ArticleForm
          kind={kind}
          article={EMPTY}
          library={library}
          uploadsUrl={uploadsUrl}
          answer={actionData}
        />
      </AdminCard>
    </AdminPageFrame>
  );
}
