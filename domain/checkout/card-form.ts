/**
 * The card form of the checkout (SPEC.md §3 "Card form", §5 "Card form", §9 limits). It is checked in the
 * browser only: the card number, security code and expiry go from the browser straight to the payment
 * provider, which returns a token, and never reach the shop's server. What the server receives (the payment
 * request) is checked there by domain/payments/payment-request.ts with the same field rules.
 */
import { z } from "zod";
import { cardDigits } from "#domain/payments/card.ts";
import { DEFAULT_IDENTIFICATION_LENGTH } from "#domain/payments/payment-request.ts";
import { documentNumber, email, mobilePhone, requiredText } from "#domain/validation/fields.ts";
import { MESSAGES } from "#domain/validation/messages.ts";
import { selectedOption } from "./billing-form.ts";

/** SPEC.md §5: the message of a card form submitted with a field that is not valid. */
export const INCOMPLETE_FORM_MESSAGE =
  "El formulario está incompleto, por favor verificá los campos con (*) ya que son requeridos.";

/** SPEC.md §9. */
export const CARD_LIMITS = {
  cardholderNameMax: 30,
  cardNumberMin: 15,
  cardNumberMax: 16,
  securityCodeMin: 3,
  securityCodeMax: 4,
  expiryLength: 2,
  binLength: 6,
} as const;

export interface CardFormOptions {
  /** The document number's length for the chosen document type (default 7 to 8, SPEC.md §5). */
  docLength?: { min: number; max: number };
  /** The issuer selector is shown (the card has more than one issuing bank) and must be chosen. */
  issuerRequired?: boolean;
}

const text = () => z.string({ error: MESSAGES.required }).trim();

/** Two digits, for the expiry month and year. */
const expiryPart = () =>
  text()
    .min(1, MESSAGES.required)
    .regex(/^\d{2}$/, MESSAGES.cardExpiry);

/** The card form's schema; the document length and the issuer depend on what the provider returned. */
export function cardFormSchema(options: CardFormOptions = {}) {
  const doc = options.docLength ?? DEFAULT_IDENTIFICATION_LENGTH;
  return z.object({
    email: email(),
    mobile_phone: mobilePhone(),
    docType: selectedOption(),
    docNumber: documentNumber(doc.min, doc.max),
    cardholderName: requiredText(CARD_LIMITS.cardholderNameMax),
    cardNumber: text()
      .min(1, MESSAGES.required)
      .transform(cardDigits)
      .pipe(
        z
          .string()
          .regex(/^\d+$/, MESSAGES.numeric)
          .min(CARD_LIMITS.cardNumberMin, MESSAGES.min(CARD_LIMITS.cardNumberMin))
          .max(CARD_LIMITS.cardNumberMax, MESSAGES.max(CARD_LIMITS.cardNumberMax)),
      ),
    cardExpirationMonth: expiryPart(),
    cardExpirationYear: expiryPart(),
    securityCode: text()
      .min(1, MESSAGES.required)
      .regex(/^\d+$/, MESSAGES.numeric)
      .min(CARD_LIMITS.securityCodeMin, MESSAGES.min(CARD_LIMITS.securityCodeMin))
      .max(CARD_LIMITS.securityCodeMax, MESSAGES.max(CARD_LIMITS.securityCodeMax)),
    issuer: options.issuerRequired
      ? selectedOption()
      : z
          .string()
          .optional()
          .transform(() => undefined),
    /** A radio group, disabled (so absent) until the plans have loaded. */
    installments: text()
      .min(1, MESSAGES.required)
      .regex(/^\d{1,2}$/, MESSAGES.required)
      .transform(Number),
  });
}

export type CardForm = z.output<ReturnType<typeof cardFormSchema>>;
