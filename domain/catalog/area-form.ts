import { z } from "zod";
import { moneyInput, versionInput } from "#domain/editing/money-input.ts";
import { SLUG_MAX } from "#domain/editing/slug.ts";
import { text } from "#domain/validation/fields.ts";
import { libraryImageInput } from "#domain/media/library-input.ts";
import { areaContentShape, checkFaq, withFaqList } from "./area-content.ts";
import { sessionIntervalShape, checkSessionInterval } from "./session-interval.ts";
import { CATALOG_ADMIN_MESSAGES as M, INSTALLMENT_CHOICES } from "./messages.ts";

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const titleInput = () => text(M.required).min(1, M.required).max(255, M.titleMax);

export const slugInput = () =>
  text(M.required).toLowerCase().min(1, M.required).max(SLUG_MAX, M.titleMax).regex(SLUG_PATTERN, M.slug);

/** The fields posted as lists (several checkboxes of one name). */
export const AREA_LIST_FIELDS = ["categories", "images"] as const;

/**
 * The area form, named as the database columns. Money comes as es-AR text; instalments are the
 * product's `max_installments` and `installment_rates` fields; `categories` in order, the first one
 * builds the area's link (`main_category` chooses it). The content the shop shows ends the form, the
 * questions posted as `faq[0].question`, `faq[0].answer`, ….
 */
export const areaFormSchema = z
  .object({
    title: titleInput(),
    slug: slugInput(),
    sessions: z.coerce.number({ error: M.sessions }).int(M.sessions).min(1, M.sessions).max(50, M.sessions),
    price: moneyInput().refine((v) => v > 0, M.pricePositive),
    price_offer: z.preprocess((v) => (v === "" || v === undefined ? "0" : v), moneyInput()),
    max_installments: z.enum(INSTALLMENT_CHOICES, { error: M.maxInstallments }).transform(Number),
    installment_rates: z.enum(["SI", "NO"], { error: M.installmentRates }),
    categories: z.array(z.uuid({ error: M.categoryUnknown }), { error: M.categories }).min(1, M.categories),
    main_category: z.string({ error: M.mainCategory }).optional(),
    images: z.array(z.string({ error: M.imageUnknown }), { error: M.imageUnknown }).default([]),
    /** An image of the library to put first, as the area's main image ("" for none). */
    image_add: libraryImageInput(),
    enabled: z.preprocess((v) => v === "on" || v === "true", z.boolean()),
    ...sessionIntervalShape,
    ...areaContentShape,
  })
  .superRefine((v, ctx) => {
    checkFaq(v, ctx);
    checkSessionInterval(v, ctx);
    if (v.price_offer > 0 && v.price_offer >= v.price)
      ctx.addIssue({ code: "custom", path: ["price_offer"], message: M.offerBelowPrice });
    if (v.main_category && !v.categories.includes(v.main_category))
      ctx.addIssue({ code: "custom", path: ["main_category"], message: M.mainCategory });
  })
  .transform(({ main_category, categories, ...rest }) => ({
    ...withFaqList(rest),
    categories: main_category
      ? [main_category, ...categories.filter((c) => c !== main_category)]
      : categories,
  }));
export type AreaInput = z.output<typeof areaFormSchema>;

/** An existing area's form also carries the version it was opened at. */
export const areaVersionSchema = z.object({ version: versionInput() });
