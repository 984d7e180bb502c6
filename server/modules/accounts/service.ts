import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { normalizeEmail } from "#domain/accounts/email.ts";
import type { Genre } from "#domain/accounts/genre.ts";
import { carriedNext } from "#domain/accounts/next-path.ts";
import type {
  GuestCartItem,
  LoginInput,
  PasswordChangeInput,
  RegisterInput,
  RestoreInput,
} from "#domain/validation/account.ts";
import type { ProfileFormInput } from "#domain/validation/profile.ts";
import type { Db, Tx } from "#server/db/client.ts";
import { isUniqueViolation } from "#server/db/errors.ts";
import { accountTokens, accounts, type AccountTokenPurpose } from "#server/db/schema/index.ts";
import { enqueueMail } from "#server/mail/outbox.ts";
import { documentInUse } from "./documents.ts";
import {
  applyEmailChange,
  pendingEmailChange,
  requestEmailChange,
  type EmailChangeResult,
} from "./email-change.ts";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "./passwords.ts";
import { noGuestCartMerge, type GuestCartMerge } from "./ports.ts";
import type { NewSession, SessionMeta, SessionService } from "./sessions.ts";
import { tokenState, type TokenProblem } from "./token-state.ts";
import { RESET_TOKEN_TTL_MS, hashToken } from "./tokens.ts";
import { issueToken, sendVerification, verificationRecentlySent, withNextField } from "./verification.ts";
import type { ProfileUpdateResult } from "#domain/accounts/views.ts";

type Account = typeof accounts.$inferSelect;

export type RegisterResult =
  | { ok: true; account: { name: string; email: string; authorization: boolean } }
  | { ok: false; code: "email_taken" };

export type LoginResult =
  | { ok: true; session: NewSession; account: { id: string; name: string } }
  | { ok: false; code: "invalid_credentials" | "unverified" | "under_review" | "review_rejected" };

/**
 * Where the customer was going when she reached the account pages (a path on this site; anything else is
 * dropped): the links mailed on the way carry it, so their pages lead her on there (docs/decisions/0061).
 */
export interface OnTheWay {
  next?: string | null;
}

export interface Profile {
  name: string;
  surname: string;
  genre: Genre | null;
  email: string;
  mobile_phone: string | null;
  birthdate: string | null;
  identifire: string;
  newsletter: boolean;
}

/** Registration, verification, sign-in, passwords and the profile of customer accounts. */
export class AccountService {
  constructor(
    private readonly db: Db,
    private readonly sessions: SessionService,
    private readonly guestCart: GuestCartMerge = noGuestCartMerge,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Creates the account. A document number that another account already uses puts the new one under review
   * (SPEC.md's `authorization` flag) instead of sending the verification mail. The verification link carries
   * `next`; the guest's cart (`cartItems`, from her browser) becomes the new account's cart in the same
   * transaction, so whichever browser she signs in from after verifying finds it.
   */
  async register(
    input: RegisterInput,
    { next, cartItems = [] }: OnTheWay & { cartItems?: GuestCartItem[] } = {},
  ): Promise<RegisterResult> {
    const email = normalizeEmail(input.email);
    const passwordHash = await hashPassword(input.password);
    try {
      return await this.db.transaction(async (tx): Promise<RegisterResult> => {
        const [taken] = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email));
        if (taken) return { ok: false, code: "email_taken" };
        const underReview = await documentInUse(tx, input.identifire);
        const [account] = await tx
          .insert(accounts)
          .values({
            name: input.name,
            surname: input.surname,
            email,
            identifire: input.identifire,
            mobilePhone: input.mobile_phone,
            newsletter: input.newsletter,
            passwordHash,
            underReview,
            termsAcceptedAt: this.now(),
          })
          .returning();
        if (cartItems.length > 0) await this.guestCart.mergeIntoAccount(account!.id, cartItems, tx);
        if (!underReview) await sendVerification(tx, account!, this.now(), carriedNext(next));
        return { ok: true, account: { name: account!.name, email, authorization: underReview } };
      });
    } catch (err) {
      if (isUniqueViolation(err)) return { ok: false, code: "email_taken" };
      throw err;
    }
  }

  /** Marks the account's e-mail verified with the token of the verification mail (single use, 48 h). */
  async verifyEmail(
    token: string,
  ): Promise<{ ok: true; name: string; surname: string } | { ok: false; code: TokenProblem }> {
    return this.db.transaction(async (tx) => {
      const accountId = await this.consumeToken(tx, token, "verify_email");
      if (typeof accountId !== "string") return { ok: false as const, code: accountId.problem };
      const [account] = await tx
        .update(accounts)
        .set({ verifiedAt: sql`coalesce(${accounts.verifiedAt}, now())` })
        .where(eq(accounts.id, accountId))
        .returning({ name: accounts.name, surname: accounts.surname });
      return { ok: true as const, name: account!.name, surname: account!.surname };
    });
  }

  /**
   * Checks the credentials and opens a new session. Unverified and under-review accounts are refused (with
   * their own message, given only to whoever knows the password); an unverified one gets a fresh link, which
   * carries `next`.
   */
  async login(input: LoginInput, meta: SessionMeta = {}, { next }: OnTheWay = {}): Promise<LoginResult> {
    const [account] = await this.db
      .select()
      .from(accounts)
      .where(eq(accounts.email, normalizeEmail(input.email)));
    if (!account) {
      await verifyAgainstDummy(input.password);
      return { ok: false, code: "invalid_credentials" };
    }
    if (!(await verifyPassword(account.passwordHash, input.password))) {
      return { ok: false, code: "invalid_credentials" };
    }
    if (account.reviewRejectedAt) return { ok: false, code: "review_rejected" };
    if (account.underReview) return { ok: false, code: "under_review" };
    if (!account.verifiedAt) {
      await this.resendVerification(account, carriedNext(next));
      return { ok: false, code: "unverified" };
    }
    const session = await this.sessions.create(this.db, account.id, meta);
    if (input.items && input.items.length > 0) {
      await this.guestCart.mergeIntoAccount(account.id, input.items);
    }
    return { ok: true, session, account: { id: account.id, name: account.name } };
  }

  /**
   * Sends the reset mail (its link carrying `next`) when the address belongs to an account; the caller answers
   * the same either way.
   */
  async requestPasswordReset(emailInput: string, { next }: OnTheWay = {}): Promise<void> {
    const [account] = await this.db
      .select()
      .from(accounts)
      .where(eq(accounts.email, normalizeEmail(emailInput)));
    if (!account) return;
    await this.db.transaction(async (tx) => {
      const token = await this.issueToken(tx, account.id, "reset_password", RESET_TOKEN_TTL_MS);
      await enqueueMail(tx, {
        template: "password_reset",
        to: account.email,
        data: { name: account.name, token, ...withNextField(carriedNext(next)) },
      });
    });
  }

  /** Whether a reset token can still be used, without using it. */
  async checkResetToken(token: string): Promise<"valid" | TokenProblem> {
    const [row] = await this.db
      .select()
      .from(accountTokens)
      .where(and(eq(accountTokens.tokenHash, hashToken(token)), eq(accountTokens.purpose, "reset_password")));
    return tokenState(row, this.now());
  }

  /**
   * Sets a new password with the token of the reset mail. Every session of the account ends and its other
   * reset links stop working. Following the mailed link also proves the address, so it counts as verified.
   */
  async restorePassword(input: RestoreInput): Promise<{ ok: true } | { ok: false; code: TokenProblem }> {
    const passwordHash = await hashPassword(input.password);
    return this.db.transaction(async (tx) => {
      const accountId = await this.consumeToken(tx, input.token, "reset_password");
      if (typeof accountId !== "string") return { ok: false as const, code: accountId.problem };
      const [account] = await tx
        .update(accounts)
        .set({
          passwordHash,
          passwordChangedAt: this.now(),
          verifiedAt: sql`coalesce(${accounts.verifiedAt}, now())`,
        })
        .where(eq(accounts.id, accountId))
        .returning();
      await tx
        .update(accountTokens)
        .set({ usedAt: this.now() })
        .where(
          and(
            eq(accountTokens.accountId, accountId),
            eq(accountTokens.purpose, "reset_password"),
            isNull(accountTokens.usedAt),
          ),
        );
      await this.sessions.destroyAll(tx, accountId);
      await enqueueMail(tx, {
        template: "password_changed",
        to: account!.email,
        data: { name: account!.name },
      });
      return { ok: true as const };
    });
  }

  /**
   * Changes the password of a signed-in account: every session ends, and the caller gets a new one so the
   * person who changed it stays signed in.
   */
  async changePassword(
    accountId: string,
    input: PasswordChangeInput,
    meta: SessionMeta = {},
  ): Promise<{ ok: true; session: NewSession } | { ok: false; code: "wrong_password" | "same_password" }> {
    const [account] = await this.db.select().from(accounts).where(eq(accounts.id, accountId));
    if (!account || !(await verifyPassword(account.passwordHash, input.old_password))) {
      return { ok: false, code: "wrong_password" };
    }
    if (input.old_password === input.new_password) return { ok: false, code: "same_password" };
    const passwordHash = await hashPassword(input.new_password);
    return this.db.transaction(async (tx) => {
      await tx
        .update(accounts)
        .set({ passwordHash, passwordChangedAt: this.now() })
        .where(eq(accounts.id, accountId));
      await this.sessions.destroyAll(tx, accountId);
      const session = await this.sessions.create(tx, accountId, meta);
      await enqueueMail(tx, {
        template: "password_changed",
        to: account.email,
        data: { name: account.name },
      });
      return { ok: true as const, session };
    });
  }

  async profile(accountId: string): Promise<Profile | null> {
    const [a] = await this.db.select().from(accounts).where(eq(accounts.id, accountId));
    if (!a) return null;
    return {
      name: a.name,
      surname: a.surname,
      genre: a.genre,
      email: a.email,
      mobile_phone: a.mobilePhone,
      birthdate: a.birthdate,
      identifire: a.identifire,
      newsletter: a.newsletter,
    };
  }

  /**
   * Saves the profile. A new e-mail needs the current password and is not written yet: a link goes to the new
   * address and a notice to the current one, and the account moves when the link is followed. A document
   * number that another account holds is refused (the rule registration uses).
   */
  async updateProfile(accountId: string, input: ProfileFormInput): Promise<ProfileUpdateResult> {
    const [current] = await this.db.select().from(accounts).where(eq(accounts.id, accountId));
    if (!current) throw new Error(`no account ${accountId}`);
    const email = normalizeEmail(input.email);
    const emailChange = email !== current.email;
    if (emailChange) {
      if (!input.password) return { ok: false, code: "password_required" };
      if (!(await verifyPassword(current.passwordHash, input.password))) {
        return { ok: false, code: "wrong_password" };
      }
    }
    return this.db.transaction(async (tx): Promise<ProfileUpdateResult> => {
      if (emailChange) {
        const [taken] = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email));
        if (taken) return { ok: false, code: "email_taken" };
      }
      if (input.identifire !== current.identifire && (await documentInUse(tx, input.identifire, accountId))) {
        return { ok: false, code: "document_taken" };
      }
      await tx
        .update(accounts)
        .set({
          name: input.name,
          surname: input.surname,
          genre: input.genre ?? null,
          mobilePhone: input.mobile_phone ?? null,
          birthdate: input.birthdate,
          identifire: input.identifire,
          newsletter: input.newsletter,
        })
        .where(eq(accounts.id, accountId));
      if (emailChange) await requestEmailChange(tx, current, email, this.now());
      return { ok: true, pendingEmail: emailChange ? email : null };
    });
  }

  /** The address the account waits to move to (its link not yet followed nor expired), or null. */
  async pendingEmail(accountId: string): Promise<string | null> {
    return pendingEmailChange(this.db, accountId, this.now());
  }

  /**
   * Moves the account to its new address with the token of the mail sent there. The browser that follows the
   * link keeps its session when it is the account's; every other session ends.
   */
  async confirmEmailChange(
    token: string,
    keepSessionToken: string | null = null,
  ): Promise<EmailChangeResult> {
    try {
      return await this.db.transaction((tx) =>
        applyEmailChange(tx, this.sessions, token, keepSessionToken, this.now()),
      );
    } catch (err) {
      if (isUniqueViolation(err)) return { ok: false, code: "email_taken" };
      throw err;
    }
  }

  private async resendVerification(account: Account, next: string | null) {
    if (await verificationRecentlySent(this.db, account.id, this.now())) return;
    await this.db.transaction((tx) => sendVerification(tx, account, this.now(), next));
  }

  private issueToken(tx: Tx, accountId: string, purpose: AccountTokenPurpose, ttlMs: number) {
    return issueToken(tx, accountId, purpose, ttlMs, this.now());
  }

  /** Uses a token once: of two concurrent uses only one gets the account id. */
  private async consumeToken(
    tx: Tx,
    token: string,
    purpose: AccountTokenPurpose,
  ): Promise<string | { problem: TokenProblem }> {
    const tokenHash = hashToken(token);
    const now = this.now();
    const [used] = await tx
      .update(accountTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(accountTokens.tokenHash, tokenHash),
          eq(accountTokens.purpose, purpose),
          isNull(accountTokens.usedAt),
          gt(accountTokens.expiresAt, now),
        ),
      )
      .returning({ accountId: accountTokens.accountId });
    if (used) return used.accountId;
    const [row] = await tx
      .select()
      .from(accountTokens)
      .where(and(eq(accountTokens.tokenHash, tokenHash), eq(accountTokens.purpose, purpose)));
    const state = tokenState(row, now);
    return { problem: state === "valid" ? "invalid" : state };
  }
}
