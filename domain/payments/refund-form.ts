import { z } from "zod";
import { text } from "#domain/validation/fields.ts";
import { SALES_MESSAGES as M } from "./messages.ts";

/**
 * 'Devolver' posts for review, 'Confirmar devolución' refunds, 'Cambiar' opens the form again with the choice;
 * the amount and the sessions per area are read by refundPlan (refund-plan.ts).
 */
export const refundFormSchema = z.object({
  reason: text(M.reasonRequired).min(1, M.reasonRequired).max(500, M.reasonMax),
  refund_key: z.uuid({ error: M.reload }),
  intent: z.enum(["review", "confirm", "change"]).catch("review"),
});
export type RefundInput = z.output<typeof refundFormSchema>;
