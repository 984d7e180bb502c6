import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { ImageVariant } from "#domain/catalog/views.ts";
import { id } from "./columns.ts";
import { staffAccounts } from "./staff.ts";

/** An uploaded image: its sizes as stored (WebP and AVIF per width, metadata stripped) and its alt text. */
export const mediaImages = pgTable(
  "media_images",
  {
    id: id(),
    alt: text("alt").notNull(),
    /** The original's size, after its orientation was applied. */
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    variants: jsonb("variants").$type<ImageVariant[]>().notNull(),
    bytes: integer("bytes").notNull(),
    uploadedBy: uuid("uploaded_by").references(() => staffAccounts.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("media_images_created_at_idx").on(t.createdAt)],
);
