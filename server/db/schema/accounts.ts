import { sql } from "drizzle-orm";
import { boolean, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { Genre } from "#domain/accounts/genre.ts";
import { id, timestamps } from "./columns.ts";

/** What the back office's customer search looks in, as one text (indexed for `ilike '%…%'`). */
export const accountSearchText = sql.raw(`(name || ' ' || surname || ' ' || email || ' ' || identifire)`);

/** A customer account (SPEC.md §3). The e-mail is stored lower-cased, so it is unique whatever its case. */
export const accounts = pgTable(
  "accounts",
  {
    id: id(),
    name: text("name").notNull(),
    surname: text("surname").notNull(),
    email: text("email").notNull(),
    identifire: text("identifire").notNull(),
    mobilePhone: text("mobile_phone"),
    genre: text("genre").$type<Genre>(),
    /** ISO date, yyyy-MM-dd. */
    birthdate: date("birthdate", { mode: "string" }),
    newsletter: boolean("newsletter").notNull().default(true),
    /** argon2id, in the PHC string format. */
    passwordHash: text("password_hash").notNull(),
    /** SPEC.md's `authorization` flag: the account was created but is held for review by the team. */
    underReview: boolean("under_review").notNull().default(false),
    /** The team turned the review down (the account stays under review, unable to sign in); see 0031. */
    reviewRejectedAt: timestamp("review_rejected_at", { withTimezone: true }),
    reviewRejectionReason: text("review_rejection_reason"),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    termsAcceptedAt: timestamp("terms_accepted_at", { withTimezone: true }).notNull().defaultNow(),
    passwordChangedAt: timestamp("password_changed_at", { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("accounts_email_idx").on(t.email),
    index("accounts_identifire_idx").on(t.identifire),
    // The back office's customer list: newest first, and its search in any of these fields (pg_trgm).
    index("accounts_created_at_idx").on(t.createdAt, t.id),
    index("accounts_search_idx").using("gin", sql`${accountSearchText} gin_trgm_ops`),
  ],
);

/** A signed-in browser. The `token` cookie holds a random value; only its SHA-256 is stored. */
export const accountSessions = pgTable(
  "account_sessions",
  {
    id: id(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    userAgent: text("user_agent"),
    ip: text("ip"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("account_sessions_token_hash_idx").on(t.tokenHash),
    index("account_sessions_account_idx").on(t.accountId),
  ],
);

export type AccountTokenPurpose = "verify_email" | "reset_password";

/** Single-use, expiring e-mail verification and password reset tokens; only their SHA-256 is stored. */
export const accountTokens = pgTable(
  "account_tokens",
  {
    id: id(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    purpose: text("purpose").$type<AccountTokenPurpose>().notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("account_tokens_token_hash_idx").on(t.tokenHash),
    index("account_tokens_account_purpose_idx").on(t.accountId, t.purpose),
  ],
);

/**
 * An e-mail change waiting for its link to be followed: one per account (a newer request replaces it), the
 * token's SHA-256 only, single use. The new address is written to `accounts` only when the link is used.
 */
export const accountEmailChanges = pgTable(
  "account_email_changes",
  {
    id: id(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    newEmail: text("new_email").notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("account_email_changes_account_idx").on(t.accountId),
    uniqueIndex("account_email_changes_token_hash_idx").on(t.tokenHash),
  ],
);
