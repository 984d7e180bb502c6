import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { id } from "./columns.ts";

/**
 * Work that must happen once however many processes run (server/jobs/). A queued job is deleted once it has
 * run; a recurring one (its `key` is its kind) is moved to its next `run_at`. A process owns a row while
 * `lease_until` is in the future; a process that dies loses it when the lease lapses.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: id(),
    kind: text("kind").notNull(),
    /** A job that may exist once: the recurring work of a kind, or a scheduled job not to be queued twice. */
    key: text("key"),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    leaseOwner: text("lease_owner"),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    lastError: text("last_error"),
    /** Set when a job has used up its attempts: it is kept for an operator and not run again. */
    failedAt: timestamp("failed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("jobs_key_idx").on(t.key),
    index("jobs_due_idx")
      .on(t.runAt)
      .where(sql`${t.failedAt} is null`),
  ],
);
