import { asc, eq, sql } from "drizzle-orm";
import type { CategoryEditInput, CategoryInput } from "#domain/catalog/category-form.ts";
import { MEDIA_MESSAGES } from "#domain/media/messages.ts";
import { CATALOG_ADMIN_MESSAGES as M } from "#domain/catalog/messages.ts";
import type { Db } from "#server/db/client.ts";
import { categories } from "#server/db/schema/index.ts";
import { updateVersioned } from "#server/modules/editing/versioned-update.ts";
import { libraryImage } from "#server/modules/media/library.ts";
import { requirePermission } from "#server/modules/staff/access.ts";
import type { Acting } from "#server/modules/staff/types.ts";
import type { EditResult } from "#server/modules/editing/edit-result.ts";
import { moveInList } from "#server/modules/editing/reorder.ts";
import { audit, invalid, nextPosition, saving } from "#server/modules/editing/saving.ts";

const ENTITY = "category";

export interface CategoryRow {
  id: string;
  title: string;
  slug: string;
  position: number;
  version: number;
  /** The image the shop shows with the category, by its text. */
  image: string | null;
  /** Areas in the category, enabled or not. */
  areaCount: number;
}

const areaCount = sql<number>`(select count(*)::int from product_categories pc where pc.category_id = "categories"."id")`;

/** The back office's categories: list, edit, add and reorder, each checked and audited. */
export class CategoryEditor {
  constructor(private readonly db: Db) {}

  list(acting: Acting): Promise<CategoryRow[]> {
    requirePermission(acting.actor, "catalog.read");
    return this.db
      .select({
        id: categories.id,
        title: categories.title,
        slug: categories.slug,
        position: categories.position,
        version: categories.version,
        image: sql<string | null>`coalesce(${categories.image}->>'name', ${categories.image}->>'path')`,
        areaCount,
      })
      .from(categories)
      .orderBy(asc(categories.position), asc(categories.title), asc(categories.id));
  }

  async create(acting: Acting, input: CategoryInput): Promise<EditResult> {
    requirePermission(acting.actor, "catalog.edit");
    return saving(this.db, M.categorySlugTaken, async (tx) => {
      const [row] = await tx
        .insert(categories)
        .values({ ...input, position: await nextPosition(tx, categories, categories.position) })
        .returning();
      await audit(tx, acting, {
        entity: ENTITY,
        entityId: row!.id,
        action: "created",
        before: null,
        after: { title: row!.title, slug: row!.slug, position: row!.position },
      });
      return { ok: true, id: row!.id };
    });
  }

  async update(acting: Acting, id: string, version: number, input: CategoryEditInput): Promise<EditResult> {
    requirePermission(acting.actor, "catalog.edit");
    return saving(this.db, M.categorySlugTaken, async (tx) => {
      const [before] = await tx.select().from(categories).where(eq(categories.id, id)).for("update");
      if (!before) return { ok: false, code: "not_found" };
      const image = input.image_add ? await libraryImage(tx, input.image_add) : before.image;
      if (input.image_add && !image) return invalid("image_add", MEDIA_MESSAGES.imageGone);
      const after = await updateVersioned(tx, categories, ENTITY, id, version, {
        title: input.title,
        slug: input.slug,
        image,
      });
      await audit(tx, acting, {
        entity: ENTITY,
        entityId: id,
        action: "updated",
        before: { title: before.title, slug: before.slug, image: before.image?.path ?? null },
        after: { title: after.title, slug: after.slug, image: after.image?.path ?? null },
      });
      return { ok: true, id };
    });
  }

  /**
   * Swaps a category with its neighbour ('Subir' / 'Bajar'). Every category is locked for the swap and
   * the positions are renumbered 0…n-1, so two moves at once cannot leave two categories on one place.
   */
  async move(acting: Acting, id: string, version: number, direction: "up" | "down"): Promise<EditResult> {
    requirePermission(acting.actor, "catalog.edit");
    return saving(this.db, M.categorySlugTaken, async (tx) => {
      const all = await tx
        .select({ id: categories.id, position: categories.position, version: categories.version })
        .from(categories)
        .orderBy(asc(categories.position), asc(categories.title), asc(categories.id))
        .for("update");
      return moveInList(tx, acting, { table: categories, entity: ENTITY, cannotMove: M.cannotMove }, all, {
        id,
        version,
        direction,
      });
    });
  }
}
