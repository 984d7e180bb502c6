/**
 * The sandbox's refunds (POST/GET /v1/payments/:id/refunds): one row per X-Idempotency-Key, the payment row
 * locked while a refund is decided, so racing refunds never give back more than was paid.
 */
import { eq } from "drizzle-orm";
import type { Db, Tx } from "#server/db/client.ts";
import { sandboxPayments, sandboxRefunds } from "#server/db/schema/index.ts";
import { SandboxError, badRequest, notFound } from "./errors.ts";

type PaymentRow = typeof sandboxPayments.$inferSelect;
type RefundRow = typeof sandboxRefunds.$inferSelect;

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

/** A refund body's amount in centavos (pesos on the wire), or undefined for "all that is left". */
function refundAmount(body: unknown): number | undefined {
  const amount = body && typeof body === "object" ? (body as { amount?: unknown }).amount : undefined;
  if (amount === undefined || amount === null) return undefined;
  if (typeof amount !== "number" || !Number.isFinite(amount)) {
    throw badRequest("amount must be numeric", [{ code: 4041, description: "amount must be numeric" }]);
  }
  if (amount <= 0) {
    throw badRequest("amount must be positive", [{ code: 4040, description: "amount must be positive" }]);
  }
  return Math.round(amount * 100);
}

export function refundsOf(db: Db | Tx, paymentId: number): Promise<RefundRow[]> {
  return db
    .select()
    .from(sandboxRefunds)
    .where(eq(sandboxRefunds.paymentId, paymentId))
    .orderBy(sandboxRefunds.id);
}

/**
 * Decides one refund in `tx`: the same key answers with its earlier refund; otherwise `amount` (all that is
 * left without one) is given back and `changed` runs with the updated payment (charges, notifications).
 */
export async function refundInTx(
  tx: Tx,
  request: { id: string; body: unknown; idempotencyKey: string | undefined; now: Date },
  changed: (tx: Tx, payment: PaymentRow) => Promise<void>,
): Promise<{ row: RefundRow; created: boolean }> {
  const { idempotencyKey, now } = request;
  if (!idempotencyKey || !IDEMPOTENCY_KEY.test(idempotencyKey)) {
    throw badRequest("Header X-Idempotency-Key can't be null", [
      { code: 4292, description: "Header X-Idempotency-Key can't be null" },
    ]);
  }
  const requested = refundAmount(request.body);
  const numeric = /^\d{1,18}$/.test(request.id) ? Number(request.id) : null;
  const [payment] =
    numeric === null
      ? []
      : await tx.select().from(sandboxPayments).where(eq(sandboxPayments.id, numeric)).for("update");
  if (!payment) throw notFound("Payment not found", [{ code: 2000, description: "Payment not found" }]);
  const [earlier] = await tx
    .select()
    .from(sandboxRefunds)
    .where(eq(sandboxRefunds.idempotencyKey, idempotencyKey));
  if (earlier) {
    if (earlier.paymentId !== payment.id) {
      throw new SandboxError(409, "conflict", "this X-Idempotency-Key was used for another payment");
    }
    return { row: earlier, created: false };
  }
  const left = payment.transactionAmount - payment.amountRefunded;
  if (payment.status !== "approved" || left <= 0) {
    throw badRequest("Invalid action for the payment status", [
      { code: 2063, description: `cannot refund a payment in status ${payment.status}` },
    ]);
  }
  const amount = requested ?? left;
  if (amount > left) {
    throw badRequest("The amount to refund is greater than what is left of the payment", [
      { code: 4040, description: "amount must be at most what is left to refund" },
    ]);
  }
  const [row] = await tx
    .insert(sandboxRefunds)
    .values({ paymentId: payment.id, amount, idempotencyKey, dateCreated: now })
    .returning();
  const full = amount === left;
  const [updated] = await tx
    .update(sandboxPayments)
    .set({
      amountRefunded: payment.amountRefunded + amount,
      status: full ? "refunded" : "approved",
      statusDetail: full ? "refunded" : "partially_refunded",
      dateLastUpdated: now,
    })
    .where(eq(sandboxPayments.id, payment.id))
    .returning();
  await changed(tx, updated!);
  return { row: row!, created: true };
}

/** A refund made in the provider's panel: all that was left, recorded as a refund of its own. */
export async function recordPanelRefund(tx: Tx, payment: PaymentRow, amount: number, now: Date) {
  await tx.insert(sandboxRefunds).values({
    paymentId: payment.id,
    amount,
    idempotencyKey: `panel-${payment.id}-${now.getTime()}`,
    dateCreated: now,
  });
}
