import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "#server/config.ts";
import type { Db } from "#server/db/client.ts";
import { devMailboxRoutes } from "./mailbox-routes.ts";
import { createMailTransport } from "./transports/index.ts";
import { MailWorker, type MailWorkerOptions } from "./worker.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Delivers the mail outbox; started when the app is ready, stopped when it closes. */
    mailWorker: MailWorker;
  }
}

export type MailWorkerTuning = Partial<
  Pick<MailWorkerOptions, "pollIntervalMs" | "retryBaseMs" | "retryMaxMs" | "maxAttempts">
>;

/**
 * Mail delivery as part of the app: the outbox worker runs while the app does (a delivery in flight ends
 * before the app finishes closing), and /dev/mail shows the local mailbox outside production.
 */
export const mailDelivery = fp(
  async (app: FastifyInstance, opts: { config: Config; db: Db; tuning?: MailWorkerTuning }) => {
    const { config } = opts;
    const worker = new MailWorker({
      db: opts.db,
      transport: createMailTransport(config.mail),
      from: config.mail.from,
      publicUrl: config.publicUrl,
      log: app.log,
      ...opts.tuning,
    });
    app.decorate("mailWorker", worker);
    app.addHook("onReady", async () => worker.start());
    app.addHook("onClose", async () => worker.stop());
    if (!config.production && config.mail.transport === "mailbox") {
      await app.register(devMailboxRoutes, { dir: config.mail.mailboxDir });
    }
  },
);
