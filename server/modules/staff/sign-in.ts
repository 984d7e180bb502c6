import { eq } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { staffAccounts } from "#server/db/schema/index.ts";
import { verifyAgainstDummy, verifyPassword } from "#server/modules/accounts/passwords.ts";
import { acceptSecondFactor } from "./second-factor.ts";
import type { StaffSessionMeta, StaffSessions } from "./sessions.ts";

export type SignInResult =
  | { kind: "failed" }
  /** The code step's session has ended (or never was): start again with the password. */
  | { kind: "expired" }
  | { kind: "signed_in"; token: string; expiresAt: Date }
  /** The password was right and a second factor is enrolled: `token` opens only the code step. */
  | { kind: "second_factor"; token: string; expiresAt: Date };

/** The back office's sign-in: password, then the code of the second factor when one is enrolled. */
export class StaffSignIn {
  constructor(
    private readonly db: Db,
    private readonly sessions: StaffSessions,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async withPassword(email: string, password: string, meta: StaffSessionMeta): Promise<SignInResult> {
    const [staff] = await this.db
      .select()
      .from(staffAccounts)
      .where(eq(staffAccounts.email, email.trim().toLowerCase()));
    if (!staff?.passwordHash || staff.disabled) {
      await verifyAgainstDummy(password);
      return { kind: "failed" };
    }
    if (!(await verifyPassword(staff.passwordHash, password))) return { kind: "failed" };
    const pending = staff.totpSecret !== null;
    const session = await this.sessions.create(this.db, staff.id, meta, pending);
    return { kind: pending ? "second_factor" : "signed_in", ...session };
  }

  /** The second step: `pendingToken` is the cookie set by `withPassword`. */
  async withCode(pendingToken: string, code: string, meta: StaffSessionMeta): Promise<SignInResult> {
    const resolved = await this.sessions.resolve(pendingToken);
    if (!resolved?.pendingSecondFactor) return { kind: "expired" };
    return this.db.transaction(async (tx) => {
      const [staff] = await tx
        .select()
        .from(staffAccounts)
        .where(eq(staffAccounts.id, resolved.staff.id))
        .for("update");
      if (!staff) return { kind: "expired" } as const;
      const accepted = await acceptSecondFactor(tx, staff, code, this.now());
      if (!accepted) return { kind: "failed" } as const;
      const session = await this.sessions.promote(tx, resolved.sessionId, staff.id, meta);
      return { kind: "signed_in", ...session } as const;
    });
  }
}
