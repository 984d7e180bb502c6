/**
 * SMTP down for a while: registrations made while the SMTP server is stopped still succeed, their mails wait
 * in the outbox (failed attempts recorded), and once the server is back on the same port every mail is
 * delivered exactly once.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, startServerProcess, type ServerProcess } from "../support/server-process.ts";
import { startSmtp, type TestSmtp } from "../support/smtp.ts";
import {
  createFaultsDatabase,
  eventually,
  register,
  stopShop,
  tempDir,
  type FaultsDatabase,
} from "./faults-support.ts";

const MAILS = 6;

interface OutboxRow {
  recipient: string;
  status: string;
  attempts: number;
  last_error: string | null;
  subject: string | null;
}

describe("the shop with its SMTP server down", () => {
  let db: FaultsDatabase;
  let server: ServerProcess | undefined;
  let smtp: TestSmtp | undefined;
  const data = tempDir();

  beforeAll(async () => {
    db = await createFaultsDatabase();
  });
  afterAll(async () => {
    await stopShop(server);
    await smtp?.stop();
    await db?.drop();
    data.remove();
  });

  it("keeps the mails in the outbox and delivers each once after the server returns", async () => {
    const smtpPort = await freePort();
    server = await startServerProcess({
      DATA_DIR: data.dir,
      DATABASE_URL: db.url,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    });

    // Nothing listens on the SMTP port: every registration still answers, its mail is queued.
    const recipients = Array.from({ length: MAILS }, (_, i) => `sin-smtp-${i}@example.com`);
    await Promise.all(recipients.map((email) => register(server!.url, email)));
    const dbNow = async () => (await db.query<{ now: string }>("select now()::text as now"))[0]!.now;
    /** Resolves once every mail still waiting has been tried again (its `mail.send` job run) after `since`. */
    const outboxPassSince = (since: string) =>
      eventually(`every waiting mail tried again after ${since}`, async () => {
        const [row] = await db.query<{ n: number }>(
          "select count(*)::int as n from mail_outbox where status = 'pending' and updated_at <= $1::timestamptz",
          [since],
        );
        return row?.n === 0 ? true : undefined;
      });
    /** Resolves once no mail job is left that could send a mail again. */
    const noMailJobLeft = () =>
      eventually("no mail job left", async () => {
        const [row] = await db.query<{ n: number }>(
          "select count(*)::int as n from jobs where kind = 'mail.send'",
        );
        return row?.n === 0 ? true : undefined;
      });
    // The registrations' mails: a first start also queues the demo's own (its reviewers' visits and requests).
    const outbox = () =>
      db.query<OutboxRow>(
        "select recipient, status, attempts, last_error, subject from mail_outbox where recipient like 'sin-smtp-%' order by recipient",
      );
    expect((await outbox()).map((r) => r.recipient)).toEqual([...recipients].sort());

    // Each mail has been tried and failed, and is still waiting.
    await eventually("every mail tried once while SMTP is down", async () => {
      const rows = await outbox();
      return rows.every((r) => r.attempts >= 1 && r.last_error !== null) ? rows : undefined;
    });
    for (const row of await outbox()) expect(row.status).toBe("pending");
    // The outbox is read again while SMTP is still down: nothing is lost or given up.
    await outboxPassSince(await dbNow());
    for (const row of await outbox()) expect(row.status).toBe("pending");

    smtp = await startSmtp(smtpPort);
    const ours = () => smtp!.mails.filter((m) => recipients.some((email) => m.to.includes(email)));
    await eventually(
      "every mail delivered after SMTP returns",
      async () => (ours().length >= MAILS ? true : undefined),
      120_000,
    );
    // Every mail recorded as sent, and no job left to deliver one again, for a duplicate to show up if there were one.
    await eventually("every mail recorded as sent", async () =>
      (await outbox()).every((r) => r.status === "sent") ? true : undefined,
    );
    await noMailJobLeft();

    // No mail, the demo's included, was delivered twice.
    const received = smtp.mails.map((m) => `${m.to} | ${m.subject}`).sort();
    expect(new Set(received).size).toBe(received.length);
    expect(ours()).toHaveLength(MAILS);
    for (const email of recipients) {
      expect(smtp.mails.filter((m) => m.to.includes(email))).toHaveLength(1);
    }
    const rows = await outbox();
    expect(rows.map((r) => r.status)).toEqual(Array(MAILS).fill("sent"));
    for (const row of rows) {
      expect(row.attempts).toBeGreaterThanOrEqual(2);
      expect(smtp.mails.find((m) => m.to.includes(row.recipient))?.subject).toBe(row.subject);
    }
  });
});
