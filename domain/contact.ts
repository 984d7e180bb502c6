import { z } from "zod";
import { email, personName, requiredText } from "./validation/fields.ts";
import { MESSAGES } from "./validation/messages.ts";

/** 'general' goes to the client e-mail; 'corporativo' (franchises, companies) to franchises_email. */
export const CONTACT_KINDS = ["general", "corporativo"] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

export const CONTACT_MESSAGE_MAX = 2000;

/** An optional phone: digits only, 8 to 13 of them (landlines with their area code, mobiles with or without 0). */
const phone = () =>
  z
    .string({ error: MESSAGES.numeric })
    .trim()
    .optional()
    .transform((v) => (v ? v.replace(/[\s-]/g, "") : undefined))
    .pipe(
      z
        .string()
        .regex(/^\d+$/, MESSAGES.numeric)
        .min(8, MESSAGES.min(8))
        .max(13, MESSAGES.max(13))
        .optional(),
    );

/** The contact form (name, email, phone, message), in the browser and in the action. */
export const contactSchema = z.object({
  tipo: z.enum(CONTACT_KINDS, { error: MESSAGES.required }).default("general"),
  name: personName(),
  email: email(),
  phone: phone(),
  message: requiredText(CONTACT_MESSAGE_MAX),
});

export type ContactInput = z.output<typeof contactSchema>;
