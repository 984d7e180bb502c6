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

export type LocalCartValue = z.infer<typeof lineSchema>[];

/** Reads the cookie's value; anything malformed counts as an empty cart rather than an error. */
export function parseLocalCart(value: unknown): CartLine[] {
  const parsed = z.array(lineSchema).max(LOCAL_CART_MAX_LINES).safeParse(value);
  if (!parsed.success) return [];
  const seen = new Set<string>();
  return parsed.data.flatMap((l) => {
    if (seen.has(l.id)) return [];
    seen.add(l.id);
    return [{ productId: l.id, quantity: l.q }];
  });
}

export function localCartValue(lines: readonly CartLine[]): LocalCartValue {
  return lines.slice(0, LOCAL_CART_MAX_LINES).map((l) => ({ id: l.productId, q: l.quantity }));
}

/** Whether a string is a product id at all (ids are UUIDs), before it reaches a query. */
export const isProductId = (value: string) => z.uuid().safeParse(value).success;
