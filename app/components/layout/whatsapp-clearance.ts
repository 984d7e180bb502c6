const INTERACTIVE = "a, button, input, select, textarea, [role=button], [tabindex]";

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

const meets = (a: Box, b: Box) =>
  a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;

/** Something a person can press: a focus target that is only reached by script (tabindex -1 on <main>) is not. */
function pressable(el: HTMLElement): boolean {
  if (el.getAttribute("tabindex") !== "-1") return true;
  return el.matches("a[href], button, input, select, textarea, [role=button]");
}

function visible(el: HTMLElement): boolean {
  if (typeof el.checkVisibility === "function")
    return el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  return el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden";
}

/** Whether a visible interactive element other than the button lies under this box. */
function coversSomething(button: HTMLElement, box: Box): boolean {
  for (const el of document.querySelectorAll<HTMLElement>(INTERACTIVE)) {
    if (el === button || el.contains(button) || button.contains(el)) continue;
    const rects = el.getClientRects();
    let hit = false;
    for (const r of rects) if (r.width > 0 && r.height > 0 && meets(r, box)) hit = true;
    if (hit && pressable(el) && visible(el)) return true;
  }
  return false;
}

/** Where the floating button sits: its usual bottom-right corner, the bottom-left one, or nowhere. */
export type Spot = "right" | "left" | "none";

/** The first corner where the button covers nothing (it sits as far from the side as from the bottom). */
export function clearSpot(button: HTMLElement): Spot {
  const box = button.getBoundingClientRect();
  if (box.width === 0) return "right";
  const width = document.documentElement.clientWidth;
  const inset = document.documentElement.clientHeight - box.bottom;
  const right = { left: width - inset - box.width, right: width - inset, top: box.top, bottom: box.bottom };
  if (!coversSomething(button, right)) return "right";
  const left = { ...right, left: inset, right: inset + box.width };
  if (!coversSomething(button, left)) return "left";
  return "none";
}

/**
 * Keeps telling where the floating button can sit without covering a link, button or field: the page keeps its
 * controls pressable and the button moves to the other corner, or steps aside until the customer scrolls on.
 * Checked at once and then once a frame at most, after a scroll, a resize or a change of the page's content.
 * Returns the function that stops watching.
 */
export function watchClearSpot(button: HTMLElement, onSpot: (spot: Spot) => void): () => void {
  let frame = 0;
  const check = () => {
    frame = 0;
    onSpot(clearSpot(button));
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(check);
  };
  check();
  window.addEventListener("scroll", schedule, { passive: true });
  window.addEventListener("resize", schedule);
  const mutations = new MutationObserver(schedule);
  mutations.observe(document.body, { childList: true, subtree: true });
  const sizes = new ResizeObserver(schedule);
  sizes.observe(document.body);
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener("scroll", schedule);
    window.removeEventListener("resize", schedule);
    mutations.disconnect();
    sizes.disconnect();
  };
}
