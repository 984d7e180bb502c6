import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "#server/config.ts";
import type { Db } from "#server/db/client.ts";
import type { RetryPolicy } from "#server/jobs/retry.ts";
import type { JobRunner } from "#server/jobs/runner.ts";
import { devMailboxRoutes } from "./mailbox-routes.ts";
import { MAIL_SEND_JOB } from "./outbox.ts";
import { MailSender } from "./sender.ts";
import { createMailTransport } from "./transports/index.ts";

/** How mails are retried; tests shorten the waits. */
export type MailRetryPolicy = Partial<RetryPolicy>;

/** A mail is tried for about a day: waits from 10 s doubling up to an hour, 30 runs in all. */
const MAIL_RETRY: RetryPolicy = { maxAttempts: 30, retryBaseMs: 10_000, retryMaxMs: 3_600_000 };
/** How long a claimed mail belongs to one process; longer than any SMTP exchange can take. */
const MAIL_LEASE_MS = 120_000;

/** Each queued mail is a `mail.send` job of `jobs`, delivered by `sender`. */
export function registerMailJob(jobs: JobRunner, sender: MailSender, retry: MailRetryPolicy = {}): void {
  const mailIdOf = (payload: Record<string, unknown>) => String(payload.mailId);
  jobs.register(MAIL_SEND_JOB, (payload, { attempts }) => sender.deliver(mailIdOf(payload), attempts), {
    ...MAIL_RETRY,
    ...retry,
    leaseMs: MAIL_LEASE_MS,
    onFailed: (payload, error) => sender.giveUp(mailIdOf(payload), error),
  });
}

/**
 * Mail delivery as part of the app: the app's job runner delivers each queued mail (at once when this process
 * queued it; a delivery in flight ends before the app finishes closing), and /dev/mail shows the local
 * mailbox outside production.
 */
export const mailDelivery = fp(
  async (
    app: FastifyInstance,
    opts: { config: Config; db: Db; jobs: JobRunner; retry?: MailRetryPolicy },
  ) => {
    const { config, jobs } = opts;
    const sender = new MailSender({
      db: opts.db,
      transport: createMailTransport(config.mail),
      from: config.mail.from,
      publicUrl: config.publicUrl,
      log: app.log,
    });
    registerMailJob(jobs, sender, opts.retry);
    app.addHook("onClose", async () => {
      await jobs.stop();
      await sender.close();
    });
    if (!config.production && config.mail.transport === "mailbox") {
      await app.register(devMailboxRoutes, { dir: config.mail.mailboxDir });
    }
  },
);
