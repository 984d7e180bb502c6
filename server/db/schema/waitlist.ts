import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { WaitlistEnd, WaitlistOfferStatus } from "#domain/booking/waitlist.ts";
import { accounts } from "./accounts.ts";
import { visits } from "./booking.ts";
import { stores } from "./stores.ts";

/**
 * A customer waiting for a time at a branch on a day (or a range of days) with no free times, for some of her
 * areas (migration 0035). One active entry per customer, branch, areas and days; leaving or booking ends it.
 */
export const waitlistEntries = pgTable(
  "waitlist_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    /** Her entitlements (areas) the visit is for, sorted, so that the same areas are the same entry. */
    entitlementIds: uuid("entitlement_ids").array().notNull(),
    firstDay: date("first_day", { mode: "string" }).notNull(),
    lastDay: date("last_day", { mode: "string" }).notNull(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    endedBy: text("ended_by").$type<WaitlistEnd>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("waitlist_entries_once_idx")
      .on(t.accountId, t.storeId, t.entitlementIds, t.firstDay, t.lastDay)
      .where(sql`${t.endedAt} is null`),
    index("waitlist_entries_store_days_idx")
      .on(t.storeId, t.firstDay)
      .where(sql`${t.endedAt} is null`),
    index("waitlist_entries_account_idx").on(t.accountId),
    check(
      "waitlist_entries_days_check",
      sql`${t.lastDay} >= ${t.firstDay} and cardinality(${t.entitlementIds}) >= 1`,
    ),
    check("waitlist_entries_ended_check", sql`(${t.endedAt} is null) = (${t.endedBy} is null)`),
  ],
);

/** A time freed at a branch by a visit cancelled or moved away; `bookedVisitId` is the one booking it got. */
export const waitlistReleases = pgTable("waitlist_releases", {
  id: uuid("id").primaryKey().defaultRandom(),
  storeId: uuid("store_id")
    .notNull()
    .references(() => stores.id, { onDelete: "cascade" }),
  startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
  visitId: uuid("visit_id").references(() => visits.id, { onDelete: "set null" }),
  bookedVisitId: uuid("booked_visit_id").references(() => visits.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The mail offering a freed time to one person waiting: its link's token (hashed) books it or leaves the list. */
export const waitlistOffers = pgTable(
  "waitlist_offers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    releaseId: uuid("release_id")
      .notNull()
      .references(() => waitlistReleases.id, { onDelete: "cascade" }),
    entryId: uuid("entry_id")
      .notNull()
      .references(() => waitlistEntries.id, { onDelete: "cascade" }),
    /** Her place among the people offered this time (1 first): their mails go out in this order. */
    position: integer("position").notNull(),
    tokenHash: text("token_hash").notNull(),
    status: text("status").$type<WaitlistOfferStatus>().notNull().default("sent"),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("waitlist_offers_token_idx").on(t.tokenHash),
    uniqueIndex("waitlist_offers_release_entry_idx").on(t.releaseId, t.entryId),
    uniqueIndex("waitlist_offers_release_position_idx").on(t.releaseId, t.position),
    // A freed time is booked through one offer at most.
    uniqueIndex("waitlist_offers_one_booked_idx")
      .on(t.releaseId)
      .where(sql`${t.status} = 'booked'`),
    check("waitlist_offers_status_check", sql`${t.status} in ('sent', 'booked', 'taken')`),
  ],
);
