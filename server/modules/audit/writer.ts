import type { Db } from "#server/db/client.ts";
import { auditLog } from "#server/db/schema/index.ts";

/** Who made a change and from where. `staffId` is null for the command line. */
export interface AuditSource {
  staffId: string | null;
  ip: string | null;
}

export interface AuditEntry {
  entity: string;
  entityId: string;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/**
 * Writes one audit row. Call it with the transaction of the change itself: both are stored, or neither.
 * Secrets (hashes, TOTP secrets) must be left out of `before` and `after` by the caller.
 */
export async function writeAudit(tx: Pick<Db, "insert">, source: AuditSource, entry: AuditEntry) {
  await tx.insert(auditLog).values({
    staffId: source.staffId,
    ip: source.ip?.slice(0, 64) ?? null,
    entity: entry.entity,
    entityId: entry.entityId,
    action: entry.action,
    before: entry.before,
    after: entry.after,
  });
}
