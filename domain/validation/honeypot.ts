/**
 * A form field that people never see or fill (hidden from sight and from assistive technology); bots that
 * fill every input give themselves away. The name sounds like a real field on purpose. This module stays free
 * of the schema library: the forms that draw the field import it into the browser.
 */
export const HONEYPOT_FIELD = "website";

/** True when the hidden field came back filled: the submission is treated as done and then dropped. */
export function isBotSubmission(value: string | undefined | null): boolean {
  return typeof value === "string" && value.trim() !== "";
}
