/**
 * POST /v1/card_tokens: the card data is checked the way Mercado Pago's tokenizer does, with the cause codes
 * of SPEC.md §8, before a single-use token is issued. Every failing field is reported (in a fixed order),
 * so the checkout can list them all at once.
 */
import { cardDigits, luhnValid } from "#domain/payments/card.ts";
import { IDENTIFICATION_TYPES } from "./data/identification-types.ts";
import { methodForBin, type SandboxPaymentMethod } from "./data/payment-methods.ts";
import { badRequest, type Cause } from "./errors.ts";

/** The body Mercado Pago's browser SDK posts (createCardToken). */
export interface CardTokenBody {
  card_number?: unknown;
  security_code?: unknown;
  expiration_month?: unknown;
  expiration_year?: unknown;
  cardholder?: { name?: unknown; identification?: { type?: unknown; number?: unknown } };
}

export interface ValidCard {
  method: SandboxPaymentMethod;
  number: string;
  luhnValid: boolean;
  securityCodeLength: number;
  expirationMonth: number;
  expirationYear: number;
  cardholderName: string;
  identificationType: string;
  identificationNumber: string;
}

const CARDHOLDER_NAME = /^[A-Za-zÀ-ÿ0-9 ]{3,}$/;

const CAUSE_TEXT: Record<string, string> = {
  "205": "parameter cardNumber can not be null/empty",
  "208": "parameter cardExpirationMonth can not be null/empty",
  "209": "parameter cardExpirationYear can not be null/empty",
  "212": "parameter docType can not be null/empty",
  "214": "parameter docNumber can not be null/empty",
  "221": "parameter cardholderName can not be null/empty",
  "224": "parameter securityCode can not be null/empty",
  E301: "invalid parameter cardNumber",
  E302: "invalid parameter securityCode",
  "316": "invalid parameter cardholderName",
  "322": "invalid parameter docType",
  "324": "invalid parameter docNumber",
  "325": "invalid parameter cardExpirationMonth",
  "326": "invalid parameter cardExpirationYear",
};

const cause = (code: string): Cause => ({ code, description: CAUSE_TEXT[code] ?? code });

function text(value: unknown): string {
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return typeof value === "string" ? value.trim() : "";
}

/** A 2- or 4-digit year as a full year (25 → 2025). */
function fullYear(year: string): number | null {
  if (/^\d{2}$/.test(year)) return 2000 + Number(year);
  if (/^\d{4}$/.test(year)) return Number(year);
  return null;
}

/** Checks the card data; throws a 400 with every failing cause, or returns the card. */
export function validateCard(body: CardTokenBody, now: Date): ValidCard {
  const causes: Cause[] = [];
  const number = cardDigits(text(body.card_number));
  const securityCode = text(body.security_code);
  const month = text(body.expiration_month);
  const year = text(body.expiration_year);
  const name = text(body.cardholder?.name);
  const docType = text(body.cardholder?.identification?.type);
  const docNumber = text(body.cardholder?.identification?.number);

  const method = number ? methodForBin(number) : null;

  if (!number) causes.push(cause("205"));
  else if (!method || !/^\d+$/.test(number) || number.length !== method.cardNumber.length)
    causes.push(cause("E301"));
  else if (method.cardNumber.validation === "standard" && !luhnValid(number)) causes.push(cause("E301"));

  if (!month) causes.push(cause("208"));
  else if (!/^\d{1,2}$/.test(month) || Number(month) < 1 || Number(month) > 12) causes.push(cause("325"));

  const expYear = year ? fullYear(year) : null;
  if (!year) causes.push(cause("209"));
  else if (expYear === null) causes.push(cause("326"));
  else if (/^\d{1,2}$/.test(month)) {
    // A card is valid until the end of its expiry month.
    const current = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
    if (expYear * 12 + Number(month) < current) causes.push(cause("326"));
  }

  if (!name) causes.push(cause("221"));
  else if (!CARDHOLDER_NAME.test(name)) causes.push(cause("316"));

  const idType = IDENTIFICATION_TYPES.find((t) => t.id === docType);
  if (!docType) causes.push(cause("212"));
  else if (!idType) causes.push(cause("322"));

  if (!docNumber) causes.push(cause("214"));
  else if (
    idType &&
    (!/^\d+$/.test(docNumber) || docNumber.length < idType.min_length || docNumber.length > idType.max_length)
  ) {
    causes.push(cause("324"));
  }

  if (method) {
    const rule = method.securityCode;
    if (!securityCode) {
      if (rule.mode === "mandatory") causes.push(cause("224"));
    } else if (!/^\d+$/.test(securityCode) || securityCode.length !== rule.length) {
      causes.push(cause("E302"));
    }
  } else if (!securityCode) {
    causes.push(cause("224"));
  }

  if (causes.length > 0 || !method || expYear === null) {
    throw badRequest("invalid parameters", causes);
  }
  return {
    method,
    number,
    luhnValid: luhnValid(number),
    securityCodeLength: securityCode.length,
    expirationMonth: Number(month),
    expirationYear: expYear,
    cardholderName: name,
    identificationType: docType,
    identificationNumber: docNumber,
  };
}
