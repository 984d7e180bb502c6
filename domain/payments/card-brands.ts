/**
 * The card brands the shop accepts (SPEC.md §9 "Brands"), by the provider's `payment_method_id`. The list lives
 * in the shop settings (`card_brands`); the payment service refuses any other brand and the checkout says so
 * as soon as the card number names one. See docs/decisions/0025-instalment-and-card-rules.md.
 */
import { paymentMethodName } from "./payment-methods.ts";

/**
 * What the shop settings are seeded with: SPEC.md §9's Visa, Mastercard, Maestro, Argencard and American
 * Express, plus the Visa debit card the 'Medios de pago' page promises ("Visa (crédito y débito)").
 */
export const DEFAULT_CARD_BRANDS: readonly string[] = [
  "visa",
  "debvisa",
  "master",
  "maestro",
  "argencard",
  "amex",
];

export function acceptsCard(brands: readonly string[], paymentMethodId: string): boolean {
  return brands.includes(paymentMethodId);
}

/** "Visa, Mastercard y Maestro", or with "o": "Visa, Mastercard o Maestro". */
export function spanishList(names: readonly string[], conjunction: "y" | "o" = "y"): string {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} ${conjunction} ${names.at(-1)}`;
}

/** Why a card cannot pay, naming the brands that can. */
export function cardNotAcceptedMessage(paymentMethodId: string, brands: readonly string[]): string {
  return `No aceptamos ${paymentMethodName(paymentMethodId)} para esta compra. Pagá con ${spanishList(brands.map(paymentMethodName), "o")}.`;
}
