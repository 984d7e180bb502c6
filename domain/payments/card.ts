/** Checks on a card number that need no provider. */

/** Only the digits of a card number as typed ("4509 9535-6623 3704" → "4509953566233704"). */
export function cardDigits(input: string): string {
  return input.replace(/[\s-]/g, "");
}

/** The Luhn (mod 10) check digit test every major card number passes. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The BIN the provider identifies a card by: its first 6 digits (8 where the provider asks for 8). */
export function cardBin(digits: string, length: 6 | 8 = 6): string | null {
  return /^\d+$/.test(digits) && digits.length >= length ? digits.slice(0, length) : null;
}
