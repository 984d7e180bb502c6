import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "#server/config.ts";
import type { Db } from "#server/db/client.ts";
import type { JobRunner } from "#server/jobs/runner.ts";
import { devMailboxRoutes } from "./mailbox-routes.ts";
import { onMailQueued } from "./outbox.ts";
import { createMailTransport } from "./transports/index.ts";
import { MailWorker, type MailWorkerOptions } from "./worker.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Delivers the mail outbox, in passes run by the job runner. */
    mailWorker: MailWorker;
  }
}

export type MailWorkerTuning = Partial<
  Pick<MailWorkerOptions, "pollIntervalMs" | "retryBaseMs" | "retryMaxMs" | "maxAttempts">
>;

/** The recurring job that passes over the outbox. */
export const MAIL_OUTBOX_JOB = "mail.outbox";

/**
 * Mail delivery as part of the app: the outbox is read by a recurring job of the app's job runner (at once
 * when this process queues a mail; a delivery in flight ends before the app finishes closing), and /dev/mail
 * shows the local mailbox outside production.
 */
export const mailDelivery = fp(
  async (
    app: FastifyInstance,
    opts: { config: Config; db: Db; jobs: JobRunner; tuning?: MailWorkerTuning },
  ) => {
    const { config, jobs } = opts;
    const worker = new MailWorker({
      db: opts.db,
      transport: createMailTransport(config.mail),
      from: config.mail.from,
      publicUrl: config.publicUrl,
      log: app.log,
      ...opts.tuning,
    });
    app.decorate("mailWorker", worker);
    jobs.every(MAIL_OUTBOX_JOB, worker.pollIntervalMs, (_payload, { signal }) => worker.drain(signal));
    const unsubscribe = onMailQueued(() => jobs.wake(MAIL_OUTBOX_JOB));
    app.addHook("onClose", async () => {
      unsubscribe();
      await jobs.stop();
      await worker.close();
    });
    if (!config.production && config.mail.transport === "mailbox") {
      await app.register(devMailboxRoutes, { dir: config.mail.mailboxDir });
    }
  },
);
