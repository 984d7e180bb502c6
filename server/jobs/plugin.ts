import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Db } from "#server/db/client.ts";
import { JobRunner } from "./runner.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** This process's job runner: the parts of the app register their jobs on it while the app is built. */
    jobs: JobRunner;
  }
}

/** The job runner runs while the app does: it starts when the app is ready and waits for its jobs on close. */
export const jobRunner = fp(async (app: FastifyInstance, opts: { db: Db; pollMs?: number }) => {
  const jobs = new JobRunner({ db: opts.db, log: app.log, pollMs: opts.pollMs });
  app.decorate("jobs", jobs);
  app.addHook("onReady", async () => jobs.start());
  app.addHook("onClose", async () => jobs.stop());
});
