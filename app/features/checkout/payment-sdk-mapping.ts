/**
 * Mercado Pago's JSON (identical from its REST API, the sandbox and MercadoPago.js) to the checkout's types,
 * and its error payloads to PaymentSdkError.
 */
import type {
  CardIssuer,
  CardPaymentMethod,
  CardToken,
  IdentificationType,
  InstallmentOffer,
  PayerCost,
} from "./payment-sdk.ts";
import { PaymentSdkError, type PaymentSdkOperation } from "./payment-sdk-error.ts";

type Json = Record<string, unknown>;

const str = (v: unknown): string => (typeof v === "string" ? v : typeof v === "number" ? String(v) : "");
const num = (v: unknown): number => (typeof v === "number" ? v : Number(v ?? NaN));
const obj = (v: unknown): Json => (v && typeof v === "object" ? (v as Json) : {});
const centavos = (pesos: unknown): number => Math.round(num(pesos) * 100);

/** Centavos → the decimal pesos string Mercado Pago's amount parameters take (185000 → "1850.00"). */
export function toPesosString(amount: number): string {
  return (amount / 100).toFixed(2);
}

export function toIdentificationType(raw: unknown): IdentificationType {
  const t = obj(raw);
  return {
    id: str(t.id),
    name: str(t.name),
    type: str(t.type),
    minLength: num(t.min_length),
    maxLength: num(t.max_length),
  };
}

export function toPaymentMethod(raw: unknown): CardPaymentMethod {
  const m = obj(raw);
  const settings = obj(Array.isArray(m.settings) ? m.settings[0] : undefined);
  const cardNumber = obj(settings.card_number);
  const securityCode = obj(settings.security_code);
  const issuer = obj(m.issuer);
  const needed = Array.isArray(m.additional_info_needed) ? m.additional_info_needed : [];
  return {
    id: str(m.id),
    name: str(m.name),
    paymentTypeId: str(m.payment_type_id),
    thumbnail: str(m.secure_thumbnail) || str(m.thumbnail),
    issuer: issuer.id !== undefined ? { id: str(issuer.id), name: str(issuer.name) } : null,
    needsIssuer: needed.includes("issuer_id"),
    cardNumber: { length: num(cardNumber.length), validation: str(cardNumber.validation) },
    securityCode: {
      length: num(securityCode.length),
      mode: str(securityCode.mode),
      cardLocation: str(securityCode.card_location),
    },
  };
}

export function toIssuer(raw: unknown): CardIssuer {
  const i = obj(raw);
  return { id: str(i.id), name: str(i.name), thumbnail: str(i.secure_thumbnail) || str(i.thumbnail) };
}

/** "CFT_120,42%|TEA_93,32%" → { cft: 120.42, tea: 93.32 }. */
export function parseRateLabels(labels: readonly string[]): { cft: number | null; tea: number | null } {
  const rate = (name: string) => {
    for (const label of labels) {
      const match = new RegExp(`${name}_(\\d+(?:,\\d+)?)%`).exec(label);
      if (match) return Number(match[1]!.replace(",", "."));
    }
    return null;
  };
  return { cft: rate("CFT"), tea: rate("TEA") };
}

export function toPayerCost(raw: unknown): PayerCost {
  const c = obj(raw);
  const labels = Array.isArray(c.labels) ? c.labels.map(str) : [];
  return {
    installments: num(c.installments),
    installmentRate: num(c.installment_rate),
    installmentAmount: centavos(c.installment_amount),
    totalAmount: centavos(c.total_amount),
    minAllowedAmount: centavos(c.min_allowed_amount ?? 0),
    maxAllowedAmount: centavos(c.max_allowed_amount ?? 0),
    recommendedMessage: str(c.recommended_message),
    labels,
    ...parseRateLabels(labels),
  };
}

/** The first entry of an instalments answer (one per method and issuer); null when there is none. */
export function toInstallmentOffer(raw: unknown): InstallmentOffer | null {
  const first = Array.isArray(raw) ? raw[0] : undefined;
  if (!first) return null;
  const o = obj(first);
  return {
    paymentMethodId: str(o.payment_method_id),
    paymentTypeId: str(o.payment_type_id),
    issuer: o.issuer ? toIssuer(o.issuer) : null,
    payerCosts: (Array.isArray(o.payer_costs) ? o.payer_costs : []).map(toPayerCost),
  };
}

export function toCardToken(raw: unknown): CardToken {
  const t = obj(raw);
  return {
    id: str(t.id),
    firstSixDigits: str(t.first_six_digits),
    lastFourDigits: str(t.last_four_digits),
    cardholderName: str(obj(t.cardholder).name),
    expirationMonth: num(t.expiration_month),
    expirationYear: num(t.expiration_year),
    dateDue: str(t.date_due),
  };
}

/**
 * Any error payload as PaymentSdkError: Mercado Pago's `{message, cause:[{code, description}]}`, an array of
 * causes (MercadoPago.js v2 is not documented here ⚠), a single `{code, message}`, or an Error.
 */
export function toSdkError(operation: PaymentSdkOperation, raw: unknown): PaymentSdkError {
  if (raw instanceof PaymentSdkError) return raw;
  const list = Array.isArray(raw)
    ? raw
    : Array.isArray(obj(raw).cause)
      ? (obj(raw).cause as unknown[])
      : null;
  const causes = (list ?? (obj(raw).code !== undefined ? [raw] : []))
    .map(obj)
    .filter((c) => c.code !== undefined)
    .map((c) => ({ code: str(c.code), description: str(c.description) || str(c.message) }));
  const message = raw instanceof Error ? raw.message : str(obj(raw).message) || `${operation} failed`;
  return new PaymentSdkError(operation, message, causes);
}
