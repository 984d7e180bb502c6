import type { Db } from "#server/db/client.ts";
import { isUniqueViolation } from "#server/db/errors.ts";
import { StaleVersionError } from "#server/modules/editing/versioned-update.ts";
import type { Tx } from "#server/modules/staff/sessions.ts";
import type { EditResult } from "#server/modules/editing/edit-result.ts";

/**
 * Runs one save in one transaction. A stale version or a taken slug (the unique index decides, not a
 * check before) ends it with nothing stored and comes back as a refusal. Refusals the work finds itself
 * must come before its first write.
 */
export async function saving(
  db: Db,
  slugTaken: string,
  work: (tx: Tx) => Promise<EditResult>,
): Promise<EditResult> {
  try {
    return await db.transaction(work);
  } catch (err) {
    if (err instanceof StaleVersionError) return { ok: false, code: "stale", lastChange: err.lastChange };
    if (isUniqueViolation(err)) return invalid("slug", slugTaken);
    throw err;
  }
}

export function invalid(field: string, message: string): EditResult {
  return { ok: false, code: "invalid", errors: { [field]: message } };
}
