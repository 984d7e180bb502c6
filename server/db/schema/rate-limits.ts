import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Counters of rate-limiter-flexible's Drizzle store, shared by every process on the database. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  points: integer("points").notNull(),
  expire: timestamp("expire", { withTimezone: true }),
});
