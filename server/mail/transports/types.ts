import type { MailAttachment } from "#server/mail/templates/index.ts";

export interface MailMessage {
  /** The outbox row id: it names the message, so a repeated delivery can be recognised. */
  id: string;
  from: string | { name: string; address: string };
  to: string;
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  /** Files sent along (an iCalendar file, say). */
  attachments?: MailAttachment[];
  /** RFC 5322 Message-ID, derived from the outbox row. */
  messageId: string;
}

export interface MailTransport {
  readonly kind: "smtp" | "mailbox";
  /** Resolves once the message is accepted (by the SMTP server, or written to disk). */
  send(message: MailMessage): Promise<{ messageId: string }>;
  close(): Promise<void>;
}

/** A rejection that retrying cannot fix (e.g. the server refused the recipient). */
export class PermanentMailError extends Error {}
