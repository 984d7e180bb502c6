import { Link } from "react-router";
import type { ArticleSummary } from "#domain/content/views.ts";
import { PATHS } from "#app/lib/paths.ts";
import { useStorefront } from "#app/lib/storefront.ts";
import { ArticleDate } from "./article-date.tsx";
import { CallToAction, lightButton, outlineButton, PageHero } from "./composed-page.tsx";

/** A press item's opening: the outlet, its title, its excerpt and when it came out. */
export function PressHero({ article }: { article: ArticleSummary }) {
  return (
    <PageHero
      eyebrow={article.byline ? `Prensa · ${article.byline}` : "Prensa"}
      title={article.title}
      intro={article.excerpt}
    >
      <p className="mt-4 text-sm text-slate-600">
        <ArticleDate value={article.publishedAt} />
      </p>
    </PageHero>
  );
}

/** The newest press item's own excerpt as the page's pull quote, credited to its outlet, title and date. */
export function PressQuote({ article }: { article: ArticleSummary }) {
  return (
    <figure className="mx-auto mt-12 max-w-3xl border-l-4 border-blush-500 pl-6" data-press-quote>
      <blockquote className="font-display text-2xl leading-snug text-slate-900 sm:text-3xl">
        <p>{article.excerpt}</p>
      </blockquote>
      <figcaption className="mt-4 text-sm text-slate-600">
        {article.byline ? <span className="font-semibold text-slate-800">{article.byline}</span> : null}
        {article.byline ? ", " : null}
        <Link
          to={`${PATHS.press}/${article.slug}`}
          className="font-semibold text-brand-700 underline hover:text-brand-900"
        >
          {`«${article.title}»`}
        </Link>
        {" · "}
        <ArticleDate value={article.publishedAt} />
      </figcaption>
    </figure>
  );
}

/** Where journalists write: the shop's e-mail from its settings. */
export function PressContact() {
  const { client } = useStorefront();
  return (
    <CallToAction
      title="¿Sos periodista?"
      text={
        <>
          Para entrevistas y consultas de prensa, escribinos a{" "}
          <strong className="font-semibold text-white">{client.email}</strong> y te respondemos a la brevedad.
        </>
      }
    >
      <a
        href={`mailto:${client.email}?subject=${encodeURIComponent("Consulta de prensa")}`}
        className={lightButton}
      >
        Escribinos
      </a>
      <Link to={PATHS.about} className={outlineButton}>
        Conocé Candela
      </Link>
    </CallToAction>
  );
}
