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
import type { FastifyInstance } from "fastify";
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
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = true;

  constructor(opts: ReconcileWorkerOptions) {
    this.opts = opts;
    this.now = opts.now ?? (() => new Date());
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule();
  }

  /** Stops the timer and waits for the pass in progress, if any. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** One pass over the stale undecided payments. */
  async runOnce(): Promise<ReconcilePass> {
    return this.opts.payments.reconcileStale({
      staleBefore: new Date(this.now().getTime() - this.opts.afterMs),
      batchSize: this.opts.batchSize ?? 50,
      log: this.opts.log,
    });
  }

  private schedule() {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), this.opts.everyMs);
    this.timer.unref();
  }

  private async tick() {
    if (this.stopped) return;
    this.running = this.runOnce().catch((err: unknown) =>
      this.opts.log.error({ err }, "payment reconciliation pass failed"),
    );
    await this.running;
    this.running = undefined;
    if (!this.stopped) this.schedule();
  }
}

/** Runs the reconciliation while the app does; `everyMs` null leaves it off. */
export function paymentReconciliation(
  app: FastifyInstance,
  opts: Omit<ReconcileWorkerOptions, "log" | "everyMs"> & { everyMs: number | null },
): void {
  if (opts.everyMs === null) return;
  const worker = new PaymentReconcileWorker({ ...opts, everyMs: opts.everyMs, log: app.log });
  app.addHook("onReady", async () => worker.start());
  app.addHook("onClose", async () => worker.stop());
}
