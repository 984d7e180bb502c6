/**
 * The Argentine card payment methods the sandbox recognises, from old captures of Mercado Pago's MLA
 * /v1/payment_methods (see the project's payments reference). The BIN patterns are illustrative, not
 * Mercado Pago's live BIN database. Order matters: the first method whose pattern matches (and whose
 * exclusion does not) wins, so debit BINs and local brands come before the generic Visa (^4) and
 * Mastercard (^5) patterns.
 */
import { PAYMENT_METHOD_NAMES, type PaymentTypeId } from "#domain/payments/payment-methods.ts";

export interface SandboxPaymentMethod {
  id: string;
  name: string;
  paymentTypeId: Extract<PaymentTypeId, "credit_card" | "debit_card">;
  bin: { pattern: string; exclusionPattern: string | null; installmentsPattern: string };
  cardNumber: { length: number; validation: "standard" | "none" };
  securityCode: { length: number; cardLocation: "back" | "front"; mode: "mandatory" | "optional" };
  /** Asks the buyer to choose the issuing bank (the issuer is not implied by the BIN). */
  needsIssuer: boolean;
  /** Offers the cuotas of the rate table; debit cards take a single payment, except Maestro (below). */
  cuotas: boolean;
  /** The thumbnail: background colour and a short mark. */
  thumbnail: { colour: string; mark: string };
}

type Definition = Omit<
  SandboxPaymentMethod,
  "name" | "bin" | "cardNumber" | "securityCode" | "needsIssuer" | "cuotas"
> & {
  pattern: string;
  exclusion?: string;
  length?: number;
  validation?: "standard" | "none";
  cvv?: Partial<SandboxPaymentMethod["securityCode"]>;
  needsIssuer?: boolean;
  cuotas?: boolean;
};

// ⚠ The debit patterns are not in the captures: they hold the BINs of Mercado Pago's debit test cards
// (and, for Maestro, a few of its 501 BINs), enough for the sandbox to tell debit from credit.
// ⚠ Maestro: Mercado Pago lists it as a debit method; the shop sells it in cuotas as SPEC.md §9 says (up to 6
// interest-free or 12 fixed), so the sandbox's Maestro offers the credit cuotas. Whether the real account
// offers them is not verified: if it offers only 1, the checkout shows only the single payment.
const DEFINITIONS: Definition[] = [
  { id: "debvisa", paymentTypeId: "debit_card", pattern: "^(400276)", thumbnail: { colour: "#1a1f71", mark: "VISA D" } },
  { id: "debmaster", paymentTypeId: "debit_card", pattern: "^(528733)", thumbnail: { colour: "#2b2b2b", mark: "MC D" } },
  { id: "maestro", paymentTypeId: "debit_card", cuotas: true, pattern: "^(501041|501075|501081)", thumbnail: { colour: "#0b5fa5", mark: "MAESTRO" } },
  { id: "debcabal", paymentTypeId: "debit_card", pattern: "^(604201)", thumbnail: { colour: "#00677f", mark: "CABAL D" } },
  { id: "naranja", paymentTypeId: "credit_card", pattern: "^(589562)", validation: "none", thumbnail: { colour: "#ff6900", mark: "NARANJA" } },
  { id: "nativa", paymentTypeId: "credit_card", pattern: "^((520053)|(546553)|(554472)|(531847)|(527601))", thumbnail: { colour: "#0a6e3c", mark: "NATIVA" } },
  { id: "tarshop", paymentTypeId: "credit_card", pattern: "^(603488)", thumbnail: { colour: "#c8102e", mark: "SHOPPING" } },
  { id: "cencosud", paymentTypeId: "credit_card", pattern: "^(603493)", thumbnail: { colour: "#0055a5", mark: "CENCOSUD" } },
  {
    id: "cabal",
    paymentTypeId: "credit_card",
    pattern: "^((627170)|(589657)|(603522)|(604((20[1-9])|(2[1-9][0-9])|(3[0-9]{2})|(400))))",
    exclusion: "^(604201)",
    thumbnail: { colour: "#00677f", mark: "CABAL" },
  },
  { id: "argencard", paymentTypeId: "credit_card", pattern: "^(501105)", exclusion: "^((589562)|(527571)|(527572))", thumbnail: { colour: "#005baa", mark: "ARGENCARD" } },
  { id: "cordobesa", paymentTypeId: "credit_card", pattern: "^((542702)|(544764)|(550073)|(528824))", cvv: { mode: "optional" }, thumbnail: { colour: "#7a1f5c", mark: "CORDOBESA" } },
  { id: "cmr", paymentTypeId: "credit_card", pattern: "^(557039)", cvv: { mode: "optional" }, thumbnail: { colour: "#00843d", mark: "CMR" } },
  { id: "diners", paymentTypeId: "credit_card", pattern: "^((30)|(36)|(38))", exclusion: "^((3646)|(3648))", length: 14, thumbnail: { colour: "#004a97", mark: "DINERS" } },
  { id: "amex", paymentTypeId: "credit_card", pattern: "^((34)|(37))", length: 15, cvv: { length: 4, cardLocation: "front" }, thumbnail: { colour: "#016fd0", mark: "AMEX" } },
  { id: "master", paymentTypeId: "credit_card", pattern: "^5", exclusion: "^(589562|528733)", needsIssuer: true, thumbnail: { colour: "#eb001b", mark: "MC" } },
  { id: "visa", paymentTypeId: "credit_card", pattern: "^4", exclusion: "^(400276)", thumbnail: { colour: "#1a1f71", mark: "VISA" } },
];

export const PAYMENT_METHODS: readonly SandboxPaymentMethod[] = DEFINITIONS.map((d) => ({
  id: d.id,
  name: PAYMENT_METHOD_NAMES[d.id] ?? d.id,
  paymentTypeId: d.paymentTypeId,
  bin: { pattern: d.pattern, exclusionPattern: d.exclusion ?? null, installmentsPattern: d.pattern },
  cardNumber: { length: d.length ?? 16, validation: d.validation ?? "standard" },
  securityCode: { length: 3, cardLocation: "back", mode: "mandatory", ...d.cvv },
  needsIssuer: d.needsIssuer ?? false,
  cuotas: d.cuotas ?? d.paymentTypeId === "credit_card",
  thumbnail: d.thumbnail,
}));

const COMPILED = PAYMENT_METHODS.map((method) => ({
  method,
  pattern: new RegExp(method.bin.pattern),
  exclusion: method.bin.exclusionPattern ? new RegExp(method.bin.exclusionPattern) : null,
}));

/** The method a BIN (6 to 8 leading digits, or the whole number) belongs to, or null. */
export function methodForBin(bin: string): SandboxPaymentMethod | null {
  if (!/^\d{6,19}$/.test(bin)) return null;
  const found = COMPILED.find(({ pattern, exclusion }) => pattern.test(bin) && !exclusion?.test(bin));
  return found?.method ?? null;
}

export function methodById(id: string): SandboxPaymentMethod | null {
  return PAYMENT_METHODS.find((m) => m.id === id) ?? null;
}
