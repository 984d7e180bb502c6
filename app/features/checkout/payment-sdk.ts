/**
 * The card provider's browser SDK as the checkout uses it (SPEC.md §7): identification types, the payment
 * method of a BIN, issuers, instalments (payer costs) and the card token. Two implementations, chosen by the
 * server's PAYMENTS_PROVIDER: the shop's own sandbox (plain fetch to /sandbox/mercadopago/v1/…) and
 * MercadoPago.js v2, whose script is loaded only when first needed.
 * Amounts are integer centavos on this side; the implementations convert to the provider's pesos.
 */
import { MercadoPagoJsSdk, type MercadoPagoJsOptions } from "./payment-sdk-mercadopago.ts";
export { PaymentSdkError, type PaymentSdkOperation } from "./payment-sdk-error.ts";
import { SandboxPaymentSdk, type SandboxSdkOptions } from "./payment-sdk-sandbox.ts";

export type PaymentsProvider = "sandbox" | "mercadopago";

export interface IdentificationType {
  id: string;
  name: string;
  type: string;
  minLength: number;
  maxLength: number;
}

export interface CardPaymentMethod {
  id: string;
  name: string;
  /** credit_card, debit_card, … */
  paymentTypeId: string;
  /** A same-origin image address with the sandbox; Mercado Pago's own otherwise. */
  thumbnail: string;
  /** The issuer the BIN implies, if any. */
  issuer: { id: string; name: string } | null;
  /** The buyer must choose the issuing bank. */
  needsIssuer: boolean;
  cardNumber: { length: number; validation: string };
  securityCode: { length: number; mode: string; cardLocation: string };
}

export interface CardIssuer {
  id: string;
  name: string;
  thumbnail: string;
}

export interface PayerCost {
  installments: number;
  /** The provider's interest, percent. */
  installmentRate: number;
  /** Centavos. */
  installmentAmount: number;
  /** Centavos. */
  totalAmount: number;
  /** Centavos. */
  minAllowedAmount: number;
  /** Centavos. */
  maxAllowedAmount: number;
  recommendedMessage: string;
  labels: string[];
  /** From the `CFT_…|TEA_…` label, percent; null when the provider gave none. */
  cft: number | null;
  tea: number | null;
}

export interface InstallmentOffer {
  paymentMethodId: string;
  paymentTypeId: string;
  issuer: CardIssuer | null;
  payerCosts: PayerCost[];
}

/** The card form's data (SPEC.md §3 field names). */
export interface CardTokenData {
  cardNumber: string;
  cardholderName: string;
  cardExpirationMonth: string;
  cardExpirationYear: string;
  securityCode: string;
  identificationType: string;
  identificationNumber: string;
}

export interface CardToken {
  id: string;
  firstSixDigits: string;
  lastFourDigits: string;
  cardholderName: string;
  expirationMonth: number;
  expirationYear: number;
  /** ISO date after which the token cannot be used. */
  dateDue: string;
}

export interface PaymentSdk {
  readonly provider: PaymentsProvider;
  getIdentificationTypes(): Promise<IdentificationType[]>;
  /** The payment method of a card from its BIN (first 6 to 8 digits); null when the BIN is unknown. */
  getPaymentMethod(bin: string): Promise<CardPaymentMethod | null>;
  getIssuers(input: { paymentMethodId: string; bin: string }): Promise<CardIssuer[]>;
  /** The provider's payer costs for an amount (centavos) and card; null when the card has none. */
  getInstallments(input: {
    amount: number;
    bin: string;
    paymentTypeId?: string;
  }): Promise<InstallmentOffer | null>;
  /** A single-use token for the card; a refusal carries the cause codes (SPEC.md §8 field codes). */
  createCardToken(data: CardTokenData): Promise<CardToken>;
}

export type PaymentSdkOptions =
  ({ provider: "sandbox" } & SandboxSdkOptions) | ({ provider: "mercadopago" } & MercadoPagoJsOptions);

/** The SDK the server's configuration asks for. */
export function createPaymentSdk(options: PaymentSdkOptions): PaymentSdk {
  return options.provider === "mercadopago" ? new MercadoPagoJsSdk(options) : new SandboxPaymentSdk(options);
}
