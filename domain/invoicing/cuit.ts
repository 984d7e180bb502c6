/**
 * The CUIT (Clave Única de Identificación Tributaria): 11 digits, a two-digit kind, the document or company
 * number and a check digit computed modulo 11 with the weights 5 4 3 2 7 6 5 4 3 2.
 */

const WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2] as const;
/** People (20, 23, 24, 27), companies (30, 33, 34) and the ones ARCA gives in special cases (25, 26). */
const KINDS = new Set(["20", "23", "24", "25", "26", "27", "30", "33", "34"]);

/** The digits of a CUIT as typed ("20-12345678-6", "20 12345678 6"); null when it is not 11 digits. */
export function cuitDigits(value: string): string | null {
  const digits = value.replace(/[\s.-]/g, "");
  return /^\d{11}$/.test(digits) ? digits : null;
}

/** The check digit the first ten digits call for; null when none fits (the kind must change: 23 or 33). */
export function cuitCheckDigit(first10: string): number | null {
  const sum = WEIGHTS.reduce((acc, w, i) => acc + w * Number(first10[i]), 0);
  const digit = 11 - (sum % 11);
  if (digit === 11) return 0;
  return digit === 10 ? null : digit;
}

/** Whether `digits` (11 of them) is a CUIT: a known kind and the right check digit. */
export function isValidCuit(digits: string): boolean {
  if (!/^\d{11}$/.test(digits) || !KINDS.has(digits.slice(0, 2))) return false;
  return cuitCheckDigit(digits.slice(0, 10)) === Number(digits[10]);
}

/** "20123456786" → "20-12345678-6". */
export function formatCuit(digits: string): string {
  return `${digits.slice(0, 2)}-${digits.slice(2, 10)}-${digits.slice(10)}`;
}
