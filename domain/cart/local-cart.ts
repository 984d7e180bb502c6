import { z } from "zod";
import type { CartLine } from "./merge.ts";

/** The anonymous visitor's cart lives in this cookie, so it survives reloads and works before hydration. */
export const LOCAL_CART_COOKIE = "cart";
export const LOCAL_CART_MAX_LINES = 50;
export const QUANTITY_MAX = 20;

const lineSchema = z.object({
  id: z.uuid(),
  q: z.number().int().min(1).max(QUANTITY_MAX),
});

/** Reads the cookie value; anything malformed counts as an empty cart rather than an error. */
export function decodeLocalCart(value: string | undefined | null): CartLine[] {
  if (!value) return [];
  try {
    const parsed = z
      .array(lineSchema)
      .max(LOCAL_CART_MAX_LINES)
      .safeParse(JSON.parse(decodeURIComponent(value)));
    if (!parsed.success) return [];
    const seen = new Set<string>();
    return parsed.data.flatMap((l) => {
      if (seen.has(l.id)) return [];
      seen.add(l.id);
      return [{ productId: l.id, quantity: l.q }];
    });
  } catch {
    return [];
  }
}

export function encodeLocalCart(lines: readonly CartLine[]): string {
  return encodeURIComponent(
    JSON.stringify(lines.slice(0, LOCAL_CART_MAX_LINES).map((l) => ({ id: l.productId, q: l.quantity }))),
  );
}
