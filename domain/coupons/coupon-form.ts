import { z } from "zod";
import { moneyInput, versionInput } from "#domain/editing/money-input.ts";
import { dayEnd, dayInput, dayStart } from "#domain/editing/day-input.ts";
import { text } from "#domain/validation/fields.ts";
import { COUPON_ADMIN_MESSAGES as M } from "./messages.ts";

const date = () => dayInput(M.date);
const uses = () =>
  text(M.uses)
    .default("")
    .refine((v) => v === "" || (/^\d{1,7}$/.test(v) && Number(v) >= 1 && Number(v) <= 1_000_000), M.uses)
    .transform((v) => (v ? Number(v) : null));
const checkbox = () => z.preprocess((v) => v === "on" || v === "true", z.boolean());

/**
 * A discount code, named as its columns. `value` is a whole percentage or es-AR money; `valid_until` is a day
 * that counts whole (the code works until that day ends on the shop's clock).
 */
export const couponFormSchema = z
  .object({
    code: text(M.required)
      .toUpperCase()
      .regex(/^[A-Z0-9-]{3,40}$/, M.code),
    kind: z.enum(["percentage", "fixed"], { error: M.kind }),
    value: text(M.required),
    min_total: z.preprocess((v) => (v === "" || v === undefined ? "0" : v), moneyInput()),
    valid_from: date(),
    valid_until: date(),
    max_uses: uses(),
    max_uses_per_account: uses(),
    enabled: checkbox(),
  })
  .superRefine((v, ctx) => {
    if (v.kind === "percentage" && !/^(100|[1-9]\d?)$/.test(v.value))
      ctx.addIssue({ code: "custom", path: ["value"], message: M.percentage });
    if (v.kind === "fixed" && !(moneyInput().safeParse(v.value).data! > 0))
      ctx.addIssue({ code: "custom", path: ["value"], message: M.amount });
    if (v.valid_from && v.valid_until && v.valid_until < v.valid_from)
      ctx.addIssue({ code: "custom", path: ["valid_until"], message: M.dateOrder });
  })
  .transform((v) => ({
    code: v.code,
    kind: v.kind,
    value: v.kind === "percentage" ? Number(v.value) : moneyInput().parse(v.value),
    minTotal: v.min_total,
    validFrom: v.valid_from ? dayStart(v.valid_from) : null,
    // The last day counts whole: the code ends when the next day starts.
    validUntil: v.valid_until ? dayEnd(v.valid_until) : null,
    maxUses: v.max_uses,
    maxUsesPerAccount: v.max_uses_per_account,
    enabled: v.enabled,
  }));
export type CouponInput = z.output<typeof couponFormSchema>;

export const couponVersionSchema = z.object({ version: versionInput() });
