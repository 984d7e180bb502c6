import { installmentPromoText, type InstallmentPromo } from "#domain/installments/promo.ts";
import { formatMoney } from "#domain/money.ts";
import { priceTag, type ShownPrices } from "#domain/pricing.ts";

/**
 * A product's price (SPEC.md §2): the offer when above 0 with the list price struck through, else the price, and
 * the interest-free instalment promo (worked out by the loader, see visitor-prices.server.ts). Nothing when
 * prices are hidden from this visitor.
 */
export function Price({
  product,
  promo,
  size = "md",
}: {
  product: ShownPrices;
  promo: InstallmentPromo | null;
  size?: "md" | "lg";
}) {
  if (product.price === null) return null;
  const tag = priceTag(product);
  return (
    <div>
      <p className="flex flex-wrap items-baseline gap-x-2">
        {tag.original !== null ? (
          <s className={`text-slate-600 ${size === "lg" ? "text-lg" : "text-sm"}`}>
            <span className="sr-only">Precio anterior: </span>
            {formatMoney(tag.original)}
          </s>
        ) : null}
        <span className={`font-bold text-brand-700 ${size === "lg" ? "text-3xl" : "text-lg sm:text-xl"}`}>
          {tag.original !== null ? <span className="sr-only">Precio actual: </span> : null}
          {formatMoney(tag.current)}
        </span>
      </p>
      {promo ? (
        <p className={`mt-1 font-medium text-emerald-800 ${size === "lg" ? "text-base" : "text-sm"}`}>
          {installmentPromoText(promo)}
        </p>
      ) : null}
    </div>
  );
}
