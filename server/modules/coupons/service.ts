import { and, count, eq, inArray, sql } from "drizzle-orm";
import {
  checkCoupon,
  couponRefusalMessage,
  normalizeCouponCode,
  stackedDiscounts,
  type CouponRefusal,
  type CouponTerms,
} from "#domain/coupons/rules.ts";
import type { Db, Tx, Queryable } from "#server/db/client.ts";
import { isUniqueViolation } from "#server/db/errors.ts";
import { cartCoupons, carts, couponRedemptions, coupons } from "#server/db/schema/index.ts";
import { CART_MESSAGES, CartError } from "#server/modules/cart/errors.ts";

type CouponRow = typeof coupons.$inferSelect;

export class CouponError extends Error {
  constructor(
    readonly reason: CouponRefusal,
    message: string,
  ) {
    super(message);
  }
}

/** Uses that count against the limits: paid ones and those held by payments in progress. */
const COUNTED = ["held", "redeemed"] as const;

/**
 * Discount codes: look-up, applying to a cart, and holding uses when a payment is made (settled by its
 * transitions: settlement.ts).
 */
export class CouponService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Finds a code and checks it for this account and subtotal; throws a CouponError with the reason. */
  async check(code: string, ctx: { accountId: string; subtotal: number }, db: Queryable = this.db) {
    const [coupon] = await db
      .select()
      .from(coupons)
      .where(eq(coupons.code, normalizeCouponCode(code)));
    if (!coupon) throw new CouponError("unknown", couponRefusalMessage("unknown"));
    await this.assertUsable(coupon, ctx, db);
    return coupon;
  }

  /**
   * Applies a code to the cart whose subtotal (centavos, computed by the caller from the database, after the
   * automatic promotions: `codesBase`) is given.
   * A cart holds one code: the cart row is locked so racing 'Usar' posts take turns, and the unique index on
   * the cart's applied code refuses what slips past. Applying the code already applied changes nothing.
   */
  async apply(accountId: string, code: string, subtotal: number): Promise<{ id: string; code: string }> {
    try {
      return await this.db.transaction(async (tx) => {
        await lockCart(tx, accountId);
        const [current] = await tx
          .select({ id: coupons.id, code: coupons.code })
          .from(cartCoupons)
          .innerJoin(coupons, eq(coupons.id, cartCoupons.couponId))
          .where(eq(cartCoupons.accountId, accountId));
        if (current && current.code === normalizeCouponCode(code)) return current;
        if (current) throw new CartError("coupon_applied", CART_MESSAGES.couponApplied);
        const coupon = await this.check(code, { accountId, subtotal }, tx);
        await tx.insert(cartCoupons).values({ accountId, couponId: coupon.id });
        return { id: coupon.id, code: coupon.code };
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw new CartError("coupon_applied", CART_MESSAGES.couponApplied);
      throw err;
    }
  }

  async remove(accountId: string, couponId: string): Promise<void> {
    await this.db
      .delete(cartCoupons)
      .where(and(eq(cartCoupons.accountId, accountId), eq(cartCoupons.couponId, couponId)));
  }

  /**
   * Takes one use of each code for a payment attempt, inside the payment's transaction. The coupon rows are
   * locked first (in id order), so two checkouts racing for the last use cannot both get it. `couponIds` come
   * in the cart's order: each code's discount is the one the order summary shows (`stackedDiscounts`).
   * `subtotal` is what the codes apply to: the cart's subtotal after its automatic promotions (`codesBase`).
   */
  async hold(
    tx: Tx,
    input: { accountId: string; couponIds: readonly string[]; paymentRef: string; subtotal: number },
  ): Promise<{ couponId: string; code: string; amount: number }[]> {
    if (input.couponIds.length === 0) return [];
    const rows = await tx
      .select()
      .from(coupons)
      .where(inArray(coupons.id, [...input.couponIds]))
      .orderBy(coupons.id)
      .for("update");
    const inCart = input.couponIds.flatMap((id) => rows.filter((r) => r.id === id));
    for (const coupon of inCart) {
      await this.assertUsable(coupon, { accountId: input.accountId, subtotal: input.subtotal }, tx);
    }
    const amounts = stackedDiscounts(input.subtotal, inCart);
    const held = inCart.map((coupon, i) => ({ couponId: coupon.id, code: coupon.code, amount: amounts[i]! }));
    for (const h of held) {
      await tx.insert(couponRedemptions).values({
        couponId: h.couponId,
        accountId: input.accountId,
        paymentRef: input.paymentRef,
        amount: h.amount,
      });
    }
    return held;
  }

  private async assertUsable(coupon: CouponRow, ctx: { accountId: string; subtotal: number }, db: Queryable) {
    const [usage] = await db
      .select({
        total: count(),
        byAccount: sql<number>`count(*) filter (where ${couponRedemptions.accountId} = ${ctx.accountId})::int`,
      })
      .from(couponRedemptions)
      .where(and(eq(couponRedemptions.couponId, coupon.id), inArray(couponRedemptions.status, [...COUNTED])));
    const verdict = checkCoupon(toTerms(coupon), {
      subtotal: ctx.subtotal,
      now: this.now(),
      usage: { total: usage?.total ?? 0, byAccount: usage?.byAccount ?? 0 },
    });
    if (!verdict.ok) throw new CouponError(verdict.reason, couponRefusalMessage(verdict.reason, coupon));
  }
}

/** Locks the account's cart row, creating it first if the account has none yet. */
async function lockCart(tx: Tx, accountId: string): Promise<void> {
  await tx.insert(carts).values({ accountId }).onConflictDoNothing();
  await tx
    .select({ accountId: carts.accountId })
    .from(carts)
    .where(eq(carts.accountId, accountId))
    .for("update");
}

function toTerms(row: CouponRow): CouponTerms {
  return {
    code: row.code,
    kind: row.kind,
    value: row.value,
    enabled: row.enabled,
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    minTotal: row.minTotal,
    maxUses: row.maxUses,
    maxUsesPerAccount: row.maxUsesPerAccount,
  };
}
