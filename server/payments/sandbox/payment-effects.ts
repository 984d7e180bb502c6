// What a sandbox payment's change of status does, in its transaction: the card's charge is recorded or reversed,
// and a notification is queued for the shop.
import { and, eq, lte } from "drizzle-orm";
import type { Db, Tx } from "#server/db/client.ts";
import { sandboxCharges, sandboxPayments } from "#server/db/schema/index.ts";
import { queueNotification } from "./notifications.ts";

type PaymentRow = typeof sandboxPayments.$inferSelect;

/** Records the card's charge of an approved payment (once). */
export async function charge(tx: Tx, payment: PaymentRow, now: Date) {
  await tx
    .insert(sandboxCharges)
    .values({
      paymentId: payment.id,
      cardFingerprint: payment.cardFingerprint,
      amount: payment.totalPaidAmount,
      createdAt: now,
    })
    .onConflictDoNothing();
}

/** Queues the shop's notification of `payment`, to its own address or the sandbox's default one. */
export function notify(
  tx: Tx,
  payment: PaymentRow,
  action: "payment.created" | "payment.updated",
  now: Date,
  defaultUrl: string,
) {
  return queueNotification(tx, {
    paymentId: payment.id,
    action,
    url: payment.notificationUrl ?? defaultUrl,
    now,
  });
}

/** After a payment changed status: charged when approved, reversed when given back, and the shop notified. */
export async function afterTransition(tx: Tx, payment: PaymentRow, now: Date, defaultUrl: string) {
  if (payment.status === "approved") await charge(tx, payment, now);
  if (payment.status === "refunded" || payment.status === "charged_back") {
    await tx.update(sandboxCharges).set({ reversedAt: now }).where(eq(sandboxCharges.paymentId, payment.id));
  }
  await notify(tx, payment, "payment.updated", now, defaultUrl);
}

/** Settles the in_process payments whose time has come; returns how many. */
export function settleDue(db: Db, now: Date, defaultUrl: string): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(sandboxPayments)
      .set({
        status: "approved",
        statusDetail: "accredited",
        settleAt: null,
        dateApproved: now,
        dateLastUpdated: now,
      })
      .where(and(eq(sandboxPayments.status, "in_process"), lte(sandboxPayments.settleAt, now)))
      .returning();
    for (const payment of rows) await afterTransition(tx, payment, now, defaultUrl);
    return rows.length;
  });
}
