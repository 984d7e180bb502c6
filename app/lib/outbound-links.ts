import { trackThen } from "./analytics.ts";

/** SPEC.md §7: a click on a link that leaves the shop waits at most this long for its event. */
export const OUTBOUND_TIMEOUT_MS = 250;
export const OUTBOUND_EVENT = "OutboundClick";

interface LinkLike {
  href: string;
  target: string;
  hasAttribute(name: string): boolean;
}

type ClickLike = Pick<
  MouseEvent,
  | "type"
  | "button"
  | "ctrlKey"
  | "metaKey"
  | "shiftKey"
  | "altKey"
  | "defaultPrevented"
  | "target"
  | "preventDefault"
>;

export interface OutboundDeps {
  /** The shop's origin: links elsewhere are outbound. */
  origin: string;
  /** Pushes the event; `done` runs once it is acknowledged. False: not pushed. */
  track: (url: string, done: () => void) => boolean;
  navigate: (url: string) => void;
  later: (fn: () => void, ms: number) => void;
}

/** The address a link leaves the shop for (http or https on another origin), or null. */
export function outboundUrl(link: LinkLike, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(link.href);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  return url.origin === origin ? null : url.href;
}

/** The browser opens these in another tab or window (or downloads them): this page stays, nothing to wait for. */
function opensElsewhere(click: ClickLike, link: LinkLike): boolean {
  const modified = click.button !== 0 || click.ctrlKey || click.metaKey || click.shiftKey || click.altKey;
  const otherContext = link.target !== "" && link.target !== "_self";
  return click.type === "auxclick" || modified || otherContext || link.hasAttribute("download");
}

/**
 * Tracks a click on an outbound link. A plain click is held until the tag manager acknowledges the event or
 * OUTBOUND_TIMEOUT_MS pass, whichever comes first (an event sent while the page unloads is often lost).
 */
export function handleOutboundClick(click: ClickLike, deps: OutboundDeps): void {
  if (click.defaultPrevented) return;
  if (click.type === "auxclick" && click.button !== 1) return;
  const link = (click.target as Element | null)?.closest?.("a[href]") as LinkLike | null | undefined;
  const url = link ? outboundUrl(link, deps.origin) : null;
  if (!link || !url) return;
  if (opensElsewhere(click, link)) {
    deps.track(url, () => {});
    return;
  }
  click.preventDefault();
  let gone = false;
  const go = () => {
    if (gone) return;
    gone = true;
    deps.navigate(url);
  };
  deps.later(go, OUTBOUND_TIMEOUT_MS);
  if (!deps.track(url, go)) go();
}

/** Tracks the page's outbound links from now on; returns the way to stop. */
export function trackOutboundLinks(win: Window): () => void {
  const deps: OutboundDeps = {
    origin: win.location.origin,
    track: (url, done) => trackThen(OUTBOUND_EVENT, { url }, done, OUTBOUND_TIMEOUT_MS),
    navigate: (url) => win.location.assign(url),
    later: (fn, ms) => void win.setTimeout(fn, ms),
  };
  const onClick = (event: MouseEvent) => handleOutboundClick(event, deps);
  win.addEventListener("click", onClick);
  win.addEventListener("auxclick", onClick);
  return () => {
    win.removeEventListener("click", onClick);
    win.removeEventListener("auxclick", onClick);
  };
}
