import { searchKey } from "./stores/views.ts";

/** A part of a content page: the text before its first `h2`, or one `h2` with what follows it. */
export interface PageSection {
  /** The anchor of a titled section (`#nuestra-historia`); null for the opening text. */
  id: string | null;
  heading: string | null;
  /** The section's HTML without its heading. */
  html: string;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };

const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, e: string) => ENTITIES[e]!)
    .replace(/\s+/g, " ")
    .trim();

/**
 * Splits sanitised page HTML at its top-level `h2` headings, so the page can lay the sections out and list
 * them; each titled section gets a unique anchor made from its heading.
 */
export function pageSections(html: string): PageSection[] {
  const used = new Set<string>();
  return html
    .split(/(?=<h2[\s>])/i)
    .map((chunk) => {
      const match = /^<h2[^>]*>([\s\S]*?)<\/h2>/i.exec(chunk);
      if (!match) return { id: null, heading: null, html: chunk.trim() };
      const heading = plainText(match[1]!);
      const base =
        searchKey(heading)
          .replace(/[^a-z0-9]+/g, "-")
          .replace(/^-|-$/g, "") || "seccion";
      let id = base;
      for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
      used.add(id);
      return { id, heading, html: chunk.slice(match[0].length).trim() };
    })
    .filter((s) => s.heading !== null || s.html !== "");
}
