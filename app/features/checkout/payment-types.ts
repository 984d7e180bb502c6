/** Shapes the payment step shares between its loader and action helpers and the browser. */
import type { BILLING_FIELDS } from "#domain/checkout/billing-form.ts";
import type { InstallmentSettings } from "#domain/installments/rules.ts";
import type { PayOutcome } from "#domain/payments/views.ts";
import type { CheckoutGeo } from "./billing-form-fields.tsx";
import type { PaymentsProvider } from "./payment-sdk.ts";

type BillingField = (typeof BILLING_FIELDS)[number];

export interface PaymentStepData {
  /** Which browser SDK to use and its public key; null when the shop settings turn card payments off. */
  sdk: { provider: PaymentsProvider; publicKey: string } | null;
  installments: InstallmentSettings;
  /** The card brands the shop accepts, by payment_method_id. */
  cardBrands: readonly string[];
  /** The customer's data the forms start with. */
  defaults: {
    card: { email: string; mobile_phone: string; docNumber: string };
    /** The account's name and e-mail, or the billing address of its last purchase (with place ids). */
    billing: Partial<Record<BillingField, string>>;
  };
  /** Streamed: the page does not wait for it. */
  geo: Promise<CheckoutGeo>;
}

type Failure = Extract<PayOutcome, { ok: false }>;

/** The answer to 'Confirmar Pago': the payment service's outcome, or a server error (the attempt may be retried). */
export type ConfirmAnswer =
  | { intent: "confirm"; ok: true; payment: Extract<PayOutcome, { ok: true }>["payment"] }
  | ({ intent: "confirm" } & Omit<Failure, "code"> & { code: Failure["code"] | "server_error" });
