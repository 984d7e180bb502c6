import { describe, expect, it } from "vitest";
import { formatMoney } from "#domain/money.ts";
import { effectivePrice, priceTag } from "#domain/pricing.ts";

const nbsp = (s: string) => s.replace(/\u00a0/g, " ");

describe("formatMoney", () => {
  it("formats centavos as es-AR pesos with two decimals", () => {
    expect(nbsp(formatMoney(1850000))).toBe("$ 18.500,00");
    expect(nbsp(formatMoney(123456789))).toBe("$ 1.234.567,89");
    expect(nbsp(formatMoney(0))).toBe("$ 0,00");
    expect(nbsp(formatMoney(5))).toBe("$ 0,05");
  });
});

describe("price rules", () => {
  it("charges the offer when it is above 0 and strikes the list price through", () => {
    expect(effectivePrice({ price: 2000000, priceOffer: 1500000 })).toBe(1500000);
    expect(priceTag({ price: 2000000, priceOffer: 1500000 })).toEqual({
      current: 1500000,
      original: 2000000,
    });
  });
  it("charges the list price when there is no offer", () => {
    expect(effectivePrice({ price: 2000000, priceOffer: 0 })).toBe(2000000);
    expect(priceTag({ price: 2000000, priceOffer: 0 })).toEqual({ current: 2000000, original: null });
  });
});
