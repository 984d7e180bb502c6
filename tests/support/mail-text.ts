import { renderMail } from "#server/mail/render.ts";
import type { MailTemplateData, MailTemplateName } from "#server/mail/templates/index.ts";
import { listMailbox } from "#server/mail/transports/mailbox.ts";
import { mailContext } from "./mail-context.ts";

interface OutboxRow {
  template: string;
  data: unknown;
  messageId: string | null;
}

/**
 * The text of an outbox mail as its reader gets it: rendered from its data while it waits, read from the
 * mailbox once delivered (a sent mail keeps its subject and message id, not its data). The outbox may deliver
 * between any two steps of a test, so a test reads either.
 */
export async function mailText(row: OutboxRow, opts: { publicUrl: string; mailboxDir: string }) {
  if (row.data) {
    const template = row.template as MailTemplateName;
    const data = row.data as MailTemplateData[typeof template];
    return (await renderMail(template, data, mailContext(opts.publicUrl))).text;
  }
  const delivered = (await listMailbox(opts.mailboxDir)).find((m) => m.messageId === row.messageId);
  if (!delivered) throw new Error(`mail ${row.messageId} is marked sent but is not in the mailbox`);
  return delivered.text;
}
