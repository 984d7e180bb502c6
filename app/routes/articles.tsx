import { parsePage } from "#domain/pagination.ts";
import { GENERIC_MESSAGES } from "#domain/validation/messages.ts";
import { Breadcrumbs } from "#app/components/layout/breadcrumbs.tsx";
import { Pagination } from "#app/components/ui/pagination.tsx";
import { ArticleCard } from "#app/features/content/article-card.tsx";
import { ARTICLES_PER_PAGE, articleListOf } from "#app/features/content/article-lists.ts";
import { notFound } from "#app/lib/http.ts";
import { seoMeta } from "#app/lib/meta.ts";
import type { Route } from "./+types/articles";

/** /blog, /prensa, /promociones and /acciones: a paginated list, newest first (?pagina=N). */
export async function loader({ context, url }: Route.LoaderArgs) {
  const list = articleListOf(url.pathname);
  if (!list) notFound();
  const page = parsePage(url.searchParams.get("pagina"));
  const result = await context.services.content.articles(list.kind, { page, pageSize: ARTICLES_PER_PAGE });
  if (page > 1 && result.items.length === 0) notFound();
  return { list, result, uploadsUrl: context.uploadsUrl };
}

export function meta(args: Route.MetaArgs) {
  const data = args.loaderData;
  if (!data) return [];
  const { list, result } = data;
  return seoMeta(args, {
    title: result.page > 1 ? `${list.title} (página ${result.page})` : list.title,
    description: list.description,
    canonicalPath: result.page > 1 ? `${list.path}?pagina=${result.page}` : list.path,
  });
}

export default function Articles({ loaderData }: Route.ComponentProps) {
  const { list, result, uploadsUrl } = loaderData;
  return (
    <>
      <Breadcrumbs items={[{ label: list.title }]} />
      <div className="mx-auto max-w-6xl px-4 py-8">
        <h1 className="text-4xl font-bold text-slate-900">{list.title}</h1>
        <p className="mt-3 max-w-2xl text-lg text-slate-700">{list.description}</p>
        {result.items.length === 0 ? (
          <p className="mt-8 text-slate-700">{GENERIC_MESSAGES.noResults}</p>
        ) : (
          <ul className="mt-8 grid gap-6 md:grid-cols-2">
            {result.items.map((article) => (
              <li key={article.slug}>
                <ArticleCard
                  article={article}
                  basePath={list.path}
                  uploadsUrl={uploadsUrl}
                  headingLevel={2}
                />
              </li>
            ))}
          </ul>
        )}
        <Pagination path={list.path} page={result.page} total={result.total} pageSize={result.pageSize} />
      </div>
    </>
  );
}
