/** Addresses are stored trimmed and lower-cased, so one address is one account whatever its case. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** Whether the profile's posted address is another one than the account's (and so needs the password). */
export const isEmailChange = (currentEmail: string, postedEmail: string) =>
  normalizeEmail(postedEmail) !== normalizeEmail(currentEmail);
