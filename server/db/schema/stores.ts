import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { Image } from "#domain/catalog/views.ts";
import type { Gender, LicenceKind, TeamRole } from "#domain/stores/team.ts";
import type { AttributeValue, OpeningHours } from "#domain/stores/views.ts";
import { id, timestamps } from "./columns.ts";

export const countries = pgTable("countries", {
  id: id(),
  name: text("name").notNull().unique(),
  isDefault: boolean("is_default").notNull().default(false),
});

export const provinces = pgTable(
  "provinces",
  {
    id: id(),
    countryId: uuid("country_id")
      .notNull()
      .references(() => countries.id),
    /** Display name, e.g. 'Ciudad Autónoma de Buenos Aires'. */
    name: text("name").notNull(),
    /** Stored value, e.g. 'Capital Federal' (SPEC.md §3). */
    value: text("value").notNull().unique(),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("provinces_country_idx").on(t.countryId)],
);

export const franchises = pgTable("franchises", {
  id: id(),
  name: text("name").notNull(),
  /** The franchise's payment identifier; a branch can take payments only when it is set. */
  fiservId: text("fiserv_id"),
  contactEmail: text("contact_email"),
  version: integer("version").notNull().default(1),
  ...timestamps(),
});

/** The branches ("sucursales"). */
export const stores = pgTable(
  "stores",
  {
    id: id(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    franchiseId: uuid("franchise_id")
      .notNull()
      .references(() => franchises.id),
    addressStreet: text("address_street"),
    addressNumber: text("address_number"),
    addressFloor: text("address_floor"),
    addressApartment: text("address_apartment"),
    zip: text("zip"),
    city: text("city"),
    provinceId: uuid("province_id")
      .notNull()
      .references(() => provinces.id),
    phone: text("phone"),
    openingHours: jsonb("opening_hours").$type<OpeningHours>().notNull().default([]),
    fields: jsonb("fields").$type<AttributeValue[]>().notNull().default([]),
    enabled: boolean("enabled").notNull().default(true),
    contactEmail: text("contact_email"),
    /** Where the branch is, for 'Cómo llegar' (migration 0040): both set or both null. */
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    /** Photos of the branch, library images in the order shown (at most 12). */
    gallery: jsonb("gallery").$type<Image[]>().notNull().default([]),
    version: integer("version").notNull().default(1),
    ...timestamps(),
  },
  (t) => [
    index("stores_province_idx").on(t.provinceId),
    index("stores_franchise_idx").on(t.franchiseId),
    check(
      "stores_coordinates_check",
      sql`(${t.latitude} is null) = (${t.longitude} is null) and (${t.latitude} is null or (${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180))`,
    ),
    check(
      "stores_gallery_check",
      sql`jsonb_typeof(${t.gallery}) = 'array' and jsonb_array_length(${t.gallery}) <= 12`,
    ),
  ],
);

/**
 * The people of a branch, in the order its page lists them (migration 0040). At most one medical director
 * per branch; a physician always carries a licence.
 */
export const storeTeamMembers = pgTable(
  "store_team_members",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    name: text("name").notNull(),
    role: text("role").$type<TeamRole>().notNull(),
    gender: text("gender").$type<Gender>().notNull(),
    licenceKind: text("licence_kind").$type<LicenceKind>(),
    licenceNumber: text("licence_number"),
  },
  (t) => [
    unique("store_team_members_position_idx").on(t.storeId, t.position),
    uniqueIndex("store_team_members_medical_director_idx")
      .on(t.storeId)
      .where(sql`${t.role} = 'medical_director'`),
    check("store_team_members_licence_check", sql`(${t.licenceKind} is null) = (${t.licenceNumber} is null)`),
    check(
      "store_team_members_physician_licence_check",
      sql`${t.role} not in ('medical_director', 'physician') or ${t.licenceNumber} is not null`,
    ),
  ],
);
