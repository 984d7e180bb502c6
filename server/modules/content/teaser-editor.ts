import { asc, eq, inArray } from "drizzle-orm";
import type { Image } from "#domain/catalog/views.ts";
import { TEASER_IMAGE_FIELDS, type TeaserInput } from "#domain/content/teaser-form.ts";
import { TEASER_MESSAGES as M } from "#domain/content/teaser-messages.ts";
import { MEDIA_MESSAGES } from "#domain/media/messages.ts";
import type { Db, Tx } from "#server/db/client.ts";
import { mediaImages, teasers } from "#server/db/schema/index.ts";
import { audit, invalid, saving } from "#server/modules/editing/saving.ts";
import type { EditResult } from "#server/modules/editing/edit-result.ts";
import { moveInList } from "#server/modules/editing/reorder.ts";
import { updateVersioned } from "#server/modules/editing/versioned-update.ts";
import { asImage } from "#server/modules/media/library.ts";
import { requirePermission } from "#server/modules/staff/access.ts";
import type { Acting } from "#server/modules/staff/types.ts";

const ENTITY = "teaser";
export type TeaserRow = typeof teasers.$inferSelect;

const COLUMN_OF = {
  image_small: "imageSmall",
  image_medium: "imageMedium",
  image_large: "imageLarge",
} as const;

const audited = (t: TeaserRow) => ({
  placement: t.placement,
  position: t.position,
  label: t.label,
  title: t.title,
  paragraph: t.paragraph,
  disposition: t.disposition,
  content_box: t.contentBox,
  link_primary: t.linkPrimaryUrl
    ? `${t.linkPrimaryName} → ${t.linkPrimaryUrl} (${t.linkPrimaryTarget})`
    : null,
  link_secondary: t.linkSecondaryUrl
    ? `${t.linkSecondaryName} → ${t.linkSecondaryUrl} (${t.linkSecondaryTarget})`
    : null,
  images: [t.imageSmall?.path ?? null, t.imageMedium?.path ?? null, t.imageLarge?.path ?? null],
  enabled: t.enabled,
});

function columns(input: TeaserInput) {
  return {
    placement: input.placement,
    label: input.label || null,
    title: input.title,
    paragraph: input.paragraph || null,
    disposition: input.disposition,
    contentBox: input.content_box,
    linkPrimaryName: input.link_primary_url ? input.link_primary_name : null,
    linkPrimaryUrl: input.link_primary_url || null,
    linkPrimaryTarget: input.link_primary_url ? input.link_primary_target : null,
    linkSecondaryName: input.link_secondary_url ? input.link_secondary_name : null,
    linkSecondaryUrl: input.link_secondary_url || null,
    linkSecondaryTarget: input.link_secondary_url ? input.link_secondary_target : null,
    enabled: input.enabled,
  };
}

/** The library images the form chose, by column; null when one of them is gone from the library. */
async function chosenImages(tx: Tx, input: TeaserInput) {
  const ids = TEASER_IMAGE_FIELDS.map((f) => input[f]).filter(Boolean);
  const rows = ids.length ? await tx.select().from(mediaImages).where(inArray(mediaImages.id, ids)) : [];
  const chosen: Partial<Record<(typeof COLUMN_OF)[keyof typeof COLUMN_OF], Image>> = {};
  for (const field of TEASER_IMAGE_FIELDS) {
    if (!input[field]) continue;
    const row = rows.find((r) => r.id === input[field]);
    if (!row) return { gone: field };
    chosen[COLUMN_OF[field]] = asImage(row);
  }
  return { chosen };
}

/** The campaigns' banners (teasers) of the home and the static pages, written, ordered and audited. */
export class TeaserEditor {
  constructor(private readonly db: Db) {}

  list(acting: Acting): Promise<TeaserRow[]> {
    requirePermission(acting.actor, "content.read");
    return this.db
      .select()
      .from(teasers)
      .orderBy(asc(teasers.placement), asc(teasers.position), asc(teasers.id));
  }

  async get(acting: Acting, id: string): Promise<TeaserRow | null> {
    requirePermission(acting.actor, "content.read");
    const [row] = await this.db.select().from(teasers).where(eq(teasers.id, id));
    return row ?? null;
  }

  async create(acting: Acting, input: TeaserInput): Promise<EditResult> {
    requirePermission(acting.actor, "content.edit");
    return saving(this.db, "", async (tx) => {
      const images = await chosenImages(tx, input);
      if ("gone" in images) return invalid(images.gone!, MEDIA_MESSAGES.imageGone);
      const position = await this.lastPosition(tx, input.placement);
      const [row] = await tx
        .insert(teasers)
        .values({ ...columns(input), ...images.chosen, position })
        .returning();
      await audit(tx, acting, {
        entity: ENTITY,
        entityId: row!.id,
        action: "created",
        before: null,
        after: audited(row!),
      });
      return { ok: true, id: row!.id };
    });
  }

  async update(acting: Acting, id: string, version: number, input: TeaserInput): Promise<EditResult> {
    requirePermission(acting.actor, "content.edit");
    return saving(this.db, "", async (tx) => {
      const [before] = await tx.select().from(teasers).where(eq(teasers.id, id)).for("update");
      if (!before) return { ok: false, code: "not_found" };
      const images = await chosenImages(tx, input);
      if ("gone" in images) return invalid(images.gone!, MEDIA_MESSAGES.imageGone);
      const moved = before.placement !== input.placement;
      const position = moved ? await this.lastPosition(tx, input.placement) : before.position;
      const after = await updateVersioned(tx, teasers, ENTITY, id, version, {
        ...columns(input),
        ...images.chosen,
        position,
      });
      await audit(tx, acting, {
        entity: ENTITY,
        entityId: id,
        action: "updated",
        before: audited(before),
        after: audited(after),
      });
      return { ok: true, id };
    });
  }

  /**
   * Swaps a banner with its neighbour in its place. The place's rows are locked and renumbered 0…n-1,
   * so two moves at once cannot leave two banners on one position.
   */
  async move(acting: Acting, id: string, version: number, direction: "up" | "down"): Promise<EditResult> {
    requirePermission(acting.actor, "content.edit");
    return saving(this.db, "", async (tx) => {
      const [teaser] = await tx.select().from(teasers).where(eq(teasers.id, id));
      if (!teaser) return { ok: false, code: "not_found" };
      const all = await tx
        .select({ id: teasers.id, position: teasers.position, version: teasers.version })
        .from(teasers)
        .where(eq(teasers.placement, teaser.placement))
        .orderBy(asc(teasers.position), asc(teasers.id))
        .for("update");
      return moveInList(tx, acting, { table: teasers, entity: ENTITY, cannotMove: M.cannotMove }, all, {
        id,
        version,
        direction,
      });
    });
  }

  /** The position after a place's last banner (new and moved banners go last), its rows locked. */
  private async lastPosition(tx: Tx, placement: string): Promise<number> {
    const rows = await tx
      .select({ position: teasers.position })
      .from(teasers)
      .where(eq(teasers.placement, placement))
      .orderBy(asc(teasers.position))
      .for("update");
    return (rows.at(-1)?.position ?? -1) + 1;
  }
}
