/**
 * The read-only endpoints of the browser SDK, in Mercado Pago's shapes: payment method by BIN, issuers and
 * instalments (payer costs). `thumbnails` is the absolute address the sandbox serves its logos from.
 */
import {
  CREDIT_RATES,
  DEBIT_RATES,
  payerCosts,
  sellerRates,
  type PayerCost,
  type RateRow,
} from "./data/installments.ts";
import { issuerById, issuersFor, type SandboxIssuer } from "./data/issuers.ts";
import { methodById, methodForBin, type SandboxPaymentMethod } from "./data/payment-methods.ts";
import { badRequest } from "./errors.ts";

const ADDITIONAL_INFO = [
  "cardholder_name",
  "cardholder_identification_type",
  "cardholder_identification_number",
];

function issuerJson(issuer: SandboxIssuer, thumbnails: string) {
  const url = `${thumbnails}/issuers/${issuer.id}.svg`;
  return {
    id: String(issuer.id),
    name: issuer.name,
    secure_thumbnail: url,
    thumbnail: url,
    processing_mode: "aggregator",
    merchant_account_id: null,
    status: "active",
  };
}

export function paymentMethodJson(method: SandboxPaymentMethod, bin: string | undefined, thumbnails: string) {
  const url = `${thumbnails}/payment-methods/${method.id}.svg`;
  const [issuer] = issuersFor(method, bin);
  return {
    id: method.id,
    name: method.name,
    payment_type_id: method.paymentTypeId,
    status: "active",
    secure_thumbnail: url,
    thumbnail: url,
    deferred_capture: "supported",
    settings: [
      {
        bin: {
          pattern: method.bin.pattern,
          installments_pattern: method.bin.installmentsPattern,
          exclusion_pattern: method.bin.exclusionPattern,
        },
        card_number: { length: method.cardNumber.length, validation: method.cardNumber.validation },
        security_code: {
          length: method.securityCode.length,
          card_location: method.securityCode.cardLocation,
          mode: method.securityCode.mode,
        },
      },
    ],
    additional_info_needed: method.needsIssuer ? [...ADDITIONAL_INFO, "issuer_id"] : ADDITIONAL_INFO,
    min_allowed_amount: 0.5,
    max_allowed_amount: 25_000_000,
    accreditation_time: method.paymentTypeId === "debit_card" ? 0 : 2880,
    financial_institutions: [],
    processing_modes: ["aggregator"],
    issuer: issuer ? { id: issuer.id, name: issuer.name, default: !method.needsIssuer } : undefined,
  };
}

function requireBin(bins: string | undefined): string {
  const bin = (bins ?? "").split(",")[0]!.trim();
  if (!/^\d{6,8}$/.test(bin)) {
    throw badRequest("bins must be 6 to 8 digits", [{ code: 1000, description: "invalid parameter bins" }]);
  }
  return bin;
}

/** GET /v1/payment_methods/search?bins=… (marketplace NONE, status active). */
export function searchPaymentMethods(query: { bins?: string }, thumbnails: string) {
  const bin = requireBin(query.bins);
  const method = methodForBin(bin);
  const results = method ? [paymentMethodJson(method, bin, thumbnails)] : [];
  return { paging: { total: results.length, limit: 30, offset: 0 }, results };
}

function methodFrom(query: { payment_method_id?: string; bin?: string }): {
  method: SandboxPaymentMethod;
  bin?: string;
} {
  const bin = query.bin ? requireBin(query.bin) : undefined;
  const method = query.payment_method_id
    ? methodById(query.payment_method_id)
    : bin
      ? methodForBin(bin)
      : null;
  if (!method) {
    throw badRequest("payment method not found", [
      { code: 2030, description: "payment_method_id not found" },
    ]);
  }
  return { method, bin };
}

/** GET /v1/payment_methods/card_issuers?payment_method_id=…&bin=… */
export function cardIssuers(query: { payment_method_id?: string; bin?: string }, thumbnails: string) {
  const { method, bin } = methodFrom(query);
  return issuersFor(method, bin).map((i) => issuerJson(i, thumbnails));
}

/** The rate rows of a method for a seller account whose `interestFree` cuotas are "sin interés". */
export function ratesFor(method: SandboxPaymentMethod, interestFree: readonly number[]): RateRow[] {
  return sellerRates(method.cuotas ? CREDIT_RATES : DEBIT_RATES, interestFree);
}

/** The payer costs for a method and an amount in centavos. */
export function payerCostsFor(
  method: SandboxPaymentMethod,
  amount: number,
  interestFree: readonly number[],
): PayerCost[] {
  return payerCosts(ratesFor(method, interestFree), amount);
}

/** GET /v1/payment_methods/installments?amount=…&bin=…|payment_method_id=…[&issuer.id=…][&payment_type_id=…] */
export function installments(
  query: {
    amount?: string;
    bin?: string;
    payment_method_id?: string;
    "issuer.id"?: string;
    payment_type_id?: string;
  },
  thumbnails: string,
  interestFree: readonly number[],
) {
  const amount = Number(query.amount);
  if (!query.amount || !Number.isFinite(amount) || amount <= 0) {
    throw badRequest("amount must be a positive number", [
      { code: 1000, description: "invalid parameter amount" },
    ]);
  }
  const { method, bin } = methodFrom(query);
  if (query.payment_type_id && query.payment_type_id !== method.paymentTypeId) return [];
  const requested = query["issuer.id"] ? issuerById(Number(query["issuer.id"])) : null;
  const issuer = requested ?? issuersFor(method, bin)[0]!;
  return [
    {
      payment_method_id: method.id,
      payment_type_id: method.paymentTypeId,
      issuer: issuerJson(issuer, thumbnails),
      processing_mode: "aggregator",
      merchant_account_id: null,
      payer_costs: payerCostsFor(method, Math.round(amount * 100), interestFree),
      agreements: null,
    },
  ];
}
