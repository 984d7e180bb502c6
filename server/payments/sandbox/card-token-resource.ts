/** Card tokens as the sandbox stores them and as Mercado Pago shows them (POST/GET /v1/card_tokens). */
import { createHmac, randomBytes } from "node:crypto";
import type { sandboxCardTokens } from "#server/db/schema/index.ts";
import type { ValidCard } from "./card-tokens.ts";
import { mpDate } from "./payment-resource.ts";

type CardTokenRow = typeof sandboxCardTokens.$inferSelect;

/** A keyed fingerprint of a card number: duplicate detection without storing the number. */
function cardFingerprint(key: string, number: string): string {
  return createHmac("sha256", key).update(`card:${number}`).digest("hex");
}

/** The row of a new, active token for a validated card. */
export function newCardTokenRow(
  card: ValidCard,
  opts: { fingerprintKey: string; now: Date; ttlMs: number },
): typeof sandboxCardTokens.$inferInsert {
  return {
    id: randomBytes(16).toString("hex"),
    paymentMethodId: card.method.id,
    paymentTypeId: card.method.paymentTypeId,
    firstSixDigits: card.number.slice(0, 6),
    lastFourDigits: card.number.slice(-4),
    cardNumberLength: card.number.length,
    securityCodeLength: card.securityCodeLength,
    cardFingerprint: cardFingerprint(opts.fingerprintKey, card.number),
    luhnValidation: card.luhnValid,
    expirationMonth: card.expirationMonth,
    expirationYear: card.expirationYear,
    cardholderName: card.cardholderName,
    identificationType: card.identificationType,
    identificationNumber: card.identificationNumber,
    status: "active",
    dateCreated: opts.now,
    dateDue: new Date(opts.now.getTime() + opts.ttlMs),
  };
}

export function cardTokenResource(token: CardTokenRow, publicKey: string, now: Date) {
  const expired = token.dateDue.getTime() <= now.getTime();
  return {
    id: token.id,
    public_key: publicKey,
    first_six_digits: token.firstSixDigits,
    last_four_digits: token.lastFourDigits,
    expiration_month: token.expirationMonth,
    expiration_year: token.expirationYear,
    card_number_length: token.cardNumberLength,
    security_code_length: token.securityCodeLength,
    cardholder: {
      name: token.cardholderName,
      identification: { type: token.identificationType, number: token.identificationNumber },
    },
    status: token.status === "active" && expired ? "expired" : token.status,
    date_created: mpDate(token.dateCreated),
    date_last_updated: mpDate(token.dateUsed ?? token.dateCreated),
    date_due: mpDate(token.dateDue),
    luhn_validation: token.luhnValidation,
    live_mode: false,
    require_esc: false,
  };
}
