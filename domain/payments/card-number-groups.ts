/** How a card number is shown while it is typed: in groups, as printed on the card. */

/** American Express (34, 37) prints 4-6-5; every other brand groups in fours. */
function groupSizes(digits: string): number[] {
  return /^3[47]/.test(digits) ? [4, 6, 5] : [4, 4, 4, 4, 4];
}

/**
 * The digits of what was typed, grouped ("4509953566233704" → "4509 9535 6623 3704", Amex
 * "371449635398431" → "3714 496353 98431"). Anything that is not a digit is dropped; digits past the last
 * group are kept in it rather than lost.
 */
export function groupCardNumber(input: string): string {
  const digits = input.replace(/\D/g, "");
  const sizes = groupSizes(digits);
  const groups: string[] = [];
  let at = 0;
  for (let i = 0; at < digits.length; i++) {
    const size = i < sizes.length - 1 ? sizes[i]! : digits.length - at;
    groups.push(digits.slice(at, at + size));
    at += size;
  }
  return groups.join(" ");
}

/** Where the caret goes in the grouped text: after the same number of digits as before it in the typed one. */
export function caretAfterGrouping(typed: string, caret: number, grouped: string): number {
  const digitsBefore = typed.slice(0, caret).replace(/\D/g, "").length;
  if (digitsBefore === 0) return 0;
  let seen = 0;
  for (let i = 0; i < grouped.length; i++) {
    if (/\d/.test(grouped[i]!)) seen++;
    if (seen === digitsBefore) return i + 1;
  }
  return grouped.length;
}
