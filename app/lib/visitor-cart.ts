import { VISITOR_CART_GLOBAL, type VisitorCart } from "#domain/personal-parts.ts";
import { useStorefront } from "./storefront.ts";

const EMPTY: VisitorCart = { productIds: [], count: 0 };

declare global {
  interface Window {
    [VISITOR_CART_GLOBAL]?: VisitorCart;
  }
}

/**
 * The visitor's cart. A page from the cache carries it in an inline script of its own response; null while
 * such a page is rendered on the server, whose personal parts are then marked (PersonalVariants).
 */
export function useVisitorCart(): VisitorCart | null {
  const { cart } = useStorefront();
  if (cart) return cart;
  if (typeof window === "undefined") return null;
  return window[VISITOR_CART_GLOBAL] ?? EMPTY;
}
