import { z } from "zod";
import { CUSTOMER_MESSAGES } from "./messages.ts";

/** The reason a rejection mails to the customer. */
export const rejectReviewSchema = z.object({
  reason: z
    .string({ error: CUSTOMER_MESSAGES.reasonRequired })
    .trim()
    .min(1, CUSTOMER_MESSAGES.reasonRequired)
    .max(1000, CUSTOMER_MESSAGES.reasonTooLong),
});
