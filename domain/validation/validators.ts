/** The helper validators of SPEC.md §5. */

/** Letters (Spanish accented ones included), spaces, apostrophes and quotes. */
export const NAME_PATTERN = /^[A-Za-zÁÉÍÓÚÜÑáéíóúüñÀÈÌÒÙàèìòùÇç\s'"´’]+$/;

/** Local part, @, domain, and a top-level part of 2 to 4 letters. */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,4}$/;

/** 6 to 10 characters with a digit, an uppercase and a lowercase letter; word characters or !@#$%^&* only. */
export const PASSWORD_PATTERN = /^(?=.*\d)(?=.*[a-z])(?=.*[A-Z])[\w!@#$%^&*]{6,10}$/;

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
