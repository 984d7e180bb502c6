import nodemailer from "nodemailer";
import { PermanentMailError, type MailMessage, type MailTransport } from "./types.ts";

/** Delivers through the SMTP server of SMTP_URL, one connection per message. */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    // Bounded so that a hung server cannot outlast the worker's lease on the outbox row.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    kind: "smtp",
    async send(message: MailMessage) {
      try {
        const info = await transporter.sendMail({
          from: message.from,
          to: message.to,
          replyTo: message.replyTo,
          subject: message.subject,
          html: message.html,
          text: message.text,
          attachments: message.attachments,
          messageId: message.messageId,
        });
        return { messageId: info.messageId || message.messageId };
      } catch (err) {
        const e = err as Error & { code?: string; responseCode?: number };
        if (e.code === "EENVELOPE" && e.responseCode !== undefined && e.responseCode >= 500) {
          throw new PermanentMailError(e.message);
        }
        throw err;
      }
    },
    async close() {
      transporter.close();
    },
  };
}
