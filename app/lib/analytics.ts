/**
 * The analytics wrapper (SPEC.md §7): events go to the page's data layer, which the Google Tag Manager container
 * reads when one is configured (docs/decisions/0027), once for the tag manager's tags and once for the ads pixel.
 * Any value containing an at-sign is redacted, so no e-mail address ever leaves the page.
 */
type Payload = Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: Payload[];
  }
}

export const ANALYTICS_SINKS = ["tag-manager", "pixel"] as const;

function redact(value: unknown): unknown {
  if (typeof value === "string") return value.includes("@") ? "[redacted]" : value;
  if (Array.isArray(value)) return value.map(redact);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redact(v)]));
  }
  return value;
}

/** Pushes one redacted entry; analytics never breaks the page: a failure is a console warning (SPEC.md §8). */
function push(entry: Payload): boolean {
  try {
    (window.dataLayer ??= []).push(redact(entry) as Payload);
    return true;
  } catch (err) {
    console.warn("analytics", err);
    return false;
  }
}

export function track(event: string, payload: Payload): void {
  if (typeof window === "undefined") return;
  for (const sink of ANALYTICS_SINKS) push({ event, sink, ...payload });
}

/**
 * One event for the tag manager alone, which calls `done` once its tags have fired (Tag Manager's eventCallback,
 * given up after `timeoutMs`). False when the event could not be pushed: `done` will not be called.
 */
export function trackThen(event: string, payload: Payload, done: () => void, timeoutMs: number): boolean {
  if (typeof window === "undefined") return false;
  return push({ event, sink: "tag-manager", ...payload, eventCallback: done, eventTimeout: timeoutMs });
}

/** The two 'AddToCart' events after a successful cart save (SPEC.md §7); price in pesos. */
export function trackAddToCart(product: { id: string; price: number | null }): void {
  const value = product.price !== null ? product.price / 100 : 0;
  track("AddToCart", {
    value,
    currency: "ARS",
    content_type: "product",
    contents: [{ id: product.id, quantity: 1, item_price: value }],
  });
}
