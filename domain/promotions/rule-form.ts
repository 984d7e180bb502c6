import { z } from "zod";
import { dayEnd, dayInput, dayStart } from "#domain/editing/day-input.ts";
import { moneyInput, versionInput } from "#domain/editing/money-input.ts";
import { text } from "#domain/validation/fields.ts";
import { PROMOTION_RULE_MESSAGES as M } from "./messages.ts";
import type { PromotionKind } from "./rules.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const quantity = () =>
  text(M.quantity)
    .default("")
    .refine((v) => /^\d{1,2}$/.test(v) && Number(v) >= 1 && Number(v) <= 20, M.quantity);
const ids = () =>
  z
    .array(z.string())
    .default([])
    .refine((v) => v.every((id) => UUID.test(id)), M.unknownArea);
const checkbox = () => z.preprocess((v) => v === "on" || v === "true", z.boolean());

/** The fields posted as lists (checkboxes): `formValues(form, PROMOTION_RULE_LISTS)`. */
export const PROMOTION_RULE_LISTS = ["product_ids", "category_ids"] as const;

/**
 * An automatic promotion, named as its columns. Dates are days on the shop's clock (Buenos Aires): it starts
 * when the first day starts and the last day counts whole. `value` is a whole percentage or es-AR money;
 * n×m takes `buy_quantity` and `pay_quantity` instead.
 */
export const promotionRuleFormSchema = z
  .object({
    name: text(M.required).trim().min(1, M.required).max(120, M.name),
    kind: z.enum(["n_for_m", "percentage", "fixed"], { error: M.kind }),
    buy_quantity: z.string().default(""),
    pay_quantity: z.string().default(""),
    value: z.string().default(""),
    product_ids: ids(),
    category_ids: ids(),
    starts_at: dayInput(M.date),
    ends_at: dayInput(M.date),
    enabled: checkbox(),
  })
  .superRefine((v, ctx) => {
    if (v.kind === "n_for_m") {
      for (const field of ["buy_quantity", "pay_quantity"] as const) {
        if (!quantity().safeParse(v[field]).success)
          ctx.addIssue({ code: "custom", path: [field], message: M.quantity });
      }
      if (Number(v.pay_quantity) >= Number(v.buy_quantity))
        ctx.addIssue({ code: "custom", path: ["pay_quantity"], message: M.quantityOrder });
    }
    if (v.kind === "percentage" && !/^(100|[1-9]\d?)$/.test(v.value.trim()))
      ctx.addIssue({ code: "custom", path: ["value"], message: M.percentage });
    if (v.kind === "fixed" && !(moneyInput().safeParse(v.value).data! > 0))
      ctx.addIssue({ code: "custom", path: ["value"], message: M.amount });
    if (v.starts_at && v.ends_at && v.ends_at < v.starts_at)
      ctx.addIssue({ code: "custom", path: ["ends_at"], message: M.dateOrder });
  })
  .transform((v) => ({
    name: v.name,
    kind: v.kind as PromotionKind,
    buyQuantity: v.kind === "n_for_m" ? Number(v.buy_quantity) : 2,
    payQuantity: v.kind === "n_for_m" ? Number(v.pay_quantity) : 1,
    value:
      v.kind === "percentage" ? Number(v.value.trim()) : v.kind === "fixed" ? moneyInput().parse(v.value) : 0,
    productIds: [...new Set(v.product_ids)],
    categoryIds: [...new Set(v.category_ids)],
    startsAt: v.starts_at ? dayStart(v.starts_at) : null,
    // The last day counts whole: the promotion ends when the next day starts.
    endsAt: v.ends_at ? dayEnd(v.ends_at) : null,
    enabled: v.enabled,
  }));
export type PromotionRuleInput = z.output<typeof promotionRuleFormSchema>;

export const promotionRuleVersionSchema = z.object({ version: versionInput() });
