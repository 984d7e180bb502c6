import { randomBytes } from "node:crypto";

/** RFC 4648 base 32: upper-case letters and 2-7, no 0/1/8/9 to mistake for O/I/B/g when read aloud. */
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

export const PAYMENT_CODE_PATTERN = /^CND-[A-Z2-7]{8}$/;

/** A new payment code, 'CND-' and 8 random base-32 characters (40 bits); the table's unique index decides. */
export const newPaymentCode = () => newCode("CND");

/** A code read aloud or typed by people: `prefix`, '-' and 8 random base-32 characters (40 bits). */
export function newCode(prefix: string): string {
  const bytes = randomBytes(5);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let code = "";
  for (let i = 7; i >= 0; i--) code += ALPHABET[Number((bits >> BigInt(i * 5)) & 31n)];
  return `${prefix}-${code}`;
}
