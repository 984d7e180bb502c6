import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import type { AreaContent } from "#domain/catalog/area-content.ts";
import { areaFieldValues, withAreaFields, type AreaFieldValues } from "#domain/catalog/area-fields.ts";
import type { AreaInput } from "#domain/catalog/area-form.ts";
import { AREAS_PAGE_SIZE, type AreaQuery } from "#domain/catalog/area-query.ts";
import { CATALOG_ADMIN_MESSAGES as M } from "#domain/catalog/messages.ts";
import type { Image } from "#domain/catalog/views.ts";
import { MEDIA_MESSAGES } from "#domain/media/messages.ts";
import type { Db, Tx } from "#server/db/client.ts";
import { categories, productCategories, products } from "#server/db/schema/index.ts";
import { libraryImage } from "#server/modules/media/library.ts";
import { updateVersioned } from "#server/modules/editing/versioned-update.ts";
import { requirePermission } from "#server/modules/staff/access.ts";
import type { Acting } from "#server/modules/staff/types.ts";
import type { EditResult } from "#server/modules/editing/edit-result.ts";
import { audit, invalid, nextPosition, saving } from "#server/modules/editing/saving.ts";
import type { AreaListRow } from "#domain/catalog/views.ts";

const ENTITY = "product";

export interface AreaEdit extends AreaFieldValues, AreaContent {
  id: string;
  title: string;
  slug: string;
  price: number;
  price_offer: number;
  enabled: boolean;
  session_interval_min_days: number;
  session_interval_max_days: number;
  /** Category ids, the first one builds the area's link. */
  categories: string[];
  images: Image[];
  version: number;
}

type ProductRow = typeof products.$inferSelect;

const categoryTitles = sql<string[]>`coalesce((
  select json_agg(c.title order by pc.position, c.position)
  from product_categories pc inner join categories c on c.id = pc.category_id
  where pc.product_id = "products"."id"), '[]'::json)`;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const SORTS: Record<AreaQuery["orden"], SQL[]> = {
  titulo: [asc(products.title)],
  precio: [asc(products.price), asc(products.title)],
  "-precio": [desc(products.price), asc(products.title)],
  recientes: [desc(products.updatedAt), asc(products.title)],
};

/** An area's editable values under the form's names. */
function formValuesOf(row: ProductRow, categoryIds: string[]) {
  return {
    title: row.title,
    slug: row.slug,
    price: row.price,
    price_offer: row.priceOffer,
    enabled: row.enabled,
    ...areaFieldValues(row.fields),
    session_interval_min_days: row.sessionIntervalMinDays,
    session_interval_max_days: row.sessionIntervalMaxDays,
    categories: categoryIds,
    description: row.description,
    what_to_expect: row.whatToExpect,
    faq: row.faq,
    contraindications: row.contraindications,
  };
}

/** What the audit log keeps of an area. */
const audited = (row: ProductRow, categoryIds: string[]) => ({
  ...formValuesOf(row, categoryIds),
  images: row.images.map((i) => i.path),
});

/** The back office's areas (products): list, read, create and update, each checked and audited. */
export class AreaEditor {
  constructor(private readonly db: Db) {}

  async list(acting: Acting, query: AreaQuery): Promise<{ rows: AreaListRow[]; total: number }> {
    requirePermission(acting.actor, "catalog.read");
    const where: SQL[] = [];
    if (query.q)
      where.push(
        or(ilike(products.title, likePattern(query.q)), ilike(products.slug, likePattern(query.q)))!,
      );
    if (query.categoria)
      where.push(sql`exists (select 1 from product_categories pc inner join categories c on c.id = pc.category_id
        where pc.product_id = "products"."id" and c.slug = ${query.categoria})`);
    if (query.estado) where.push(eq(products.enabled, query.estado === "activas"));
    const condition = where.length > 0 ? and(...where) : undefined;
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          id: products.id,
          title: products.title,
          slug: products.slug,
          price: products.price,
          priceOffer: products.priceOffer,
          enabled: products.enabled,
          categories: categoryTitles,
          updatedAt: products.updatedAt,
        })
        .from(products)
        .where(condition)
        .orderBy(...SORTS[query.orden], asc(products.id))
        .limit(AREAS_PAGE_SIZE)
        .offset((query.page - 1) * AREAS_PAGE_SIZE),
      this.db.select({ n: count() }).from(products).where(condition),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  async get(acting: Acting, id: string): Promise<AreaEdit | null> {
    requirePermission(acting.actor, "catalog.edit");
    const [row] = await this.db.select().from(products).where(eq(products.id, id));
    if (!row) return null;
    const categoryIds = await this.categoryIds(this.db, id);
    return { id: row.id, ...formValuesOf(row, categoryIds), images: row.images, version: row.version };
  }

  async create(acting: Acting, input: AreaInput): Promise<EditResult> {
    requirePermission(acting.actor, "catalog.edit");
    if (input.images.length > 0) return invalid("images", M.imageUnknown);
    return saving(this.db, M.slugTaken, async (tx) => {
      if (!(await this.categoriesExist(tx, input.categories)))
        return invalid("categories", M.categoryUnknown);
      const images = await withLibraryImage(tx, [], input.image_add);
      if (!images) return invalid("image_add", MEDIA_MESSAGES.imageGone);
      const [row] = await tx
        .insert(products)
        .values({
          ...columns(input, []),
          images,
          position: await nextPosition(tx, products, products.position),
        })
        .returning();
      await this.setCategories(tx, row!.id, input.categories);
      await audit(tx, acting, {
        entity: ENTITY,
        entityId: row!.id,
        action: "created",
        before: null,
        after: audited(row!, input.categories),
      });
      return { ok: true, id: row!.id };
    });
  }

  async update(acting: Acting, id: string, version: number, input: AreaInput): Promise<EditResult> {
    requirePermission(acting.actor, "catalog.edit");
    return saving(this.db, M.slugTaken, async (tx) => {
      // The lock makes a concurrent save wait here, then see the version it raised.
      const [before] = await tx.select().from(products).where(eq(products.id, id)).for("update");
      if (!before) return { ok: false, code: "not_found" };
      const kept = before.images.filter((i) => input.images.includes(i.path));
      if (kept.length !== input.images.length) return invalid("images", M.imageUnknown);
      const images = await withLibraryImage(tx, kept, input.image_add);
      if (!images) return invalid("image_add", MEDIA_MESSAGES.imageGone);
      if (!(await this.categoriesExist(tx, input.categories)))
        return invalid("categories", M.categoryUnknown);
      const beforeCategories = await this.categoryIds(tx, id);
      const after = await updateVersioned(tx, products, ENTITY, id, version, {
        ...columns(input, before.fields),
        images,
      });
      if (beforeCategories.join() !== input.categories.join())
        await this.setCategories(tx, id, input.categories);
      await audit(tx, acting, {
        entity: ENTITY,
        entityId: id,
        action: "updated",
        before: audited(before, beforeCategories),
        after: audited(after, input.categories),
      });
      return { ok: true, id };
    });
  }

  /** Every category, for the form's choices. */
  categoryChoices(acting: Acting): Promise<{ id: string; slug: string; title: string }[]> {
    requirePermission(acting.actor, "catalog.read");
    return this.db
      .select({ id: categories.id, slug: categories.slug, title: categories.title })
      .from(categories)
      .orderBy(asc(categories.position), asc(categories.title));
  }

  private async categoryIds(tx: Tx | Db, productId: string): Promise<string[]> {
    const rows = await tx
      .select({ id: productCategories.categoryId })
      .from(productCategories)
      .innerJoin(categories, eq(categories.id, productCategories.categoryId))
      .where(eq(productCategories.productId, productId))
      .orderBy(asc(productCategories.position), asc(categories.position));
    return rows.map((r) => r.id);
  }

  private async categoriesExist(tx: Tx, ids: string[]): Promise<boolean> {
    const [found] = await tx.select({ n: count() }).from(categories).where(inArray(categories.id, ids));
    return found?.n === new Set(ids).size;
  }

  private async setCategories(tx: Tx, productId: string, ids: string[]) {
    await tx.delete(productCategories).where(eq(productCategories.productId, productId));
    await tx
      .insert(productCategories)
      .values([...new Set(ids)].map((categoryId, position) => ({ productId, categoryId, position })));
  }
}

/** The area's images with a library image first, as its main one (once); null when that image is gone. */
async function withLibraryImage(tx: Tx, kept: Image[], mediaId: string): Promise<Image[] | null> {
  if (!mediaId) return kept;
  const image = await libraryImage(tx, mediaId);
  if (!image) return null;
  return [image, ...kept.filter((i) => i.path !== image.path)];
}

function columns(input: AreaInput, fields: ProductRow["fields"]) {
  return {
    title: input.title,
    slug: input.slug,
    price: input.price,
    priceOffer: input.price_offer,
    enabled: input.enabled,
    fields: withAreaFields(fields, input),
    // The page's texts and the interval change only when the form posted them.
    ...defined({
      sessionIntervalMinDays: input.session_interval_min_days,
      sessionIntervalMaxDays: input.session_interval_max_days,
      description: input.description,
      whatToExpect: input.what_to_expect,
      faq: input.faq,
      contraindications: input.contraindications,
    }),
  };
}

function defined<T extends Record<string, unknown>>(
  values: T,
): Partial<{ [K in keyof T]: Exclude<T[K], undefined> }> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<{
    [K in keyof T]: Exclude<T[K], undefined>;
  }>;
}
