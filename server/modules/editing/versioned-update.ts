import { and, desc, eq, sql } from "drizzle-orm";
import type { PgColumn, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Db, Tx } from "#server/db/client.ts";
import { auditLog, staffAccounts } from "#server/db/schema/index.ts";

type VersionedTable = PgTable & { version: PgColumn };

/** Who saved a row last and when, from the audit log (nulls when the log does not know). */
export interface LastChange {
  by: string | null;
  at: Date | null;
}

/** Someone saved the row after the form was opened: the change is refused, their values stay. */
export class StaleVersionError extends Error {
  constructor(readonly lastChange: LastChange) {
    super("stale version");
    this.name = "StaleVersionError";
  }
}

/** A staff member as people name them: "Name (email)", or the e-mail alone. */
const staffLabel = (name: string | null, email: string | null) =>
  email ? (name ? `${name} (${email})` : email) : null;

export async function lastChange(tx: Tx | Db, entity: string, entityId: string): Promise<LastChange> {
  const [row] = await tx
    .select({ at: auditLog.at, name: staffAccounts.name, email: staffAccounts.email })
    .from(auditLog)
    .leftJoin(staffAccounts, eq(staffAccounts.id, auditLog.staffId))
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(1);
  return row ? { by: staffLabel(row.name, row.email), at: row.at } : { by: null, at: null };
}

/**
 * `update … where id = $id and version = $version returning *`, the version raised by one. Zero rows
 * means someone saved first: it throws StaleVersionError naming them (from the audit log of `entity`),
 * and the caller's transaction rolls back, so nothing of the change is kept. `key` is the row's key column
 * (its id unless the table is keyed otherwise).
 */
export async function updateVersioned<T extends VersionedTable>(
  tx: Tx,
  table: T,
  entity: string,
  id: string | number,
  version: number,
  values: PgUpdateSetSource<T>,
  key: PgColumn = (table as unknown as { id: PgColumn }).id,
): Promise<T["$inferSelect"]> {
  const rows = (await tx
    .update(table)
    .set({ ...values, version: sql`${table.version} + 1` } as PgUpdateSetSource<T>)
    .where(and(eq(key, id), eq(table.version, version)))
    .returning()) as T["$inferSelect"][];
  if (rows[0]) return rows[0];
  throw new StaleVersionError(await lastChange(tx, entity, String(id)));
}
