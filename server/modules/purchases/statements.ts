/**
 * Loads purchases and their events from the stored rows and states them (domain/purchases/statement.ts): the
 * one place a page, a mail or an export gets a purchase's figures from. A batch of purchases costs six
 * queries, read in one snapshot so a refund or a visit written meanwhile is seen by all of them or by none.
 */
import { asc, eq, inArray } from "drizzle-orm";
import { purchaseStatement, type PurchaseStatement } from "#domain/purchases/statement.ts";
import type { Db, Tx } from "#server/db/client.ts";
import {
  paymentItems,
  paymentRefundLines,
  paymentRefunds,
  payments,
  sessionEntitlements,
  visitAreas,
  visits,
} from "#server/db/schema/index.ts";
import { purchaseEvents } from "./events.ts";

/** The statements of the given payments, by id, read in one snapshot; an unknown id has none. */
export function loadStatements(
  db: Db,
  paymentIds: readonly string[],
): Promise<Map<string, PurchaseStatement>> {
  if (paymentIds.length === 0) return Promise.resolve(new Map());
  return db.transaction((tx) => readStatements(tx, paymentIds), {
    isolationLevel: "repeatable read",
    accessMode: "read only",
  });
}

/** The same inside a transaction of the caller's, which sees its own writes (a refund being recorded). */
export async function readStatements(
  tx: Tx,
  paymentIds: readonly string[],
): Promise<Map<string, PurchaseStatement>> {
  const ids = [...new Set(paymentIds)];
  if (ids.length === 0) return new Map();
  const rows = await readRows(tx, ids);
  const of = <T extends { paymentId: string }>(list: readonly T[], id: string) =>
    list.filter((r) => r.paymentId === id);
  const statements = new Map<string, PurchaseStatement>();
  for (const payment of rows.paid) {
    const events = purchaseEvents({
      payment,
      refunds: of(rows.refunds, payment.id).map((r) => ({
        ...r,
        lines: rows.refundLines.filter((l) => l.refundId === r.id),
      })),
      entitlements: of(rows.entitlements, payment.id),
      visitAreas: of(rows.held, payment.id),
    });
    const purchase = { storeId: payment.storeId, lines: of(rows.lines, payment.id) };
    statements.set(payment.id, purchaseStatement(purchase, events));
  }
  return statements;
}

export async function loadStatement(db: Db, paymentId: string): Promise<PurchaseStatement | null> {
  return (await loadStatements(db, [paymentId])).get(paymentId) ?? null;
}

async function readRows(tx: Tx, ids: string[]) {
  const paid = await tx.select().from(payments).where(inArray(payments.id, ids));
  const lines = await tx
    .select()
    .from(paymentItems)
    .where(inArray(paymentItems.paymentId, ids))
    .orderBy(asc(paymentItems.position));
  const refunds = await tx
    .select()
    .from(paymentRefunds)
    .where(inArray(paymentRefunds.paymentId, ids))
    .orderBy(asc(paymentRefunds.createdAt), asc(paymentRefunds.id));
  const refundLines = await tx
    .select({
      refundId: paymentRefundLines.refundId,
      productId: paymentRefundLines.productId,
      sessions: paymentRefundLines.sessions,
    })
    .from(paymentRefundLines)
    .innerJoin(paymentRefunds, eq(paymentRefunds.id, paymentRefundLines.refundId))
    .where(inArray(paymentRefunds.paymentId, ids));
  const entitlements = await tx
    .select()
    .from(sessionEntitlements)
    .where(inArray(sessionEntitlements.paymentId, ids));
  const held = await tx
    .select({
      paymentId: sessionEntitlements.paymentId,
      productId: sessionEntitlements.productId,
      visitId: visits.id,
      status: visits.status,
      createdAt: visits.createdAt,
      updatedAt: visits.updatedAt,
    })
    .from(visitAreas)
    .innerJoin(sessionEntitlements, eq(sessionEntitlements.id, visitAreas.entitlementId))
    .innerJoin(visits, eq(visits.id, visitAreas.visitId))
    .where(inArray(sessionEntitlements.paymentId, ids))
    .orderBy(asc(visits.createdAt), asc(visits.id), asc(visitAreas.position));
  return { paid, lines, refunds, refundLines, entitlements, held };
}
