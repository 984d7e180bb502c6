import { z } from "zod";
import { MESSAGES } from "./messages.ts";
import { EMAIL_PATTERN, NAME_PATTERN, PASSWORD_PATTERN } from "./validators.ts";

/**
 * Field schemas shared by the browser and the server. Every one accepts a missing value or an empty string
 * as "not given", so forms (where empty inputs arrive as "") and JSON bodies get the same messages.
 */
export const text = (error: string = MESSAGES.required) =>
  z
    .string({ error })
    // NUL cannot be stored in a PostgreSQL text column, nor typed in a form: it is dropped.
    .overwrite((v) => v.replaceAll("\u0000", ""))
    .trim();

export const TEXT_MAX = 255;

export const requiredText = (max = TEXT_MAX) => text().min(1, MESSAGES.required).max(max, MESSAGES.max(max));

export const email = () =>
  text().min(1, MESSAGES.required).max(TEXT_MAX, MESSAGES.max(TEXT_MAX)).regex(EMAIL_PATTERN, MESSAGES.email);

export const personName = () => requiredText().regex(NAME_PATTERN, MESSAGES.letters);

export const password = () => z.string({ error: MESSAGES.required }).min(1, MESSAGES.required);

export const strongPassword = () => password().regex(PASSWORD_PATTERN, MESSAGES.passwordPattern);

/** A mobile number without the leading 0: numeric, starting with 1, 2 or 3, 10 to 12 digits. */
export const mobilePhone = () =>
  text()
    .min(1, MESSAGES.required)
    .regex(/^\d+$/, MESSAGES.numeric)
    .refine((v) => !v.startsWith("0"), MESSAGES.leadingZero)
    .refine((v) => /^[123]/.test(v), MESSAGES.phonePrefix)
    .min(10, MESSAGES.min(10))
    .max(12, MESSAGES.max(12));

/** A document number of `min` to `max` digits. */
export const documentNumber = (min: number, max: number) =>
  text()
    .min(1, MESSAGES.required)
    .regex(/^\d+$/, MESSAGES.numbers)
    .min(min, MESSAGES.min(min))
    .max(max, MESSAGES.max(max));
