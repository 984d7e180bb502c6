/**
 * The periodic reconciliation of undecided payments. A webhook can be lost and a create call can go
 * unanswered (timeout, the process killed mid-call): every `everyMs` the payments still pending or in process
 * and untouched for `afterMs` are asked about — by provider id when the shop has one, else by the external
 * reference the shop sent (the attempt's id) — and the provider's answer is applied as a notification's would
 * be. An attempt the provider has no payment for after `afterMs` was never charged: it is marked rejected
 * (`not_charged`), its coupon uses go back, and the customer can pay again. Should the provider show a payment
 * for it after all, that payment wins (PaymentService.applyProviderUpdate).
 */
import { and, asc, eq, inArray, isNull, lt } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import type { JobRunner } from "#server/jobs/runner.ts";
import { payments } from "#server/db/schema/index.ts";
import type { PaymentProvider } from "#server/payments/provider.ts";
import type { CouponService } from "#server/modules/coupons/service.ts";
import { NOT_CHARGED } from "./result.ts";
import type { PaymentService } from "./service.ts";

interface Logger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface ReconcileWorkerOptions {
  db: Db;
  payments: PaymentService;
  provider: PaymentProvider;
  coupons: CouponService;
  log: Logger;
  everyMs: number;
  afterMs: number;
  /** Payments looked at per pass. */
  batchSize?: number;
  now?: () => Date;
}

export interface ReconcilePass {
  checked: number;
  /** Linked to or moved on by the provider's answer. */
  updated: number;
  notCharged: number;
}

const AWAITING = ["pending", "in_process", "authorized"] as const;

export class PaymentReconcileWorker {
  private readonly opts: ReconcileWorkerOptions;
  private readonly now: () => Date;

  constructor(opts: ReconcileWorkerOptions) {
    this.opts = opts;
    this.now = opts.now ?? (() => new Date());
  }

  /** One pass over the stale undecided payments. */
  async runOnce(): Promise<ReconcilePass> {
    const { db, provider, log } = this.opts;
    const staleBefore = new Date(this.now().getTime() - this.opts.afterMs);
    const stale = await db
      .select({ id: payments.id, providerPaymentId: payments.providerPaymentId, status: payments.status })
      .from(payments)
      .where(
        and(
          eq(payments.provider, provider.name),
          inArray(payments.status, [...AWAITING]),
          lt(payments.updatedAt, staleBefore),
        ),
      )
      .orderBy(asc(payments.updatedAt))
      .limit(this.opts.batchSize ?? 50);
    const pass: ReconcilePass = { checked: stale.length, updated: 0, notCharged: 0 };
    for (const row of stale) {
      try {
        if (row.providerPaymentId) {
          const after = await this.opts.payments.reconcile(row.id, { log });
          if (after && after.status !== row.status) pass.updated++;
          continue;
        }
        const found = await provider.findByExternalReference(row.id);
        if (found) {
          if (await this.opts.payments.applyProviderUpdate(found, log)) pass.updated++;
          log.warn({ paymentId: row.id, status: found.status }, "payment reconciled by its reference");
        } else if (await this.markNotCharged(row.id, staleBefore)) {
          pass.notCharged++;
          log.warn({ paymentId: row.id }, "payment attempt never reached the provider: marked not charged");
        }
      } catch (err) {
        // The provider or the database is unavailable: the next pass tries again.
        log.warn({ err, paymentId: row.id }, "payment reconciliation failed");
      }
    }
    return pass;
  }

  /** Rejects an attempt that is still pending and unlinked, and gives its coupon uses back. */
  private async markNotCharged(paymentId: string, staleBefore: Date): Promise<boolean> {
    return this.opts.db.transaction(async (tx) => {
      const [row] = await tx
        .update(payments)
        .set({ status: "rejected", statusDetail: NOT_CHARGED, updatedAt: this.now() })
        .where(
          and(
            eq(payments.id, paymentId),
            eq(payments.status, "pending"),
            isNull(payments.providerPaymentId),
            lt(payments.updatedAt, staleBefore),
          ),
        )
        .returning({ id: payments.id });
      if (!row) return false;
      await this.opts.coupons.settle(tx, paymentId, "released");
      return true;
    });
  }
}

/** The recurring job of the reconciliation. */
export const RECONCILE_JOB = "payments.reconcile";
/** A pass asks the provider about up to a batch of payments, each call bounded by its timeout. */
const PASS_LEASE_MS = 10 * 60_000;

/** Runs the reconciliation every `everyMs` on the job runner, in one process at a time; null leaves it off. */
export function paymentReconciliation(
  jobs: JobRunner,
  opts: Omit<ReconcileWorkerOptions, "everyMs"> & { everyMs: number | null },
): void {
  if (opts.everyMs === null) return;
  const worker = new PaymentReconcileWorker({ ...opts, everyMs: opts.everyMs });
  jobs.every(RECONCILE_JOB, opts.everyMs, () => worker.runOnce(), { leaseMs: PASS_LEASE_MS });
}
