import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { id, timestamps } from "./columns.ts";

export type OutboxStatus = "pending" | "sent" | "failed";

/**
 * The transactional outbox: a mail is inserted in the same transaction as the change that causes it and
 * delivered later by the mail worker. `data` (the template's input, which may hold a one-time link) is
 * cleared once the mail is delivered.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: id(),
    template: text("template").notNull(),
    recipient: text("recipient").notNull(),
    data: jsonb("data").$type<Record<string, unknown> | null>(),
    subject: text("subject"),
    status: text("status").$type<OutboxStatus>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** While set in the future, one worker owns the row (a lease that lapses if that process dies). */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    /** Names the claim that holds the lease, so a worker only settles rows it still owns. */
    claimToken: text("claim_token"),
    lastError: text("last_error"),
    messageId: text("message_id"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index("mail_outbox_due_idx").on(t.status, t.nextAttemptAt),
    index("mail_outbox_failed_idx")
      .on(t.updatedAt)
      .where(sql`${t.status} = 'failed'`),
  ],
);
