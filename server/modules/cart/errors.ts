import { CART_MESSAGES as READINESS_MESSAGES } from "#domain/cart/messages.ts";

/** A refusal of a cart or checkout change, with the code the API returns and the shopper's message. */
export class CartError extends Error {
  constructor(
    readonly code:
      "product_unavailable" | "store_unavailable" | "store_required" | "cart_empty" | "coupon_applied",
    message: string,
  ) {
    super(message);
  }
}

export const CART_MESSAGES = {
  ...READINESS_MESSAGES,
  couponApplied: "Ya hay un código de descuento aplicado: quitalo para usar otro.",
} as const;
