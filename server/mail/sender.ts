import { eq } from "drizzle-orm";
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

export interface MailSenderOptions {
  db: Db;
  transport: MailTransport;
  /** MAIL_FROM: an address (the client's name is then shown as the sender) or `Name <address>`. */
  from: string;
  publicUrl: string;
  log: Logger;
}

type OutboxRow = typeof mailOutbox.$inferSelect;

/**
 * Sends one outbox mail: the handler of its `mail.send` job (server/mail/plugin.ts), which the job runner
 * claims, leases and retries. The outbox row is what staff read: its status, attempts and last error follow
 * each run. A row marked sent is never sent again.
 */
export class MailSender {
  constructor(private readonly opts: MailSenderOptions) {}

  /** Closes the transport (its pooled SMTP connections). */
  async close(): Promise<void> {
    await this.opts.transport.close();
  }

  /**
   * Delivers the mail on its `attempts`-th run. A refusal that retrying cannot fix marks it failed; any other
   * failure is recorded and thrown, for the runner to retry.
   */
  async deliver(mailId: string, attempts: number): Promise<void> {
    const [row] = await this.opts.db.select().from(mailOutbox).where(eq(mailOutbox.id, mailId));
    if (row?.status !== "pending") return;
    let sent: { subject: string; messageId: string };
    try {
      sent = await this.send(row);
    } catch (err) {
      const permanent = err instanceof PermanentMailError;
      await this.opts.db
        .update(mailOutbox)
        .set({ status: permanent ? "failed" : "pending", attempts, lastError: messageOf(err) })
        .where(eq(mailOutbox.id, row.id));
      if (!permanent) throw err;
      this.opts.log.warn({ mailId: row.id, template: row.template, attempts, err }, "mail refused for good");
      return;
    }
    await this.recordSent(row, attempts, sent);
  }

  /** The mail's attempts are used up: it is left failed, for staff to send again ('Reintentar'). */
  async giveUp(mailId: string, error: string): Promise<void> {
    await this.opts.db
      .update(mailOutbox)
      .set({ status: "failed", lastError: error.slice(0, 1000) })
      .where(eq(mailOutbox.id, mailId));
  }

  private async send(row: OutboxRow): Promise<{ subject: string; messageId: string }> {
    if (!isMailTemplateName(row.template) || !row.data) {
      throw new PermanentMailError(`unknown mail template or no data: ${row.template}`);
    }
    const ctx = await this.context();
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
    return { subject: mail.subject, messageId: accepted.messageId };
  }

  /**
   * The mail is out: record it, retrying a failed write rather than treating the delivery as failed. When the
   * write keeps failing the job fails too and the mail is sent again later: at least once, never lost.
   */
  private async recordSent(row: OutboxRow, attempts: number, sent: { subject: string; messageId: string }) {
    for (let attempt = 1; ; attempt++) {
      try {
        await this.opts.db
          .update(mailOutbox)
          .set({
            status: "sent",
            sentAt: new Date(),
            subject: sent.subject,
            messageId: sent.messageId,
            attempts,
            // The data may hold a one-time link: it is not kept once the mail is out.
            data: null,
            lastError: null,
          })
          .where(eq(mailOutbox.id, row.id));
        this.opts.log.info({ mailId: row.id, template: row.template }, "mail delivered");
        return;
      } catch (err) {
        if (attempt >= 3) {
          this.opts.log.error({ err, mailId: row.id }, "mail delivered but not recorded as sent");
          throw err;
        }
        await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
      }
    }
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

function messageOf(err: unknown): string {
  return String((err as Error)?.message ?? err).slice(0, 1000);
}
