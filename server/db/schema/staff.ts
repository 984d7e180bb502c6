import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { Role } from "#domain/staff/permissions.ts";
import { id, timestamps } from "./columns.ts";
import { franchises } from "./stores.ts";

/**
 * A person who runs the shop (back office). Not a customer account: its own table, sessions and cookie.
 * The e-mail is stored lower-cased. `password_hash` is null until the person follows the set-password link.
 */
export const staffAccounts = pgTable(
  "staff_accounts",
  {
    id: id(),
    email: text("email").notNull(),
    name: text("name").notNull().default(""),
    role: text("role").$type<Role>().notNull(),
    /** Only for the role `franchise`: the one franchise it may see. */
    franchiseId: uuid("franchise_id").references(() => franchises.id),
    /** argon2id, in the PHC string format. */
    passwordHash: text("password_hash"),
    /** Set by the demo seed; production refuses to start while any account still has it. */
    demoPassword: boolean("demo_password").notNull().default(false),
    /** Base32 TOTP secret once enrolment is confirmed; null without a second factor. */
    totpSecret: text("totp_secret"),
    /** A secret shown for enrolment and not yet confirmed with a code. */
    totpPendingSecret: text("totp_pending_secret"),
    /** The last accepted TOTP time step: a code is never accepted twice. */
    totpLastStep: bigint("totp_last_step", { mode: "number" }),
    disabled: boolean("disabled").notNull().default(false),
    version: integer("version").notNull().default(1),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("staff_accounts_email_idx").on(t.email),
    check("staff_accounts_franchise_scope", sql`(${t.role} = 'franchise') = (${t.franchiseId} is not null)`),
    check("staff_accounts_role", sql`${t.role} in ('owner', 'admin', 'editor', 'support', 'franchise')`),
  ],
);

/**
 * A signed-in browser of a staff member, behind the `staff_token` cookie; only the token's SHA-256 is
 * stored. A session that still waits for the second factor (`pending_second_factor`) opens nothing but
 * the code step of the login.
 */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    id: id(),
    staffId: uuid("staff_id")
      .notNull()
      .references(() => staffAccounts.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    pendingSecondFactor: boolean("pending_second_factor").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ip: text("ip"),
    userAgent: text("user_agent"),
  },
  (t) => [
    uniqueIndex("staff_sessions_token_hash_idx").on(t.tokenHash),
    index("staff_sessions_staff_idx").on(t.staffId),
  ],
);

/** Ten one-time codes that stand in for the TOTP app; only their SHA-256 is stored. */
export const staffRecoveryCodes = pgTable(
  "staff_recovery_codes",
  {
    id: id(),
    staffId: uuid("staff_id")
      .notNull()
      .references(() => staffAccounts.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("staff_recovery_codes_hash_idx").on(t.staffId, t.codeHash)],
);

/** Single-use, expiring links to set or reset a staff password; only their SHA-256 is stored. */
export const staffPasswordTokens = pgTable(
  "staff_password_tokens",
  {
    id: id(),
    staffId: uuid("staff_id")
      .notNull()
      .references(() => staffAccounts.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("staff_password_tokens_hash_idx").on(t.tokenHash),
    index("staff_password_tokens_staff_idx").on(t.staffId),
  ],
);
