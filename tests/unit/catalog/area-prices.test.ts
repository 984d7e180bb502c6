import { describe, expect, it } from "vitest";
import { areaPrices } from "#domain/catalog/area-prices.ts";
import { formatMoney } from "#domain/money.ts";

const area = (slug: string, over: Record<string, unknown> = {}) => ({
  id: slug,
  slug,
  title: slug[0]!.toUpperCase() + slug.slice(1),
  images: [],
  price: 3_200_000,
  priceOffer: 0,
  enabled: true,
  fields: [],
  categories: ["tratamientos-mujer"],
  promo: null,
  ...over,
});

describe("the home's areas with their price (docs/decisions/0063)", () => {
  it("lists the first four areas on sale, each with its page and the price it sells at", () => {
    const list = areaPrices([
      area("axilas", { priceOffer: 2_560_000, promo: { installments: 6, amount: 426_667 } }),
      area("bozo", { enabled: false }),
      area("menton", { promo: { installments: 3, amount: 1_066_667 } }),
      area("piernas"),
      area("rostro"),
      area("espalda"),
    ]);
    expect(list.areas.map((a) => a.id)).toEqual(["axilas", "menton", "piernas", "rostro"]);
    expect(list.areas[0]).toEqual({
      id: "axilas",
      title: "Axilas",
      path: "/areas/tratamientos-mujer/axilas",
      price: formatMoney(2_560_000),
    });
    expect(list.areas[1]!.price).toBe(formatMoney(3_200_000));
    // The most cuotas without interest among them, without an amount (their prices differ).
    expect(list.promo).toBe("Hasta 6 cuotas sin interés");
  });

  it("shows no price nor cuotas to a visitor who may not see prices", () => {
    const list = areaPrices([area("axilas", { price: null, priceOffer: null })]);
    expect(list).toEqual({
      areas: [{ id: "axilas", title: "Axilas", path: "/areas/tratamientos-mujer/axilas", price: null }],
      promo: null,
    });
    expect(areaPrices([])).toEqual({ areas: [], promo: null });
  });
});
