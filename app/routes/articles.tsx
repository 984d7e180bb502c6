import { parsePage } from "#domain/pagination.ts";
import { GENERIC_MESSAGES } from "#domain/validation/messages.ts";
import { Breadcrumbs } from "#app/components/layout/breadcrumbs.tsx";
import { Pagination } from "#app/components/ui/pagination.tsx";
import { ArticleCard } from "#app/features/content/article-card.tsx";
import { ARTICLES_PER_PAGE, articleListOf } from "#app/features/content/article-lists.ts";
import { PageHero } from "#app/features/content/composed-page.tsx";
import { PressContact, PressQuote } from "#app/features/content/press.tsx";
import { notFound } from "#app/lib/http.ts";
import { seoMeta } from "#app/lib/meta.ts";
import type { Route } from "./+types/articles";

/** /blog, /prensa, /promociones and /acciones: a paginated list, newest first (?pagina=N). */
export async function loader({ context, url }: Route.LoaderArgs) {
  const list = articleListOf(url.pathname);
  if (!list) notFound();
  const page = parsePage(url.searchParams.get("pagina"));
  const result = await context.services.content.shop.articles(list.kind, {
    page,
    pageSize: ARTICLES_PER_PAGE,
  });
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
  const cards = (headingLevel: 2 | 3) =>
    result.items.length === 0 ? (
      <p className="mt-8 text-slate-700">{GENERIC_MESSAGES.noResults}</p>
    ) : (
      <ul className="mt-8 grid gap-6 md:grid-cols-2">
        {result.items.map((article) => (
          <li key={article.slug}>
            <ArticleCard
              article={article}
              basePath={list.path}
              uploadsUrl={uploadsUrl}
              headingLevel={headingLevel}
            />
          </li>
        ))}
      </ul>
    );
  const pagination = (
    <Pagination path={list.path} page={result.page} total={result.total} pageSize={result.pageSize} />
  );

  if (list.kind === "prensa") {
    // Newest first: the first item of the first page is the latest press item.
    const newest = result.page === 1 ? result.items[0] : undefined;
    return (
      <>
        <Breadcrumbs items={[{ label: list.title }]} />
        <PageHero eyebrow="Sala de prensa" title={list.title} intro={list.description} />
        <div className="mx-auto max-w-6xl px-4">
          {newest ? <PressQuote article={newest} /> : null}
          <section aria-labelledby="en-los-medios" className="mt-12">
            <h2 id="en-los-medios" className="text-3xl font-semibold text-slate-900">
              Candela en los medios
            </h2>
            {cards(3)}
            {pagination}
          </section>
        </div>
        <PressContact />
      </>
    );
  }

  return (
    <>
      <Breadcrumbs items={[{ label: list.title }]} />
      <div className="mx-auto max-w-6xl px-4 py-8">
        <h1 className="text-4xl font-bold text-slate-900">{list.title}</h1>
        <p className="mt-3 max-w-2xl text-lg text-slate-700">{list.description}</p>
        {cards(2)}
        {pagination}
      </div>
    </>
  );
}
