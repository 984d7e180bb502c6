import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { categories, productCategories, products } from "../../db/schema/index.ts";
import type { Image, ProductField } from "../../../domain/catalog.ts";

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

export class CatalogService {
  constructor(private readonly db: Db) {}

  categories() {
    return this.db.select().from(categories).orderBy(asc(categories.position));
  }

  /** Public products, optionally only those of one category, in catalogue order. */
  async publicProducts(opts: { categorySlug?: string; limit?: number } = {}): Promise<ProductCard[]> {
    const base = this.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.public, true))
      .orderBy(asc(products.position))
      .$dynamic();
    const ids = opts.categorySlug
      ? await this.db
          .select({ id: products.id })
          .from(products)
          .innerJoin(productCategories, eq(productCategories.productId, products.id))
          .innerJoin(categories, eq(categories.id, productCategories.categoryId))
          .where(and(eq(products.public, true), eq(categories.slug, opts.categorySlug)))
          .orderBy(asc(products.position))
          .limit(opts.limit ?? 1000)
      : await base.limit(opts.limit ?? 1000);
    if (ids.length === 0) return [];
    return this.cards(ids.map((r) => r.id));
  }

  private async cards(ids: string[]): Promise<ProductCard[]> {
    const [rows, links] = await Promise.all([
      this.db.select().from(products).where(inArray(products.id, ids)),
      this.db
        .select({ productId: productCategories.productId, slug: categories.slug })
        .from(productCategories)
        .innerJoin(categories, eq(categories.id, productCategories.categoryId))
        .where(inArray(productCategories.productId, ids))
        .orderBy(asc(productCategories.position)),
    ]);
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => {
      const p = byId.get(id);
      if (!p) return [];
      return [
        {
          id: p.id,
          slug: p.slug,
          title: p.title,
          images: p.images,
          price: p.price,
          priceOffer: p.priceOffer,
          enabled: p.enabled,
          fields: p.fields,
          categories: links.filter((l) => l.productId === id).map((l) => l.slug),
        },
      ];
    });
  }
}
