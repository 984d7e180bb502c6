import { z } from "zod";
import { MESSAGES } from "#domain/validation/messages.ts";
import { email, password, text } from "#domain/validation/fields.ts";
import { versionInput } from "#domain/editing/money-input.ts";
import { STAFF_MESSAGES } from "./messages.ts";
import { ROLES } from "./permissions.ts";

export const STAFF_PASSWORD_MIN = 12;
export const STAFF_PASSWORD_MAX = 128;

/** Staff passwords: long rather than clever (NIST SP 800-63B), capped so hashing stays cheap. */
export const staffPassword = () =>
  z
    .string({ error: MESSAGES.required })
    .min(1, MESSAGES.required)
    .min(STAFF_PASSWORD_MIN, STAFF_MESSAGES.passwordRule)
    .max(STAFF_PASSWORD_MAX, STAFF_MESSAGES.passwordTooLong);

export const staffLoginSchema = z.object({ email: email(), password: password() });

/** A TOTP code (6 digits) or a recovery code (letters and digits, a dash allowed). */
export const secondFactorSchema = z.object({
  code: z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(32, MESSAGES.max(32)),
});

const optionalUuid = z
  .string({ error: STAFF_MESSAGES.franchiseUnknown })
  .trim()
  .optional()
  .transform((v) => (v ? v : null))
  .pipe(z.uuid({ error: STAFF_MESSAGES.franchiseUnknown }).nullable());

const role = () => z.enum(ROLES, { error: STAFF_MESSAGES.roleInvalid });

export const staffCreateSchema = z.object({
  email: email(),
  name: text().max(255, MESSAGES.max(255)).default(""),
  role: role(),
  franchise_id: optionalUuid,
});
export type StaffCreateInput = z.infer<typeof staffCreateSchema>;

export const staffRoleSchema = z.object({
  id: z.uuid({ error: STAFF_MESSAGES.notFound }),
  role: role(),
  franchise_id: optionalUuid,
  version: versionInput(),
});
export type StaffRoleInput = z.infer<typeof staffRoleSchema>;

export const staffPasswordChangeSchema = z.object({
  current_password: password(),
  password: staffPassword(),
});

export const staffPasswordSetSchema = z
  .object({ password: staffPassword(), password_confirmation: password() })
  .refine((v) => v.password === v.password_confirmation, {
    message: MESSAGES.passwordMismatch,
    path: ["password_confirmation"],
  });

export const staffResetRequestSchema = z.object({ email: email() });
