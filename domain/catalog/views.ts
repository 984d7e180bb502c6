import type { FaqItem } from "./area-texts.ts";

export interface ProductCard {
  id: string;
  slug: string;
  title: string;
  images: Image[];
  price: number;
  priceOffer: number;
  enabled: boolean;
  fields: ProductField[];
  /** Slugs of the product's categories, first category first. */
  categories: string[];
}

export interface ProductDetail extends ProductCard {
  /** Sanitised rich text. */
  descriptionHtml: string;
  /** Plain text of the description, for meta tags. */
  summary: string;
  /** 'Qué esperar' and 'Contraindicaciones', plain text (paragraphs at blank lines). */
  whatToExpect: string;
  contraindications: string;
  /** 'Preguntas frecuentes'. */
  faq: FaqItem[];
  updatedAt: string;
}

export interface AreaListRow {
  id: string;
  title: string;
  slug: string;
  price: number;
  priceOffer: number;
  enabled: boolean;
  categories: string[];
  updatedAt: Date;
}

export interface Image {
  path: string;
  name: string;
  /** What the image shows, in Spanish, for `alt`; a library image carries the alt text given on upload. */
  alt?: string;
  width?: number;
  height?: number;
  /** Sizes of an uploaded image (widest last), for `srcset`; older images have only `path`. */
  variants?: ImageVariant[];
}

/** One stored size of an uploaded image: its paths under the uploads address. */
export interface ImageVariant {
  width: number;
  height: number;
  webp: string;
  avif: string;
}

/** The custom fields a product carries (SPEC.md §3). */
export type ProductFieldKey = "sessions" | "max_installments" | "installment_rates";

export interface ProductField {
  key: ProductFieldKey;
  label: string;
  value: string;
}

export function productField(fields: readonly ProductField[], key: ProductFieldKey): string | undefined {
  return fields.find((f) => f.key === key)?.value;
}

/** The detail address of a product: its first category, then its slug (SPEC.md §2). */
export function productPath(product: { slug: string; categories: readonly string[] }): string {
  return `/areas/${product.categories[0] ?? ""}/${product.slug}`;
}
