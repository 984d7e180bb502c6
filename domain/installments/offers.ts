/**
 * The instalment plans the checkout offers for a card: the shop's plans (SPEC.md §9, rules.ts) that the
 * provider also offers for that card, each with what the buyer pays in the end. The shop charges its own
 * financed total for the plan (the provider's transaction amount); the provider's payer cost for that amount
 * says what each cuota and the whole purchase cost the buyer, its own financing included. TEA and CFT
 * (Res. E 51/2017) are computed against the cash price, so they cover both. Amounts are integer centavos.
 */
import type { InstallmentOption } from "./rules.ts";
import { financingCost } from "./financing.ts";

/** The provider's answer for one number of cuotas at one amount. */
export interface ProviderCost {
  installments: number;
  installmentAmount: number;
  totalAmount: number;
}

export interface InstallmentOffer {
  installments: number;
  /** The cash price (precio de contado). */
  cashPrice: number;
  /** What the shop charges for the plan: the provider's transaction amount. */
  charge: number;
  /** What each cuota costs the buyer. */
  installmentAmount: number;
  /** What the buyer pays in all (precio total financiado). */
  totalAmount: number;
  interestFree: boolean;
  /** Percent, two decimals. */
  tea: number;
  cft: number;
}

/** The amounts to ask the provider about: one per distinct financed total of the shop's plans. */
export function chargeAmounts(options: readonly InstallmentOption[]): number[] {
  return [...new Set(options.map((o) => o.totalAmount))];
}

/**
 * The offers: each shop option for which the provider has a payer cost with the same number of cuotas at the
 * shop's charge for it, fewest cuotas first.
 */
export function installmentOffers(
  options: readonly InstallmentOption[],
  costsByAmount: ReadonlyMap<number, readonly ProviderCost[]>,
): InstallmentOffer[] {
  return options
    .flatMap((option) => {
      const cost = costsByAmount.get(option.totalAmount)?.find((c) => c.installments === option.installments);
      if (!cost) return [];
      const totalAmount = cost.totalAmount;
      const { tea, cft } = financingCost(option.cashPrice, totalAmount, option.installments);
      return [
        {
          installments: option.installments,
          cashPrice: option.cashPrice,
          charge: option.totalAmount,
          installmentAmount: cost.installmentAmount,
          totalAmount,
          interestFree: totalAmount <= option.cashPrice,
          tea,
          cft,
        },
      ];
    })
    .sort((a, b) => a.installments - b.installments);
}
