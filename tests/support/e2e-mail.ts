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

const matching = (to: string, subject: RegExp) =>
  receivedMails().filter((m) => m.to.includes(to) && subject.test(m.subject));

/** How many mails to `to` with a matching subject have arrived: pass it to waitForMail to wait for a newer one. */
export const mailCount = (to: string, subject: RegExp): number => matching(to, subject).length;

/**
 * Waits until the SMTP server has received a mail to `to` whose subject matches (more than `after` of
 * them, when given), and returns the newest.
 */
export async function waitForMail(to: string, subject: RegExp, after = 0): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      () => {
        const mails = matching(to, subject);
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
