import { Link } from "react-router";
import { formatDate } from "#domain/dates.ts";
import { uploadUrl } from "#domain/images.ts";
import { Breadcrumbs } from "#app/components/layout/breadcrumbs.tsx";
import { Carousel } from "#app/components/ui/carousel.tsx";
import { JsonLd } from "#app/components/ui/json-ld.tsx";
import { RichText } from "#app/components/ui/rich-text.tsx";
import { ArticleCard, FinishedBadge } from "#app/features/content/article-card.tsx";
import { ArticleDate } from "#app/features/content/article-date.tsx";
import { articleListOf } from "#app/features/content/article-lists.ts";
import { PressContact, PressHero } from "#app/features/content/press.tsx";
import { notFound } from "#app/lib/http.ts";
import { absoluteUrl, blogPostingJsonLd } from "#app/lib/json-ld.ts";
import { seoMeta } from "#app/lib/meta.ts";
import { PATHS } from "#app/lib/paths.ts";
import { useStorefront } from "#app/lib/storefront.ts";
import type { Route } from "./+types/article";

/** A blog post, press item, promotion or campaign (/blog/{slug}, /prensa/{slug}, …). */
const MORE_ARTICLES = 6;

export async function loader({ context, url, params }: Route.LoaderArgs) {
  const list = articleListOf(url.pathname);
  if (!list) notFound();
  const content = context.services.content.shop;
  const [article, latest] = await Promise.all([
    content.article(list.kind, params.slug),
    content.articles(list.kind, { page: 1, pageSize: MORE_ARTICLES + 1 }),
  ]);
  if (!article) notFound();
  const more = latest.items.filter((a) => a.slug !== article.slug).slice(0, MORE_ARTICLES);
  return { list, article, more, uploadsUrl: context.uploadsUrl };
}

export function meta(args: Route.MetaArgs) {
  const data = args.loaderData;
  if (!data) return [];
  return seoMeta(args, {
    title: data.article.title,
    description: data.article.summary,
    image: uploadUrl(data.article.image, data.uploadsUrl),
    type: "article",
    canonicalPath: `${data.list.path}/${data.article.slug}`,
  });
}

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { list, article, more, uploadsUrl } = loaderData;
  const { publicUrl, client } = useStorefront();
  const image = uploadUrl(article.image, uploadsUrl);
  const isPromotion = list.kind === "promociones" || list.kind === "acciones";
  const press = list.kind === "prensa";
  const body = (
    <>
      <img
        src={image}
        alt={article.image?.alt ?? ""}
        width={article.image?.width ?? 1200}
        height={article.image?.height ?? 630}
        fetchPriority="high"
        decoding="async"
        className="mt-8 aspect-[1200/630] w-full rounded-card bg-brand-50 object-cover"
      />
      {isPromotion && article.finished && article.validUntil ? (
        <p className="mt-6 rounded-xl bg-slate-100 px-4 py-3 font-medium text-slate-900">
          <FinishedBadge />
          <span className="ml-2">{`Finalizó el ${formatDate(article.validUntil)}.`}</span>
        </p>
      ) : isPromotion && (article.validFrom || article.validUntil) ? (
        <p className="mt-6 rounded-xl bg-brand-50 px-4 py-3 font-medium text-brand-900">
          {article.validFrom && article.validUntil
            ? `Vigente del ${formatDate(article.validFrom)} al ${formatDate(article.validUntil)}.`
            : article.validFrom
              ? `Vigente desde el ${formatDate(article.validFrom)}.`
              : `Vigente hasta el ${formatDate(article.validUntil!)}.`}
        </p>
      ) : null}
      <RichText html={article.bodyHtml} className="mt-8" />
      {article.conditions ? (
        <section aria-labelledby="condiciones" className="mt-10 border-t border-brand-100 pt-6">
          <h2 id="condiciones" className="text-lg font-semibold text-slate-900">
            Bases y condiciones
          </h2>
          <p className="mt-2 text-sm text-slate-700">{article.conditions}</p>
        </section>
      ) : null}
      {article.externalUrl ? (
        <p className="mt-8">
          <a
            href={article.externalUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="btn btn-secondary"
          >
            {article.byline ? `Leer la nota completa en ${article.byline}` : "Leer la nota completa"}
            <span className="sr-only"> (se abre en una pestaña nueva)</span>
          </a>
        </p>
      ) : null}
      <div className="mt-10 flex flex-wrap gap-3">
        {isPromotion ? (
          <Link to={PATHS.areas} className="btn btn-primary">
            Ver áreas
          </Link>
        ) : null}
        <Link to={list.path} className="btn btn-secondary">
          {list.backLabel}
        </Link>
      </div>
    </>
  );
  return (
    <>
      {list.kind === "blog" ? (
        <JsonLd
          data={blogPostingJsonLd(article, {
            url: absoluteUrl(publicUrl, `${list.path}/${article.slug}`),
            image: absoluteUrl(publicUrl, image),
            publisher: client.name,
          })}
        />
      ) : null}
      <Breadcrumbs items={[{ label: list.title, to: list.path }, { label: article.title }]} />
      {press ? (
        <article>
          <PressHero article={article} />
          <div className="mx-auto max-w-3xl px-4 pb-8">{body}</div>
        </article>
      ) : (
        <article className="mx-auto max-w-3xl px-4 py-8">
          <header>
            <p className="text-sm text-slate-600">
              <ArticleDate value={article.publishedAt} />
              {article.byline ? <span> · {article.byline}</span> : null}
            </p>
            <h1 className="mt-2 text-4xl font-bold text-slate-900">{article.title}</h1>
            {article.excerpt ? <p className="mt-4 text-xl text-slate-700">{article.excerpt}</p> : null}
          </header>
          {body}
        </article>
      )}
      {press ? <PressContact /> : null}
      {more.length > 0 ? (
        <section className="mx-auto max-w-6xl px-4 py-8" aria-labelledby="mas-notas">
          <h2 id="mas-notas" className="text-2xl font-bold text-slate-900">
            {`Más en ${list.title}`}
          </h2>
          <Carousel kind="five" label={`Más en ${list.title}`} className="mt-6">
            {more.map((item) => (
              <ArticleCard
                key={item.slug}
                article={item}
                basePath={list.path}
                uploadsUrl={uploadsUrl}
                compact
              />
            ))}
          </Carousel>
        </section>
      ) : null}
    </>
  );
}
