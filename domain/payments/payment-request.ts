/**
 * The payment request the checkout posts (SPEC.md §3 "Payment request"), checked the same way in the browser
 * and on the server. The server recomputes what to charge from the cart it keeps; `transaction_amount` is the
 * total the customer confirmed, and a payment whose recomputed total differs is refused, never charged.
 * Discount codes sent by the browser are accepted but never read (`cupons` is here only so that a request
 * carrying them is not refused).
 */
import { z } from "zod";
import { documentNumber, email, mobilePhone, requiredText } from "#domain/validation/fields.ts";
import { MESSAGES } from "#domain/validation/messages.ts";

/** Mercado Pago's identification types for Argentina and their lengths; others take the card form's default. */
export const IDENTIFICATION_LENGTHS: Readonly<Record<string, { min: number; max: number }>> = {
  DNI: { min: 7, max: 8 },
  CI: { min: 1, max: 9 },
  LC: { min: 6, max: 7 },
  LE: { min: 6, max: 7 },
  Otro: { min: 5, max: 20 },
};

/** SPEC.md §5: the card document's length comes from its type, 7 to 8 by default. */
export const DEFAULT_IDENTIFICATION_LENGTH = { min: 7, max: 8 } as const;

export function identificationLength(type: string): { min: number; max: number } {
  return IDENTIFICATION_LENGTHS[type] ?? DEFAULT_IDENTIFICATION_LENGTH;
}

/** A checkout attempt's key: made by the page once per attempt and sent again with every retry of it. */
export const ATTEMPT_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** The most instalments any plan may have; a larger number is refused before any lookup. */
const INSTALLMENTS_MAX = 72;

/** Pesos with at most two decimals, as the page sends them ("25600.00"). */
const PESOS_PATTERN = /^\d{1,12}(?:\.\d{1,2})?$/;

/** "25600.5" → 2560050 centavos, without floating point. */
function pesosToCentavos(pesos: string): number {
  const [whole, fraction = ""] = pesos.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** Card tokens are opaque strings from the provider's browser SDK (Mercado Pago's are 32 hex digits). */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;

export const paymentRequestSchema = z
  .object({
    token: requiredText(128).regex(TOKEN_PATTERN, MESSAGES.required),
    payment_method_id: requiredText(40).regex(/^[a-z_]+$/, MESSAGES.required),
    installments: z.coerce
      .number({ error: MESSAGES.numeric })
      .int(MESSAGES.numeric)
      .min(1, MESSAGES.min(1))
      .max(INSTALLMENTS_MAX, MESSAGES.max(INSTALLMENTS_MAX)),
    /** Shown only when the card has more than one issuer (SPEC.md §5). */
    issuer: z
      .union([z.string(), z.number()])
      .optional()
      .transform((v) => (v === undefined || String(v).trim() === "" ? undefined : String(v).trim()))
      .pipe(
        z
          .string()
          .regex(/^\d{1,12}$/, MESSAGES.numbers)
          .optional(),
      ),
    email: email(),
    mobile_phone: mobilePhone(),
    identification_type: requiredText(20).regex(/^[A-Za-z]+$/, MESSAGES.letters),
    /** Digits here; the length for its type is checked below, once the type is known. */
    identification_number: requiredText(20).regex(/^\d+$/, MESSAGES.numbers),
    /** Ignored: the server applies the codes of the cart it keeps. */
    cupons: z.array(z.string().max(64)).max(20).optional(),
    /**
     * The total the customer confirmed, in pesos; read as centavos. What is charged is still computed by
     * the server, and must equal it; a request without it is refused.
     */
    transaction_amount: z
      .union([z.string(), z.number()], {
        error: (issue) => (issue.input === undefined ? MESSAGES.required : MESSAGES.numeric),
      })
      .transform((v) => String(v).trim())
      .pipe(
        z
          .string()
          .min(1, MESSAGES.required)
          .regex(PESOS_PATTERN, MESSAGES.numeric)
          .transform(pesosToCentavos),
      ),
    /** The attempt's idempotency key (not a SPEC.md field: the page adds it to every submission). */
    attempt_key: z
      .string({ error: MESSAGES.required })
      .trim()
      .regex(
        ATTEMPT_KEY_PATTERN,
        "La solicitud de pago no es válida. Recargá la página e intentá nuevamente.",
      ),
  })
  .superRefine((value, ctx) => {
    const { min, max } = identificationLength(value.identification_type);
    const checked = documentNumber(min, max).safeParse(value.identification_number);
    if (!checked.success) {
      ctx.addIssue({
        code: "custom",
        path: ["identification_number"],
        message: checked.error.issues[0]?.message ?? MESSAGES.required,
      });
    }
  });

/** The request as the browser may post it (strings from a form, or numbers from JSON). */
export type PaymentRequestInput = z.input<typeof paymentRequestSchema>;
/** The checked request the payment service takes. */
export type PaymentRequest = z.output<typeof paymentRequestSchema>;

/** Field → first message, the shape `{ error: { fields } }` and the forms use. */
export function paymentRequestErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "form";
    fields[key] ??= issue.message;
  }
  return fields;
}
