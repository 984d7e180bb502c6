import { z } from "zod";
import { GENRES, SELECT_PLACEHOLDER_VALUE } from "#domain/accounts/genre.ts";
import { MIN_DATE, isIsoDate, todayIso } from "#domain/accounts/dates.ts";
import { accountDocument } from "#domain/accounts/document.ts";
import { email, mobilePhone, password, personName, requiredText, strongPassword } from "./fields.ts";
import { HONEYPOT_FIELD } from "./honeypot.ts";
import { MESSAGES } from "./messages.ts";

/** Messages of the date field (SPEC.md §5), in Spanish. */
export const DATE_MESSAGES = {
  invalid: "Formato de fecha inválido (dd/mm/aaaa)",
  beforeMin: "La fecha no puede ser anterior al 01/01/1900",
  future: "La fecha no puede ser posterior a hoy",
} as const;

/** A checkbox posts "on" or nothing; any other value is refused with a Spanish message, not a library default. */
const GENRE_MESSAGE = "Seleccioná una opción de la lista";

const checkbox = () => z.boolean({ error: MESSAGES.required }).default(false);

/** An empty input counts as "not given" for an optional field, whether it came from a form or JSON. */
const optionalText = <T extends z.ZodType<string | undefined, string | undefined>>(schema: T) =>
  z
    .string({ error: MESSAGES.required })
    .optional()
    .transform((v) => (v?.trim() ? v : undefined))
    .pipe(schema);

/** A cart item of the visitor's local cart, sent along with the login (SPEC.md §3). Prices are never read. */
export const guestCartItemSchema = z.object({
  _id: requiredText(64),
  quantity: z.coerce
    .number({ error: MESSAGES.numeric })
    .int(MESSAGES.numeric)
    .min(1, MESSAGES.min(1))
    .max(99, MESSAGES.max(99))
    .optional(),
});
export type GuestCartItem = z.infer<typeof guestCartItemSchema>;

/**
 * The login payload. A cart item that does not pass its schema is left out rather than refusing the sign-in:
 * the visitor cannot fix their stored cart, and their credentials are fine.
 */
export const loginSchema = z.object({
  email: email(),
  password: password(),
  // Anything but a list of items (a forged `items=x`) counts as no items.
  items: z
    .unknown()
    .optional()
    .transform((items) => (Array.isArray(items) ? (items as unknown[]) : []))
    .transform((items) =>
      items.slice(0, 100).flatMap((item) => {
        const parsed = guestCartItemSchema.safeParse(item);
        return parsed.success ? [parsed.data] : [];
      }),
    ),
});
/** The login as the service takes it: the parsed form, where the cart items may be absent. */
export type LoginInput = Omit<z.infer<typeof loginSchema>, "items"> & { items?: GuestCartItem[] };

/** Registration (SPEC.md §5). The surname is checked on its own value (the known defect is fixed). */
export const registerSchema = z.object({
  name: personName(),
  surname: personName(),
  email: email(),
  identifire: accountDocument(),
  mobile_phone: mobilePhone(),
  password: strongPassword(),
  newsletter: checkbox(),
  terms: z.boolean({ error: MESSAGES.required }).refine((v) => v, MESSAGES.required),
  [HONEYPOT_FIELD]: z.string().optional(),
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const resetRequestSchema = z.object({ email: email() });
export type ResetRequestInput = z.infer<typeof resetRequestSchema>;

/** Restoring the password with the token of the reset mail. */
export const restoreSchema = z
  .object({
    token: requiredText(200),
    password: strongPassword(),
    password_confirm: password(),
  })
  .refine((v) => v.password === v.password_confirm, {
    message: MESSAGES.passwordMismatch,
    path: ["password_confirm"],
  });
export type RestoreInput = z.infer<typeof restoreSchema>;

export const passwordChangeSchema = z.object({
  old_password: password(),
  new_password: strongPassword(),
});
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

/** A birthdate: required, a real day between 1900-01-01 and today (in the shop's time zone). */
export const birthdate = () =>
  z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, MESSAGES.required)
    .refine(isIsoDate, DATE_MESSAGES.invalid)
    .refine((v) => !isIsoDate(v) || v >= MIN_DATE, DATE_MESSAGES.beforeMin)
    .refine((v) => !isIsoDate(v) || v <= todayIso(), DATE_MESSAGES.future);

export const profileSchema = z.object({
  name: personName(),
  surname: personName(),
  genre: z
    .string({ error: GENRE_MESSAGE })
    .optional()
    .transform((v) => (v === SELECT_PLACEHOLDER_VALUE || !v ? undefined : v))
    .pipe(z.enum(GENRES, { error: GENRE_MESSAGE }).optional()),
  email: email(),
  mobile_phone: optionalText(mobilePhone().optional()),
  birthdate: birthdate(),
  identifire: accountDocument(),
  newsletter: checkbox(),
});
export type ProfileInput = z.infer<typeof profileSchema>;
