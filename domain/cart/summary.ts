import { effectivePrice, type Priced } from "#domain/pricing.ts";
import { couponText, stackedDiscounts, type CouponTerms } from "#domain/coupons/rules.ts";
import type { AppliedPromotion } from "#domain/promotions/rules.ts";

export interface SummaryLine extends Priced {
  quantity: number;
}

export interface CheckoutSummary {
  /** Number of lines (areas) in the cart. */
  products: number;
  /** Units in all. */
  quantity: number;
  subtotal: number;
  /** What the automatic promotions take off (part of `discount`). */
  promotionDiscount: number;
  /** Promotions and codes together. */
  discount: number;
  total: number;
  /** One entry per promotion (its name), then one per code. */
  discounts: { text: string; total: number }[];
  promotions: AppliedPromotion[];
}

/**
 * The order summary of SPEC.md §3 ("Checkout data"), in centavos: the automatic promotions come off first
 * (`applyPromotions`), then the codes take their share of what is left, as the payment charges them
 * (`stackedDiscounts`; docs/decisions/0041).
 */
export function checkoutSummary(
  lines: readonly SummaryLine[],
  coupons: readonly Pick<CouponTerms, "code" | "kind" | "value">[] = [],
  promotions: readonly AppliedPromotion[] = [],
): CheckoutSummary {
  const subtotal = lines.reduce((sum, l) => sum + effectivePrice(l) * l.quantity, 0);
  const promotionDiscount = Math.min(
    subtotal,
    promotions.reduce((sum, p) => sum + p.amount, 0),
  );
  const amounts = stackedDiscounts(subtotal - promotionDiscount, coupons);
  const discount = promotionDiscount + amounts.reduce((sum, a) => sum + a, 0);
  return {
    products: lines.length,
    quantity: lines.reduce((sum, l) => sum + l.quantity, 0),
    subtotal,
    promotionDiscount,
    discount,
    total: subtotal - discount,
    discounts: [
      ...promotions.map((p) => ({ text: p.name, total: p.amount })),
      ...coupons.map((c, i) => ({ text: couponText(c), total: amounts[i]! })),
    ],
    promotions: [...promotions],
  };
}

/** What the codes apply to and are checked against (their minimum purchase): the subtotal after the promotions. */
export function codesBase(summary: Pick<CheckoutSummary, "subtotal" | "promotionDiscount">): number {
  return summary.subtotal - summary.promotionDiscount;
}
