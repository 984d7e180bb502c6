import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import type { FaqItem } from "#domain/catalog/area-texts.ts";
import type { Image, ProductField } from "#domain/catalog/views.ts";
import { id, timestamps } from "./columns.ts";

export const categories = pgTable("categories", {
  id: id(),
  slug: text("slug").notNull().unique(),
  title: text("title").notNull(),
  description: text("description").notNull().default(""),
  image: jsonb("image").$type<Image | null>(),
  position: integer("position").notNull().default(0),
  /** Raised by every back-office save; a save naming an older version is refused. */
  version: integer("version").notNull().default(1),
  ...timestamps(),
});

/** The "áreas": treatments priced per body area. Prices are integer centavos of ARS. */
export const products = pgTable(
  "products",
  {
    id: id(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    /** 'Qué esperar', 'Preguntas frecuentes' and 'Contraindicaciones' on the area's page (plain text). */
    whatToExpect: text("what_to_expect").notNull().default(""),
    faq: jsonb("faq").$type<FaqItem[]>().notNull().default([]),
    contraindications: text("contraindications").notNull().default(""),
    images: jsonb("images").$type<Image[]>().notNull().default([]),
    price: integer("price").notNull(),
    priceOffer: integer("price_offer").notNull().default(0),
    enabled: boolean("enabled").notNull().default(true),
    public: boolean("public").notNull().default(true),
    fields: jsonb("fields").$type<ProductField[]>().notNull().default([]),
    position: integer("position").notNull().default(0),
    /** The minutes a visit needs for this area; null takes the booking rules' default. */
    bookingMinutes: integer("booking_minutes"),
    /** The recommended days between two sessions (migration 0036): the next session's window after a visit. */
    sessionIntervalMinDays: integer("session_interval_min_days").notNull().default(30),
    sessionIntervalMaxDays: integer("session_interval_max_days").notNull().default(45),
    /** Raised by every back-office save; a save naming an older version is refused. */
    version: integer("version").notNull().default(1),
    ...timestamps(),
  },
  (t) => [
    index("products_public_position_idx").on(t.public, t.position),
    check(
      "products_session_interval_check",
      sql`${t.sessionIntervalMinDays} >= 1 and ${t.sessionIntervalMaxDays} >= ${t.sessionIntervalMinDays}`,
    ),
  ],
);

export const productCategories = pgTable(
  "product_categories",
  {
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    categoryId: uuid("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    /** 0 is the product's first category, the one its link is built from. */
    position: integer("position").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index("product_categories_category_idx").on(t.categoryId),
  ],
);
