/**
 * The parts of a shared page that belong to one visitor (docs/decisions/0044). A page rendered for everyone
 * of an audience (anonymous visitors, or signed-in customers) carries each personal part as all of its
 * variants between marks, and a hole for the cart's size; each response keeps the variants that are this
 * visitor's, fills the hole and drops the marks, so what the browser gets is what a render for them gives.
 */

/** What a page shows of one visitor's own: the areas in their cart. */
export interface VisitorCart {
  productIds: string[];
  count: number;
}

/** The mark before one variant of a personal part: `<template data-personal="name=value"></template>`. */
export const VARIANT_ATTRIBUTE = "data-personal";
/** The mark after a variant. */
export const VARIANT_END_ATTRIBUTE = "data-personal-end";
/** Where the cart's size goes, in text and attributes alike (a private-use character never typed). */
export const CART_COUNT_HOLE = "\uE000cart-count\uE000";

/** The cart badge and its label differ for an empty cart, one area and more. */
export const CART_SIZE = "cart-size";
export const cartSize = (count: number) => (count === 0 ? "0" : count === 1 ? "1" : "n");

/** An area's buttons differ while it is in the cart. */
export const inCartPart = (productId: string) => `in-cart:${productId}`;

/** Whether the variant `value` of the part `name` is this visitor's. */
export function isVisitorsVariant(name: string, value: string, cart: VisitorCart): boolean {
  if (name === CART_SIZE) return value === cartSize(cart.count);
  if (name.startsWith("in-cart:")) {
    return (value === "yes") === cart.productIds.includes(name.slice("in-cart:".length));
  }
  return false;
}

/** The inline script that hands a shared page's visitor their cart, before the app's scripts run. */
export const VISITOR_CART_GLOBAL = "__visitorCart";
export const visitorCartScript = (cart: VisitorCart, nonce: string) =>
  `<script nonce="${nonce}">window.${VISITOR_CART_GLOBAL}=${JSON.stringify(cart).replace(/</g, "\\u003c")}</script>`;
