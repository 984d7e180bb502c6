import type { MailConfig } from "#server/config.ts";
import { mailboxTransport } from "./mailbox.ts";
import { smtpTransport } from "./smtp.ts";
import type { MailTransport } from "./types.ts";

export function createMailTransport(config: MailConfig): MailTransport {
  return config.transport === "smtp" && config.smtpUrl
    ? smtpTransport(config.smtpUrl)
    : mailboxTransport(config.mailboxDir);
}

export type { MailMessage, MailTransport } from "./types.ts";
export { PermanentMailError } from "./types.ts";
