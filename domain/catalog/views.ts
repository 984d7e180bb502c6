import type { Image, ProductField } from "#domain/catalog.ts";

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
  updatedAt: string;
}
