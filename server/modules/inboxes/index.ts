/**
 * The staff's inboxes: contact messages (read, answered) and mails that failed for good (retried from the
 * back office), plus the counts the dashboard shows with the accounts under review and the regret requests.
 */
import { and, count, desc, eq, isNull } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { accounts, contactMessages, mailOutbox, regretRequests } from "#server/db/schema/index.ts";
import { writeAudit } from "#server/modules/audit/writer.ts";
import { requeueMail } from "#server/mail/outbox.ts";
import { requirePermission } from "#server/modules/staff/access.ts";
import type { Acting } from "#server/modules/staff/types.ts";
import { can } from "#domain/staff/permissions.ts";

const LIMIT = 100;

export class StaffInboxes {
  constructor(private readonly db: Db) {}

  messages(acting: Acting) {
    requirePermission(acting.actor, "contact.read");
    return this.db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt)).limit(LIMIT);
  }

  /** 'Leído' or 'Respondido' on a message; answered implies read. Returns false for an unknown message. */
  async markMessage(acting: Acting, id: string, mark: "read" | "answered"): Promise<boolean> {
    requirePermission(acting.actor, "contact.edit");
    return this.db.transaction(async (tx) => {
      const now = new Date();
      const [row] = await tx
        .update(contactMessages)
        .set(
          mark === "answered"
            ? { answeredAt: now, readAt: now, handledBy: acting.actor.id }
            : { readAt: now, handledBy: acting.actor.id },
        )
        .where(eq(contactMessages.id, id))
        .returning();
      if (!row) return false;
      await writeAudit(
        tx,
        { staffId: acting.actor.id, ip: acting.ip },
        {
          entity: "contact_message",
          entityId: id,
          action: mark,
          before: null,
          after: {
            read_at: row.readAt?.toISOString() ?? null,
            answered_at: row.answeredAt?.toISOString() ?? null,
          },
        },
      );
      return true;
    });
  }

  failedMails(acting: Acting) {
    requirePermission(acting.actor, "contact.read");
    return this.db
      .select({
        id: mailOutbox.id,
        template: mailOutbox.template,
        recipient: mailOutbox.recipient,
        subject: mailOutbox.subject,
        attempts: mailOutbox.attempts,
        lastError: mailOutbox.lastError,
        updatedAt: mailOutbox.updatedAt,
      })
      .from(mailOutbox)
      .where(eq(mailOutbox.status, "failed"))
      .orderBy(desc(mailOutbox.updatedAt))
      .limit(LIMIT);
  }

  /** 'Reintentar': the mail goes back to the queue with fresh attempts. False when it is not a failed mail. */
  async retryMail(acting: Acting, id: string): Promise<boolean> {
    requirePermission(acting.actor, "contact.edit");
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(mailOutbox)
        .set({ status: "pending", attempts: 0 })
        .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, "failed")))
        .returning({ id: mailOutbox.id, recipient: mailOutbox.recipient, template: mailOutbox.template });
      if (!row) return false;
      await requeueMail(tx, row.id);
      await writeAudit(
        tx,
        { staffId: acting.actor.id, ip: acting.ip },
        {
          entity: "mail",
          entityId: id,
          action: "retried",
          before: { status: "failed" },
          after: { status: "pending", template: row.template, recipient: row.recipient },
        },
      );
      return true;
    });
  }

  /** What waits in each inbox this person can open (null: not theirs to see). */
  async counts(acting: Acting) {
    const role = acting.actor.role;
    const [messages, mails, review, regrets] = await Promise.all([
      can(role, "contact.read")
        ? this.db.select({ n: count() }).from(contactMessages).where(isNull(contactMessages.answeredAt))
        : null,
      can(role, "contact.read")
        ? this.db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.status, "failed"))
        : null,
      can(role, "customers.read")
        ? this.db.select({ n: count() }).from(accounts).where(eq(accounts.underReview, true))
        : null,
      can(role, "regrets.refund")
        ? this.db.select({ n: count() }).from(regretRequests).where(eq(regretRequests.status, "accepted"))
        : null,
    ]);
    const n = (rows: { n: number }[] | null) => (rows ? (rows[0]?.n ?? 0) : null);
    return { messages: n(messages), mails: n(mails), review: n(review), regrets: n(regrets) };
  }
}
