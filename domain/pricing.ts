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
