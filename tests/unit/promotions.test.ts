import { describe, expect, it } from "vitest";
import { checkoutSummary, codesBase } from "#domain/cart/summary.ts";
import {
  applyPromotions,
  promotionActive,
  promotionDiscount,
  type PromotionLine,
  type PromotionRule,
} from "#domain/promotions/rules.ts";

const AXILAS = "axilas-id";
const BOZO = "bozo-id";
const COMBO = "combo-id";

const rule = (over: Partial<PromotionRule> = {}): PromotionRule => ({
  id: "r1",
  name: "Verano sin vello: 2x1 en axilas",
  kind: "n_for_m",
  buyQuantity: 2,
  payQuantity: 1,
  value: 0,
  allAreas: false,
  productIds: [AXILAS],
  categories: [],
  enabled: true,
  startsAt: new Date("2026-11-01T03:00:00Z"),
  endsAt: new Date("2027-03-01T03:00:00Z"),
  ...over,
});

const line = (
  productId: string,
  unitPrice: number,
  quantity = 1,
  categories: string[] = [],
): PromotionLine => ({
  productId,
  categories,
  unitPrice,
  quantity,
});

const NOW = new Date("2026-11-25T15:00:00Z");

describe("n×m promotions", () => {
  it("2x1 on axilas: two units pay one", () => {
    expect(promotionDiscount(rule(), [line(AXILAS, 2_560_000, 2)])).toBe(2_560_000);
  });

  it("one unit gets nothing; three pay two; four pay two", () => {
    expect(promotionDiscount(rule(), [line(AXILAS, 2_560_000, 1)])).toBe(0);
    expect(promotionDiscount(rule(), [line(AXILAS, 2_560_000, 3)])).toBe(2_560_000);
    expect(promotionDiscount(rule(), [line(AXILAS, 2_560_000, 4)])).toBe(5_120_000);
  });

  it("areas it does not cover neither count nor get the discount", () => {
    expect(promotionDiscount(rule(), [line(AXILAS, 2_560_000), line(BOZO, 1_800_000)])).toBe(0);
  });

  it("across several covered areas, the cheapest units of each group are free (3x2)", () => {
    const r = rule({ buyQuantity: 3, payQuantity: 2, productIds: [AXILAS, BOZO, COMBO] });
    // Units dearest first: 50.000, 25.600, 18.000 | 18.000 → one full group, its cheapest (18.000) free.
    const lines = [line(COMBO, 5_000_000), line(AXILAS, 2_560_000), line(BOZO, 1_800_000, 2)];
    expect(promotionDiscount(r, lines)).toBe(1_800_000);
  });

  it("covers by category", () => {
    const r = rule({ productIds: [], categories: ["combos"] });
    expect(promotionDiscount(r, [line(COMBO, 5_000_000, 2, ["combos"])])).toBe(5_000_000);
    expect(promotionDiscount(r, [line(BOZO, 1_800_000, 2, ["tratamientos-mujer"])])).toBe(0);
  });
});

describe("percentage and fixed promotions", () => {
  it("a percentage of the covered areas only, rounded to the centavo", () => {
    const r = rule({ kind: "percentage", value: 15, productIds: [], categories: ["combos"] });
    const lines = [line(COMBO, 3_333_333, 1, ["combos"]), line(BOZO, 1_800_000, 1, ["tratamientos-mujer"])];
    expect(promotionDiscount(r, lines)).toBe(500_000);
  });

  it("a fixed amount once per cart, never more than the covered areas cost", () => {
    const r = rule({ kind: "fixed", value: 500_000, productIds: [BOZO] });
    expect(promotionDiscount(r, [line(BOZO, 1_800_000, 2)])).toBe(500_000);
    expect(
      promotionDiscount(rule({ kind: "fixed", value: 5_000_000, productIds: [BOZO] }), [
        line(BOZO, 1_800_000),
      ]),
    ).toBe(1_800_000);
  });

  it("covers every area when told so", () => {
    const r = rule({ kind: "percentage", value: 10, allAreas: true, productIds: [] });
    expect(promotionDiscount(r, [line(BOZO, 1_800_000), line(COMBO, 5_000_000)])).toBe(680_000);
  });
});

describe("dates on the shop's clock", () => {
  // Starts 01/11/2026 00:00 and ends when 01/03/2027 starts, Buenos Aires time (UTC−3).
  it("applies from its first instant to its last, not before nor after", () => {
    expect(promotionActive(rule(), new Date("2026-11-01T02:59:59Z"))).toBe(false);
    expect(promotionActive(rule(), new Date("2026-11-01T03:00:00Z"))).toBe(true);
    expect(promotionActive(rule(), new Date("2027-03-01T03:00:00Z"))).toBe(true);
    expect(promotionActive(rule(), new Date("2027-03-01T03:00:01Z"))).toBe(false);
  });

  it("an expired, future or disabled promotion is not applied", () => {
    const lines = [line(AXILAS, 2_560_000, 2)];
    expect(applyPromotions(lines, [rule({ endsAt: new Date("2026-10-31T03:00:00Z") })], NOW)).toEqual([]);
    expect(applyPromotions(lines, [rule({ startsAt: new Date("2026-12-01T03:00:00Z") })], NOW)).toEqual([]);
    expect(applyPromotions(lines, [rule({ enabled: false })], NOW)).toEqual([]);
    expect(applyPromotions(lines, [rule({ startsAt: null, endsAt: null })], NOW)).toEqual([
      { id: "r1", name: "Verano sin vello: 2x1 en axilas", amount: 2_560_000 },
    ]);
  });
});

describe("several promotions", () => {
  it("an area takes part in one promotion: the best one first, the next on the areas left", () => {
    const twoForOne = rule();
    const tenOff = rule({
      id: "r2",
      name: "10% en todo",
      kind: "percentage",
      value: 10,
      allAreas: true,
      productIds: [],
    });
    const lines = [line(AXILAS, 2_560_000, 2), line(BOZO, 1_800_000)];
    expect(applyPromotions(lines, [tenOff, twoForOne], NOW)).toEqual([
      { id: "r1", name: "Verano sin vello: 2x1 en axilas", amount: 2_560_000 },
      { id: "r2", name: "10% en todo", amount: 180_000 },
    ]);
  });
});

describe("the order summary with promotions and a code", () => {
  const lines = [
    { price: 3_200_000, priceOffer: 2_560_000, quantity: 2 },
    { price: 1_800_000, priceOffer: 0, quantity: 1 },
  ];
  const promotions = [{ id: "r1", name: "Verano sin vello: 2x1 en axilas", amount: 2_560_000 }];

  it("shows the promotion as its own line and lowers the total", () => {
    const s = checkoutSummary(lines, [], promotions);
    expect(s.subtotal).toBe(6_920_000);
    expect(s.discounts).toEqual([{ text: "Verano sin vello: 2x1 en axilas", total: 2_560_000 }]);
    expect(s.promotionDiscount).toBe(2_560_000);
    expect(s.total).toBe(4_360_000);
  });

  it("the code's percentage applies to what the promotion left", () => {
    const s = checkoutSummary(lines, [{ code: "BIENVENIDA10", kind: "percentage", value: 10 }], promotions);
    expect(codesBase(s)).toBe(4_360_000);
    expect(s.discounts).toEqual([
      { text: "Verano sin vello: 2x1 en axilas", total: 2_560_000 },
      { text: "Descuento BIENVENIDA10 (10%)", total: 436_000 },
    ]);
    expect(s.discount).toBe(2_996_000);
    expect(s.total).toBe(3_924_000);
  });

  it("a fixed code never takes the total below zero after a promotion", () => {
    const s = checkoutSummary(lines, [{ code: "GRANDE", kind: "fixed", value: 9_000_000 }], promotions);
    expect(s.total).toBe(0);
    expect(s.discounts[1]!.total).toBe(4_360_000);
  });
});
