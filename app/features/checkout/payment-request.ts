import type { CartView } from "#domain/cart/views.ts";
import type { ReviewedPayment } from "./payment-review.tsx";

/** The billing address's fields go under this prefix: the payment request has an `email` of its own. */
export const BILLING_PREFIX = "billing.";

/** What 'Confirmar Pago' posts: the payment request (SPEC.md §3), the billing address and the attempt key. */
export function paymentRequest(
  reviewed: ReviewedPayment,
  view: CartView,
  token: string,
  attemptKey: string,
): FormData {
  const { card, billing, offer, method } = reviewed;
  const body = new FormData();
  body.set("intent", "confirm");
  body.set("attempt_key", attemptKey);
  body.set("token", token);
  body.set("payment_method_id", method.id);
  body.set("installments", String(offer.installments));
  if (reviewed.issuerId) body.set("issuer", reviewed.issuerId);
  body.set("email", card.email);
  body.set("mobile_phone", card.mobile_phone);
  body.set("identification_type", card.docType);
  body.set("identification_number", card.docNumber);
  body.set("transaction_amount", (offer.charge / 100).toFixed(2));
  for (const coupon of view.coupons) body.append("cupons", coupon.id);
  for (const [name, value] of Object.entries(billing)) {
    if (value !== undefined) body.set(`${BILLING_PREFIX}${name}`, value);
  }
  return body;
}
