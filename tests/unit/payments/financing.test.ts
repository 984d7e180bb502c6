import { describe, expect, it } from "vitest";
import {
  buyerPays,
  divideRoundingHalfUp,
  financingCost,
  formatRate,
  instalmentAmount,
  monthlyRate,
  percentageOf,
  totalWithInterest,
} from "#domain/installments/financing.ts";

describe("centavo rounding", () => {
  it("divides rounding half up, exactly", () => {
    expect(divideRoundingHalfUp(10, 4)).toBe(3); // 2.5 → 3
    expect(divideRoundingHalfUp(9, 4)).toBe(2); // 2.25 → 2
    expect(divideRoundingHalfUp(11, 4)).toBe(3); // 2.75 → 3
    expect(divideRoundingHalfUp(0, 7)).toBe(0);
    expect(divideRoundingHalfUp(Number.MAX_SAFE_INTEGER, 1)).toBe(Number.MAX_SAFE_INTEGER);
  });

  it("refuses fractions and negatives instead of guessing", () => {
    expect(() => divideRoundingHalfUp(1.5, 2)).toThrow(RangeError);
    expect(() => divideRoundingHalfUp(-1, 2)).toThrow(RangeError);
    expect(() => divideRoundingHalfUp(1, 0)).toThrow(RangeError);
    expect(() => instalmentAmount(100, 0)).toThrow(RangeError);
    expect(() => percentageOf(100, -1)).toThrow(RangeError);
  });

  it("takes a percentage of centavos rounding half up, without floating point drift", () => {
    expect(percentageOf(10_000, 48.5)).toBe(4850);
    // 1 234 × 48,5 % = 598,49 → 598
    expect(percentageOf(1234, 48.5)).toBe(598);
    // 1 × 50 % = 0,5 → 1 (half up)
    expect(percentageOf(1, 50)).toBe(1);
    // 0.1 + 0.2 style traps: 10 050 × 13,92 % = 1 398,96 → 1 399
    expect(percentageOf(10_050, 13.92)).toBe(1399);
    expect(percentageOf(999_999, 0)).toBe(0);
  });

  it("finances a total and splits it into instalments the way Mercado Pago shows them", () => {
    // $ 100 at 13,92 % in 3 cuotas: "3 cuotas de $ 37,97 ($ 113,92)"
    expect(totalWithInterest(10_000, 13.92)).toBe(11_392);
    expect(instalmentAmount(11_392, 3)).toBe(3797);
    // 6 cuotas of $ 126,62 → $ 21,10 (21,103… rounds down)
    expect(instalmentAmount(totalWithInterest(10_000, 26.62), 6)).toBe(2110);
    // 12 cuotas of $ 153,24 → $ 12,77
    expect(instalmentAmount(totalWithInterest(10_000, 53.24), 12)).toBe(1277);
  });
});

describe("TEA and CFT (Res. E 51/2017)", () => {
  it("is zero without interest", () => {
    expect(financingCost(100_000, 100_000, 6)).toEqual({ tea: 0, cft: 0 });
    expect(monthlyRate(100_000, 100_000 / 6, 6)).toBe(0);
  });

  it("reproduces Mercado Pago's labels for the real instalments response", () => {
    // labels of the fixture: 6 → CFT 130,09 / TEA 101,12; 9 → 133,02 / 103,92; 12 → 132,06 / 103,75
    expect(financingCost(10_000, 12_662, 6)).toEqual({ tea: 101.12, cft: 130.09 });
    expect(financingCost(10_000, 13_993, 9)).toEqual({ tea: 103.92, cft: 133.02 });
    expect(financingCost(10_000, 15_324, 12)).toEqual({ tea: 103.75, cft: 132.06 });
    // 3 → CFT 120,42 / TEA 93,32: the label was computed from an unrounded rate, so it agrees within 0,1
    const three = financingCost(10_000, 11_392, 3);
    expect(Math.abs(three.cft - 120.42)).toBeLessThan(0.1);
    expect(Math.abs(three.tea - 93.32)).toBeLessThan(0.1);
  });

  it("does not depend on the size of the amount", () => {
    expect(financingCost(123_456_700, totalWithInterest(123_456_700, 26.62), 6)).toEqual({
      tea: 101.12,
      cft: 130.09,
    });
  });

  it("keeps the CFT above the TEA, since it adds the IVA on the interest", () => {
    const { tea, cft } = financingCost(50_000_00, totalWithInterest(50_000_00, 48.5), 12);
    expect(cft).toBeGreaterThan(tea);
    expect(tea).toBeGreaterThan(0);
  });

  it("solves the annuity equation for the monthly rate", () => {
    // 12 payments of 10 at 1 % a month are worth 112,55 today
    const principal = 10 * ((1 - Math.pow(1.01, -12)) / 0.01);
    expect(monthlyRate(principal, 10, 12)).toBeCloseTo(0.01, 10);
  });

  it("formats rates with a decimal comma and two decimals", () => {
    expect(formatRate(93.32)).toBe("93,32%");
    expect(formatRate(0)).toBe("0,00%");
    expect(formatRate(120.4)).toBe("120,40%");
  });
});

describe("buyerPays", () => {
  const charged = { totalFinanced: 43_600_00, installmentAmount: 14_533_33, installments: 3 };

  it("is what the shop charged until the provider reports a total", () => {
    expect(buyerPays({ ...charged, paidAmount: null })).toEqual({
      total: 43_600_00,
      perInstalment: 14_533_33,
    });
    expect(buyerPays({ ...charged, paidAmount: 43_600_00 })).toEqual({
      total: 43_600_00,
      perInstalment: 14_533_33,
    });
  });

  it("is the provider's total, financing included, once it differs", () => {
    expect(buyerPays({ ...charged, paidAmount: 49_669_12 })).toEqual({
      total: 49_669_12,
      perInstalment: 16_556_37,
    });
  });
});
