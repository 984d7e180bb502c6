import sharp, { type Metadata } from "sharp";
import type { ImageVariant } from "#domain/catalog/views.ts";
import { MEDIA_LIMITS } from "#domain/media/messages.ts";

export type UploadRefusal = "not_image" | "too_big" | "too_many_pixels";

/** One encoded size, before it is written: its bytes and where it goes under the uploads directory. */
export interface EncodedSize {
  width: number;
  height: number;
  webp: Buffer;
  avif: Buffer;
}

export type Processed =
  { ok: true; width: number; height: number; sizes: EncodedSize[] } | { ok: false; code: UploadRefusal };

const FORMATS = new Set(["jpeg", "png", "webp", "heif"]);

/**
 * Checks an upload by its content (not its name) and encodes it as WebP and AVIF at the stored widths.
 * The header is read first: a file that is not a JPEG, PNG, WebP or AVIF, or that declares more pixels than
 * allowed (a decompression bomb), is refused before any decoding. The output carries no metadata (sharp
 * drops EXIF, GPS and ICC comments unless asked to keep them); the orientation is applied to the pixels.
 */
export async function processUpload(bytes: Buffer): Promise<Processed> {
  if (bytes.length > MEDIA_LIMITS.bytes) return { ok: false, code: "too_big" };
  const input = () => sharp(bytes, { limitInputPixels: MEDIA_LIMITS.pixels, failOn: "error" });
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, code: "not_image" };
  }
  if (!meta.format || !FORMATS.has(meta.format) || !meta.width || !meta.height)
    return { ok: false, code: "not_image" };
  if (meta.format === "heif" && meta.compression !== "av1") return { ok: false, code: "not_image" };
  if (meta.width * meta.height > MEDIA_LIMITS.pixels) return { ok: false, code: "too_many_pixels" };
  // EXIF orientations 5 to 8 turn the picture a quarter: its shown width is the stored height.
  const turned = (meta.orientation ?? 1) >= 5;
  const width = turned ? meta.height : meta.width;
  const height = turned ? meta.width : meta.height;
  const widths = [...new Set(MEDIA_LIMITS.widths.map((w) => Math.min(w, width)))];
  try {
    const sizes = await Promise.all(
      widths.map(async (w) => {
        const resized = () => input().rotate().resize({ width: w, withoutEnlargement: true });
        const [webp, avif] = await Promise.all([
          resized().webp({ quality: 80 }).toBuffer({ resolveWithObject: true }),
          resized().avif({ quality: 50, effort: 2 }).toBuffer(),
        ]);
        return { width: webp.info.width, height: webp.info.height, webp: webp.data, avif };
      }),
    );
    return { ok: true, width, height, sizes };
  } catch {
    // A header that parses over a body that does not (a truncated or corrupt file).
    return { ok: false, code: "not_image" };
  }
}

/** The stored paths of an image's sizes, relative to the uploads address. */
export function variantPaths(
  id: string,
  sizes: readonly { width: number; height: number }[],
): ImageVariant[] {
  return sizes.map((s) => ({
    width: s.width,
    height: s.height,
    webp: `media/${id}/${s.width}.webp`,
    avif: `media/${id}/${s.width}.avif`,
  }));
}
