import { z } from "zod";
import { MESSAGES } from "#domain/validation/messages.ts";
import { QUANTITY_MAX } from "./local-cart.ts";
import { CART_MESSAGES } from "./messages.ts";

/**
 * What the '¡Lo quiero ya!' and 'Eliminar' forms post (SPEC.md §3 "Form value": quantity, min 1, initial 1).
 */
export const cartFormSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("add"),
      productId: z.uuid({ error: CART_MESSAGES.productUnavailable }),
      quantity: z.coerce
        .number({ error: MESSAGES.numeric })
        .int(MESSAGES.numeric)
        .min(1, MESSAGES.min(1))
        .max(QUANTITY_MAX, MESSAGES.max(QUANTITY_MAX))
        .default(1),
    }),
    z.object({ intent: z.literal("remove"), productId: z.uuid({ error: CART_MESSAGES.productUnavailable }) }),
  ],
  // A post without a known intent is no cart change at all.
  { error: CART_MESSAGES.productUnavailable },
);
export type CartForm = z.infer<typeof cartFormSchema>;
