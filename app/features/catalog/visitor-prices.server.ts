import { installmentPromo, installmentSettings } from "#domain/installments/promises.ts";
import type { ProductField } from "#domain/catalog/views.ts";
import { forVisitor, pricesVisible, type Priced } from "#domain/pricing.ts";
import type { ShopLoadContext } from "#server/http/load-context.ts";

/**
 * Strips the prices from a loader's products when this visitor may not see them, and adds the interest-free
 * instalment promo the cards show, worked out here so the browser does not need the instalment rules.
 */
export async function visitorPrices(context: ShopLoadContext) {
  const settings = await context.services.content.shop.shopSettings();
  const shown = pricesVisible(settings, context.account !== null);
  const installments = installmentSettings(settings);
  return <T extends Priced & { fields: readonly ProductField[] }>(product: T) => ({
    ...forVisitor(product, shown),
    promo: shown ? installmentPromo(product, installments) : null,
  });
}
