/** The longest slug the editors take. */
export const SLUG_MAX = 120;

/**
 * The slug a title suggests: lowercase, without accents, words joined by hyphens, only a–z and 0–9
 * ("Depilación de axilas" → "depilacion-de-axilas"), cut at a whole word within the slug's length.
 */
export function slugFromTitle(title: string): string {
  const slug = title
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (slug.length <= SLUG_MAX) return slug;
  const cut = slug.slice(0, SLUG_MAX + 1);
  const end = cut.lastIndexOf("-");
  return (end > 0 ? cut.slice(0, end) : slug.slice(0, SLUG_MAX)).replace(/-+$/, "");
}

/** A new record's posted values with the slug its title suggests when the slug was left empty. */
export function withSuggestedSlug<T extends Record<string, unknown>>(values: T): T {
  const slug = typeof values.slug === "string" ? values.slug.trim() : "";
  if (slug || typeof values.title !== "string") return values;
  return { ...values, slug: slugFromTitle(values.title) };
}
