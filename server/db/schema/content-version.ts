import { bigint, integer, pgTable, timestamp } from "drizzle-orm/pg-core";

/**
 * One row, id 1, whose `version` grows with every change to what anonymous pages show (catalogue, prices,
 * branches, content, settings). Triggers in the migration bump it, so edits made straight in the database
 * count too; cached anonymous pages of an older version are stale.
 */
export const contentVersion = pgTable("content_version", {
  id: integer("id").primaryKey().default(1),
  version: bigint("version", { mode: "number" }).notNull().default(0),
  changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
});
