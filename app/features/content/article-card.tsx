import { Link } from "react-router";
import { uploadUrl } from "#domain/images.ts";
import type { ArticleSummary } from "#domain/content/views.ts";
import { ArticleDate } from "./article-date.tsx";

/** A promotion or campaign whose end date has passed. */
export function FinishedBadge() {
  return (
    <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">
      Finalizada
    </span>
  );
}

/** A post, press item, promotion or campaign in a list, linking to its page; a finished one says so. */
export function ArticleCard({
  article,
  basePath,
  uploadsUrl,
  compact = false,
  headingLevel = 3,
}: {
  article: ArticleSummary;
  basePath: string;
  uploadsUrl: string;
  compact?: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article
      className="relative flex h-full flex-col overflow-hidden rounded-card border border-brand-100 bg-white shadow-card"
      data-finished={article.finished ? "true" : undefined}
    >
      <img
        src={uploadUrl(article.image, uploadsUrl)}
        alt=""
        width={article.image?.width ?? 1200}
        height={article.image?.height ?? 630}
        loading="lazy"
        decoding="async"
        className="aspect-[1200/630] w-full bg-brand-50 object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <p className="flex flex-wrap items-center gap-x-2 text-sm text-slate-600">
          <ArticleDate value={article.publishedAt} />
          {article.byline ? <span>· {article.byline}</span> : null}
          {article.finished ? <FinishedBadge /> : null}
        </p>
        <Heading className={`mt-2 font-semibold text-slate-900 ${compact ? "text-lg" : "text-xl"}`}>
          <Link
            to={`${basePath}/${article.slug}`}
            prefetch="intent"
            className="after:absolute after:inset-0 after:content-[''] hover:text-brand-700"
          >
            {article.title}
          </Link>
        </Heading>
        {compact ? null : <p className="mt-2 text-slate-700">{article.excerpt}</p>}
      </div>
    </article>
  );
}
