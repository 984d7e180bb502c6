import { randomUUID } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { count, desc, eq } from "drizzle-orm";
import type { Image } from "#domain/catalog/views.ts";
import { MEDIA_LIMITS } from "#domain/media/messages.ts";
import type { Db, Tx } from "#server/db/client.ts";
import { mediaImages } from "#server/db/schema/index.ts";
import { audit } from "#server/modules/editing/saving.ts";
import { requirePermission } from "#server/modules/staff/access.ts";
import type { Acting } from "#server/modules/staff/types.ts";
import { processUpload, variantPaths, type UploadRefusal } from "./process.ts";
import { whereUsed, type MediaUse } from "./usage.ts";

export type MediaRow = typeof mediaImages.$inferSelect;

/** A library image as a picker offers it: its id, its alternative text and a thumbnail path. */
export interface LibraryChoice {
  id: string;
  alt: string;
  thumb: string;
}

/** An uploaded image as an area keeps it: the widest WebP as its path, and every size for `srcset`. */
export function asImage(row: MediaRow): Image {
  const widest = row.variants.at(-1)!;
  return {
    path: widest.webp,
    name: row.alt,
    alt: row.alt,
    width: widest.width,
    height: widest.height,
    variants: row.variants,
  };
}

export type RemoveResult =
  { ok: true } | { ok: false; code: "not_found" } | { ok: false; code: "in_use"; usedIn: MediaUse[] };

/** The image a library id names, as the records that show it keep it; null when it is not in the library. */
export async function libraryImage(tx: Tx | Db, id: string): Promise<Image | null> {
  const [row] = await tx.select().from(mediaImages).where(eq(mediaImages.id, id));
  return row ? asImage(row) : null;
}

/** The back office's image library: uploads are checked, encoded, written under the uploads directory and audited. */
export class MediaLibrary {
  constructor(
    private readonly db: Db,
    private readonly uploadsDir: string,
  ) {}

  async upload(
    acting: Acting,
    input: { bytes: Buffer; alt: string },
  ): Promise<{ ok: true; id: string } | { ok: false; code: UploadRefusal }> {
    requirePermission(acting.actor, "catalog.edit");
    const processed = await processUpload(input.bytes);
    if (!processed.ok) return processed;
    const id = randomUUID();
    const dir = path.join(this.uploadsDir, "media", id);
    const variants = variantPaths(id, processed.sizes);
    await mkdir(dir, { recursive: true });
    try {
      for (const [i, size] of processed.sizes.entries()) {
        await writeFile(path.join(this.uploadsDir, variants[i]!.webp), size.webp);
        await writeFile(path.join(this.uploadsDir, variants[i]!.avif), size.avif);
      }
      await this.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(mediaImages)
          .values({
            id,
            alt: input.alt,
            width: processed.width,
            height: processed.height,
            variants,
            bytes: input.bytes.length,
            uploadedBy: acting.actor.id,
          })
          .returning();
        await audit(tx, acting, {
          entity: "media_image",
          entityId: id,
          action: "uploaded",
          before: null,
          after: {
            alt: row!.alt,
            width: row!.width,
            height: row!.height,
            sizes: variants.map((v) => v.width),
          },
        });
      });
    } catch (err) {
      // Nothing is half-stored: files without their row are removed.
      await rm(dir, { recursive: true, force: true });
      throw err;
    }
    return { ok: true, id };
  }

  async list(acting: Acting, page: number): Promise<{ rows: MediaRow[]; total: number }> {
    requirePermission(acting.actor, "catalog.read");
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(mediaImages)
        .orderBy(desc(mediaImages.createdAt), desc(mediaImages.id))
        .limit(MEDIA_LIMITS.pageSize)
        .offset((Math.max(1, page) - 1) * MEDIA_LIMITS.pageSize),
      this.db.select({ n: count() }).from(mediaImages),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  /** The latest images, for the editors' pickers: each with its smallest size as a thumbnail. */
  async choices(acting: Acting): Promise<LibraryChoice[]> {
    requirePermission(acting.actor, "catalog.read");
    const rows = await this.db
      .select({ id: mediaImages.id, alt: mediaImages.alt, variants: mediaImages.variants })
      .from(mediaImages)
      .orderBy(desc(mediaImages.createdAt), desc(mediaImages.id))
      .limit(100);
    return rows.map((r) => ({ id: r.id, alt: r.alt, thumb: r.variants[0]!.webp }));
  }

  /**
   * Deletes an image and its files, unless something still shows it (an area, a category, an article or a
   * banner keeps its own copy of the paths): then it answers where, and nothing is deleted.
   */
  async remove(acting: Acting, id: string): Promise<RemoveResult> {
    requirePermission(acting.actor, "catalog.edit");
    const result = await this.db.transaction(async (tx): Promise<RemoveResult> => {
      const [row] = await tx.select().from(mediaImages).where(eq(mediaImages.id, id)).for("update");
      if (!row) return { ok: false, code: "not_found" };
      const usedIn = await whereUsed(tx, id);
      if (usedIn.length > 0) return { ok: false, code: "in_use", usedIn };
      await tx.delete(mediaImages).where(eq(mediaImages.id, id));
      await audit(tx, acting, {
        entity: "media_image",
        entityId: id,
        action: "deleted",
        before: { alt: row.alt, width: row.width, height: row.height },
        after: null,
      });
      return { ok: true };
    });
    if (result.ok) await rm(path.join(this.uploadsDir, "media", id), { recursive: true, force: true });
    return result;
  }

  async get(id: string): Promise<MediaRow | null> {
    const [row] = await this.db.select().from(mediaImages).where(eq(mediaImages.id, id));
    return row ?? null;
  }
}
