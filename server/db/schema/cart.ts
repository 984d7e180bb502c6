import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { CouponKind } from "#domain/coupons/rules.ts";
import { accounts } from "./accounts.ts";
import { products } from "./catalog.ts";
import { id, timestamps } from "./columns.ts";
import { stores } from "./stores.ts";

/** A signed-in customer's cart and checkout state (SPEC.md §3 "Cart/shop state"): one row per account. */
export const carts = pgTable("carts", {
  accountId: uuid("account_id")
    .primaryKey()
    .references(() => accounts.id, { onDelete: "cascade" }),
  /** The checkout step: 0 summary, 1 payment, 2 confirmation, 3 processing. */
  step: integer("step").notNull().default(0),
  percentage: integer("percentage").notNull().default(0),
  storeId: uuid("store_id").references(() => stores.id, { onDelete: "set null" }),
  /** When an area was last added. No longer read since the checkout stopped showing past results (0048). */
  itemAddedAt: timestamp("item_added_at", { withTimezone: true }),
  ...timestamps(),
});

export const cartItems = pgTable(
  "cart_items",
  {
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.productId] }),
    check("cart_items_quantity_check", sql`${t.quantity} >= 1`),
  ],
);

/** Discount codes. `code` is kept upper-case, so look-ups are case-insensitive. */
export const coupons = pgTable(
  "coupons",
  {
    id: id(),
    code: text("code").notNull(),
    kind: text("kind").$type<CouponKind>().notNull(),
    /** A percentage (1-100) or an amount in centavos. */
    value: integer("value").notNull(),
    enabled: boolean("enabled").notNull().default(true),
    validFrom: timestamp("valid_from", { withTimezone: true }),
    validUntil: timestamp("valid_until", { withTimezone: true }),
    minTotal: integer("min_total").notNull().default(0),
    maxUses: integer("max_uses"),
    maxUsesPerAccount: integer("max_uses_per_account"),
    version: integer("version").notNull().default(1),
    ...timestamps(),
  },
  (t) => [uniqueIndex("coupons_code_idx").on(t.code), check("coupons_value_check", sql`${t.value} > 0`)],
);

/** The code applied to a cart: one at most (SPEC.md §3), which the unique index on the account enforces. */
export const cartCoupons = pgTable(
  "cart_coupons",
  {
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    couponId: uuid("coupon_id")
      .notNull()
      .references(() => coupons.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.couponId] }),
    uniqueIndex("cart_coupons_account_idx").on(t.accountId),
  ],
);

/**
 * One use of a code by a payment attempt. 'held' while the payment is being processed, 'redeemed' once it is
 * approved or in process, 'released' when it is rejected, so a refused card gives the use back.
 */
export const couponRedemptions = pgTable(
  "coupon_redemptions",
  {
    id: id(),
    couponId: uuid("coupon_id")
      .notNull()
      .references(() => coupons.id),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id),
    /** The payment attempt that holds the use (the payments issue links it). */
    paymentRef: text("payment_ref").notNull(),
    status: text("status").$type<"held" | "redeemed" | "released">().notNull().default("held"),
    amount: integer("amount").notNull(),
    ...timestamps(),
  },
  (t) => [
    index("coupon_redemptions_coupon_idx").on(t.couponId, t.status),
    index("coupon_redemptions_account_idx").on(t.accountId, t.couponId),
    uniqueIndex("coupon_redemptions_payment_coupon_idx").on(t.paymentRef, t.couponId),
  ],
);
