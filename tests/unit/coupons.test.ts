import { describe, expect, it } from "vitest";
import {
  checkCoupon,
  couponDiscount,
  couponRefusalMessage,
  couponText,
  normalizeCouponCode,
  type CouponTerms,
} from "#domain/coupons/rules.ts";

const now = new Date("2026-11-21T12:00:00-03:00");
const terms = (over: Partial<CouponTerms> = {}): CouponTerms => ({
  code: "VERANO10",
  kind: "percentage",
  value: 10,
  enabled: true,
  validFrom: new Date("2026-11-01T00:00:00-03:00"),
  validUntil: new Date("2026-12-31T23:59:59-03:00"),
  minTotal: 0,
  maxUses: null,
  maxUsesPerAccount: null,
  ...over,
});
const fresh = { total: 0, byAccount: 0 };

describe("checkCoupon", () => {
  it("accepts a valid code", () => {
    expect(checkCoupon(terms(), { subtotal: 100000, now, usage: fresh })).toEqual({ ok: true });
  });
  it.each([
    ["disabled", terms({ enabled: false }), 100000, fresh],
    ["not_started", terms({ validFrom: new Date("2026-12-01T00:00:00-03:00") }), 100000, fresh],
    ["expired", terms({ validUntil: new Date("2026-11-20T23:59:59-03:00") }), 100000, fresh],
    ["below_minimum", terms({ minTotal: 100001 }), 100000, fresh],
    ["used_up", terms({ maxUses: 5 }), 100000, { total: 5, byAccount: 0 }],
    ["used_by_account", terms({ maxUsesPerAccount: 1 }), 100000, { total: 1, byAccount: 1 }],
  ] as const)("refuses with %s", (reason, t, subtotal, usage) => {
    expect(checkCoupon(t, { subtotal, now, usage })).toEqual({ ok: false, reason });
  });
  it("accepts exactly the minimum and the last remaining use", () => {
    expect(
      checkCoupon(terms({ minTotal: 100000, maxUses: 5 }), {
        subtotal: 100000,
        now,
        usage: { total: 4, byAccount: 0 },
      }),
    ).toEqual({ ok: true });
  });
  it("has a Spanish message for every refusal", () => {
    expect(couponRefusalMessage("expired")).toBe("El código de descuento está vencido.");
    expect(couponRefusalMessage("below_minimum", { minTotal: 5000000 }).replace(/\u00a0/g, " ")).toBe(
      "El código de descuento requiere una compra mínima de $ 50.000,00.",
    );
  });
});

describe("couponDiscount", () => {
  it("takes a percentage, rounded to the centavo", () => {
    expect(couponDiscount({ kind: "percentage", value: 10 }, 1850000)).toBe(185000);
    expect(couponDiscount({ kind: "percentage", value: 15 }, 333)).toBe(50);
  });
  it("takes a fixed amount, never more than the base", () => {
    expect(couponDiscount({ kind: "fixed", value: 500000 }, 1850000)).toBe(500000);
    expect(couponDiscount({ kind: "fixed", value: 5000000 }, 1850000)).toBe(1850000);
  });
});

describe("couponText and codes", () => {
  it("describes the discount", () => {
    expect(couponText({ code: "verano10", kind: "percentage", value: 10 })).toBe("Descuento VERANO10 (10%)");
  });
  it("compares codes case-insensitively", () => {
    expect(normalizeCouponCode("  verano10 ")).toBe("VERANO10");
  });
});
