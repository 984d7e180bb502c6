import { describe, expect, it } from "vitest";
import { cartVisible, pricesVisible, priceTag } from "#domain/pricing.ts";

describe("pricesVisible: the price flag, and offline or signed in", () => {
  it.each([
    [true, true, false, true],
    [true, true, true, true],
    [true, false, true, true],
    [true, false, false, false],
    [false, true, true, false],
    [false, true, false, false],
    [false, false, true, false],
  ])("pricesEnabled=%s offlineMode=%s signedIn=%s → %s", (pricesEnabled, offlineMode, signedIn, expected) => {
    expect(pricesVisible({ pricesEnabled, offlineMode }, signedIn)).toBe(expected);
  });
});

describe("cartVisible: shop on, checkout mode, and offline or signed in", () => {
  const on = { shopEnabled: true, checkoutMode: true, offlineMode: true };
  it("shows the cart to anyone when offline", () => {
    expect(cartVisible(on, false)).toBe(true);
  });
  it("shows it only to signed-in visitors when not offline", () => {
    expect(cartVisible({ ...on, offlineMode: false }, false)).toBe(false);
    expect(cartVisible({ ...on, offlineMode: false }, true)).toBe(true);
  });
  it("hides it when the shop is off or not in checkout mode", () => {
    expect(cartVisible({ ...on, shopEnabled: false }, true)).toBe(false);
    expect(cartVisible({ ...on, checkoutMode: false }, true)).toBe(false);
  });
});

describe("priceTag edge cases", () => {
  it("treats a 0 offer as no offer", () => {
    expect(priceTag({ price: 1000, priceOffer: 0 })).toEqual({ current: 1000, original: null });
  });
  it("treats a negative offer as no offer", () => {
    expect(priceTag({ price: 1000, priceOffer: -5 })).toEqual({ current: 1000, original: null });
  });
});
