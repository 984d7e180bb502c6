import { and, eq, isNull } from "drizzle-orm";
import { TWO_FACTOR_REQUIRED_ROLES } from "#domain/staff/permissions.ts";
import type { Db } from "#server/db/client.ts";
import { staffAccounts, staffRecoveryCodes } from "#server/db/schema/index.ts";
import { hashPassword, verifyPassword } from "#server/modules/accounts/passwords.ts";
import { writeAudit } from "#server/modules/audit/writer.ts";
import { acceptSecondFactor, replaceRecoveryCodes } from "./second-factor.ts";
import type { OpenStaffSession, StaffSessions } from "./sessions.ts";
import { newTotpSecret, totpQrSvg, totpUri } from "./totp.ts";
import type { Acting } from "./types.ts";

export interface TotpEnrolment {
  secret: string;
  uri: string;
  /** The QR code of `uri`, as an SVG document. */
  qrSvg: string;
}

/** What every staff member may do to their own account: password, second factor, open sessions. */
export class StaffOwnAccount {
  constructor(
    private readonly db: Db,
    private readonly sessions: StaffSessions,
    /** Production: owners and admins cannot turn their second factor off. */
    private readonly twoFactorRequired: boolean,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Whether this role must enrol a second factor before using the back office. */
  mustUseTwoFactor(role: Acting["actor"]["role"]): boolean {
    return this.twoFactorRequired && TWO_FACTOR_REQUIRED_ROLES.includes(role);
  }

  async changePassword(
    acting: Acting,
    currentSessionId: string,
    current: string,
    next: string,
  ): Promise<"changed" | "wrong_password"> {
    const [staff] = await this.db.select().from(staffAccounts).where(eq(staffAccounts.id, acting.actor.id));
    if (!staff?.passwordHash || !(await verifyPassword(staff.passwordHash, current))) return "wrong_password";
    const passwordHash = await hashPassword(next);
    await this.db.transaction(async (tx) => {
      await tx
        .update(staffAccounts)
        .set({ passwordHash, demoPassword: false })
        .where(eq(staffAccounts.id, staff.id));
      await this.sessions.destroyAll(tx, staff.id, currentSessionId);
      await this.audit(tx, acting, "password_changed", null, null);
    });
    return "changed";
  }

  /** Shows a new secret to scan; it takes effect only when a code of it is confirmed. */
  async beginTotp(acting: Acting, email: string): Promise<TotpEnrolment> {
    const [staff] = await this.db
      .select({ pending: staffAccounts.totpPendingSecret })
      .from(staffAccounts)
      .where(eq(staffAccounts.id, acting.actor.id));
    let secret = staff?.pending ?? null;
    if (!secret) {
      secret = newTotpSecret();
      await this.db
        .update(staffAccounts)
        .set({ totpPendingSecret: secret })
        .where(eq(staffAccounts.id, acting.actor.id));
    }
    const uri = totpUri(email, secret);
    return { secret, uri, qrSvg: await totpQrSvg(uri) };
  }

  /** A right code of the pending secret enrols it and returns ten new recovery codes (shown once). */
  async confirmTotp(
    acting: Acting,
    code: string,
  ): Promise<{ ok: true; recoveryCodes: string[] } | { ok: false }> {
    return this.db.transaction(async (tx) => {
      const [staff] = await tx
        .select()
        .from(staffAccounts)
        .where(eq(staffAccounts.id, acting.actor.id))
        .for("update");
      if (!staff?.totpPendingSecret) return { ok: false } as const;
      const candidate = { id: staff.id, totpSecret: staff.totpPendingSecret, totpLastStep: null };
      if (!(await acceptSecondFactor(tx, candidate, code, this.now()))) return { ok: false } as const;
      await tx
        .update(staffAccounts)
        .set({ totpSecret: staff.totpPendingSecret, totpPendingSecret: null })
        .where(eq(staffAccounts.id, staff.id));
      const recoveryCodes = await replaceRecoveryCodes(tx, staff.id);
      await this.audit(tx, acting, "totp_enabled", { totp: staff.totpSecret !== null }, { totp: true });
      return { ok: true, recoveryCodes } as const;
    });
  }

  /** Turns the second factor off, with a current code; refused where the role requires it. */
  async disableTotp(acting: Acting, code: string): Promise<"disabled" | "wrong_code" | "required"> {
    if (this.mustUseTwoFactor(acting.actor.role)) return "required";
    return this.db.transaction(async (tx) => {
      const [staff] = await tx
        .select()
        .from(staffAccounts)
        .where(eq(staffAccounts.id, acting.actor.id))
        .for("update");
      if (!staff || !(await acceptSecondFactor(tx, staff, code, this.now()))) return "wrong_code" as const;
      await tx
        .update(staffAccounts)
        .set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null })
        .where(eq(staffAccounts.id, staff.id));
      await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staff.id));
      await this.audit(tx, acting, "totp_disabled", { totp: true }, { totp: false });
      return "disabled" as const;
    });
  }

  async unusedRecoveryCodes(acting: Acting): Promise<number> {
    const rows = await this.db
      .select({ id: staffRecoveryCodes.id })
      .from(staffRecoveryCodes)
      .where(and(eq(staffRecoveryCodes.staffId, acting.actor.id), isNull(staffRecoveryCodes.usedAt)));
    return rows.length;
  }

  openSessions(acting: Acting): Promise<OpenStaffSession[]> {
    return this.sessions.list(acting.actor.id);
  }

  /** Ends one of the person's own sessions ('Cerrar'); false when it is not theirs or already over. */
  async revokeSession(acting: Acting, sessionId: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      if (!(await this.sessions.revoke(tx, acting.actor.id, sessionId))) return false;
      await writeAudit(
        tx,
        { staffId: acting.actor.id, ip: acting.ip },
        { entity: "staff_session", entityId: sessionId, action: "revoked", before: null, after: null },
      );
      return true;
    });
  }

  private audit(
    tx: Parameters<typeof writeAudit>[0],
    acting: Acting,
    action: string,
    before: Record<string, unknown> | null,
    after: Record<string, unknown> | null,
  ) {
    return writeAudit(
      tx,
      { staffId: acting.actor.id, ip: acting.ip },
      { entity: "staff_account", entityId: acting.actor.id, action, before, after },
    );
  }
}
