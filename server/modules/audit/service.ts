import { and, count, desc, eq, exists, gte, lt, sql, type SQL } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { auditLog, staffAccounts } from "#server/db/schema/index.ts";
import type { Acting } from "#server/modules/staff/types.ts";
import { requirePermission } from "#server/modules/staff/access.ts";
import { AUDIT_PAGE_SIZE } from "#domain/staff/audit-filters.ts";
import type { AuditNames } from "#domain/audit/fields.ts";
import type { StoredAuditRow } from "#domain/audit/view.ts";
import { auditNames } from "./names.ts";

export interface AuditFilters {
  staffId?: string;
  entity?: string;
  /** Inclusive start, an instant. */
  from?: Date;
  /** Exclusive end, an instant. */
  to?: Date;
  page: number;
}

/** A row of the log with the person who made the change (the domain reads it as a sentence). */
export type AuditRow = StoredAuditRow;

/** Reads the audit log (the writing is `writeAudit`, inside each change's transaction). */
export class AuditService {
  constructor(private readonly db: Db) {}

  /** A page of the log, with the names of the records its rows refer to by id. */
  async list(
    { actor }: Acting,
    filters: AuditFilters,
  ): Promise<{ rows: AuditRow[]; total: number; names: AuditNames }> {
    requirePermission(actor, "audit.read");
    const where: SQL[] = [];
    if (filters.staffId) where.push(eq(auditLog.staffId, filters.staffId));
    if (filters.entity) where.push(eq(auditLog.entity, filters.entity));
    if (filters.from) where.push(gte(auditLog.at, filters.from));
    if (filters.to) where.push(lt(auditLog.at, filters.to));
    const condition = where.length > 0 ? and(...where) : undefined;
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          id: auditLog.id,
          at: auditLog.at,
          staffId: auditLog.staffId,
          staffEmail: staffAccounts.email,
          staffName: staffAccounts.name,
          ip: auditLog.ip,
          entity: auditLog.entity,
          entityId: auditLog.entityId,
          action: auditLog.action,
          before: auditLog.before,
          after: auditLog.after,
        })
        .from(auditLog)
        .leftJoin(staffAccounts, eq(staffAccounts.id, auditLog.staffId))
        .where(condition)
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(AUDIT_PAGE_SIZE)
        .offset((Math.max(1, filters.page) - 1) * AUDIT_PAGE_SIZE),
      this.db.select({ n: count() }).from(auditLog).where(condition),
    ]);
    return { rows, total: total?.n ?? 0, names: await auditNames(this.db, rows) };
  }

  /** The people who appear in the log, for the filter (each looked up in the log's index, not the whole log). */
  async people({ actor }: Acting): Promise<{ id: string; email: string; name: string }[]> {
    requirePermission(actor, "audit.read");
    return this.db
      .select({ id: staffAccounts.id, email: staffAccounts.email, name: staffAccounts.name })
      .from(staffAccounts)
      .where(
        exists(
          this.db
            .select({ one: sql`1` })
            .from(auditLog)
            .where(eq(auditLog.staffId, staffAccounts.id)),
        ),
      )
      .orderBy(staffAccounts.email);
  }

  /**
   * The entities that appear in the log, for the filter: one index step per entity (a loose index scan),
   * not a read of the whole log.
   */
  async entities({ actor }: Acting): Promise<string[]> {
    requirePermission(actor, "audit.read");
    const result = await this.db.execute(sql`
      with recursive e as (
        (select entity from audit_log order by entity limit 1)
        union all
        select (select a.entity from audit_log a where a.entity > e.entity order by a.entity limit 1)
        from e where e.entity is not null
      )
      select entity from e where entity is not null`);
    const rows = (result as unknown as { rows: { entity: string }[] }).rows;
    return rows.map((r) => r.entity);
  }
}
