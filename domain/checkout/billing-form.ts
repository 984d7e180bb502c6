/**
 * The billing address form 'Dirección de facturación' (SPEC.md §3 "Billing form", §5 "Billing form"), checked
 * the same way in the browser and in the checkout's action.
 */
import { z } from "zod";
import { SELECT_PLACEHOLDER_VALUE } from "#domain/accounts/genre.ts";
import { email, requiredText, TEXT_MAX } from "#domain/validation/fields.ts";
import { MESSAGES } from "#domain/validation/messages.ts";

/** A choice of a selector: anything but the 'Seleccionar...' placeholder (-1). Values are record ids. */
export const selectedOption = () =>
  z
    .string({ error: MESSAGES.required })
    .trim()
    .refine((v) => v !== "" && v !== SELECT_PLACEHOLDER_VALUE, MESSAGES.required)
    .pipe(z.string().regex(/^[\w-]{1,64}$/, MESSAGES.required));

export const billingFormSchema = z.object({
  name: requiredText(),
  surname: requiredText(),
  email: email(),
  address: requiredText(),
  address_information: requiredText(),
  city: requiredText(),
  /** Not among SPEC.md §5's required fields; any text up to the usual limit. */
  zip: z
    .string()
    .trim()
    .max(TEXT_MAX, MESSAGES.max(TEXT_MAX))
    .optional()
    .transform((v) => v || undefined),
  /** The state list depends on the country, so a country is needed for the state SPEC.md §5 requires. */
  country: selectedOption(),
  state: selectedOption(),
});

export type BillingForm = z.output<typeof billingFormSchema>;

export const BILLING_FIELDS = [
  "name",
  "surname",
  "email",
  "address",
  "address_information",
  "city",
  "zip",
  "country",
  "state",
] as const satisfies readonly (keyof BillingForm)[];
