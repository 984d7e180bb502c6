/** A cart line as both carts keep it: the area and how many. */
export interface CartLine {
  productId: string;
  quantity: number;
}

/**
 * The server cart after a login that brought local lines (SPEC.md §4): every area of either cart, once;
 * where both have it, the larger quantity, so merging twice (two tabs) changes nothing.
 */
export function mergeCartLines(server: readonly CartLine[], local: readonly CartLine[]): CartLine[] {
  const merged = new Map(server.map((l) => [l.productId, l.quantity]));
  for (const line of local) {
    merged.set(line.productId, Math.max(merged.get(line.productId) ?? 0, line.quantity));
  }
  return [...merged].map(([productId, quantity]) => ({ productId, quantity }));
}

/** A quantity as SPEC.md §3 reads it: a base-10 whole number, at least 1. */
export function parseQuantity(value: unknown, fallback = 1): number {
  const n = typeof value === "number" ? Math.trunc(value) : Number.parseInt(String(value ?? ""), 10);
  return Number.isFinite(n) && n >= 1 ? n : fallback;
}
