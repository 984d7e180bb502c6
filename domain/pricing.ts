export interface Priced {
  price: number;
  priceOffer: number;
}

/** The price a shopper pays (SPEC.md §2): the offer when above 0, else the list price. */
export function effectivePrice(p: Priced): number {
  return p.priceOffer > 0 ? p.priceOffer : p.price;
}

/** What a price tag shows: the price to pay and, when on offer, the list price struck through. */
export function priceTag(p: Priced): { current: number; original: number | null } {
  return p.priceOffer > 0
    ? { current: p.priceOffer, original: p.price }
    : { current: p.price, original: null };
}

/** The shop settings that decide what an anonymous or signed-in visitor sees of prices and the cart. */
export interface StorefrontFlags {
  pricesEnabled: boolean;
  shopEnabled: boolean;
  checkoutMode: boolean;
  /** Anonymous visitors see prices and the cart. */
  offlineMode: boolean;
}

/** Prices show only when the price flag is on and the visitor is offline or signed in (SPEC.md §2). */
export function pricesVisible(
  flags: Pick<StorefrontFlags, "pricesEnabled" | "offlineMode">,
  signedIn: boolean,
) {
  return flags.pricesEnabled && (flags.offlineMode || signedIn);
}

/** Cart widgets show only when the shop is on, in checkout mode, and offline or signed in (SPEC.md §2). */
export function cartVisible(
  flags: Pick<StorefrontFlags, "shopEnabled" | "checkoutMode" | "offlineMode">,
  signedIn: boolean,
) {
  return flags.shopEnabled && flags.checkoutMode && (flags.offlineMode || signedIn);
}

/** What a page receives of a product's prices: both, or neither when this visitor may not see them. */
export type ShownPrices = Priced | { price: null; priceOffer: null };

export type ForVisitor<T extends Priced> = Omit<T, keyof Priced> & ShownPrices;

/** The product as a page may send it: hidden prices never leave the server (SPEC.md §2). */
export function forVisitor<T extends Priced>(product: T, shown: boolean): ForVisitor<T> {
  return shown ? product : { ...product, price: null, priceOffer: null };
}
