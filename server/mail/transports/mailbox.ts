import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { MailAttachment } from "#server/mail/templates/index.ts";
import type { MailMessage, MailTransport } from "./types.ts";

/** A delivered message as the local mailbox keeps it. */
export interface StoredMail {
  id: string;
  messageId: string;
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  date: string;
  html: string;
  text: string;
  attachments?: MailAttachment[];
}

const ID_PATTERN = /^[0-9a-f-]{36}$/;

/** Keeps each mail as a JSON file in `dir` (under DATA_DIR), for /dev/mail to show. */
export function mailboxTransport(dir: string): MailTransport {
  return {
    kind: "mailbox",
    async send(message: MailMessage) {
      await mkdir(dir, { recursive: true });
      const stored: StoredMail = {
        id: message.id,
        messageId: message.messageId,
        from:
          typeof message.from === "string" ? message.from : `${message.from.name} <${message.from.address}>`,
        to: message.to,
        replyTo: message.replyTo,
        subject: message.subject,
        date: new Date().toISOString(),
        html: message.html,
        text: message.text,
        attachments: message.attachments,
      };
      // Written aside and renamed into place, so a reader never sees half a file.
      const file = path.join(dir, `${message.id}.json`);
      await writeFile(`${file}.tmp`, JSON.stringify(stored), { mode: 0o600 });
      await rename(`${file}.tmp`, file);
      return { messageId: message.messageId };
    },
    async close() {},
  };
}

/** The mails of the local mailbox, newest first. */
export async function listMailbox(dir: string): Promise<StoredMail[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  const mails = await Promise.all(
    names
      .filter((n) => n.endsWith(".json") && ID_PATTERN.test(n.slice(0, -5)))
      .map(async (n) => JSON.parse(await readFile(path.join(dir, n), "utf8")) as StoredMail),
  );
  return mails.sort((a, b) => b.date.localeCompare(a.date));
}

/** One mail of the local mailbox, or null (also for anything that is not a mail id). */
export async function readMailbox(dir: string, id: string): Promise<StoredMail | null> {
  if (!ID_PATTERN.test(id)) return null;
  try {
    return JSON.parse(await readFile(path.join(dir, `${id}.json`), "utf8")) as StoredMail;
  } catch {
    return null;
  }
}
