import { describe, expect, it } from "vitest";
import { mergeCartLines, parseQuantity } from "#domain/cart/merge.ts";
import { checkoutSummary } from "#domain/cart/summary.ts";

describe("mergeCartLines", () => {
  it("keeps every area of both carts once", () => {
    const merged = mergeCartLines(
      [{ productId: "a", quantity: 1 }],
      [
        { productId: "b", quantity: 1 },
        { productId: "a", quantity: 1 },
      ],
    );
    expect(merged).toEqual([
      { productId: "a", quantity: 1 },
      { productId: "b", quantity: 1 },
    ]);
  });
  it("keeps the larger quantity and is idempotent", () => {
    const once = mergeCartLines([{ productId: "a", quantity: 2 }], [{ productId: "a", quantity: 3 }]);
    expect(once).toEqual([{ productId: "a", quantity: 3 }]);
    expect(mergeCartLines(once, [{ productId: "a", quantity: 3 }])).toEqual(once);
  });
  it("loses nothing when the server cart is empty", () => {
    expect(mergeCartLines([], [{ productId: "x", quantity: 1 }])).toEqual([{ productId: "x", quantity: 1 }]);
  });
});

describe("parseQuantity", () => {
  it("reads a base-10 whole number of at least 1", () => {
    expect(parseQuantity("3")).toBe(3);
    expect(parseQuantity("08")).toBe(8);
    expect(parseQuantity(2.7)).toBe(2);
    expect(parseQuantity("0")).toBe(1);
    expect(parseQuantity("-4")).toBe(1);
    expect(parseQuantity("abc")).toBe(1);
    expect(parseQuantity(undefined, 2)).toBe(2);
  });
});

describe("checkoutSummary", () => {
  const lines = [
    { price: 2000000, priceOffer: 1500000, quantity: 1 },
    { price: 1000000, priceOffer: 0, quantity: 2 },
  ];
  it("adds up effective prices", () => {
    expect(checkoutSummary(lines)).toEqual({
      products: 2,
      quantity: 3,
      subtotal: 3500000,
      promotionDiscount: 0,
      discount: 0,
      total: 3500000,
      discounts: [],
      promotions: [],
    });
  });
  it("applies codes in order on what is left, never below zero", () => {
    const s = checkoutSummary(lines, [
      { code: "DIEZ", kind: "percentage", value: 10 },
      { code: "FIJO", kind: "fixed", value: 5000000 },
    ]);
    expect(s.discounts).toEqual([
      { text: "Descuento DIEZ (10%)", total: 350000 },
      { text: expect.stringContaining("Descuento FIJO"), total: 3150000 },
    ]);
    expect(s.discount).toBe(3500000);
    expect(s.total).toBe(0);
  });
});
