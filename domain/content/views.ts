import type { Image } from "#domain/catalog/views.ts";

/** The lists of articles: blog posts, press items, promotions and campaigns ("acciones"). */
export type ArticleKind = "blog" | "prensa" | "promociones" | "acciones";

export interface ArticleSummary {
  slug: string;
  title: string;
  excerpt: string;
  image: Image | null;
  publishedAt: string;
  /** The author of a post or the outlet of a press item. */
  byline: string | null;
  /** A promotion or campaign whose end date has passed ('Finalizada'); judged by the database's clock. */
  finished: boolean;
}

export interface Article extends ArticleSummary {
  /** Sanitised rich text. */
  bodyHtml: string;
  /** Plain text for meta descriptions. */
  summary: string;
  updatedAt: string;
  /** Press items: the original article. */
  externalUrl: string | null;
  /** Promotions and campaigns. */
  conditions: string | null;
  validFrom: string | null;
  validUntil: string | null;
}

/** A banner of the home or a page ('home-hero', 'franquicias', …), as stored. */
export interface Teaser {
  id: string;
  placement: string;
  label: string | null;
  title: string | null;
  paragraph: string | null;
  disposition: TeaserDisposition;
  contentBox: boolean;
  imageSmall: Image | null;
  imageMedium: Image | null;
  imageLarge: Image | null;
  staticResources: boolean;
  linkPrimaryName: string | null;
  linkPrimaryUrl: string | null;
  linkPrimaryTarget: LinkTarget | null;
  linkSecondaryName: string | null;
  linkSecondaryUrl: string | null;
  linkSecondaryTarget: LinkTarget | null;
  position: number;
  enabled: boolean;
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

export type TeaserDisposition = "left" | "right" | "fluid";

/** '_self', '_blank', or 'scroll' (scroll smoothly to the element whose id is the link's url). */
export type LinkTarget = "_self" | "_blank" | "scroll";
