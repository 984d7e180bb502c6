import type { ProductField } from "./catalog.ts";
import { formatMoney } from "./money.ts";
import { installmentOptions, type InstallmentSettings } from "./payments/installments.ts";
import { effectivePrice, type Priced } from "./pricing.ts";

export type { InstallmentSettings };

export interface InstallmentPromo {
  installments: number;
  /** Integer centavos charged per instalment. */
  amount: number;
}

/**
 * 'Hasta N cuotas sin interés de {price}' (SPEC.md §2): among the options the checkout would offer for the
 * product alone (§9, see payments/installments.ts), the one with 0% interest and the most instalments, only
 * when N is above 1; the price per instalment is (amount + amount × percentage / 100) / N, with the option's
 * percentage (0), on the offer price when above 0, else the price. 0% is the percentage charged, so a plan
 * whose rate is waived for the product counts and one whose rate applies does not. Nothing when interest
 * rates are disabled.
 */
export function installmentPromo(
  product: Priced & { fields: readonly ProductField[] },
  settings: InstallmentSettings,
): InstallmentPromo | null {
  if (!settings.interestRatesEnabled) return null;
  const best = installmentOptions({ total: effectivePrice(product), settings, products: [product] })
    .filter((o) => o.percentage === 0)
    .at(-1);
  if (!best || best.installments <= 1) return null;
  return { installments: best.installments, amount: best.installmentAmount };
}

export function installmentPromoText(promo: InstallmentPromo): string {
  return `Hasta ${promo.installments} cuotas sin interés de ${formatMoney(promo.amount)}`;
}
