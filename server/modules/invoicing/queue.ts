/**
 * Queueing vouchers, in the transaction of the change that calls for them: the sale's approval queues its
 * invoice, a recorded refund or a chargeback its credit note (server/modules/payments/effects.ts). Each voucher
 * is a row (one invoice per sale, one credit note per refund or chargeback: unique indexes) and a job of its
 * own (`invoicing.voucher`, keyed by the voucher), run by server/modules/invoicing/issuer.ts.
 */
import { and, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { voucherAmountOf } from "#domain/invoicing/build.ts";
import type { WaitingReason } from "#domain/invoicing/states.ts";
import type { Db, Tx } from "#server/db/client.ts";
import { jobs, paymentRefunds, payments, stores, vouchers } from "#server/db/schema/index.ts";
import { enqueueJob } from "#server/jobs/enqueue.ts";
import { APPROVED_ONCE_SQL } from "#server/modules/purchases/net-sql.ts";
import { readStatements } from "#server/modules/purchases/statements.ts";

export const VOUCHER_JOB = "invoicing.voucher";
const jobKey = (voucherId: string) => `${VOUCHER_JOB}:${voucherId}`;

type PaymentFacts = Pick<typeof payments.$inferSelect, "id" | "storeId">;

/** Queues the voucher's job once (a job already waiting for it is enough). */
export async function queueVoucherJob(tx: Pick<Db, "insert">, voucherId: string): Promise<void> {
  await enqueueJob(tx, VOUCHER_JOB, { voucherId }, { key: jobKey(voucherId) });
}

/** Queues it again after staff's 'Reintentar' or new settings: a job kept as failed gives way to a new one. */
export async function requeueVoucherJob(tx: Tx, voucherId: string): Promise<void> {
  await tx.delete(jobs).where(and(eq(jobs.key, jobKey(voucherId)), isNotNull(jobs.failedAt)));
  await queueVoucherJob(tx, voucherId);
}

/** The sale's invoice, for what the statement says was paid. Runs on every approval; queues once. */
export async function queueInvoice(tx: Tx, payment: PaymentFacts): Promise<void> {
  const [existing] = await tx
    .select({ id: vouchers.id })
    .from(vouchers)
    .where(and(eq(vouchers.paymentId, payment.id), eq(vouchers.kind, "invoice")));
  if (existing) return;
  const statement = (await readStatements(tx, [payment.id])).get(payment.id);
  const amount = statement ? voucherAmountOf("sale", statement) : null;
  if (amount === null) return;
  const franchiseId = await franchiseOf(tx, payment.storeId);
  const [row] = await tx
    .insert(vouchers)
    .values({
      paymentId: payment.id,
      kind: "invoice",
      cause: "sale",
      franchiseId,
      amount,
      waiting: franchiseId ? null : ("sin_franquicia" satisfies WaitingReason),
    })
    .onConflictDoNothing()
    .returning({ id: vouchers.id });
  if (row && franchiseId) await queueVoucherJob(tx, row.id);
}

/**
 * The credit notes of a sale's refunds not yet credited, and of its chargeback: each cites the sale's invoice,
 * and waits for it when it is not authorised yet. A sale invoiced before invoicing existed has none to cite.
 */
export async function queueCreditNotes(tx: Tx, payment: PaymentFacts & { status: string }): Promise<void> {
  const [invoice] = await tx
    .select()
    .from(vouchers)
    .where(and(eq(vouchers.paymentId, payment.id), eq(vouchers.kind, "invoice")));
  if (!invoice) return;
  const uncredited = await tx
    .select({ id: paymentRefunds.id, amount: paymentRefunds.amount })
    .from(paymentRefunds)
    .leftJoin(vouchers, eq(vouchers.refundId, paymentRefunds.id))
    .where(and(eq(paymentRefunds.paymentId, payment.id), isNull(vouchers.id)));
  const notes: { refundId: string | null; amount: number; cause: "refund" | "chargeback" }[] = uncredited.map(
    (r) => ({ refundId: r.id, amount: r.amount, cause: "refund" }),
  );
  if (payment.status === "charged_back") {
    const statement = (await readStatements(tx, [payment.id])).get(payment.id);
    const amount = statement ? voucherAmountOf("chargeback", statement) : null;
    if (amount !== null) notes.push({ refundId: null, amount, cause: "chargeback" });
  }
  const ready = invoice.state === "autorizada";
  for (const note of notes) {
    const [row] = await tx
      .insert(vouchers)
      .values({
        paymentId: payment.id,
        kind: "credit_note",
        cause: note.cause,
        refundId: note.refundId,
        invoiceId: invoice.id,
        franchiseId: invoice.franchiseId,
        amount: note.amount,
        waiting: ready ? null : ("factura_sin_autorizar" satisfies WaitingReason),
      })
      .onConflictDoNothing()
      .returning({ id: vouchers.id });
    if (row && ready) await queueVoucherJob(tx, row.id);
  }
}

/** Once an invoice is authorised, the credit notes that waited for it are queued. */
export async function releaseCreditNotes(tx: Tx, invoiceId: string): Promise<void> {
  const released = await tx
    .update(vouchers)
    .set({ waiting: null })
    .where(and(eq(vouchers.invoiceId, invoiceId), eq(vouchers.waiting, "factura_sin_autorizar")))
    .returning({ id: vouchers.id });
  for (const { id } of released) await queueVoucherJob(tx, id);
}

/** A franchise's invoicing was set up: its vouchers that waited for it are queued. */
export async function releaseFranchiseVouchers(tx: Tx, franchiseId: string): Promise<void> {
  const released = await tx
    .update(vouchers)
    .set({ waiting: null })
    .where(
      and(
        eq(vouchers.franchiseId, franchiseId),
        eq(vouchers.state, "pendiente"),
        eq(vouchers.waiting, "sin_configuracion"),
      ),
    )
    .returning({ id: vouchers.id });
  for (const { id } of released) await queueVoucherJob(tx, id);
}

/**
 * The vouchers of sales approved before invoicing was set up (the demo's seeded sales): each approved sale's
 * invoice and its refunds' and chargeback's credit notes, queued as the effects would have.
 */
export async function queueMissingVouchers(db: Db): Promise<number> {
  const sales = await db
    .select({ id: payments.id, storeId: payments.storeId, status: payments.status })
    .from(payments)
    .leftJoin(vouchers, and(eq(vouchers.paymentId, payments.id), eq(vouchers.kind, "invoice")))
    .where(and(sql`${payments.status} in ${APPROVED_ONCE_SQL}`, isNull(vouchers.id)));
  for (const sale of sales) {
    await db.transaction(async (tx) => {
      await queueInvoice(tx, sale);
      await queueCreditNotes(tx, sale);
    });
  }
  return sales.length;
}

async function franchiseOf(tx: Tx, storeId: string | null): Promise<string | null> {
  if (!storeId) return null;
  const [store] = await tx
    .select({ franchiseId: stores.franchiseId })
    .from(stores)
    .where(inArray(stores.id, [storeId]));
  return store?.franchiseId ?? null;
}
