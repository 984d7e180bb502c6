import { effectivePrice, type Priced } from "#domain/pricing.ts";
import { couponText, stackedDiscounts, type CouponTerms } from "#domain/coupons/rules.ts";

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
 * The order summary of SPEC.md §3 ("Checkout data"), in centavos, with the codes' discounts as the payment
 * charges them (`stackedDiscounts`).
 */
export function checkoutSummary(
  lines: readonly SummaryLine[],
  coupons: readonly Pick<CouponTerms, "code" | "kind" | "value">[] = [],
): CheckoutSummary {
  const subtotal = lines.reduce((sum, l) => sum + effectivePrice(l) * l.quantity, 0);
  const amounts = stackedDiscounts(subtotal, coupons);
  const discount = amounts.reduce((sum, a) => sum + a, 0);
  return {
    products: lines.length,
    quantity: lines.reduce((sum, l) => sum + l.quantity, 0),
    subtotal,
    discount,
    total: subtotal - discount,
    discounts: coupons.map((c, i) => ({ text: couponText(c), total: amounts[i]! })),
  };
}
