/**
 * Two server processes on one PostgreSQL database, both running the job runner: each visit's reminder, due
 * at the same moment in both, is mailed once.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs } from "#server/db/schema/index.ts";
import { VISIT_REMINDER_JOB } from "#server/modules/booking/reminders.ts";
import { eq, sql } from "drizzle-orm";
import { remindersDueAtOnce } from "../support/booking.ts";
import { startServerProcess, type ServerProcess } from "../support/server-process.ts";
import { eventually, stopShop, tempDir } from "./faults-support.ts";
import { startLoadShop, type LoadShop } from "./load-server.ts";

const VISITS = 40;

describe("booking reminders with two processes", () => {
  let shop: LoadShop;
  let second: ServerProcess | undefined;
  const dir = tempDir();
  beforeAll(async () => {
    shop = await startLoadShop("rel_reminders");
    second = await startServerProcess({ ...shop.env, DATA_DIR: dir.dir });
  });
  afterAll(async () => {
    await stopShop(second);
    await shop?.stop();
    dir.remove();
  });

  it(`mails each of ${VISITS} reminders due at once exactly once`, async () => {
    const ids = await remindersDueAtOnce(shop.db, VISITS);
    await eventually(
      "every reminder job done",
      async () => {
        const [row] = await shop.db
          .select({ n: sql<number>`count(*)::int` })
          .from(jobs)
          .where(eq(jobs.kind, VISIT_REMINDER_JOB));
        return Number(row!.n) === 0 ? true : undefined;
      },
      60_000,
    );
    // Each customer has one visit; a delivered mail keeps its recipient and subject (its data is dropped).
    await eventually(
      "every reminder delivered",
      async () => {
        const [row] = await shop.query<{ n: number }>(
          "select count(*)::int as n from mail_outbox where template = 'visit' and status <> 'sent'",
        );
        return row!.n === 0 ? true : undefined;
      },
      60_000,
    );
    const mails = await shop.query<{ n: number }>(
      `select count(*)::int as n from mail_outbox m
         join accounts a on a.email = m.recipient
         join visits v on v.account_id = a.id
        where m.template = 'visit' and m.subject like 'Recordatorio%' and v.id = any($1::uuid[])
        group by v.id`,
      [ids],
    );
    expect(mails.map((m) => m.n)).toEqual(ids.map(() => 1));
    const reminded = await shop.query<{ n: number }>(
      "select count(*)::int as n from visits where reminded_for = starts_at and id = any($1::uuid[])",
      [ids],
    );
    expect(reminded[0]!.n).toBe(VISITS);
  }, 120_000);
});
