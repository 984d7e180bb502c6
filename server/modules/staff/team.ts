import { and, asc, eq } from "drizzle-orm";
import type { StaffCreateInput, StaffRoleInput } from "#domain/staff/forms.ts";
import type { Role } from "#domain/staff/permissions.ts";
import type { Db, Tx } from "#server/db/client.ts";
import { isUniqueViolation } from "#server/db/errors.ts";
import { franchises, staffAccounts } from "#server/db/schema/index.ts";
import { hashPassword } from "#server/modules/accounts/passwords.ts";
import { writeAudit, type AuditSource } from "#server/modules/audit/writer.ts";
import { requirePermission } from "./access.ts";
import { queuePasswordLink } from "./password-links.ts";
import type { StaffSessions } from "./sessions.ts";
import type { Acting, StaffRefusal } from "./types.ts";
import type { TeamMember } from "#domain/staff/views.ts";

type StaffRow = typeof staffAccounts.$inferSelect;

export interface NewStaff extends StaffCreateInput {
  /** Given: stored at once. Absent: a set-password link is mailed. */
  password?: string;
  /** The demo seed's account, refused by production until its password is changed. */
  demoPassword?: boolean;
}

export type TeamResult<T = object> = ({ ok: true } & T) | StaffRefusal;

/** What the audit log keeps of a staff account: never its hashes or secrets. */
const audited = (s: Pick<StaffRow, "email" | "name" | "role" | "franchiseId" | "disabled">) => ({
  email: s.email,
  name: s.name,
  role: s.role,
  franchise_id: s.franchiseId,
  disabled: s.disabled,
});

/** The staff accounts and their roles (/admin/equipo, and the `npm run staff` command). */
export class StaffTeam {
  constructor(
    private readonly db: Db,
    private readonly sessions: StaffSessions,
  ) {}

  async list(acting: Acting): Promise<TeamMember[]> {
    requirePermission(acting.actor, "staff.manage");
    const rows = await this.db
      .select({ staff: staffAccounts, franchiseName: franchises.name })
      .from(staffAccounts)
      .leftJoin(franchises, eq(franchises.id, staffAccounts.franchiseId))
      .orderBy(asc(staffAccounts.email));
    return rows.map(({ staff: s, franchiseName }) => ({
      id: s.id,
      email: s.email,
      name: s.name,
      role: s.role,
      franchise_id: s.franchiseId,
      franchise_name: franchiseName,
      disabled: s.disabled,
      totp: s.totpSecret !== null,
      version: s.version,
      created_at: s.createdAt,
    }));
  }

  /** The franchises a franchise account can be tied to. */
  async franchises(acting: Acting): Promise<{ id: string; name: string }[]> {
    requirePermission(acting.actor, "staff.manage");
    return this.db
      .select({ id: franchises.id, name: franchises.name })
      .from(franchises)
      .orderBy(franchises.name);
  }

  async add(acting: Acting, input: NewStaff): Promise<TeamResult<{ id: string }>> {
    requirePermission(acting.actor, "staff.manage");
    return this.insert({ staffId: acting.actor.id, ip: acting.ip }, input);
  }

  /** The command line's way in (first owner): whoever can run it already holds the database. */
  addFromCommandLine(input: NewStaff): Promise<TeamResult<{ id: string }>> {
    return this.insert({ staffId: null, ip: null }, input);
  }

  async changeRole(acting: Acting, input: StaffRoleInput): Promise<TeamResult> {
    requirePermission(acting.actor, "staff.manage");
    if (input.id === acting.actor.id) return { ok: false, code: "self_change", field: "role" };
    const scope = await this.checkScope(this.db, input.role, input.franchise_id);
    if (scope) return scope;
    return this.update(acting, input.id, input.version, "role_changed", {
      role: input.role,
      franchiseId: input.franchise_id,
    });
  }

  async setDisabled(acting: Acting, id: string, disabled: boolean, version: number): Promise<TeamResult> {
    requirePermission(acting.actor, "staff.manage");
    if (id === acting.actor.id) return { ok: false, code: "self_change" };
    return this.update(acting, id, version, disabled ? "disabled" : "enabled", { disabled });
  }

  private async insert(source: AuditSource, input: NewStaff): Promise<TeamResult<{ id: string }>> {
    const email = input.email.trim().toLowerCase();
    const passwordHash = input.password ? await hashPassword(input.password) : null;
    try {
      return await this.db.transaction(async (tx) => {
        const scope = await this.checkScope(tx, input.role, input.franchise_id);
        if (scope) return scope;
        const [row] = await tx
          .insert(staffAccounts)
          .values({
            email,
            name: input.name,
            role: input.role,
            franchiseId: input.franchise_id,
            passwordHash,
            demoPassword: input.demoPassword ?? false,
          })
          .returning();
        await writeAudit(tx, source, {
          entity: "staff_account",
          entityId: row!.id,
          action: "created",
          before: null,
          after: audited(row!),
        });
        if (!passwordHash) await queuePasswordLink(tx, row!, "set");
        return { ok: true as const, id: row!.id };
      });
    } catch (err) {
      if (isUniqueViolation(err)) return { ok: false, code: "email_taken", field: "email" };
      throw err;
    }
  }

  private async update(
    acting: Acting,
    id: string,
    version: number,
    action: string,
    change: Partial<Pick<StaffRow, "role" | "franchiseId" | "disabled">>,
  ): Promise<TeamResult> {
    return this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(staffAccounts).where(eq(staffAccounts.id, id)).for("update");
      if (!before) return { ok: false, code: "not_found" } as const;
      const [after] = await tx
        .update(staffAccounts)
        .set({ ...change, version: before.version + 1 })
        .where(and(eq(staffAccounts.id, id), eq(staffAccounts.version, version)))
        .returning();
      if (!after) return { ok: false, code: "stale_version" } as const;
      // A new role or a disabled account takes effect at once: its sessions end.
      await this.sessions.destroyAll(tx, id);
      await writeAudit(
        tx,
        { staffId: acting.actor.id, ip: acting.ip },
        { entity: "staff_account", entityId: id, action, before: audited(before), after: audited(after) },
      );
      return { ok: true } as const;
    });
  }

  /** A franchise account names its franchise; no other role may. */
  private async checkScope(
    tx: Tx | Db,
    role: Role,
    franchiseId: string | null,
  ): Promise<StaffRefusal | null> {
    const field = "franchise_id";
    if (role !== "franchise") {
      return franchiseId ? { ok: false, code: "franchise_only_for_role", field } : null;
    }
    if (!franchiseId) return { ok: false, code: "franchise_required", field };
    const [found] = await tx
      .select({ id: franchises.id })
      .from(franchises)
      .where(eq(franchises.id, franchiseId));
    return found ? null : { ok: false, code: "franchise_unknown", field };
  }
}
