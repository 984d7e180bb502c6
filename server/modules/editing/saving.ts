import { sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db, Tx } from "#server/db/client.ts";
import { isUniqueViolation } from "#server/db/errors.ts";
import { writeAudit, type AuditEntry } from "#server/modules/audit/writer.ts";
import { StaleVersionError } from "./versioned-update.ts";
import type { Acting } from "#server/modules/staff/types.ts";
import type { EditResult } from "./edit-result.ts";

/**
 * Runs one save in one transaction. A stale version or a taken slug (or the `uniqueField` given) (the unique index decides, not a
 * check before) ends it with nothing stored and comes back as a refusal. Refusals the work finds itself
 * must come before its first write.
 */
export async function saving(
  db: Db,
  slugTaken: string,
  work: (tx: Tx) => Promise<EditResult>,
  uniqueField = "slug",
): Promise<EditResult> {
  try {
    return await db.transaction(work);
  } catch (err) {
    if (err instanceof StaleVersionError) return { ok: false, code: "stale", lastChange: err.lastChange };
    if (isUniqueViolation(err)) return invalid(uniqueField, slugTaken);
    throw err;
  }
}

export function invalid(field: string, message: string): EditResult {
  return { ok: false, code: "invalid", errors: { [field]: message } };
}

/** The audit row of a change made by `acting`, in the change's transaction. */
export function audit(tx: Tx, acting: Acting, entry: AuditEntry) {
  return writeAudit(tx, { staffId: acting.actor.id, ip: acting.ip }, entry);
}

/** The position after the last one of a table: new rows go to the end of the list. */
export async function nextPosition(tx: Tx, table: PgTable, position: PgColumn): Promise<number> {
  const [last] = await tx.select({ n: sql<number>`coalesce(max(${position}), -1)` }).from(table);
  return Number(last?.n ?? -1) + 1;
}
