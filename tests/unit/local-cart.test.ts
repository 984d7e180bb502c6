import { describe, expect, it } from "vitest";
import {
  isProductId,
  LOCAL_CART_MAX_LINES,
  localCartValue,
  parseLocalCart,
} from "#domain/cart/local-cart.ts";

const A = "0b0e8f3c-8d52-4a8e-9d0c-0a8c3b6d1e01";
const B = "5f1c2e7a-3b4d-4c6e-8f9a-1b2c3d4e5f60";

describe("local cart cookie value", () => {
  it("round-trips lines", () => {
    const lines = [
      { productId: A, quantity: 1 },
      { productId: B, quantity: 3 },
    ];
    expect(parseLocalCart(JSON.parse(JSON.stringify(localCartValue(lines))))).toEqual(lines);
  });
  it("reads anything malformed as an empty cart", () => {
    for (const bad of [
      undefined,
      null,
      "",
      {},
      [1],
      [{ id: "x", q: 1 }],
      [{ id: A, q: 0 }],
      [{ id: A, q: 1.5 }],
    ]) {
      expect(parseLocalCart(bad)).toEqual([]);
    }
  });
  it("drops repeated lines and caps the size", () => {
    expect(
      parseLocalCart([
        { id: A, q: 1 },
        { id: A, q: 2 },
      ]),
    ).toEqual([{ productId: A, quantity: 1 }]);
    const many = Array.from({ length: LOCAL_CART_MAX_LINES + 5 }, (_, i) => ({
      productId: `${A.slice(0, -2)}${String(i).padStart(2, "0")}`,
      quantity: 1,
    }));
    expect(localCartValue(many)).toHaveLength(LOCAL_CART_MAX_LINES);
    expect(parseLocalCart([...localCartValue(many), { id: B, q: 1 }])).toEqual([]);
  });
  it("tells product ids from anything else", () => {
    expect(isProductId(A)).toBe(true);
    expect(isProductId("1; drop table products")).toBe(false);
  });
});
