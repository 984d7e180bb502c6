import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isUniqueViolation } from "#server/db/errors.ts";
import { cartCoupons, couponRedemptions } from "#server/db/schema/index.ts";
import { CART_MESSAGES } from "#server/modules/cart/errors.ts";
import { checkoutSummary } from "#domain/cart/summary.ts";
import { CouponService } from "#server/modules/coupons/service.ts";
import { settleHeldUses } from "#server/modules/coupons/settlement.ts";
import { createTestDatabase, ENGINES, type TestDatabase } from "../support/database.ts";
import { insertAccount, insertCoupon } from "../support/fixtures.ts";

const day = 24 * 60 * 60 * 1000;

describe.each(ENGINES)("discount codes on %s", (engine) => {
  let database: TestDatabase;
  let service: CouponService;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    service = new CouponService(database.db);
  });
  afterAll(() => database?.destroy());

  it("finds a code whatever its case and applies it once", async () => {
    const account = await insertAccount(database.db);
    const coupon = await insertCoupon(database.db, { code: "BIENVENIDA10" });
    expect(await service.apply(account.id, " bienvenida10 ", 100000)).toEqual({
      id: coupon.id,
      code: "BIENVENIDA10",
    });
    await service.apply(account.id, "BIENVENIDA10", 100000);
  });

  it("refuses a second code while one is applied, with the message of the checkout", async () => {
    const account = await insertAccount(database.db);
    const first = await insertCoupon(database.db);
    const second = await insertCoupon(database.db);
    await service.apply(account.id, first.code, 100000);
    await expect(service.apply(account.id, second.code, 100000)).rejects.toMatchObject({
      code: "coupon_applied",
      message: CART_MESSAGES.couponApplied,
    });
    const rows = await database.db.select().from(cartCoupons).where(eq(cartCoupons.accountId, account.id));
    expect(rows.map((r) => r.couponId)).toEqual([first.id]);
  });

  it("keeps a second code out of a cart in the database itself", async () => {
    const account = await insertAccount(database.db);
    const [first, second] = [await insertCoupon(database.db), await insertCoupon(database.db)];
    await database.db.insert(cartCoupons).values({ accountId: account.id, couponId: first.id });
    await expect(
      database.db.insert(cartCoupons).values({ accountId: account.id, couponId: second.id }),
    ).rejects.toSatisfy(isUniqueViolation);
  });

  it.each([
    ["unknown", {}, "NOEXISTE"],
    ["disabled", { enabled: false }, null],
    ["not_started", { validFrom: new Date(Date.now() + day) }, null],
    ["expired", { validUntil: new Date(Date.now() - day) }, null],
    ["below_minimum", { minTotal: 200000 }, null],
  ] as const)("refuses a code that is %s, with its message", async (reason, over, code) => {
    const account = await insertAccount(database.db);
    const coupon = await insertCoupon(database.db, over);
    await expect(service.apply(account.id, code ?? coupon.code, 100000)).rejects.toMatchObject({
      reason,
      message: expect.stringMatching(/^El código de descuento|^Ya usaste/),
    });
  });

  it("counts uses held by payments in progress and gives back those of refused payments", async () => {
    const account = await insertAccount(database.db);
    const other = await insertAccount(database.db);
    const coupon = await insertCoupon(database.db, { maxUses: 1 });
    const ref = randomUUID();
    await database.db.transaction((tx) =>
      service.hold(tx, { accountId: account.id, couponIds: [coupon.id], paymentRef: ref, subtotal: 100000 }),
    );
    await expect(service.apply(other.id, coupon.code, 100000)).rejects.toMatchObject({ reason: "used_up" });
    await settleHeldUses(database.db, ref, "released");
    await expect(service.apply(other.id, coupon.code, 100000)).resolves.toMatchObject({ id: coupon.id });
  });

  it("limits uses per account", async () => {
    const account = await insertAccount(database.db);
    const coupon = await insertCoupon(database.db, { maxUsesPerAccount: 1 });
    const ref = randomUUID();
    await database.db.transaction((tx) =>
      service.hold(tx, { accountId: account.id, couponIds: [coupon.id], paymentRef: ref, subtotal: 100000 }),
    );
    await settleHeldUses(database.db, ref, "redeemed");
    await expect(service.apply(account.id, coupon.code, 100000)).rejects.toMatchObject({
      reason: "used_by_account",
    });
    const other = await insertAccount(database.db);
    await expect(service.apply(other.id, coupon.code, 100000)).resolves.toBeTruthy();
  });

  it("holds each code's discount as the order summary computes it, in the cart's order", async () => {
    const account = await insertAccount(database.db);
    const made = [
      await insertCoupon(database.db, { kind: "percentage", value: 10 }),
      await insertCoupon(database.db, { kind: "fixed", value: 500000 }),
    ];
    // The cart's order is not the rows' id order: a percentage before or after a fixed amount differs.
    const inCart = [...made].sort((a, b) => b.id.localeCompare(a.id));
    const summary = checkoutSummary([{ price: 1000000, priceOffer: 0, quantity: 1 }], inCart);
    const held = await database.db.transaction((tx) =>
      service.hold(tx, {
        accountId: account.id,
        couponIds: inCart.map((c) => c.id),
        paymentRef: randomUUID(),
        subtotal: summary.subtotal,
      }),
    );
    const amountOf = new Map(held.map((h) => [h.couponId, h.amount]));
    expect(inCart.map((c) => amountOf.get(c.id))).toEqual(summary.discounts.map((d) => d.total));
  });

  it("gives the last use to exactly one of several racing checkouts", async () => {
    const coupon = await insertCoupon(database.db, { maxUses: 3 });
    const racers = await Promise.all(Array.from({ length: 8 }, () => insertAccount(database.db)));
    const results = await Promise.allSettled(
      racers.map((account) =>
        database.db.transaction((tx) =>
          service.hold(tx, {
            accountId: account.id,
            couponIds: [coupon.id],
            paymentRef: randomUUID(),
            subtotal: 100000,
          }),
        ),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(3);
    expect(
      results
        .filter((r) => r.status === "rejected")
        .every((r) => (r as PromiseRejectedResult).reason.reason === "used_up"),
    ).toBe(true);
    const held = await database.db
      .select()
      .from(couponRedemptions)
      .where(and(eq(couponRedemptions.couponId, coupon.id), eq(couponRedemptions.status, "held")));
    expect(held).toHaveLength(3);
  });
});
