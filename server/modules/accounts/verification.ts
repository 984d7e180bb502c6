import { and, desc, eq } from "drizzle-orm";
import type { Db, Tx } from "#server/db/client.ts";
import { accountTokens, type AccountTokenPurpose } from "#server/db/schema/index.ts";
import { enqueueMail } from "#server/mail/outbox.ts";
import { VERIFY_TOKEN_TTL_MS, hashToken, randomToken } from "./tokens.ts";

/** An unverified account gets a new verification mail at most this often (docs/decisions/0007). */
export const VERIFICATION_RESEND_INTERVAL_MS = 5 * 60_000;

/** Stores a single-use token (its hash only) and returns the token for the mail's link. */
export async function issueToken(
  tx: Tx,
  accountId: string,
  purpose: AccountTokenPurpose,
  ttlMs: number,
  now: Date,
): Promise<string> {
  const token = randomToken();
  await tx.insert(accountTokens).values({
    accountId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + ttlMs),
    createdAt: now,
  });
  return token;
}

/** A mail's `next` field, only when there is a path to lead on to (other mails' data stay as they were). */
export const withNextField = (next: string | null): { next?: string } => (next === null ? {} : { next });

/** Queues the verification mail with a fresh 48-hour link, which leads on to `next` (a safe path) when given. */
export async function sendVerification(
  tx: Tx,
  account: { id: string; name: string; email: string },
  now: Date,
  next: string | null = null,
): Promise<void> {
  const token = await issueToken(tx, account.id, "verify_email", VERIFY_TOKEN_TTL_MS, now);
  await enqueueMail(tx, {
    template: "verify_account",
    to: account.email,
    data: { name: account.name, token, ...withNextField(next) },
  });
}

/** Whether a verification link went out less than the resend interval ago. */
export async function verificationRecentlySent(tx: Tx | Db, accountId: string, now: Date): Promise<boolean> {
  const [latest] = await tx
    .select({ createdAt: accountTokens.createdAt })
    .from(accountTokens)
    .where(and(eq(accountTokens.accountId, accountId), eq(accountTokens.purpose, "verify_email")))
    .orderBy(desc(accountTokens.createdAt))
    .limit(1);
  return latest !== undefined && now.getTime() - latest.createdAt.getTime() < VERIFICATION_RESEND_INTERVAL_MS;
}
