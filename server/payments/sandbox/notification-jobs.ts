import type { Db } from "#server/db/client.ts";
import { JobRunner } from "#server/jobs/runner.ts";
import {
  DEFAULT_DELIVERY,
  SANDBOX_NOTIFICATION_JOB,
  WebhookDeliverer,
  notificationRetry,
  type DeliveryOptions,
} from "./notifications.ts";

type Log = { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };

/**
 * The deliveries of the sandbox's notifications as jobs: `register` puts them on the app's runner, `runDue` runs
 * the due ones on a runner of the sandbox's own clock (tests move it by hand). `log` is read at each report, since
 * the HTTP plugin hands over the app's logger after the sandbox is made.
 */
export function notificationJobs(
  db: Db,
  opts: {
    secret: string;
    delivery?: Partial<DeliveryOptions>;
    now: () => Date;
    fetch: typeof fetch;
    log: () => Log | undefined;
  },
) {
  const delivery = { ...DEFAULT_DELIVERY, ...opts.delivery };
  const deliverer = new WebhookDeliverer(db, {
    secret: opts.secret,
    delivery,
    now: opts.now,
    fetch: opts.fetch,
    log: { warn: (obj, msg) => opts.log()?.warn(obj, msg) },
  });
  const idOf = (payload: Record<string, unknown>) => Number(payload.notificationId);
  const register = (jobs: JobRunner) =>
    jobs.register(
      SANDBOX_NOTIFICATION_JOB,
      (payload, { attempts }) => deliverer.deliver(idOf(payload), attempts),
      { ...notificationRetry(delivery), onFailed: (payload) => deliverer.giveUp(idOf(payload)) },
    );
  const log = {
    info() {},
    warn: (obj: object, msg: string) => opts.log()?.warn(obj, msg),
    error: (obj: object, msg: string) => opts.log()?.error(obj, msg),
  };
  const dueRunner = new JobRunner({ db, log, now: opts.now, concurrency: 20 });
  register(dueRunner);
  return { register, runDue: () => dueRunner.runOnce() };
}
