/** The card networks Mercado Pago offers in Argentina, by `payment_method_id`. */
export const PAYMENT_METHOD_NAMES: Readonly<Record<string, string>> = {
  visa: "Visa",
  master: "Mastercard",
  amex: "American Express",
  naranja: "Naranja",
  nativa: "Nativa Mastercard",
  tarshop: "Tarjeta Shopping",
  cencosud: "Cencosud",
  cabal: "Cabal",
  diners: "Diners",
  argencard: "Argencard",
  cordobesa: "Cordobesa",
  cmr: "CMR",
  debvisa: "Visa Débito",
  debmaster: "Mastercard Débito",
  maestro: "Maestro",
  debcabal: "Cabal Débito",
};

/** The methods whose cards are debit cards (one instalment only). */
export const DEBIT_PAYMENT_METHODS: ReadonlySet<string> = new Set([
  "debvisa",
  "debmaster",
  "maestro",
  "debcabal",
]);

export type PaymentTypeId = "credit_card" | "debit_card" | "prepaid_card";

/** A method's display name; unknown ids are shown as they come. */
export function paymentMethodName(paymentMethodId: string): string {
  return PAYMENT_METHOD_NAMES[paymentMethodId] ?? paymentMethodId;
}
