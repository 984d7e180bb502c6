/**
 * What a payment's transitions do to the code uses its attempt holds (server/modules/payments/effects.ts): kept
 * on approval, given back on rejection or cancellation (held while undecided), and given back after all when
 * the money is, by a full refund or a chargeback.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { Queryable } from "#server/db/client.ts";
import { couponRedemptions } from "#server/db/schema/index.ts";
import type { PaymentEffect } from "#server/modules/payments/transitions.ts";

/** Settles the uses a payment held: kept when it went through, given back when it was refused. */
export async function settleHeldUses(
  db: Queryable,
  paymentRef: string,
  outcome: "redeemed" | "released",
): Promise<void> {
  await db
    .update(couponRedemptions)
    .set({ status: outcome })
    .where(and(eq(couponRedemptions.paymentRef, paymentRef), eq(couponRedemptions.status, "held")));
}

export const redeemHeldCodes: PaymentEffect = (tx, purchase) => settleHeldUses(tx, purchase.id, "redeemed");

export const releaseHeldCodes: PaymentEffect = (tx, purchase) => settleHeldUses(tx, purchase.id, "released");

/** A purchase given back in full: its codes count as unused again. */
export const releaseCodes: PaymentEffect = async (tx, purchase) => {
  await tx
    .update(couponRedemptions)
    .set({ status: "released" })
    .where(
      and(
        eq(couponRedemptions.paymentRef, purchase.id),
        inArray(couponRedemptions.status, ["held", "redeemed"]),
      ),
    );
};
