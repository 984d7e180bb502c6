import { z } from "zod";
import { ACCOUNT_MESSAGES } from "#domain/accounts/messages.ts";
import { requiredText } from "#domain/validation/fields.ts";
import { COUPON_CODE_MAX } from "./coupon-code.ts";

export { COUPON_CODE_MAX };

/** The discount-code form (SPEC.md §5): required, at most 255 characters. */
export const couponFormSchema = z.object({ code: requiredText(COUPON_CODE_MAX) });

const id = z.uuid({ error: "Atención, no pudimos encontrar un resultado para tu búsqueda." });

/** Everything the checkout's step 0 posts, told apart by `intent`. */
export const checkoutFormSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("remove"), productId: id }),
    z.object({ intent: z.literal("coupon"), code: couponFormSchema.shape.code }),
    z.object({ intent: z.literal("coupon-remove"), couponId: id }),
    z.object({ intent: z.literal("store"), storeId: id }),
    z.object({ intent: z.literal("pay") }),
    z.object({ intent: z.literal("back") }),
  ],
  { error: ACCOUNT_MESSAGES.genericError },
);
export type CheckoutForm = z.infer<typeof checkoutFormSchema>;
