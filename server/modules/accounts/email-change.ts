import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import type { Db, Tx } from "#server/db/client.ts";
import { accountEmailChanges, accounts } from "#server/db/schema/index.ts";
import { enqueueMail } from "#server/mail/outbox.ts";
import type { SessionService } from "./sessions.ts";
import { EMAIL_CHANGE_TOKEN_TTL_MS, hashToken, randomToken } from "./tokens.ts";
import { tokenState, type TokenProblem } from "./token-state.ts";

export type EmailChangeResult =
  { ok: true; email: string } | { ok: false; code: TokenProblem | "email_taken" };

/**
 * Records the account's wish to move to `newEmail` (replacing an older one, whose link stops working) and
 * queues, in the same transaction, the link to the new address and a notice to the current one.
 */
export async function requestEmailChange(
  tx: Tx,
  account: { id: string; name: string; email: string },
  newEmail: string,
  now: Date,
): Promise<void> {
  const token = randomToken();
  const pending = {
    newEmail,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TOKEN_TTL_MS),
    usedAt: null,
    createdAt: now,
  };
  await tx
    .insert(accountEmailChanges)
    .values({ accountId: account.id, ...pending })
    .onConflictDoUpdate({ target: accountEmailChanges.accountId, set: pending });
  await enqueueMail(tx, {
    template: "email_change_confirm",
    to: newEmail,
    data: { name: account.name, newEmail, token },
  });
  await enqueueMail(tx, {
    template: "email_change_requested",
    to: account.email,
    data: { name: account.name, newEmail },
  });
}

/** The address the account is waiting to move to, while its link can still be used. */
export async function pendingEmailChange(db: Db, accountId: string, now: Date): Promise<string | null> {
  const [pending] = await db
    .select({ newEmail: accountEmailChanges.newEmail })
    .from(accountEmailChanges)
    .where(
      and(
        eq(accountEmailChanges.accountId, accountId),
        isNull(accountEmailChanges.usedAt),
        gt(accountEmailChanges.expiresAt, now),
      ),
    );
  return pending?.newEmail ?? null;
}

/**
 * Uses the link of the mail to the new address (once: of two concurrent uses only one wins): the account takes
 * the address if no other account has it, its other sessions end, and the previous address is told. An
 * account that registers the address meanwhile wins through the unique index (the caller maps the violation).
 */
export async function applyEmailChange(
  tx: Tx,
  sessions: SessionService,
  token: string,
  keepSessionToken: string | null,
  now: Date,
): Promise<EmailChangeResult> {
  const tokenHash = hashToken(token);
  const [change] = await tx
    .update(accountEmailChanges)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountEmailChanges.tokenHash, tokenHash),
        isNull(accountEmailChanges.usedAt),
        gt(accountEmailChanges.expiresAt, now),
      ),
    )
    .returning();
  if (!change) {
    const [row] = await tx
      .select()
      .from(accountEmailChanges)
      .where(eq(accountEmailChanges.tokenHash, tokenHash));
    const state = tokenState(row, now);
    return { ok: false, code: state === "valid" ? "invalid" : state };
  }
  const [taken] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.email, change.newEmail), ne(accounts.id, change.accountId)));
  if (taken) return { ok: false, code: "email_taken" };
  const [previous] = await tx
    .select({ name: accounts.name, email: accounts.email })
    .from(accounts)
    .where(eq(accounts.id, change.accountId));
  // Following the link proves the new address, as the verification link does.
  await tx
    .update(accounts)
    .set({ email: change.newEmail, verifiedAt: sql`coalesce(${accounts.verifiedAt}, now())` })
    .where(eq(accounts.id, change.accountId));
  await sessions.destroyOthers(tx, change.accountId, keepSessionToken);
  await enqueueMail(tx, {
    template: "email_changed",
    to: previous!.email,
    data: { name: previous!.name, newEmail: change.newEmail },
  });
  return { ok: true, email: change.newEmail };
}
