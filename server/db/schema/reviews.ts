import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { ReviewStatus } from "#domain/reviews/rules.ts";
import { visits } from "./booking.ts";
import { timestamps } from "./columns.ts";

/** The one link that asks for the review of an attended visit: its token kept hashed, usable once. */
export const reviewRequests = pgTable("review_requests", {
  visitId: uuid("visit_id")
    .primaryKey()
    .references(() => visits.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull().unique(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A customer's review of one attended visit (one per visit), shown on the storefront once staff publish it.
 * Its areas and branch are the visit's. A trigger bumps `content_version` (migration 0039) on any change.
 */
export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    visitId: uuid("visit_id")
      .notNull()
      .unique()
      .references(() => visits.id),
    stars: integer("stars").notNull(),
    text: text("text").notNull().default(""),
    status: text("status").$type<ReviewStatus>().notNull().default("pending"),
    hiddenReason: text("hidden_reason"),
    /** The shop's public answer, shown under the review. */
    answer: text("answer"),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    version: integer("version").notNull().default(1),
    ...timestamps(),
  },
  (t) => [
    index("reviews_status_created_idx").on(t.status, t.createdAt),
    check("reviews_stars_check", sql`${t.stars} between 1 and 5`),
    check("reviews_text_check", sql`char_length(${t.text}) <= 1000`),
    check("reviews_status_check", sql`${t.status} in ('pending', 'published', 'hidden')`),
    check("reviews_hidden_reason_check", sql`(${t.status} = 'hidden') = (${t.hiddenReason} is not null)`),
    check("reviews_hidden_reason_length_check", sql`char_length(${t.hiddenReason}) between 1 and 300`),
    check("reviews_answer_check", sql`char_length(${t.answer}) between 1 and 1000`),
  ],
);
