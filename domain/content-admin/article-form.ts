import { fromDate, parseDateTime, toCalendarDateTime, toZoned } from "@internationalized/date";
import { z } from "zod";
import { versionInput } from "#domain/editing/money-input.ts";
import { SHOP_TIME_ZONE } from "#domain/settings.ts";
import { text } from "#domain/validation/fields.ts";
import { CONTENT_ADMIN_MESSAGES as M } from "./messages.ts";

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const BODY_MAX = 200_000;

/** What the buttons of the editor ask for: save as it stands, publish, or take it off the shop. */
export const ARTICLE_INTENTS = ["save", "publish", "unpublish"] as const;
export type ArticleIntent = (typeof ARTICLE_INTENTS)[number];

/** A datetime-local value ("2026-11-30T10:00") on the shop's clock, as an instant; null when it is not one. */
export function parseShopDateTime(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  try {
    return toZoned(parseDateTime(value), SHOP_TIME_ZONE).toDate();
  } catch {
    return null;
  }
}

/** An instant as a datetime-local value on the shop's clock. */
export function shopDateTimeValue(date: Date | string): string {
  return toCalendarDateTime(fromDate(new Date(date), SHOP_TIME_ZONE))
    .toString()
    .slice(0, 16);
}

/** A blog post's form, named as its columns; `published_at` is the date it shows from ('Publicar el'). */
export const articleFormSchema = z.object({
  intent: z.enum(ARTICLE_INTENTS, { error: M.intent }).default("save"),
  title: text(M.required).min(1, M.required).max(255, M.max),
  slug: text(M.required).toLowerCase().min(1, M.required).max(120, M.max).regex(SLUG_PATTERN, M.slug),
  excerpt: text(M.required).max(500, M.excerptMax).default(""),
  body: text(M.required).max(BODY_MAX, M.bodyMax).default(""),
  author: text(M.required).max(255, M.max).default(""),
  published_at: text(M.publishedAt)
    .default("")
    .refine((v) => v === "" || parseShopDateTime(v) !== null, M.publishedAt)
    .transform((v) => (v ? parseShopDateTime(v) : null)),
});
export type ArticleInput = z.output<typeof articleFormSchema>;

export const articleVersionSchema = z.object({ version: versionInput() });

/** Where an article stands for the shop: a draft, published, or waiting for its date. */
export function articleStatus(a: { published: boolean; publishedAt: Date | string }, now = new Date()) {
  if (!a.published) return "draft" as const;
  return new Date(a.publishedAt) > now ? ("scheduled" as const) : ("live" as const);
}
