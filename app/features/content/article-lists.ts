import type { ArticleKind } from "#domain/content/views.ts";

export interface ArticleList {
  kind: ArticleKind;
  path: string;
  title: string;
  description: string;
  /** What one entry is called in its page's breadcrumbs. */
  entryLabel: string;
  /** The link from an entry back to its list. */
  backLabel: string;
}

/** The four lists of articles, by their first path segment. */
export const ARTICLE_LISTS: Record<ArticleKind, ArticleList> = {
  blog: {
    kind: "blog",
    path: "/blog",
    title: "Blog",
    description: "Consejos, mitos y verdades sobre la depilación láser, y novedades de Candela.",
    entryLabel: "Nota",
    backLabel: "Volver al blog",
  },
  prensa: {
    kind: "prensa",
    path: "/prensa",
    title: "Prensa",
    description:
      "Candela en los medios: notas y entrevistas sobre depilación láser y nuestra red de sucursales.",
    entryLabel: "Nota de prensa",
    backLabel: "Volver a prensa",
  },
  promociones: {
    kind: "promociones",
    path: "/promociones",
    title: "Promociones",
    description:
      "Descuentos, cuotas sin interés y beneficios vigentes para tu tratamiento de depilación láser.",
    entryLabel: "Promoción",
    backLabel: "Volver a promociones",
  },
  acciones: {
    kind: "acciones",
    path: "/acciones",
    title: "Acciones",
    description: "Campañas y programas de Candela: referidos, acciones solidarias y más.",
    entryLabel: "Acción",
    backLabel: "Volver a acciones",
  },
};

/** Articles per page of a list. */
export const ARTICLES_PER_PAGE = 4;

/** The list a path belongs to, from its first segment (/blog, /prensa/…). */
export function articleListOf(pathname: string): ArticleList | null {
  const segment = pathname.split("/")[1] as ArticleKind;
  return ARTICLE_LISTS[segment] ?? null;
}
