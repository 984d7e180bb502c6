import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { BranchImpact } from "#domain/stores/branch-impact.ts";
import type { Db } from "#server/db/client.ts";
import { sessionEntitlements, visits } from "#server/db/schema/index.ts";

/**
 * What turning a branch off touches: its visits still to come, and the sessions not yet used (nor given
 * back) of the purchases made at it.
 */
export async function branchImpact(db: Db, storeId: string, now: Date): Promise<BranchImpact> {
  const [upcoming] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(visits)
    .where(and(eq(visits.storeId, storeId), eq(visits.status, "booked"), gt(visits.startsAt, now)));
  const [unused] = await db
    .select({
      n: sql<number>`coalesce(sum(${sessionEntitlements.sessionsTotal} - ${sessionEntitlements.sessionsUsed} - ${sessionEntitlements.sessionsCancelled}), 0)::int`,
    })
    .from(sessionEntitlements)
    .where(and(eq(sessionEntitlements.storeId, storeId), isNull(sessionEntitlements.cancelledAt)));
  return { visits: upcoming?.n ?? 0, sessions: unused?.n ?? 0 };
}
