/**
 * What a refund gives back besides money (docs/decisions/0051): the shop's request, written before the provider
 * is asked, and the sessions per area the recorded refund returned.
 */
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { products } from "./catalog.ts";
import { paymentRefunds, payments, type RefundSource } from "./payments.ts";
import { staffAccounts } from "./staff.ts";

/** Sessions of one area a refund returns. */
export interface ReturnedSessions {
  productId: string;
  sessions: number;
}

/**
 * A refund the shop asked for, kept before the provider is called: whichever path records the provider's
 * refund (the shop's answer or the webhook) finds it, by the provider's refund id once known.
 */
export const refundRequests = pgTable(
  "refund_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    /** Centavos asked for (all that was left when the request asked for everything). */
    amount: integer("amount").notNull(),
    /** The sessions asked back, per area; applied (clamped to what is unused then) into payment_refund_lines. */
    lines: jsonb("lines").$type<ReturnedSessions[]>().notNull().default([]),
    source: text("source").$type<Exclude<RefundSource, "provider">>().notNull(),
    reason: text("reason").notNull(),
    staffId: uuid("staff_id").references(() => staffAccounts.id, { onDelete: "set null" }),
    providerRefundId: text("provider_refund_id").unique(),
    /** The recorded refund the request was applied to: set once, with its lines. */
    refundId: uuid("refund_id")
      .unique()
      .references(() => paymentRefunds.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("refund_requests_payment_idx").on(t.paymentId),
    check("refund_requests_amount_check", sql`${t.amount} > 0`),
  ],
);

export const paymentRefundLines = pgTable(
  "payment_refund_lines",
  {
    refundId: uuid("refund_id")
      .notNull()
      .references(() => paymentRefunds.id, { onDelete: "cascade" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id),
    sessions: integer("sessions").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.refundId, t.productId] }),
    check("payment_refund_lines_sessions_check", sql`${t.sessions} > 0`),
  ],
);
