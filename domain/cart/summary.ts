import { effectivePrice, type Priced } from "../pricing.ts";
import { couponDiscount, couponText, type CouponTerms } from "../coupons/rules.ts";

export interface SummaryLine extends Priced {
  quantity: number;
}

export interface CheckoutSummary {
  /** Number of lines (areas) in the cart. */
  products: number;
  /** Units in all. */
  quantity: number;
  subtotal: number;
  discount: number;
  total: number;
  discounts: { text: string; total: number }[];
}

/**
 * The order summary of SPEC.md §3 ("Checkout data"), in centavos: each code's discount applies to what the
 * previous ones left, so stacked codes can never take the total below zero.
 */
export function checkoutSummary(
  lines: readonly SummaryLine[],
  coupons: readonly Pick<CouponTerms, "code" | "kind" | "value">[] = [],
): CheckoutSummary {
  const subtotal = lines.reduce((sum, l) => sum + effectivePrice(l) * l.quantity, 0);
  let remaining = subtotal;
  const discounts = coupons.map((c) => {
    const total = couponDiscount(c, remaining);
    remaining -= total;
    return { text: couponText(c), total };
  });
  return {
    products: lines.length,
    quantity: lines.reduce((sum, l) => sum + l.quantity, 0),
    subtotal,
    discount: subtotal - remaining,
    total: remaining,
    discounts,
  };
}
