/** The helper validators of SPEC.md §5. */

/** Letters (Spanish accented ones included), spaces, apostrophes and quotes. */
export const NAME_PATTERN = /^[A-Za-zÁÉÍÓÚÜÑáéíóúüñÀÈÌÒÙàèìòùÇç\s'"´’]+$/;

/**
 * Local part, @, domain, and a top-level part of any length: two letters or more, or an internationalised one
 * (xn--…). Decision 0062: '.online' or '.photography' are real addresses.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.(?:[A-Za-z]{2,}|xn--[A-Za-z0-9-]+)$/;

/**
 * 6 to 64 printable characters (spaces, accents and symbols included) with an upper case letter, a lower case
 * letter and a digit (decision 0062). It applies when a password is set, never when one signs in.
 */
export const PASSWORD_PATTERN = /^(?=.*\p{Lu})(?=.*\p{Ll})(?=.*\p{Nd})[^\p{C}]{6,64}$/u;

export const isValidName = (value: string) => NAME_PATTERN.test(value);
export const isValidEmail = (value: string) => EMAIL_PATTERN.test(value);
export const isValidPassword = (value: string) => PASSWORD_PATTERN.test(value);
export const isNumeric = (value: string) => /^\d+$/.test(value);
export const hasLeadingZero = (value: string) => value.startsWith("0");
/** Argentine area codes start with 1, 2 or 3. */
export const hasValidPrefix = (value: string) => /^[123]/.test(value);
/** How many characters are left before a 10-digit number is complete. */
export const remainingCharacters = (value: string) => 10 - value.length;

export function truncate(value: string, length: number, ellipsis = true): string {
  if (value.length <= length) return value;
  return ellipsis ? `${value.slice(0, Math.max(0, length - 1))}…` : value.slice(0, length);
}
