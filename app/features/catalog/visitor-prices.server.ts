import { forVisitor, pricesVisible, type Priced } from "#domain/pricing.ts";
import type { ShopLoadContext } from "#server/http/load-context.ts";

/** Strips the prices from a loader's products when this visitor may not see them. */
export async function visitorPrices(context: ShopLoadContext) {
  const settings = await context.services.content.shopSettings();
  const shown = pricesVisible(settings, context.account !== null);
  return <T extends Priced>(product: T) => forVisitor(product, shown);
}
