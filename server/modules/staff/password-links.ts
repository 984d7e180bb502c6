import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db, Tx } from "#server/db/client.ts";
import { staffAccounts, staffPasswordTokens } from "#server/db/schema/index.ts";
import { enqueueMail } from "#server/mail/outbox.ts";
import { hashToken, randomToken } from "#server/modules/accounts/tokens.ts";
import { hashPassword } from "#server/modules/accounts/passwords.ts";
import { writeAudit } from "#server/modules/audit/writer.ts";
import type { StaffSessions } from "./sessions.ts";

const HOUR_MS = 3_600_000;
export const STAFF_LINK_HOURS = { set: 72, reset: 1 } as const;

/**
 * Queues a link to choose a password (a new account) or to reset it, in the caller's transaction. Older
 * unused links of the same person stop working.
 */
export async function queuePasswordLink(
  tx: Tx | Db,
  staff: { id: string; email: string; name: string },
  purpose: "set" | "reset",
  now = new Date(),
): Promise<void> {
  const token = randomToken();
  const hours = STAFF_LINK_HOURS[purpose];
  await tx
    .update(staffPasswordTokens)
    .set({ usedAt: now })
    .where(and(eq(staffPasswordTokens.staffId, staff.id), isNull(staffPasswordTokens.usedAt)));
  await tx.insert(staffPasswordTokens).values({
    staffId: staff.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + hours * HOUR_MS),
  });
  await enqueueMail(tx, {
    template: "staff_password",
    to: staff.email,
    data: { name: staff.name, purpose, token, hours },
  });
}

/** "I forgot my password" and the set-password links. */
export class StaffPasswordLinks {
  constructor(
    private readonly db: Db,
    private readonly sessions: StaffSessions,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Mails a reset link when the address is an active staff account; the answer never says which. */
  async request(email: string): Promise<void> {
    const address = email.trim().toLowerCase();
    await this.db.transaction(async (tx) => {
      const [staff] = await tx
        .select({ id: staffAccounts.id, email: staffAccounts.email, name: staffAccounts.name })
        .from(staffAccounts)
        .where(and(eq(staffAccounts.email, address), eq(staffAccounts.disabled, false)));
      if (staff) await queuePasswordLink(tx, staff, "reset", this.now());
    });
  }

  /** Whether a link can still be used (the page shows the form only then). */
  async isUsable(token: string): Promise<boolean> {
    return (await this.usable(this.db, token)) !== null;
  }

  /** Sets the password through a link: single use, ends every open session of the person. */
  async setPassword(token: string, password: string, ip: string | null): Promise<boolean> {
    const passwordHash = await hashPassword(password);
    return this.db.transaction(async (tx) => {
      const link = await this.usable(tx, token);
      if (!link) return false;
      const used = await tx
        .update(staffPasswordTokens)
        .set({ usedAt: this.now() })
        .where(and(eq(staffPasswordTokens.id, link.id), isNull(staffPasswordTokens.usedAt)))
        .returning({ id: staffPasswordTokens.id });
      if (used.length === 0) return false;
      await tx
        .update(staffAccounts)
        .set({ passwordHash, demoPassword: false })
        .where(eq(staffAccounts.id, link.staffId));
      await this.sessions.destroyAll(tx, link.staffId);
      await writeAudit(
        tx,
        { staffId: link.staffId, ip },
        {
          entity: "staff_account",
          entityId: link.staffId,
          action: "password_set",
          before: null,
          after: null,
        },
      );
      return true;
    });
  }

  private async usable(tx: Tx | Db, token: string) {
    if (!token || token.length > 128) return null;
    const [row] = await tx
      .select({ id: staffPasswordTokens.id, staffId: staffPasswordTokens.staffId })
      .from(staffPasswordTokens)
      .innerJoin(staffAccounts, eq(staffAccounts.id, staffPasswordTokens.staffId))
      .where(
        and(
          eq(staffPasswordTokens.tokenHash, hashToken(token)),
          isNull(staffPasswordTokens.usedAt),
          gt(staffPasswordTokens.expiresAt, this.now()),
          eq(staffAccounts.disabled, false),
        ),
      );
    return row ?? null;
  }
}
