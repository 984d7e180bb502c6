/** The offset of a teaser's 'scroll' link (SPEC.md §9). */
export const SCROLL_OFFSET = 80;

/**
 * Scrolls smoothly to the element with this id, stopping the offset above it. On large screens the fixed header
 * is taller than the offset, so its height is used there to keep the target in sight.
 */
export function scrollToId(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const header = document.querySelector("[data-site-header]")?.getBoundingClientRect().height ?? 0;
  const offset = Math.max(SCROLL_OFFSET, header);
  const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  window.scrollTo({
    top: target.getBoundingClientRect().top + window.scrollY - offset,
    behavior: reduceMotion ? "auto" : "smooth",
  });
  return true;
}
