/**
 * The analytics wrapper (SPEC.md §7): events go to the page's data layer for the tag manager and the ads pixel,
 * and any value containing an at-sign is redacted, so no e-mail address ever leaves the page.
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

export function track(event: string, payload: Payload): void {
  if (typeof window === "undefined") return;
  try {
    const layer = (window.dataLayer ??= []);
    for (const sink of ANALYTICS_SINKS) layer.push({ event, sink, ...(redact(payload) as Payload) });
  } catch (err) {
    console.warn("analytics", err);
  }
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
