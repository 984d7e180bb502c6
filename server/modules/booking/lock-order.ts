/**
 * The one order in which a transaction that changes a customer's sessions takes its locks: her areas'
 * entitlements first, in id order, then her visits. A refund locks the entitlements and then cancels the
 * visits it takes areas off; a mark, a move or a cancellation that locked the visit first and its areas after
 * would wait on the refund while the refund waits on it, and PostgreSQL would end one of them as a deadlock.
 */
import { asc, eq, inArray } from "drizzle-orm";
import type { Tx } from "#server/db/client.ts";
import { sessionEntitlements, visits } from "#server/db/schema/index.ts";

/** Locks every entitlement of the customer (`accountId`) or of the visit's customer (`visitId`). */
export async function lockSessionsOf(tx: Tx, owner: { accountId: string } | { visitId: string }) {
  const whose =
    "accountId" in owner
      ? eq(sessionEntitlements.accountId, owner.accountId)
      : inArray(
          sessionEntitlements.accountId,
          tx.select({ id: visits.accountId }).from(visits).where(eq(visits.id, owner.visitId)),
        );
  await tx
    .select({ id: sessionEntitlements.id })
    .from(sessionEntitlements)
    .where(whose)
    .orderBy(asc(sessionEntitlements.id))
    .for("update");
}
