/**
 * The periodic reconciliation of undecided payments. A webhook can be lost and a create call can go
 * unanswered (timeout, the process killed mid-call): every `everyMs` the payments still pending or in process
 * and untouched for `afterMs` are asked about — by provider id when the shop has one, else by the external
 * reference the shop sent (the attempt's id) — and the provider's answer is applied as a notification's would
 * be. An attempt the provider has no payment for after `afterMs` was never charged: it is marked rejected
 * (`not_charged`), its coupon uses go back, and the customer can pay again. Should the provider show a payment
 * for it after all, that payment wins. One pass is PaymentSync.reconcileStale; every status it changes goes
 * through PaymentStatusUpdates, as the webhook's and the create call's do.
 */
import type { JobRunner } from "#server/jobs/runner.ts";
import type { ReconcilePass } from "./payment-sync.ts";
import type { PaymentService } from "./service.ts";

interface Logger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface ReconcileWorkerOptions {
  payments: PaymentService;
  log: Logger;
  everyMs: number;
  afterMs: number;
  /** Payments looked at per pass. */
  batchSize?: number;
  now?: () => Date;
}

export class PaymentReconcileWorker {
  private readonly opts: ReconcileWorkerOptions;
  private readonly now: () => Date;

  constructor(opts: ReconcileWorkerOptions) {
    this.opts = opts;
    this.now = opts.now ?? (() => new Date());
  }

  /** One pass over the stale undecided payments. */
  async runOnce(): Promise<ReconcilePass> {
    return this.opts.payments.reconcileStale({
      staleBefore: new Date(this.now().getTime() - this.opts.afterMs),
      batchSize: this.opts.batchSize ?? 50,
      log: this.opts.log,
    });
  }
}

/** The recurring job of the reconciliation. */
export const RECONCILE_JOB = "payments.reconcile";

/** Runs the reconciliation every `everyMs` on the job runner, in one process at a time; null leaves it off. */
export function paymentReconciliation(
  jobs: JobRunner,
  opts: Omit<ReconcileWorkerOptions, "everyMs"> & { everyMs: number | null },
): void {
  if (opts.everyMs === null) return;
  const worker = new PaymentReconcileWorker({ ...opts, everyMs: opts.everyMs });
  jobs.every(RECONCILE_JOB, opts.everyMs, () => worker.runOnce());
}
