import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import type { ParsedMail } from "./mail-parse.ts";

/** The mails the e2e SMTP sink has received so far, oldest first. */
export function receivedMails(): ParsedMail[] {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error("E2E_MAIL_DIR is not set: run the journeys through playwright.config.ts");
  return readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), "utf8")) as ParsedMail);
}

/**
 * The received mails to `to` whose subject matches, oldest first. With `origin`, only the mails of that shop (each
 * worker's shop has its own demo owner, and their mails arrive in one place): those whose links go there.
 */
export const mailsMatching = (to: string, subject: RegExp, origin?: string) =>
  receivedMails().filter(
    (m) => m.to.includes(to) && subject.test(m.subject) && (!origin || m.text.includes(`${origin}/`)),
  );

/**
 * Waits until the SMTP server has received a mail to `to` whose subject matches, and returns the newest.
 * `after`: how many such mails there already were, when an older one must not count.
 */
export async function waitForMail(
  to: string,
  subject: RegExp,
  after = 0,
  origin?: string,
): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      () => {
        const mails = mailsMatching(to, subject, origin);
        found = mails.length > after ? mails.at(-1) : undefined;
        return found !== undefined;
      },
      { timeout: 20_000, message: `a mail to ${to} with subject ${subject}` },
    )
    .toBe(true);
  return found!;
}

/** The link of a mail's plain-text part that goes to `pathPrefix`. */
export function mailLink(mail: ParsedMail, pathPrefix: string): string {
  const match = new RegExp(`https?://\\S+${pathPrefix.replace(/\//g, "\\/")}\\S*`).exec(mail.text);
  if (!match) throw new Error(`no ${pathPrefix} link in the mail:\n${mail.text}`);
  return match[0];
}
