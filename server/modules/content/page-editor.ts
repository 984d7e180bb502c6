import { asc, eq } from "drizzle-orm";
import type { PageInput } from "#domain/content/page-form.ts";
import type { Db } from "#server/db/client.ts";
import { staticPages } from "#server/db/schema/index.ts";
import { audit, saving } from "#server/modules/editing/saving.ts";
import { sanitizeRichText } from "#server/modules/content/rich-text.ts";
import type { EditResult } from "#server/modules/editing/edit-result.ts";
import { updateVersioned } from "#server/modules/editing/versioned-update.ts";
import { requirePermission } from "#server/modules/staff/access.ts";
import type { Acting } from "#server/modules/staff/types.ts";

const ENTITY = "static_page";
export type StaticPageRow = typeof staticPages.$inferSelect;

const audited = (p: StaticPageRow) => ({
  title: p.title,
  description: p.description,
  body: p.body.length > 1_000 ? `${p.body.slice(0, 1_000)}…` : p.body,
});

/** The shop's static pages (/quienes-somos, /terminos-y-condiciones…): their texts, edited and audited. */
export class PageEditor {
  constructor(private readonly db: Db) {}

  list(acting: Acting): Promise<StaticPageRow[]> {
    requirePermission(acting.actor, "content.read");
    return this.db.select().from(staticPages).orderBy(asc(staticPages.title));
  }

  async get(acting: Acting, slug: string): Promise<StaticPageRow | null> {
    requirePermission(acting.actor, "content.read");
    const [row] = await this.db.select().from(staticPages).where(eq(staticPages.slug, slug));
    return row ?? null;
  }

  async update(acting: Acting, slug: string, version: number, input: PageInput): Promise<EditResult> {
    requirePermission(acting.actor, "content.edit");
    return saving(this.db, "", async (tx) => {
      const [before] = await tx.select().from(staticPages).where(eq(staticPages.slug, slug)).for("update");
      if (!before) return { ok: false, code: "not_found" };
      const after = await updateVersioned(
        tx,
        staticPages,
        ENTITY,
        slug,
        version,
        { title: input.title, description: input.description, body: sanitizeRichText(input.body) },
        staticPages.slug,
      );
      await audit(tx, acting, {
        entity: ENTITY,
        entityId: slug,
        action: "updated",
        before: audited(before),
        after: audited(after),
      });
      return { ok: true, id: slug };
    });
  }
}
