import { CART_MESSAGES } from "./messages.ts";

/** What readiness needs of the cart view: its lines and the chosen branch. */
export interface ReadinessView<S extends { payable: boolean } = { payable: boolean }> {
  lines: readonly { product: { id: string; title: string }; available: boolean }[];
  store: S | null;
}

export type CheckoutBlock =
  | { code: "cart_empty"; message: string }
  | { code: "product_unavailable"; message: string; productIds: string[] }
  | { code: "store_required"; message: string }
  | { code: "store_unavailable"; message: string };

export type CheckoutReadiness<S> = { ready: true; store: S } | ({ ready: false } & CheckoutBlock);

/**
 * Whether the cart can be paid now, and if not the first reason why: an empty cart, an area that can no
 * longer be bought (every such area is named), no branch, or a branch that cannot take this payment
 * (`payable`: enabled, its franchise has a fiserv_id and it offers the treatment). Step 0, 'Pagar' and the
 * payment all ask this one question.
 */
export function checkoutReadiness<S extends { payable: boolean }>(
  view: ReadinessView<S>,
): CheckoutReadiness<S> {
  if (view.lines.length === 0) {
    return { ready: false, code: "cart_empty", message: CART_MESSAGES.cartEmpty };
  }
  const unavailable = view.lines.filter((l) => !l.available).map((l) => l.product);
  if (unavailable.length > 0) {
    return {
      ready: false,
      code: "product_unavailable",
      message: CART_MESSAGES.productsNoLongerAvailable(unavailable.map((p) => p.title)),
      productIds: unavailable.map((p) => p.id),
    };
  }
  if (!view.store) return { ready: false, code: "store_required", message: CART_MESSAGES.storeRequired };
  if (!view.store.payable) {
    return { ready: false, code: "store_unavailable", message: CART_MESSAGES.storeUnavailable };
  }
  return { ready: true, store: view.store };
}
