import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Image } from "#domain/catalog.ts";

/** The image sizes the site uses, in pixels. */
export const IMAGE_SIZES = {
  product: { width: 600, height: 600 },
  teaserSmall: { width: 768, height: 600 },
  teaserMedium: { width: 992, height: 560 },
  teaserLarge: { width: 1920, height: 640 },
  cover: { width: 1200, height: 630 },
} as const;

export type ImageSize = (typeof IMAGE_SIZES)[keyof typeof IMAGE_SIZES];

/** Brand palettes: a deep plum/violet gradient with soft pink accents. */
const PALETTES = [
  { from: "#5b2a86", to: "#8e4fa8", accent: "#f4c6d7" },
  { from: "#4a1f6e", to: "#a0527d", accent: "#f7d6e2" },
  { from: "#3f1d5c", to: "#7b3f9e", accent: "#f4c6d7" },
  { from: "#6b2f7f", to: "#c07a9e", accent: "#fde4ec" },
] as const;

export interface SvgOptions {
  /** Seeds the palette and shape choice, so the same key always draws the same image. */
  key: string;
  title?: string;
  /** Small upper-case line above the title. */
  label?: string;
  /** Which side leaves room for overlaid content ('left' draws the shapes on the right). */
  side?: "left" | "right" | "center";
}

function hash(value: string): number {
  let h = 2166136261;
  for (let i = 0; i < value.length; i++) {
    h ^= value.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function escapeXml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** Greedy word wrap into at most `maxLines` lines of about `maxChars` characters. */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = current ? `${current} ${word}` : word;
    if (next.length > maxChars && current) {
      lines.push(current);
      current = word;
    } else {
      current = next;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
  return kept;
}

function round(n: number): number {
  return Math.round(n);
}

function shapes(width: number, height: number, cx: number, variant: number, accent: string): string {
  const r = Math.min(width, height);
  switch (variant) {
    case 0:
      return (
        `<circle cx="${round(cx)}" cy="${round(height * 0.45)}" r="${round(r * 0.34)}" fill="${accent}" opacity=".18"/>` +
        `<circle cx="${round(cx + r * 0.18)}" cy="${round(height * 0.6)}" r="${round(r * 0.2)}" fill="${accent}" opacity=".22"/>`
      );
    case 1:
      return (
        `<path d="M0 ${round(height * 0.72)} C${round(width * 0.3)} ${round(height * 0.55)} ${round(width * 0.6)} ${round(height * 0.95)} ${width} ${round(height * 0.7)} V${height} H0Z" fill="${accent}" opacity=".2"/>` +
        `<circle cx="${round(cx)}" cy="${round(height * 0.32)}" r="${round(r * 0.16)}" fill="none" stroke="${accent}" stroke-width="3" opacity=".5"/>`
      );
    case 2:
      return (
        `<ellipse cx="${round(cx)}" cy="${round(height * 0.5)}" rx="${round(r * 0.42)}" ry="${round(r * 0.3)}" fill="none" stroke="${accent}" stroke-width="2" opacity=".45" transform="rotate(-18 ${round(cx)} ${round(height * 0.5)})"/>` +
        `<ellipse cx="${round(cx)}" cy="${round(height * 0.5)}" rx="${round(r * 0.3)}" ry="${round(r * 0.2)}" fill="${accent}" opacity=".16" transform="rotate(-18 ${round(cx)} ${round(height * 0.5)})"/>`
      );
    default:
      return (
        `<path d="M${round(cx - r * 0.3)} ${round(height * 0.85)} Q${round(cx)} ${round(height * 0.05)} ${round(cx + r * 0.3)} ${round(height * 0.85)}" fill="none" stroke="${accent}" stroke-width="3" opacity=".5"/>` +
        `<circle cx="${round(cx)}" cy="${round(height * 0.42)}" r="${round(r * 0.12)}" fill="${accent}" opacity=".3"/>`
      );
  }
}

/** An SVG in the brand look: gradient background, an abstract shape and, optionally, a title. */
export function brandSvg(size: ImageSize, opts: SvgOptions): string {
  const { width, height } = size;
  const seed = hash(opts.key);
  const palette = PALETTES[seed % PALETTES.length] ?? PALETTES[0];
  const side = opts.side ?? "center";
  // Shapes go beside the text: opposite the overlaid content, or towards a corner behind a title.
  const cx = side === "left" || opts.title ? width * 0.78 : side === "right" ? width * 0.22 : width * 0.5;
  const fontSize = round(Math.min(width / 13, height / 9));
  const lines = opts.title ? wrapText(opts.title, Math.floor(width / (fontSize * 0.56)), 3) : [];
  const lineHeight = round(fontSize * 1.2);
  const firstY = round(height * 0.56 - ((lines.length - 1) * lineHeight) / 2);
  const tspans = lines
    .map((line, i) => `<tspan x="50%" y="${firstY + i * lineHeight}">${escapeXml(line)}</tspan>`)
    .join("");
  const label = opts.label
    ? `<text x="50%" y="${firstY - round(fontSize * 1.3)}" text-anchor="middle" font-family="Helvetica,Arial,sans-serif" font-size="${round(fontSize * 0.38)}" letter-spacing="4" fill="${palette.accent}">${escapeXml(opts.label.toUpperCase())}</text>`
    : "";
  const title = lines.length
    ? `<text text-anchor="middle" font-family="Georgia,'Times New Roman',serif" font-size="${fontSize}" fill="#fff">${tspans}</text>`
    : "";
  const markSize = round(Math.max(14, Math.min(width, height) / 28));
  const aria = escapeXml(opts.title ?? "Candela");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${aria}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#g)"/>` +
    shapes(width, height, cx, (seed >> 3) % 4, palette.accent) +
    label +
    title +
    `<text x="${width - markSize}" y="${height - markSize}" text-anchor="end" font-family="Georgia,'Times New Roman',serif" font-size="${markSize}" letter-spacing="3" fill="${palette.accent}" opacity=".85">CANDELA</text>` +
    `</svg>`
  );
}

/** Collects the SVG files to write and hands out the image objects stored in the database. */
export class DemoImages {
  private readonly files = new Map<string, string>();

  /** Registers `demo/<folder>/<name>.svg` and returns its image object. */
  add(folder: string, name: string, size: ImageSize, opts: SvgOptions): Image {
    const relPath = `demo/${folder}/${name}.svg`;
    this.files.set(relPath, brandSvg(size, opts));
    return { path: relPath, name: `${name}.svg`, width: size.width, height: size.height };
  }

  get paths(): string[] {
    return [...this.files.keys()];
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
