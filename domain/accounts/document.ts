import { documentNumber } from "#domain/validation/fields.ts";

/** The account's document number: 7 to 9 digits (decision 0062). */
export const DOCUMENT_LENGTH = { min: 7, max: 9 } as const;

/** The one rule of the account's document number, at sign-up, in the profile and at checkout. */
export const accountDocument = () => documentNumber(DOCUMENT_LENGTH.min, DOCUMENT_LENGTH.max);

/** The stored document number does not fit the rule: the checkout asks to update it before paying. */
export function documentNeedsUpdate(identifire: string | null | undefined): boolean {
  return !accountDocument().safeParse(identifire ?? "").success;
}
