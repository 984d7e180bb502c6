import type { Db } from "#server/db/client.ts";
import { AuditService } from "#server/modules/audit/service.ts";
import { StaffOwnAccount } from "./own-account.ts";
import { StaffPasswordLinks } from "./password-links.ts";
import { StaffSessions } from "./sessions.ts";
import { StaffSignIn } from "./sign-in.ts";
import { StaffTeam } from "./team.ts";

/** The back office's people: sign-in, sessions, own account, the team, and the audit log's reader. */
export function createStaffServices(db: Db, opts: { twoFactorRequired: boolean }) {
  const sessions = new StaffSessions(db);
  return {
    sessions,
    signIn: new StaffSignIn(db, sessions),
    ownAccount: new StaffOwnAccount(db, sessions, opts.twoFactorRequired),
    team: new StaffTeam(db, sessions),
    passwordLinks: new StaffPasswordLinks(db, sessions),
    audit: new AuditService(db),
  };
}

export type StaffServices = ReturnType<typeof createStaffServices>;
