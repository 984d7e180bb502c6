import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Image } from "#domain/catalog/views.ts";
import type { Illustration, Size } from "./illustrations/index.ts";

/** The image sizes the site uses, in pixels. */
export const IMAGE_SIZES = {
  product: { width: 600, height: 600 },
  teaserSmall: { width: 768, height: 600 },
  teaserMedium: { width: 992, height: 560 },
  teaserLarge: { width: 1920, height: 640 },
  cover: { width: 1200, height: 630 },
  branchPhoto: { width: 800, height: 600 },
} as const;

export type ImageSize = (typeof IMAGE_SIZES)[keyof typeof IMAGE_SIZES];

/** Draws an image at a size, with its alt text. */
export type Draw = (size: Size) => Illustration;

/** Collects the SVG files to write and hands out the image objects stored in the database. */
export class DemoImages {
  private readonly files = new Map<string, string>();

  /** Registers `demo/<folder>/<name>.svg`, drawn by `draw` at `size`, and returns its image object. */
  add(folder: string, name: string, size: ImageSize, draw: Draw): Image {
    const relPath = `demo/${folder}/${name}.svg`;
    const { svg, alt } = draw(size);
    this.files.set(relPath, svg);
    return { path: relPath, name: `${name}.svg`, alt, width: size.width, height: size.height };
  }

  get paths(): string[] {
    return [...this.files.keys()];
  }

  /** The SVG registered under a relative path. */
  svg(relPath: string): string | undefined {
    return this.files.get(relPath);
  }

  /** Writes every registered file under `uploadsDir`, creating folders as needed. */
  async writeAll(uploadsDir: string): Promise<void> {
    const dirs = new Set([...this.files.keys()].map((p) => path.dirname(path.join(uploadsDir, p))));
    for (const dir of dirs) await mkdir(dir, { recursive: true });
    await Promise.all(
      [...this.files].map(([relPath, svg]) => writeFile(path.join(uploadsDir, relPath), svg, "utf8")),
    );
  }
}
