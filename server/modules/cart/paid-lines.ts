/**
 * What a payment that went through, or is expected to, takes out of its customer's cart (an effect of
 * server/modules/payments/effects.ts): the lines and codes its attempt captured when it was stored. Each paid
 * area loses the quantity paid and the codes it used go; areas added while the payment was in flight stay for
 * the next purchase, and so does the branch.
 */
import { and, eq, gt, inArray, lte, sql } from "drizzle-orm";
import { cartCoupons, cartItems, couponRedemptions, paymentItems } from "#server/db/schema/index.ts";
import type { PaymentEffect } from "#server/modules/payments/transitions.ts";
import { saveCartState } from "./service.ts";

export const removePaidFromCart: PaymentEffect = async (tx, purchase) => {
  const { accountId } = purchase;
  const items = await tx
    .select({ productId: paymentItems.productId, quantity: paymentItems.quantity })
    .from(paymentItems)
    .where(eq(paymentItems.paymentId, purchase.id));
  const codes = await tx
    .select({ couponId: couponRedemptions.couponId })
    .from(couponRedemptions)
    .where(eq(couponRedemptions.paymentRef, purchase.id));
  for (const { productId, quantity } of items) {
    const ofLine = and(eq(cartItems.accountId, accountId), eq(cartItems.productId, productId));
    await tx.delete(cartItems).where(and(ofLine, lte(cartItems.quantity, quantity)));
    await tx
      .update(cartItems)
      .set({ quantity: sql`${cartItems.quantity} - ${quantity}` })
      .where(and(ofLine, gt(cartItems.quantity, quantity)));
  }
  if (codes.length > 0) {
    const couponIds = codes.map((c) => c.couponId);
    await tx
      .delete(cartCoupons)
      .where(and(eq(cartCoupons.accountId, accountId), inArray(cartCoupons.couponId, couponIds)));
  }
  await saveCartState(tx, accountId, { step: 0, percentage: 0 });
};
