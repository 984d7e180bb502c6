import type { CouponKind } from "#domain/coupons/rules.ts";

const DAY = 24 * 60 * 60 * 1000;

/** Demo discount codes, with validity around the moment the demo is loaded. */
export function demoCoupons(now = new Date()) {
  const days = (n: number) => new Date(now.getTime() + n * DAY);
  return [
    { code: "BIENVENIDA10", kind: "percentage" as CouponKind, value: 10, validFrom: days(-30), validUntil: days(365) },
    { code: "CANDELA5000", kind: "fixed" as CouponKind, value: 500000, validFrom: days(-30), validUntil: days(365), minTotal: 3000000 },
    { code: "VERANO2025", kind: "percentage" as CouponKind, value: 20, validFrom: days(-400), validUntil: days(-30) },
    { code: "REFERIDOS15", kind: "percentage" as CouponKind, value: 15, validFrom: days(-30), validUntil: days(365), maxUsesPerAccount: 1 },
  ];
}
