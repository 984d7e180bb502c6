/**
 * What the shop's area page needs of the area's texts, apart from the form's rules (domain/catalog/area-content.ts),
 * so the page's scripts carry no validation code.
 */

/** One question customers ask about an area, with its answer (plain text). */
export interface FaqItem {
  question: string;
  answer: string;
}

/** A plain text as its paragraphs: split at blank lines, single line breaks kept inside a paragraph. */
export function paragraphs(value: string): string[] {
  return value
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}
