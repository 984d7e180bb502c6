import { z } from "zod";
import { versionInput } from "#domain/editing/money-input.ts";
import { POSTAL_CODE } from "#domain/stores/address.ts";
import { WEEKDAY_NAMES, type OpeningHours } from "#domain/stores/views.ts";
import { text } from "#domain/validation/fields.ts";
import { EMAIL_PATTERN } from "#domain/validation/validators.ts";
import { STORE_ADMIN_MESSAGES as M } from "./messages.ts";

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The posted name of one day's opening or closing time, as the `opening_hours` column's JSON path. */
export const hoursField = (day: number, key: "open_at" | "close_at") => `opening_hours[${day}].${key}`;

const required = () => text(M.required).min(1, M.required).max(255, M.max);
const optional = () => text(M.required).max(255, M.max).default("");
const time = () => optional().refine((v) => v === "" || /^([01]\d|2[0-3]):[0-5]\d$/.test(v), M.time);
const checkbox = () => z.preprocess((v) => v === "on" || v === "true", z.boolean());
const emailOrEmpty = () => optional().refine((v) => v === "" || EMAIL_PATTERN.test(v), M.email);

const hoursShape = Object.fromEntries(
  WEEKDAY_NAMES.flatMap((_, d) => [
    [hoursField(d, "open_at"), time()],
    [hoursField(d, "close_at"), time()],
  ]),
) as Record<string, z.ZodType<string>>;

/** What a franchise account may change in its own branches: the phone, the hours and the contact e-mail. */
export const branchContactSchema = z
  .object({ phone: optional(), contact_email: emailOrEmpty(), ...hoursShape })
  .superRefine((v, ctx) => {
    const values = v as Record<string, string>;
    WEEKDAY_NAMES.forEach((_, d) => {
      const open = values[hoursField(d, "open_at")]!;
      const close = values[hoursField(d, "close_at")]!;
      if ((open === "") !== (close === ""))
        ctx.addIssue({
          code: "custom",
          path: [hoursField(d, open ? "close_at" : "open_at")],
          message: M.time,
        });
      else if (open && close <= open)
        ctx.addIssue({ code: "custom", path: [hoursField(d, "close_at")], message: M.timeOrder });
    });
  })
  .transform((v) => {
    const values = v as Record<string, string>;
    const openingHours: OpeningHours = WEEKDAY_NAMES.flatMap((_, day) => {
      const open_at = values[hoursField(day, "open_at")]!;
      return open_at ? [{ day, open_at, close_at: values[hoursField(day, "close_at")]! }] : [];
    });
    return { phone: v.phone || null, contactEmail: v.contact_email || null, openingHours };
  });
export type BranchContactInput = z.output<typeof branchContactSchema>;

/** Everything else of a branch, for the central team. */
export const branchDetailsSchema = z.object({
  name: required(),
  slug: required().toLowerCase().regex(SLUG_PATTERN, M.slug),
  franchise_id: z.uuid({ error: M.franchiseUnknown }),
  province_id: z.uuid({ error: M.provinceUnknown }),
  address_street: optional(),
  address_number: optional(),
  address_floor: optional(),
  address_apartment: optional(),
  // The whole CPA ("C1005", "B7600"); four bare digits take the province's letter when the branch is saved.
  zip: optional()
    .transform((v) => v.replace(/\s/g, "").toUpperCase())
    .refine((v) => v === "" || POSTAL_CODE.test(v), M.zip),
  city: optional(),
  treatment_available: z.enum(["SI", "NO"], { error: M.treatment }),
  enabled: checkbox(),
});
export type BranchDetailsInput = z.output<typeof branchDetailsSchema>;

export const branchVersionSchema = z.object({ version: versionInput() });
