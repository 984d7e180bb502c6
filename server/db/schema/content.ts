import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { Image } from "#domain/catalog/views.ts";
import type { LinkTarget, TeaserDisposition } from "#domain/content/views.ts";
import { id, timestamps } from "./columns.ts";
import { staffAccounts } from "./staff.ts";

export const teasers = pgTable(
  "teasers",
  {
    id: id(),
    /** Where the teaser shows, e.g. 'home-hero', 'home-secondary', 'franquicias'. */
    placement: text("placement").notNull(),
    label: text("label"),
    title: text("title"),
    paragraph: text("paragraph"),
    disposition: text("disposition").$type<TeaserDisposition>().notNull().default("left"),
    contentBox: boolean("content_box").notNull().default(true),
    imageSmall: jsonb("image_small").$type<Image | null>(),
    imageMedium: jsonb("image_medium").$type<Image | null>(),
    imageLarge: jsonb("image_large").$type<Image | null>(),
    staticResources: boolean("static_resources").notNull().default(false),
    linkPrimaryName: text("link_primary_name"),
    linkPrimaryUrl: text("link_primary_url"),
    linkPrimaryTarget: text("link_primary_target").$type<LinkTarget>(),
    linkSecondaryName: text("link_secondary_name"),
    linkSecondaryUrl: text("link_secondary_url"),
    linkSecondaryTarget: text("link_secondary_target").$type<LinkTarget>(),
    position: integer("position").notNull().default(0),
    enabled: boolean("enabled").notNull().default(true),
    version: integer("version").notNull().default(1),
    ...timestamps(),
  },
  (t) => [index("teasers_placement_idx").on(t.placement, t.position)],
);

const article = () => ({
  id: id(),
  slug: text("slug").notNull().unique(),
  title: text("title").notNull(),
  excerpt: text("excerpt").notNull().default(""),
  /** Rich text (HTML), sanitised when rendered. */
  body: text("body").notNull().default(""),
  image: jsonb("image").$type<Image | null>(),
  publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
  published: boolean("published").notNull().default(true),
  version: integer("version").notNull().default(1),
  ...timestamps(),
});

export const blogPosts = pgTable("blog_posts", { ...article(), author: text("author") }, (t) => [
  index("blog_posts_published_idx").on(t.published, t.publishedAt),
]);

export const pressItems = pgTable(
  "press_items",
  { ...article(), outlet: text("outlet").notNull(), externalUrl: text("external_url") },
  (t) => [index("press_items_published_idx").on(t.published, t.publishedAt)],
);

export const promotions = pgTable(
  "promotions",
  {
    ...article(),
    /** 'promocion' lists under /promociones, 'accion' under /acciones. */
    kind: text("kind").$type<"promocion" | "accion">().notNull().default("promocion"),
    validFrom: timestamp("valid_from", { withTimezone: true }),
    validUntil: timestamp("valid_until", { withTimezone: true }),
    conditions: text("conditions").notNull().default(""),
  },
  (t) => [index("promotions_kind_published_idx").on(t.kind, t.published, t.publishedAt)],
);

export const staticPages = pgTable("static_pages", {
  slug: text("slug").primaryKey(),
  title: text("title").notNull(),
  description: text("description").notNull().default(""),
  body: text("body").notNull().default(""),
  version: integer("version").notNull().default(1),
  ...timestamps(),
});

/** Messages sent through the contact form; `kind` 'corporativo' is addressed to the franchises team. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: id(),
    kind: text("kind").$type<"general" | "corporativo">().notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    message: text("message").notNull(),
    /** Set by the back office's inbox: first opened, and marked as answered (by whom). */
    readAt: timestamp("read_at", { withTimezone: true }),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    handledBy: uuid("handled_by").references(() => staffAccounts.id, { onDelete: "set null" }),
    ...timestamps(),
  },
  (t) => [index("contact_messages_created_idx").on(t.createdAt)],
);
