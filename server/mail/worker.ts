import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { clientConfig, mailOutbox } from "#server/db/schema/index.ts";
import { renderMail } from "./render.ts";
import type { MailContext } from "./templates/context.ts";
import { isMailTemplateName, type MailTemplateData } from "./templates/index.ts";
import { PermanentMailError, type MailTransport } from "./transports/index.ts";

interface Logger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface MailWorkerOptions {
  db: Db;
  transport: MailTransport;
  /** MAIL_FROM: an address (the client's name is then shown as the sender) or `Name <address>`. */
  from: string;
  publicUrl: string;
  log: Logger;
  /** How often the outbox is read when idle (the interval of its recurring job). */
  pollIntervalMs?: number;
  batchSize?: number;
  /** How long a claimed row belongs to this worker; longer than any SMTP exchange can take. */
  leaseMs?: number;
  /** The first retry waits this long, each further one twice as long, up to retryMaxMs. */
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** After this many failed attempts a mail is marked failed and left for an operator. */
  maxAttempts?: number;
}

type OutboxRow = typeof mailOutbox.$inferSelect;

/**
 * Delivers the outbox. Rows are claimed with FOR UPDATE SKIP LOCKED and a lease, so several processes can
 * run a worker on one database and each mail is handed to one of them. A row marked sent is never sent again.
 * The passes are a recurring job of the job runner (server/mail/plugin.ts); each mail keeps its own retries
 * in its outbox row, where an operator reads them.
 */
export class MailWorker {
  private readonly opts: Required<MailWorkerOptions>;

  constructor(opts: MailWorkerOptions) {
    this.opts = {
      pollIntervalMs: 1000,
      batchSize: 10,
      leaseMs: 120_000,
      retryBaseMs: 10_000,
      retryMaxMs: 3_600_000,
      maxAttempts: 30,
      ...opts,
    };
  }

  get pollIntervalMs(): number {
    return this.opts.pollIntervalMs;
  }

  /** Closes the transport (its pooled SMTP connections). */
  async close(): Promise<void> {
    await this.opts.transport.close();
  }

  /** Passes over the outbox until one finds less than a full batch, or `signal` asks to stop. */
  async drain(signal: AbortSignal): Promise<void> {
    while ((await this.runOnce()) >= this.opts.batchSize && !signal.aborted);
  }

  /** One pass over the due mails; resolves with how many were delivered. */
  async runOnce(): Promise<number> {
    const rows = await this.claim();
    if (rows.length === 0) return 0;
    const ctx = await this.context();
    let delivered = 0;
    for (const row of rows) {
      if (await this.deliver(row, ctx)) delivered++;
    }
    return delivered;
  }

  private async claim(): Promise<(OutboxRow & { claimToken: string })[]> {
    const claimToken = randomUUID();
    const due = this.opts.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.status, "pending"),
          lte(mailOutbox.nextAttemptAt, sql`now()`),
          or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(this.opts.batchSize)
      .for("update", { skipLocked: true });
    const rows = await this.opts.db
      .update(mailOutbox)
      .set({
        lockedUntil: sql`now() + ${`${this.opts.leaseMs} milliseconds`}::interval`,
        claimToken,
        attempts: sql`${mailOutbox.attempts} + 1`,
      })
      .where(inArray(mailOutbox.id, due))
      .returning();
    return rows.map((r) => ({ ...r, claimToken }));
  }

  private async deliver(row: OutboxRow & { claimToken: string }, ctx: MailContext): Promise<boolean> {
    const owned = and(eq(mailOutbox.id, row.id), eq(mailOutbox.claimToken, row.claimToken));
    let sent: { subject: string; messageId: string };
    try {
      if (!isMailTemplateName(row.template) || !row.data) {
        throw new PermanentMailError(`unknown mail template or no data: ${row.template}`);
      }
      const mail = await renderMail(
        row.template,
        row.data as unknown as MailTemplateData[typeof row.template],
        ctx,
      );
      const accepted = await this.opts.transport.send({
        id: row.id,
        from: this.sender(ctx.client.name),
        to: row.recipient,
        replyTo: mail.replyTo,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        attachments: mail.attachments,
        messageId: `<${row.id}@${new URL(this.opts.publicUrl).hostname}>`,
      });
      sent = { subject: mail.subject, messageId: accepted.messageId };
    } catch (err) {
      await this.reschedule(row, owned, err);
      return false;
    }
    // The mail is out: record it, retrying a failed write rather than treating the delivery as failed.
    for (let attempt = 1; ; attempt++) {
      try {
        await this.opts.db
          .update(mailOutbox)
          .set({
            status: "sent",
            sentAt: new Date(),
            subject: sent.subject,
            messageId: sent.messageId,
            // The data may hold a one-time link: it is not kept once the mail is out.
            data: null,
            lockedUntil: null,
            claimToken: null,
            lastError: null,
          })
          .where(owned);
        this.opts.log.info({ mailId: row.id, template: row.template }, "mail delivered");
        return true;
      } catch (err) {
        if (attempt >= 3) {
          this.opts.log.error({ err, mailId: row.id }, "mail delivered but not recorded as sent");
          return true;
        }
        await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
      }
    }
  }

  private async reschedule(row: OutboxRow, owned: ReturnType<typeof and>, err: unknown) {
    const permanent = err instanceof PermanentMailError || row.attempts >= this.opts.maxAttempts;
    const delay = Math.min(this.opts.retryBaseMs * 2 ** Math.max(0, row.attempts - 1), this.opts.retryMaxMs);
    await this.opts.db
      .update(mailOutbox)
      .set({
        status: permanent ? "failed" : "pending",
        lastError: String((err as Error)?.message ?? err).slice(0, 1000),
        nextAttemptAt: new Date(Date.now() + delay),
        lockedUntil: null,
        claimToken: null,
      })
      .where(owned);
    this.opts.log.warn(
      { mailId: row.id, template: row.template, attempts: row.attempts, permanent, err },
      permanent ? "mail delivery failed for good" : "mail delivery failed: will retry",
    );
  }

  private sender(clientName: string) {
    const from = this.opts.from;
    return from.includes("<") ? from : { name: clientName, address: from };
  }

  private async context(): Promise<MailContext> {
    const [client] = await this.opts.db.select().from(clientConfig).where(eq(clientConfig.id, 1));
    if (!client) throw new Error("client_config is empty: run the seed");
    return {
      publicUrl: this.opts.publicUrl,
      client: {
        name: client.name,
        title: client.title,
        phone: client.phone,
        email: client.email,
        whatsappEnabled: client.whatsappEnabled,
        whatsappNumber: client.whatsappNumber,
        facebook: client.facebook,
        instagram: client.instagram,
        youtube: client.youtube,
        linkedin: client.linkedin,
        siteUrl: this.opts.publicUrl,
      },
    };
  }
}
