import { z } from "zod";
import { versionInput } from "#domain/editing/money-input.ts";
import { text } from "#domain/validation/fields.ts";
import { EMAIL_PATTERN } from "#domain/validation/validators.ts";
import { STORE_ADMIN_MESSAGES as M } from "./messages.ts";

/** A franchise, named as its columns; without a `fiserv_id` its branches cannot take payments. */
export const franchiseFormSchema = z.object({
  name: text(M.required).min(1, M.required).max(255, M.max),
  fiserv_id: text(M.fiservId)
    .max(64, M.fiservId)
    .refine((v) => v === "" || /^[A-Za-z0-9-]+$/.test(v), M.fiservId)
    .default(""),
  contact_email: text(M.email)
    .max(255, M.max)
    .refine((v) => v === "" || EMAIL_PATTERN.test(v), M.email)
    .default(""),
});
export type FranchiseInput = z.output<typeof franchiseFormSchema>;

export const franchiseVersionSchema = z.object({ version: versionInput() });
