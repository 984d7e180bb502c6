import { describe, expect, it } from "vitest";
import { chargeAmounts, installmentOffers, type ProviderCost } from "#domain/installments/offers.ts";
import { installmentOption } from "#domain/installments/rules.ts";

const cash = 10_000_00;
const plan = (installments: number, percentage = 0) => ({ installments, percentage, enabled: true });
/** The shop's options: 1 and 3 without interest, 12 with 48,5 % of its own. */
const options = [plan(1), plan(3), plan(12, 48.5)].map((p) => installmentOption(cash, p, true));

/** What a provider charging `rate` % for n cuotas answers for an amount. */
const cost = (amount: number, installments: number, rate: number): ProviderCost => {
  const totalAmount = Math.round(amount * (1 + rate / 100));
  return { installments, totalAmount, installmentAmount: Math.round(totalAmount / installments) };
};

describe("instalment offers", () => {
  it("asks the provider once per distinct amount the shop charges", () => {
    expect(chargeAmounts(options)).toEqual([cash, 14_850_00]);
  });

  it("offers the shop's plans the provider also has, with what the buyer pays in the end", () => {
    const costs = new Map([
      [cash, [cost(cash, 1, 0), cost(cash, 3, 0), cost(cash, 6, 26.62)]],
      [14_850_00, [cost(14_850_00, 12, 0)]],
    ]);
    const offers = installmentOffers(options, costs);
    expect(offers.map((o) => o.installments)).toEqual([1, 3, 12]);
    const [one, three, twelve] = offers;
    expect(one).toMatchObject({ charge: cash, totalAmount: cash, interestFree: true, tea: 0, cft: 0 });
    expect(three).toMatchObject({
      charge: cash,
      totalAmount: cash,
      installmentAmount: 3_333_33,
      interestFree: true,
    });
    expect(twelve).toMatchObject({ charge: 14_850_00, totalAmount: 14_850_00, interestFree: false });
    expect(twelve!.cft).toBeGreaterThan(twelve!.tea);
  });

  it("drops a plan the provider does not offer for the card", () => {
    const offers = installmentOffers(options, new Map([[cash, [cost(cash, 1, 0)]]]));
    expect(offers.map((o) => o.installments)).toEqual([1]);
  });

  it("counts the provider's own financing in the totals, TEA and CFT (Mercado Pago's 3 cuotas at 13,92 %)", () => {
    const [, three] = installmentOffers(options, new Map([[cash, [cost(cash, 1, 0), cost(cash, 3, 13.92)]]]));
    expect(three).toMatchObject({ charge: cash, totalAmount: 11_392_00, interestFree: false });
    // Mercado Pago labels this plan "CFT_120,42%|TEA_93,32%" (from an unrounded rate: within 0,1).
    expect(Math.abs(three!.cft - 120.42)).toBeLessThan(0.1);
    expect(Math.abs(three!.tea - 93.32)).toBeLessThan(0.1);
  });
});
