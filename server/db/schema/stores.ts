import { boolean, index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
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
    version: integer("version").notNull().default(1),
    ...timestamps(),
  },
  (t) => [index("stores_province_idx").on(t.provinceId), index("stores_franchise_idx").on(t.franchiseId)],
);
