import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { payments } from "./payments.ts";
import { staffAccounts } from "./staff.ts";

export type RegretStatus = "accepted" | "late" | "unknown" | "refunded";

/**
 * Requests made with the 'Botón de arrepentimiento', kept whatever their answer: accepted within the term
 * (with the revocation code given to the customer), late, or not matching a purchase.
 */
export const regretRequests = pgTable(
  "regret_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** As typed in the form. */
    email: text("email").notNull(),
    paymentCode: text("payment_code").notNull(),
    comment: text("comment").notNull().default(""),
    paymentId: uuid("payment_id").references(() => payments.id),
    status: text("status").$type<RegretStatus>().notNull(),
    revocationCode: text("revocation_code").unique(),
    /** The end of the term for the purchase; null when the request matched no purchase. */
    deadline: timestamp("deadline", { withTimezone: true }),
    ip: text("ip"),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    refundedBy: uuid("refunded_by").references(() => staffAccounts.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("regret_requests_created_idx").on(t.createdAt),
    // One accepted request per purchase: asking again answers with the same revocation code.
    uniqueIndex("regret_requests_one_accepted_idx")
      .on(t.paymentId)
      .where(sql`${t.status} in ('accepted', 'refunded')`),
  ],
);
