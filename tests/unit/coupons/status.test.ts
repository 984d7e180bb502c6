import { describe, expect, it } from "vitest";
import { couponStatus, type CouponStanding } from "#domain/coupons/status.ts";

const now = new Date("2026-11-29T12:00:00-03:00");
const code = (over: Partial<CouponStanding> = {}): CouponStanding => ({
  enabled: true,
  validFrom: null,
  validUntil: null,
  maxUses: null,
  uses: 0,
  ...over,
});
const before = new Date(now.getTime() - 1);
const after = new Date(now.getTime() + 1);

describe("a code's status", () => {
  it("is 'activos' while it is on, in its dates and has uses left", () => {
    expect(couponStatus(code(), now)).toBe("activos");
    expect(couponStatus(code({ validFrom: before, validUntil: after, maxUses: 2, uses: 1 }), now)).toBe(
      "activos",
    );
    expect(couponStatus(code({ validUntil: now }), now)).toBe("activos");
  });

  it("is the first that holds: switched off, past its end, out of uses, before its start", () => {
    expect(couponStatus(code({ enabled: false, validUntil: before, maxUses: 1, uses: 1 }), now)).toBe(
      "inactivos",
    );
    expect(couponStatus(code({ validUntil: before, maxUses: 1, uses: 1 }), now)).toBe("vencidos");
    expect(couponStatus(code({ maxUses: 1, uses: 1, validFrom: after }), now)).toBe("agotados");
    expect(couponStatus(code({ validFrom: after }), now)).toBe("programados");
  });
});
