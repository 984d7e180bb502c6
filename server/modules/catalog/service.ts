import { and, asc, eq, getTableColumns, ne, sql, type SQL } from "drizzle-orm";
import { productPath, type Image } from "#domain/catalog/views.ts";
import type { Db } from "#server/db/client.ts";
import { categories, products } from "#server/db/schema/index.ts";
import { plainText, sanitizeRichText } from "#server/modules/content/rich-text.ts";
import type { ProductCard, ProductDetail } from "#domain/catalog/views.ts";

export interface Category {
  id: string;
  slug: string;
  title: string;
  description: string;
  image: Image | null;
  /** Public products in the category. */
  productCount: number;
}

// Drizzle leaves columns unqualified in single-table selects, so the correlated subqueries name their tables.

/** The slugs of a product's categories in order, computed inside the product query (no extra round trip). */
const categorySlugs = sql<string[]>`coalesce((
  select json_agg(c.slug order by pc.position, c.position)
  from product_categories pc inner join categories c on c.id = pc.category_id
  where pc.product_id = "products"."id"), '[]'::json)`;

const inCategory = (slug: string) => sql`exists (
  select 1 from product_categories pc inner join categories c on c.id = pc.category_id
  where pc.product_id = "products"."id" and c.slug = ${slug})`;

const cardColumns = {
  id: products.id,
  slug: products.slug,
  title: products.title,
  images: products.images,
  price: products.price,
  priceOffer: products.priceOffer,
  enabled: products.enabled,
  fields: products.fields,
  categories: categorySlugs,
};

const productCount = sql<number>`(
  select count(*)::int from product_categories pc inner join products p on p.id = pc.product_id
  where pc.category_id = "categories"."id" and p.public)`;

/** The catalogue of areas: categories and public products, each page served by one or two queries. */
export class CatalogService {
  constructor(private readonly db: Db) {}

  /** Every category with its number of public products, in catalogue order. */
  categories(): Promise<Category[]> {
    return this.db
      .select({ ...categoryColumns(), productCount })
      .from(categories)
      .orderBy(asc(categories.position));
  }

  /** Public products, optionally only those of one category and without one product, in catalogue order. */
  publicProducts(
    opts: { categorySlug?: string; excludeId?: string; limit?: number } = {},
  ): Promise<ProductCard[]> {
    const conditions: SQL[] = [eq(products.public, true)];
    if (opts.categorySlug) conditions.push(inCategory(opts.categorySlug));
    if (opts.excludeId) conditions.push(ne(products.id, opts.excludeId));
    return this.db
      .select(cardColumns)
      .from(products)
      .where(and(...conditions))
      .orderBy(asc(products.position), asc(products.slug))
      .limit(opts.limit ?? 1000);
  }

  /** A public product by slug, with its description made safe to render and its plain texts as they are. */
  async product(slug: string): Promise<ProductDetail | null> {
    const [row] = await this.db
      .select({
        ...cardColumns,
        description: products.description,
        whatToExpect: products.whatToExpect,
        faq: products.faq,
        contraindications: products.contraindications,
        updatedAt: products.updatedAt,
      })
      .from(products)
      .where(and(eq(products.slug, slug), eq(products.public, true)));
    if (!row) return null;
    const { description, updatedAt, ...card } = row;
    return {
      ...card,
      descriptionHtml: sanitizeRichText(description),
      summary: plainText(description),
      updatedAt: updatedAt.toISOString(),
    };
  }

  /** Paths of every category and public product, for the sitemap. */
  async sitemapEntries(): Promise<{ path: string; updatedAt?: Date }[]> {
    const [cats, prods] = await Promise.all([
      this.db.select({ slug: categories.slug, updatedAt: categories.updatedAt }).from(categories),
      this.db
        .select({ slug: products.slug, categories: categorySlugs, updatedAt: products.updatedAt })
        .from(products)
        .where(eq(products.public, true))
        .orderBy(asc(products.position)),
    ]);
    return [
      ...cats.map((c) => ({ path: `/areas/${c.slug}`, updatedAt: c.updatedAt })),
      ...prods
        .filter((p) => p.categories.length > 0)
        .map((p) => ({ path: productPath(p), updatedAt: p.updatedAt })),
    ];
  }
}

function categoryColumns() {
  const { id, slug, title, description, image } = getTableColumns(categories);
  return { id, slug, title, description, image };
}

/** The columns of a product card, for other modules that list products (the cart). */
export { cardColumns as productCardColumns };
