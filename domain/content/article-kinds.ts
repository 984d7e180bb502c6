import { ADMIN_PAGES } from "#domain/staff/pages.ts";
import type { Permission } from "#domain/staff/permissions.ts";

/**
 * The back office's three lists of articles, each over its own table: the blog, the press and the
 * promotions (which also hold the campaigns, 'acciones'). One editor serves them all; these are the words
 * and addresses that differ.
 */
export const ARTICLE_KINDS = {
  blog: {
    page: "blog",
    edit: "content.edit",
    title: "Blog",
    intro:
      "Las notas del blog: se escriben, se revisan con la vista previa y se publican ahora o en una fecha.",
    newLabel: "Nueva nota",
    one: "La nota",
    many: "Notas",
    caption: "Notas del blog",
    none: "Todavía no hay notas.",
    bodyLabel: "Texto de la nota",
    back: "Volver al blog",
    backFromPreview: "Volver a la nota",
    slugTaken: "Ya existe otra nota con este slug.",
  },
  prensa: {
    page: "press",
    edit: "content.edit",
    title: "Prensa",
    intro: "Las notas que los medios publicaron sobre Candela, con el medio y el enlace a la nota original.",
    newLabel: "Nueva nota de prensa",
    one: "La nota de prensa",
    many: "Notas de prensa",
    caption: "Notas de prensa",
    none: "Todavía no hay notas de prensa.",
    bodyLabel: "Texto de la nota",
    back: "Volver a prensa",
    backFromPreview: "Volver a la nota de prensa",
    slugTaken: "Ya existe otra nota de prensa con este slug.",
  },
  promociones: {
    page: "promotions",
    edit: "promotions.edit",
    title: "Promociones",
    intro:
      "Las promociones (en /promociones) y las acciones (en /acciones): su texto, sus condiciones y su vigencia.",
    newLabel: "Nueva promoción",
    one: "La promoción",
    many: "Promociones y acciones",
    caption: "Promociones y acciones",
    none: "Todavía no hay promociones.",
    bodyLabel: "Texto de la promoción",
    back: "Volver a promociones",
    backFromPreview: "Volver a la promoción",
    slugTaken: "Ya existe otra promoción o acción con este slug.",
  },
} as const satisfies Record<
  string,
  { page: keyof typeof ADMIN_PAGES; edit: Permission; [text: string]: string }
>;

export type ArticleKindKey = keyof typeof ARTICLE_KINDS;

/** The list an admin address belongs to (/admin/prensa/… → 'prensa'), or null. */
export function articleKindAt(pathname: string): ArticleKindKey | null {
  const segment = pathname.split("/")[2]?.replace(/\.data$/, "");
  return segment && Object.hasOwn(ARTICLE_KINDS, segment) ? (segment as ArticleKindKey) : null;
}

/** The back-office page of a list (its address, and the permission that opens it). */
export const articlePage = (kind: ArticleKindKey) => ADMIN_PAGES[ARTICLE_KINDS[kind].page];

/** Where the shop shows an article of a list: promotions and campaigns each have their own address. */
export function shopArticlePath(kind: ArticleKindKey, slug: string, promotionKind?: string): string {
  if (kind === "promociones") return `/${promotionKind === "accion" ? "acciones" : "promociones"}/${slug}`;
  return `/${kind}/${slug}`;
}
