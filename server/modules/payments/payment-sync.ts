/**
 * Keeping stored payments in step with the provider: a payment re-fetched on demand (the result page), on a
 * notification (in the background), or because it has stayed undecided too long (the reconciliation). The
 * provider's answer is applied by PaymentStatusUpdates, as the answer to the create call is.
 */
import { and, asc, eq, inArray, lt } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { payments } from "#server/db/schema/index.ts";
import { PaymentProviderError, type PaymentProvider } from "#server/payments/provider.ts";
import { silentLog, type PaymentLog } from "./log.ts";
import type { PaymentReads, PaymentRow } from "./payment-reads.ts";
import { NOT_CHARGED } from "./result.ts";
import type { PaymentStatusUpdates } from "./status-updates.ts";

export interface PaymentSyncDeps {
  db: Db;
  provider: PaymentProvider;
  reads: PaymentReads;
  updates: PaymentStatusUpdates;
}

export interface ReconcilePass {
  checked: number;
  /** Linked to or moved on by the provider's answer. */
  updated: number;
  notCharged: number;
}

const AWAITING = ["pending", "in_process", "authorized"] as const;

export class PaymentSync {
  private readonly background = new Set<Promise<void>>();

  constructor(private readonly deps: PaymentSyncDeps) {}

  /**
   * Asks the provider for the payment's current state and applies it; a provider that cannot be reached is
   * logged. A payment the provider never answered for has no provider id yet: it is left as it is (its
   * notification or the reconciliation by reference will link it).
   */
  async reconcile(row: PaymentRow, log: PaymentLog = silentLog): Promise<void> {
    if (!row.providerPaymentId) return;
    try {
      await this.deps.updates.applyProviderUpdate(
        await this.deps.provider.getPayment(row.providerPaymentId),
        log,
      );
    } catch (err) {
      if (!(err instanceof PaymentProviderError)) throw err;
      log.warn({ err, paymentId: row.id }, "payment reconcile: provider unavailable");
    }
  }

  /**
   * One pass over the payments still undecided and untouched since `staleBefore`: each is asked about — by
   * provider id when the shop has one, else by the external reference the shop sent (the attempt's id).
   * An attempt the provider has no payment for by then was never charged: it is rejected (`not_charged`)
   * and its coupon uses go back. Failures are logged; the next pass tries again.
   */
  async reconcileStale(opts: {
    staleBefore: Date;
    batchSize: number;
    log: PaymentLog;
  }): Promise<ReconcilePass> {
    const { provider, updates } = this.deps;
    const { staleBefore, log } = opts;
    const stale = await this.deps.db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.provider, provider.name),
          inArray(payments.status, [...AWAITING]),
          lt(payments.updatedAt, staleBefore),
        ),
      )
      .orderBy(asc(payments.updatedAt))
      .limit(opts.batchSize);
    const pass: ReconcilePass = { checked: stale.length, updated: 0, notCharged: 0 };
    for (const row of stale) {
      try {
        if (row.providerPaymentId) {
          await this.reconcile(row, log);
          const after = await this.deps.reads.row(row.id);
          if (after && after.status !== row.status) pass.updated++;
          continue;
        }
        const found = await provider.findByExternalReference(row.id);
        if (found) {
          if (await updates.applyProviderUpdate(found, log)) pass.updated++;
          log.warn({ paymentId: row.id, status: found.status }, "payment reconciled by its reference");
        } else if (await updates.rejectUnpaid(row.id, { detail: NOT_CHARGED, staleBefore })) {
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

  /**
   * Re-fetches a provider payment named by a notification and applies it, without making the caller wait;
   * failures are logged (the provider notifies again on the next change, and `reconcile` can be called).
   */
  syncInBackground(providerPaymentId: string, log: PaymentLog = silentLog): void {
    const task = this.deps.provider
      .getPayment(providerPaymentId)
      .then((payment) => this.deps.updates.applyProviderUpdate(payment, log))
      .then(
        (applied) => {
          if (!applied)
            log.warn({ providerPaymentId }, "payment notification for a payment the shop does not know");
        },
        (err: unknown) => log.error({ err, providerPaymentId }, "payment notification could not be applied"),
      );
    this.background.add(task);
    void task.finally(() => this.background.delete(task));
  }

  /** Resolves when the notifications being applied in the background are done (shutdown, tests). */
  async idle(): Promise<void> {
    while (this.background.size > 0) await Promise.all([...this.background]);
  }
}
