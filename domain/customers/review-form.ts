import { z } from "zod";
import { text } from "#domain/validation/fields.ts";
import { CUSTOMER_MESSAGES } from "./messages.ts";

/** The reason a rejection mails to the customer. */
export const rejectReviewSchema = z.object({
  reason: text(CUSTOMER_MESSAGES.reasonRequired)
    .min(1, CUSTOMER_MESSAGES.reasonRequired)
    .max(1000, CUSTOMER_MESSAGES.reasonTooLong),
});
