/**
 * Every change of a stored payment's status, and what the transition sets off (effects.ts): the provider's view of a
 * payment (its answer to the create call, a notification, a reconciliation) and the rejections decided
 * without a provider payment (a refused request, an attempt never charged). All of them end in `write`,
 * the one place the status and its effects are written.
 */
import { and, eq, isNull, or } from "drizzle-orm";
import type { Db, Tx } from "#server/db/client.ts";
import { payments } from "#server/db/schema/index.ts";
import type { PaymentsProviderName, ProviderPayment } from "#server/payments/provider.ts";
import { silentLog, type PaymentLog } from "./log.ts";
import { isUuid } from "#domain/validation/uuid.ts";
import { effectsOf } from "./effects.ts";
import type { PaymentRow } from "./payment-reads.ts";
import { recordRefunds, type RecordedRefund } from "./refund-records.ts";
import { NOT_CHARGED, REQUEST_REFUSED } from "./result.ts";
import { acceptsTransition, type PaymentTransition } from "./transitions.ts";

export interface StatusUpdatesDeps {
  db: Db;
  /** The provider the payments belong to (payments.provider). */
  providerName: PaymentsProviderName;
  now: () => Date;
}

/** Why an attempt is rejected without a provider payment, with the provider's cause codes when it refused. */
export type UnpaidRejection =
  | { detail: typeof REQUEST_REFUSED; codes: string[] }
  /** Only when the attempt has been untouched since `staleBefore`. */
  | { detail: typeof NOT_CHARGED; staleBefore: Date };

export class PaymentStatusUpdates {
  constructor(private readonly deps: StatusUpdatesDeps) {}

  /**
   * Applies the provider's view of a payment: links it to the stored attempt (by provider id, or by the
   * external reference the shop sent), moves its status forward if the update is not stale, and sets off
   * what the new status means, each effect once. Returns null for a payment the shop does not know.
   */
  async applyProviderUpdate(
    update: ProviderPayment,
    log: PaymentLog = silentLog,
  ): Promise<PaymentRow | null> {
    return this.deps.db.transaction(async (tx) => {
      const byReference = update.externalReference && isUuid(update.externalReference);
      const [row] = await tx
        .select()
        .from(payments)
        .where(
          or(
            and(eq(payments.provider, this.deps.providerName), eq(payments.providerPaymentId, update.id)),
            byReference
              ? and(eq(payments.id, update.externalReference!), isNull(payments.providerPaymentId))
              : undefined,
          ),
        )
        .limit(1)
        .for("update");
      if (!row) return null;
      // The provider charges what the shop asked for; a payment for another amount approves nothing here.
      if (update.transactionAmount !== row.totalFinanced) {
        log.error(
          { paymentId: row.id, expected: row.totalFinanced, got: update.transactionAmount },
          "provider payment amount does not match the attempt; update ignored",
        );
        return row;
      }
      const linking = row.providerPaymentId === null;
      // An attempt recorded as refused outright (or as never charged) has, after all, a payment: the
      // provider's word wins.
      const refusedAfterAll =
        linking && (row.statusDetail === REQUEST_REFUSED || row.statusDetail === NOT_CHARGED);
      if (refusedAfterAll) {
        log.error(
          { paymentId: row.id, status: update.status },
          "a payment exists for an attempt refused earlier",
        );
      }
      const accepted = refusedAfterAll || acceptsTransition(row.status, update.status);
      if (!accepted && !linking) return row;
      const status = accepted ? update.status : row.status;
      const now = this.deps.now();
      const refunds = accepted ? await recordRefunds(tx, row, update, now) : [];
      return this.write(
        tx,
        row,
        {
          providerPaymentId: update.id,
          paymentTypeId: update.paymentTypeId || row.paymentTypeId,
          issuerId: update.issuerId ?? row.issuerId,
          cardLastFour: update.card?.lastFourDigits ?? row.cardLastFour,
          paidAmount: update.totalPaidAmount,
          ...(accepted ? { status: update.status, statusDetail: update.statusDetail, errorCodes: null } : {}),
          ...(status === "approved" && !row.approvedAt ? { approvedAt: approvedAt(update, now) } : {}),
          // What was given back only grows: an older view of the payment never undoes a refund.
          ...(accepted ? { refundedAmount: Math.max(row.refundedAmount, update.amountRefunded) } : {}),
        },
        now,
        refunds,
      );
    });
  }

  /**
   * Rejects an attempt that is still pending and has no provider payment: the provider refused the request
   * itself, or never received it. Returns the rejected row, or null when the attempt had moved on.
   */
  async rejectUnpaid(paymentId: string, why: UnpaidRejection): Promise<PaymentRow | null> {
    return this.deps.db.transaction(async (tx) => {
      const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for("update");
      if (!row || row.status !== "pending" || row.providerPaymentId !== null) return null;
      if (why.detail === NOT_CHARGED && row.updatedAt >= why.staleBefore) return null;
      const codes = why.detail === REQUEST_REFUSED ? { errorCodes: why.codes } : {};
      return this.write(tx, row, { status: "rejected", statusDetail: why.detail, ...codes }, this.deps.now());
    });
  }

  /**
   * The one place a payment's status is written, then what the transition sets off (effects.ts), in order and
   * in this transaction; an effect marked `once` runs while its column is empty, and the columns are set after.
   */
  private async write(
    tx: Tx,
    row: PaymentRow,
    change: Partial<typeof payments.$inferInsert>,
    now: Date,
    refunds: readonly RecordedRefund[] = [],
  ): Promise<PaymentRow> {
    const [written] = await tx
      .update(payments)
      .set({ ...change, updatedAt: now })
      .where(eq(payments.id, row.id))
      .returning();
    const updated = written!;
    const transition: PaymentTransition = { status: updated.status, at: now, refunds };
    const marks: Partial<typeof payments.$inferInsert> = {};
    for (const { run, once } of effectsOf(transition)) {
      if (once && updated[once]) continue;
      await run(tx, updated, transition);
      if (once) marks[once] = now;
    }
    if (Object.keys(marks).length === 0) return updated;
    const [marked] = await tx.update(payments).set(marks).where(eq(payments.id, row.id)).returning();
    return marked!;
  }
}

function approvedAt(update: ProviderPayment, now: Date): Date {
  const at = update.dateApproved ? new Date(update.dateApproved) : null;
  return at && !Number.isNaN(at.getTime()) ? at : now;
}
