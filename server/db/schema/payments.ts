import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { PaymentStatus } from "#domain/payments/status.ts";
import type { AppliedPromotion } from "#domain/promotions/rules.ts";
import type { PaymentsProviderName } from "#server/payments/provider.ts";
import { accounts } from "./accounts.ts";
import { products } from "./catalog.ts";
import { timestamps } from "./columns.ts";
import { staffAccounts } from "./staff.ts";
import { stores } from "./stores.ts";

/**
 * One checkout attempt and the card payment it became (SPEC.md §3 "Payment"). The row is written, with its
 * idempotency key, before the provider is called; the provider's answer and later notifications update it.
 * Amounts are integer centavos computed by the shop from its own data, never taken from the browser.
 */
export const payments = pgTable(
  "payments",
  {
    /** Also the provider's `external_reference` and the coupon uses' `payment_ref`. */
    id: uuid("id").primaryKey(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id),
    /** What the customer reads: 'CND-' and 8 base-32 characters. */
    paymentCode: text("payment_code").notNull(),
    /** One per checkout attempt, chosen by the page; sent to the provider as X-Idempotency-Key. */
    idempotencyKey: text("idempotency_key").notNull(),
    status: text("status").$type<PaymentStatus>().notNull().default("pending"),
    statusDetail: text("status_detail"),
    provider: text("provider").$type<PaymentsProviderName>().notNull(),
    providerPaymentId: text("provider_payment_id"),
    /** The provider's cause codes when it refused the request itself (no payment was made). */
    errorCodes: jsonb("error_codes").$type<string[]>(),

    subtotal: integer("subtotal").notNull(),
    discount: integer("discount").notNull(),
    /** The automatic promotions in `discount`, by name and amount, as the order summary showed them. */
    promotions: jsonb("promotions").$type<AppliedPromotion[]>().notNull().default([]),
    /** Subtotal less the discount: the cash price. */
    total: integer("total").notNull(),
    installments: integer("installments").notNull(),
    /** The shop's interest for the plan (percent of the total), 0 when waived or disabled. */
    interestPercentage: numeric("interest_percentage", { precision: 9, scale: 4, mode: "number" }).notNull(),
    /** What the shop charges: the total plus its interest (the provider's transaction amount). */
    totalFinanced: integer("total_financed").notNull(),
    installmentAmount: integer("installment_amount").notNull(),
    tea: numeric("tea", { precision: 9, scale: 2, mode: "number" }).notNull(),
    cft: numeric("cft", { precision: 9, scale: 2, mode: "number" }).notNull(),
    /** What the buyer pays in the end as the provider reports it (its own financing included). */
    paidAmount: integer("paid_amount"),

    paymentMethodId: text("payment_method_id").notNull(),
    paymentTypeId: text("payment_type_id"),
    issuerId: text("issuer_id"),
    cardLastFour: text("card_last_four"),

    storeId: uuid("store_id").references(() => stores.id, { onDelete: "set null" }),
    storeName: text("store_name").notNull(),
    storeAddress: text("store_address").notNull(),
    storePhone: text("store_phone"),
    fiservId: text("fiserv_id").notNull(),

    payerEmail: text("payer_email").notNull(),
    payerMobilePhone: text("payer_mobile_phone").notNull(),
    payerIdentificationType: text("payer_identification_type").notNull(),
    payerIdentificationNumber: text("payer_identification_number").notNull(),

    approvedAt: timestamp("approved_at", { withTimezone: true }),
    /** Set once the cart was emptied for this payment, so a later notification never empties a new cart. */
    cartClearedAt: timestamp("cart_cleared_at", { withTimezone: true }),
    /** Set once the purchase e-mail was queued: it goes out exactly once. */
    purchaseMailAt: timestamp("purchase_mail_at", { withTimezone: true }),
    /** When the branch (or its franchise) was sent the sale; null until the payment is approved. */
    branchMailAt: timestamp("branch_mail_at", { withTimezone: true }),
    /** Centavos given back so far, as the provider reports them (the whole amount once refunded). */
    refundedAmount: integer("refunded_amount").notNull().default(0),
    /** The billing address given at 'Confirmar Pago' (places by name); null for payments made before it was kept. */
    billingAddress: jsonb("billing_address").$type<BillingAddress | null>(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("payments_payment_code_idx").on(t.paymentCode),
    uniqueIndex("payments_idempotency_key_idx").on(t.idempotencyKey),
    uniqueIndex("payments_provider_payment_idx").on(t.provider, t.providerPaymentId),
    index("payments_account_created_idx").on(t.accountId, t.createdAt),
    check("payments_amounts_check", sql`${t.total} >= 0 and ${t.discount} >= 0 and ${t.installments} >= 1`),
    check(
      "payments_refunded_check",
      sql`${t.refundedAmount} >= 0 and ${t.refundedAmount} <= ${t.totalFinanced}`,
    ),
  ],
);

/** A line of a payment as it was bought: what "Mis productos" lists once the payment is approved. */
export const paymentItems = pgTable(
  "payment_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "cascade" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id),
    title: text("title").notNull(),
    /** The product's sessions field at the time of purchase. */
    sessions: text("sessions"),
    /** The price per unit charged (the offer price when there was one), before discounts. */
    unitPrice: integer("unit_price").notNull(),
    quantity: integer("quantity").notNull(),
    position: integer("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("payment_items_payment_idx").on(t.paymentId, t.position),
    check("payment_items_quantity_check", sql`${t.quantity} >= 1`),
  ],
);

/** Money given back on a payment: one row per provider refund, whoever made it (staff, a regret request, the panel). */
export const paymentRefunds = pgTable(
  "payment_refunds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id),
    providerRefundId: text("provider_refund_id").notNull().unique(),
    amount: integer("amount").notNull(),
    /** 'back_office', 'regret' or 'provider' (made in the provider's panel, learnt by webhook). */
    source: text("source").$type<RefundSource>().notNull(),
    reason: text("reason"),
    staffId: uuid("staff_id").references(() => staffAccounts.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // Their sum within the payment's total_financed is a trigger (migration 0030).
  (t) => [
    index("payment_refunds_payment_idx").on(t.paymentId),
    check("payment_refunds_amount_check", sql`${t.amount} > 0`),
  ],
);

/** The billing address as a payment keeps it. */
export interface BillingAddress {
  name: string;
  surname: string;
  email: string;
  address: string;
  address_information: string;
  city: string;
  zip: string | null;
  country: string;
  state: string;
}

export type RefundSource = "back_office" | "regret" | "provider";
