/**
 * Mercado Pago's Argentine test cards (devsite-docs test-cards and local-cards pages). Any future expiry
 * date works; the documents print 11/25 or 11/30. The cardholder name picks the outcome (outcomes.ts).
 */
export interface TestCard {
  paymentMethodId: string;
  number: string;
  securityCode: string;
}

export const TEST_CARDS: readonly TestCard[] = [
  { paymentMethodId: "master", number: "5031755734530604", securityCode: "123" },
  { paymentMethodId: "visa", number: "4509953566233704", securityCode: "123" },
  { paymentMethodId: "amex", number: "371180303257522", securityCode: "1234" },
  { paymentMethodId: "debmaster", number: "5287338310253304", securityCode: "123" },
  { paymentMethodId: "debvisa", number: "4002768694395619", securityCode: "123" },
  { paymentMethodId: "debcabal", number: "6042013076608231", securityCode: "123" },
  // Not one of Mercado Pago's test cards (it publishes none for Maestro): a Luhn-valid number on a Maestro BIN.
  { paymentMethodId: "maestro", number: "5010418654321075", securityCode: "123" },
  // Fails the Luhn check on purpose: Naranja's numbers are not validated (validation 'none').
  { paymentMethodId: "naranja", number: "5895627823453005", securityCode: "123" },
  { paymentMethodId: "nativa", number: "5465532683840176", securityCode: "123" },
  { paymentMethodId: "tarshop", number: "6034880000944555", securityCode: "123" },
  { paymentMethodId: "cencosud", number: "6034937272862830", securityCode: "123" },
  { paymentMethodId: "cabal", number: "6035227716427021", securityCode: "123" },
  { paymentMethodId: "argencard", number: "5011054211206753", securityCode: "123" },
  { paymentMethodId: "diners", number: "30238030180020", securityCode: "123" },
];
