import { z } from "zod";
import { moneyInput } from "#domain/editing/money-input.ts";
import { text } from "#domain/validation/fields.ts";
import { SALES_MESSAGES as M } from "./messages.ts";

/** 'Devolver': an amount (empty: all that is left), the reason, and the key the form was opened with. */
export const refundFormSchema = z.object({
  amount: z.preprocess((v) => (v === "" || v === undefined ? undefined : v), moneyInput().optional()),
  reason: text(M.reasonRequired).min(1, M.reasonRequired).max(500, M.reasonMax),
  refund_key: z.uuid({ error: M.reload }),
});
export type RefundInput = z.output<typeof refundFormSchema>;
