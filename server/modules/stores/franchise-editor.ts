import { asc, eq, sql } from "drizzle-orm";
import type { FranchiseInput } from "#domain/stores/franchise-form.ts";
import { STORE_ADMIN_MESSAGES as M } from "#domain/stores/messages.ts";
import { FRANCHISE_SCOPED_ROLES } from "#domain/staff/permissions.ts";
import type { Db } from "#server/db/client.ts";
import { franchises } from "#server/db/schema/index.ts";
import { audit, saving } from "#server/modules/editing/saving.ts";
import type { EditResult } from "#server/modules/editing/edit-result.ts";
import { updateVersioned } from "#server/modules/editing/versioned-update.ts";
import { ForbiddenError, requirePermission } from "#server/modules/staff/access.ts";
import type { Acting } from "#server/modules/staff/types.ts";

const ENTITY = "franchise";

export type FranchiseRow = typeof franchises.$inferSelect;

const columns = (input: FranchiseInput) => ({
  name: input.name,
  fiservId: input.fiserv_id || null,
  contactEmail: input.contact_email || null,
});
const audited = (f: FranchiseRow) => ({ name: f.name, fiserv_id: f.fiservId, contact_email: f.contactEmail });
const branchCount = sql<number>`(select count(*)::int from stores s where s.franchise_id = "franchises"."id")`;

/** The back office's franchises: the central team edits them; a franchise account only reads its own. */
export class FranchiseEditor {
  constructor(private readonly db: Db) {}

  /** Only the central team changes franchises: a franchise account is refused (ForbiddenError). */
  async requireCentral(acting: Acting): Promise<void> {
    requirePermission(acting.actor, "branches.edit");
    if (FRANCHISE_SCOPED_ROLES.includes(acting.actor.role)) throw new ForbiddenError("branches.edit");
  }

  async list(acting: Acting) {
    requirePermission(acting.actor, "branches.read");
    const own = FRANCHISE_SCOPED_ROLES.includes(acting.actor.role);
    return this.db
      .select({
        id: franchises.id,
        name: franchises.name,
        fiservId: franchises.fiservId,
        contactEmail: franchises.contactEmail,
        branches: branchCount,
      })
      .from(franchises)
      .where(own ? eq(franchises.id, acting.actor.franchiseId ?? "") : undefined)
      .orderBy(asc(franchises.name), asc(franchises.id));
  }

  async get(acting: Acting, id: string): Promise<FranchiseRow | null> {
    requirePermission(acting.actor, "branches.read");
    const [row] = await this.db.select().from(franchises).where(eq(franchises.id, id));
    if (!row) return null;
    requirePermission(acting.actor, "branches.read", row.id);
    return row;
  }

  async create(acting: Acting, input: FranchiseInput): Promise<EditResult> {
    await this.requireCentral(acting);
    return saving(this.db, M.required, async (tx) => {
      const [row] = await tx.insert(franchises).values(columns(input)).returning();
      await audit(tx, acting, {
        entity: ENTITY,
        entityId: row!.id,
        action: "created",
        before: null,
        after: audited(row!),
      });
      return { ok: true, id: row!.id };
    });
  }

  async update(acting: Acting, id: string, version: number, input: FranchiseInput): Promise<EditResult> {
    await this.requireCentral(acting);
    return saving(this.db, M.required, async (tx) => {
      const [before] = await tx.select().from(franchises).where(eq(franchises.id, id)).for("update");
      if (!before) return { ok: false, code: "not_found" };
      const after = await updateVersioned(tx, franchises, ENTITY, id, version, columns(input));
      await audit(tx, acting, {
        entity: ENTITY,
        entityId: id,
        action: "updated",
        before: audited(before),
        after: audited(after),
      });
      return { ok: true, id };
    });
  }
}
