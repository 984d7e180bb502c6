import { parsePhoneNumberFromString } from "libphonenumber-js/min";

/**
 * A phone number stored as digits (e.g. the WhatsApp number "5491155550000") as a person reads it:
 * "+54 9 11 5555 0000". A number that does not parse is shown as stored.
 */
export function displayPhone(stored: string): string {
  const trimmed = stored.trim();
  const international = trimmed.startsWith("+") ? trimmed : `+${trimmed.replace(/\D/g, "")}`;
  const parsed = parsePhoneNumberFromString(international);
  return parsed?.isValid() ? parsed.formatInternational() : trimmed;
}
