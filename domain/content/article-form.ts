import { fromDate, parseDateTime, toCalendarDateTime, toZoned } from "@internationalized/date";
import { z } from "zod";
import { dayEnd, dayInput, dayStart } from "#domain/editing/day-input.ts";
import { versionInput } from "#domain/editing/money-input.ts";
import { libraryImageInput } from "#domain/media/library-input.ts";
import { SHOP_TIME_ZONE } from "#domain/settings/views.ts";
import { SLUG_MAX } from "#domain/editing/slug.ts";
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

const checkbox = () => z.preprocess((v) => v === "on" || v === "true", z.boolean());

/** The fields every article shares, named as its columns; `published_at` is the date it shows from ('Publicar el'). */
const articleFields = {
  intent: z.enum(ARTICLE_INTENTS, { error: M.intent }).default("save"),
  title: text(M.required).min(1, M.required).max(255, M.max),
  slug: text(M.required).toLowerCase().min(1, M.required).max(SLUG_MAX, M.max).regex(SLUG_PATTERN, M.slug),
  excerpt: text(M.required).max(500, M.excerptMax).default(""),
  body: text(M.required).max(BODY_MAX, M.bodyMax).default(""),
  published_at: text(M.publishedAt)
    .default("")
    .refine((v) => v === "" || parseShopDateTime(v) !== null, M.publishedAt)
    .transform((v) => (v ? parseShopDateTime(v) : null)),
  image_add: libraryImageInput(),
  image_remove: checkbox(),
};

/** A blog post: the article and its author. */
export const articleFormSchema = z.object({
  ...articleFields,
  author: text(M.required).max(255, M.max).default(""),
});

/** A press item: the article, the outlet that published it and, if it is online, its address. */
export const pressFormSchema = z.object({
  ...articleFields,
  outlet: text(M.required).min(1, M.required).max(255, M.max),
  external_url: text(M.url)
    .max(2_000, M.url)
    .default("")
    .refine((v) => v === "" || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v), M.url),
});

/** A promotion ('promocion', under /promociones) or a campaign ('accion', under /acciones), with its validity. */
export const promotionFormSchema = z
  .object({
    ...articleFields,
    kind: z.enum(["promocion", "accion"], { error: M.promotionKind }),
    valid_from: dayInput(M.date),
    valid_until: dayInput(M.date),
    conditions: text(M.required).max(5_000, M.conditionsMax).default(""),
  })
  .superRefine((v, ctx) => {
    if (v.valid_from && v.valid_until && v.valid_until < v.valid_from)
      ctx.addIssue({ code: "custom", path: ["valid_until"], message: M.dateOrder });
  })
  .transform((v) => ({
    ...v,
    valid_from: v.valid_from ? dayStart(v.valid_from) : null,
    valid_until: v.valid_until ? dayEnd(v.valid_until) : null,
  }));

export type ArticleInput = z.output<typeof articleFormSchema>;
export type PressInput = z.output<typeof pressFormSchema>;
export type PromotionInput = z.output<typeof promotionFormSchema>;
/** What every article's form gives, whatever its kind. */
export type ArticleBaseInput = Pick<
  ArticleInput,
  "intent" | "title" | "slug" | "excerpt" | "body" | "published_at" | "image_add" | "image_remove"
>;

export const articleVersionSchema = z.object({ version: versionInput() });

/** Where an article stands for the shop: a draft, published, or waiting for its date. */
export function articleStatus(a: { published: boolean; publishedAt: Date | string }, now = new Date()) {
  if (!a.published) return "draft" as const;
  return new Date(a.publishedAt) > now ? ("scheduled" as const) : ("live" as const);
}
