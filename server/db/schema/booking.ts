import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { VisitStatus } from "#domain/booking/visits.ts";
import { accounts } from "./accounts.ts";
import { products } from "./catalog.ts";
import { timestamps } from "./columns.ts";
import { payments } from "./payments.ts";
import { staffAccounts } from "./staff.ts";
import { stores } from "./stores.ts";

/** The shop-wide booking rules (one row); docs/decisions/0039-booking.md. */
export const bookingRules = pgTable("booking_rules", {
  id: integer("id").primaryKey().default(1),
  minNoticeMinutes: integer("min_notice_minutes").notNull().default(120),
  maxDaysAhead: integer("max_days_ahead").notNull().default(60),
  minDaysBetweenSessions: integer("min_days_between_sessions").notNull().default(28),
  changeCutoffHours: integer("change_cutoff_hours").notNull().default(24),
  defaultAreaMinutes: integer("default_area_minutes").notNull().default(30),
  slotStepMinutes: integer("slot_step_minutes").notNull().default(30),
  version: integer("version").notNull().default(1),
  ...timestamps(),
});

/** A branch's agenda: the rooms that work in parallel (its weekly hours are the branch's opening hours). */
export const storeAgendas = pgTable("store_agendas", {
  storeId: uuid("store_id")
    .primaryKey()
    .references(() => stores.id, { onDelete: "cascade" }),
  rooms: integer("rooms").notNull().default(1),
  version: integer("version").notNull().default(1),
  ...timestamps(),
});

/** Days a branch does not work although its weekly hours say it does (holidays, exceptions). */
export const storeClosedDays = pgTable(
  "store_closed_days",
  {
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    reason: text("reason").notNull().default(""),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.day] })],
);

/** The sessions of one purchased area: given by an approved payment, used at the branch. */
export const sessionEntitlements = pgTable(
  "session_entitlements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id),
    title: text("title").notNull(),
    /** Where the sessions are carried out; staff can move them to another branch. */
    storeId: uuid("store_id").references(() => stores.id, { onDelete: "set null" }),
    sessionsTotal: integer("sessions_total").notNull(),
    sessionsUsed: integer("sessions_used").notNull().default(0),
    /** Sessions given up by a refund: never used nor booked again. */
    sessionsCancelled: integer("sessions_cancelled").notNull().default(0),
    /** Set by a full refund: the unused sessions are gone. */
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("session_entitlements_payment_product_idx").on(t.paymentId, t.productId),
    index("session_entitlements_account_idx").on(t.accountId),
    // Used + booked + cancelled within the total is a trigger too: booked is counted in visits (migration 0030).
    check(
      "session_entitlements_sessions_check",
      sql`${t.sessionsTotal} >= 1 and ${t.sessionsUsed} >= 0 and ${t.sessionsCancelled} >= 0 and ${t.sessionsUsed} + ${t.sessionsCancelled} <= ${t.sessionsTotal}`,
    ),
  ],
);

/**
 * A visit to a branch, in one of its rooms. Two exclusion constraints (migration 0026) keep a room and a
 * customer from holding two visits that overlap.
 */
export const visits = pgTable(
  "visits",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id),
    room: integer("room").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    status: text("status").$type<VisitStatus>().notNull().default("booked"),
    /** Staff who booked it for the customer (a phone call); null when she booked it herself. */
    bookedBy: uuid("booked_by").references(() => staffAccounts.id, { onDelete: "set null" }),
    /** The start the reminder went out for; a moved visit gets its own reminder. */
    remindedFor: timestamp("reminded_for", { withTimezone: true }),
    markedBy: uuid("marked_by").references(() => staffAccounts.id, { onDelete: "set null" }),
    /** When it was marked 'Asistió' or 'No asistió' (migration 0028): 'Deshacer' works that day only. */
    markedAt: timestamp("marked_at", { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index("visits_store_starts_idx").on(t.storeId, t.startsAt),
    index("visits_account_starts_idx").on(t.accountId, t.startsAt),
    check("visits_times_check", sql`${t.endsAt} > ${t.startsAt} and ${t.room} >= 1`),
  ],
);

/** The areas treated in a visit, back to back, each taking one session of its entitlement. */
export const visitAreas = pgTable(
  "visit_areas",
  {
    visitId: uuid("visit_id")
      .notNull()
      .references(() => visits.id, { onDelete: "cascade" }),
    entitlementId: uuid("entitlement_id")
      .notNull()
      .references(() => sessionEntitlements.id),
    minutes: integer("minutes").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.visitId, t.entitlementId] }),
    index("visit_areas_entitlement_idx").on(t.entitlementId),
  ],
);

/**
 * The reminders that the window of a next session has opened, one per attended visit and opening day
 * (migration 0036): the row is the mark that the mail went out, so a second run of the job sends nothing.
 */
export const nextSessionReminders = pgTable(
  "next_session_reminders",
  {
    visitId: uuid("visit_id")
      .notNull()
      .references(() => visits.id, { onDelete: "cascade" }),
    opensOn: date("opens_on", { mode: "string" }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.visitId, t.opensOn] })],
);
