import { productPath, type ProductCard } from "#domain/catalog/views.ts";
import { installmentPromoShort, type InstallmentPromo } from "#domain/installments/promo.ts";
import { formatMoney } from "#domain/money.ts";
import { priceTag, type ForVisitor } from "#domain/pricing.ts";

/** How many areas the home's list shows on a phone: two rows of two. */
export const AREA_PRICES = 4;

/** An area of the home's list: its name, its page and its price as written, or null when prices are hidden. */
export interface AreaPrice {
  id: string;
  title: string;
  path: string;
  price: string | null;
}

/**
 * The home's first screen on a phone (docs/decisions/0063): the first areas that can be bought, with the price
 * this visitor may see, and the best 'Hasta N cuotas sin interés' among them. Worked out by the loader, so the
 * page's scripts only lay it out.
 */
export function areaPrices(
  products: readonly (ForVisitor<ProductCard> & { promo: InstallmentPromo | null })[],
): { areas: AreaPrice[]; promo: string | null } {
  const shown = products.filter((p) => p.enabled).slice(0, AREA_PRICES);
  const promos = shown.flatMap((p) => (p.promo ? [p.promo] : []));
  const best = promos.sort((a, b) => b.installments - a.installments)[0];
  return {
    areas: shown.map((p) => ({
      id: p.id,
      title: p.title,
      path: productPath(p),
      price: p.price === null ? null : formatMoney(priceTag(p).current),
    })),
    promo: best ? installmentPromoShort(best) : null,
  };
}
