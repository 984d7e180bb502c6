import { and, eq, isNull, type SQL } from "drizzle-orm";
import type { Db, Tx } from "#server/db/client.ts";
import { accounts } from "#server/db/schema/index.ts";
import { enqueueMail } from "#server/mail/outbox.ts";
import { VERIFY_TOKEN_TTL_MS } from "#server/modules/accounts/tokens.ts";
import {
  issueToken,
  sendVerification,
  verificationRecentlySent,
} from "#server/modules/accounts/verification.ts";
import { writeAudit } from "#server/modules/audit/writer.ts";
import { requirePermission } from "#server/modules/staff/access.ts";
import type { Acting } from "#server/modules/staff/types.ts";
import type { CustomerReviewProblem, CustomerReviewResult } from "#domain/customers/views.ts";

type Account = typeof accounts.$inferSelect;

/** What the audit log keeps of the review: the flag and its outcome, never the password hash. */
const audited = (a: Account) => ({
  under_review: a.underReview,
  review_rejected_at: a.reviewRejectedAt?.toISOString() ?? null,
  review_rejection_reason: a.reviewRejectionReason,
  verified: a.verifiedAt !== null,
});

const ENTITY = "account";

/**
 * The review of accounts held by registration (docs/decisions/0007, 0031): approve, reject, and the
 * verification mail sent again. Each checks the permission, changes the account with a conditional update
 * (of two concurrent calls one wins, the other is refused) and writes the audit row and queues the mail in
 * the same transaction.
 */
export class CustomerReview {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Lets the account sign in: its address still has to be proven, so the mail's link verifies it first. */
  async approve(acting: Acting, accountId: string): Promise<CustomerReviewResult> {
    return this.decide(acting, accountId, {
      action: "review_approved",
      set: { underReview: false, reviewRejectedAt: null, reviewRejectionReason: null },
      only: eq(accounts.underReview, true),
      refusal: () => "not_under_review",
      mail: async (tx, after) => {
        const token = after.verifiedAt
          ? null
          : await issueToken(tx, after.id, "verify_email", VERIFY_TOKEN_TTL_MS, this.now());
        await enqueueMail(tx, {
          template: "account_approved",
          to: after.email,
          data: { name: after.name, token },
        });
      },
    });
  }

  /** Turns the review down: the account stays unable to sign in and the customer is told why. */
  async reject(acting: Acting, accountId: string, reason: string): Promise<CustomerReviewResult> {
    return this.decide(acting, accountId, {
      action: "review_rejected",
      set: { reviewRejectedAt: this.now(), reviewRejectionReason: reason },
      only: and(eq(accounts.underReview, true), isNull(accounts.reviewRejectedAt))!,
      refusal: (before) => (before.underReview ? "already_rejected" : "not_under_review"),
      mail: (tx, after) =>
        enqueueMail(tx, {
          template: "account_rejected",
          to: after.email,
          data: { name: after.name, reason },
        }),
    });
  }

  /** A new verification mail for an unverified account, at most one every 5 minutes (as the login sends). */
  async resendVerification(acting: Acting, accountId: string): Promise<CustomerReviewResult> {
    requirePermission(acting.actor, "customers.edit");
    return this.db.transaction(async (tx) => {
      // The row lock makes two concurrent resends wait for each other, so the interval holds.
      const account = await this.lock(tx, accountId);
      if (!account) return { ok: false, code: "not_found" };
      if (account.verifiedAt) return { ok: false, code: "already_verified" };
      if (account.underReview) return { ok: false, code: "under_review" };
      if (await verificationRecentlySent(tx, accountId, this.now())) return { ok: false, code: "too_soon" };
      await sendVerification(tx, account, this.now());
      await this.audit(tx, acting, "verification_resent", account, account);
      return { ok: true };
    });
  }

  /**
   * One review decision: the row is locked, changed only while it is in the state `only` names (zero rows
   * updated: refused), and the mail and the audit row go in the same transaction.
   */
  private async decide(
    acting: Acting,
    accountId: string,
    d: {
      action: string;
      set: Partial<Pick<Account, "underReview" | "reviewRejectedAt" | "reviewRejectionReason">>;
      only: SQL;
      refusal: (before: Account) => CustomerReviewProblem;
      mail: (tx: Tx, after: Account) => Promise<unknown>;
    },
  ): Promise<CustomerReviewResult> {
    requirePermission(acting.actor, "customers.edit");
    return this.db.transaction(async (tx) => {
      const before = await this.lock(tx, accountId);
      if (!before) return { ok: false, code: "not_found" };
      const [after] = await tx
        .update(accounts)
        .set(d.set)
        .where(and(eq(accounts.id, accountId), d.only))
        .returning();
      if (!after) return { ok: false, code: d.refusal(before) };
      await d.mail(tx, after);
      await this.audit(tx, acting, d.action, before, after);
      return { ok: true };
    });
  }

  private async lock(tx: Tx, accountId: string): Promise<Account | undefined> {
    const [row] = await tx.select().from(accounts).where(eq(accounts.id, accountId)).for("update");
    return row;
  }

  private audit(tx: Tx, acting: Acting, action: string, before: Account, after: Account) {
    return writeAudit(
      tx,
      { staffId: acting.actor.id, ip: acting.ip },
      { entity: ENTITY, entityId: before.id, action, before: audited(before), after: audited(after) },
    );
  }
}
