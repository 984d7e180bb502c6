import { z } from "zod";
import { isEmailChange } from "#domain/accounts/email.ts";
import { ACCOUNT_MESSAGES } from "#domain/accounts/messages.ts";
import { profileSchema } from "./account.ts";
import { email } from "./fields.ts";
import { MESSAGES } from "./messages.ts";

/**
 * The profile form of an account whose address is `currentEmail`: the current password (`password`) is
 * asked for, and required, only when the posted e-mail is another one.
 */
export const profileFormSchema = (currentEmail: string) =>
  profileSchema
    .extend({ password: z.string({ error: MESSAGES.required }).max(255, MESSAGES.max(255)).optional() })
    .superRefine((value, ctx) => {
      // A malformed address has its own message: the password is asked for once there is a real new address.
      const newAddress = email().safeParse(value.email).success && isEmailChange(currentEmail, value.email);
      if (newAddress && !value.password) {
        ctx.addIssue({
          code: "custom",
          path: ["password"],
          message: ACCOUNT_MESSAGES.emailChangePasswordRequired,
        });
      }
    });
export type ProfileFormInput = z.infer<ReturnType<typeof profileFormSchema>>;
