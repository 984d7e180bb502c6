import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { id, timestamps } from "./columns.ts";

export type OutboxStatus = "pending" | "sent" | "failed";

/**
 * The transactional outbox: a mail is inserted in the same transaction as the change that causes it, with the
 * `mail.send` job that delivers it later (server/mail/). The row is what staff read: its status, attempts and
 * last error; the job holds its schedule and lease. `data` (the template's input, which may hold a one-time
 * link) is cleared once the mail is delivered.
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
    lastError: text("last_error"),
    messageId: text("message_id"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index("mail_outbox_pending_idx")
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    index("mail_outbox_failed_idx")
      .on(t.updatedAt)
      .where(sql`${t.status} = 'failed'`),
  ],
);
