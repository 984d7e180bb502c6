import {
  CART_COUNT_HOLE,
  VARIANT_ATTRIBUTE,
  VARIANT_END_ATTRIBUTE,
  isVisitorsVariant,
  visitorCartScript,
  type VisitorCart,
} from "#domain/personal-parts.ts";

/** One personal part's variant a piece of the page belongs to; null for what every visitor gets. */
export interface Variant {
  name: string;
  value: string;
}

/**
 * A page rendered for an audience, cut where each response puts its own: the request's nonce, the cart's
 * size, the visitor's cart for the scripts (at the end of `<head>`), and the marks around each variant.
 */
export type PagePiece =
  | { kind: "html"; text: string; variant: Variant | null }
  | { kind: "nonce"; variant: Variant | null }
  | { kind: "cart-count"; variant: Variant | null }
  | { kind: "cart-script" };

export type PagePlan = PagePiece[];

/** What one response fills the holes with. */
export interface PageFill {
  nonce: string;
  cart: VisitorCart;
}

const HEAD_END = "</head>";
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Cuts `html` (rendered with `nonce`) into its pieces. Null when the page cannot be served that way: a mark
 * left open or nested, or no `</head>` to put the cart before.
 */
export function planPage(html: string, nonce: string): PagePlan | null {
  const headEnd = html.indexOf(HEAD_END);
  if (headEnd < 0 || !nonce) return null;
  const marks = new RegExp(
    [
      `<template ${VARIANT_ATTRIBUTE}="([^"=]+)=([^"]+)"></template>`,
      `<template ${VARIANT_END_ATTRIBUTE}=""></template>`,
      escapeRegExp(CART_COUNT_HOLE),
      escapeRegExp(nonce),
    ].join("|"),
    "g",
  );
  const plan: PagePlan = [];
  let variant: Variant | null = null;
  let at = 0;
  const text = (upTo: number) => {
    if (upTo > at) plan.push({ kind: "html", text: html.slice(at, upTo), variant });
    at = Math.max(at, upTo);
  };
  let scriptPlaced = false;
  for (let m = marks.exec(html); m; m = marks.exec(html)) {
    if (!scriptPlaced && m.index > headEnd) {
      text(headEnd);
      plan.push({ kind: "cart-script" });
      scriptPlaced = true;
    }
    text(m.index);
    at = m.index + m[0].length;
    if (m[1] !== undefined) {
      if (variant) return null;
      variant = { name: m[1], value: m[2]! };
    } else if (m[0].startsWith("<template")) {
      if (!variant) return null;
      variant = null;
    } else if (m[0] === CART_COUNT_HOLE) {
      plan.push({ kind: "cart-count", variant });
    } else {
      plan.push({ kind: "nonce", variant });
    }
  }
  if (variant) return null;
  if (!scriptPlaced) {
    text(headEnd);
    plan.push({ kind: "cart-script" });
  }
  text(html.length);
  return plan;
}

/** Whether a piece goes into the response for this cart. */
export const isShown = (piece: PagePiece, cart: VisitorCart) =>
  piece.kind === "cart-script" ||
  !piece.variant ||
  isVisitorsVariant(piece.variant.name, piece.variant.value, cart);

/** The text a hole gets in one response; null for a piece of the page itself. */
export function holeText(piece: PagePiece, fill: PageFill): string | null {
  switch (piece.kind) {
    case "html":
      return null;
    case "nonce":
      return fill.nonce;
    case "cart-count":
      return String(fill.cart.count);
    case "cart-script":
      return visitorCartScript(fill.cart, fill.nonce);
  }
}
