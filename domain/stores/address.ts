/**
 * A branch's address in the parts it is stored in (the `stores` columns `address_street`, `address_number`,
 * `address_floor`, `address_apartment`, `zip` and `city`) and its province's display name.
 */
export interface Address {
  street: string | null;
  number: string | null;
  floor: string | null;
  apartment: string | null;
  zip: string | null;
  city: string | null;
  province: string | null;
}

/** The trimmed part, with inner spaces collapsed; '' for nothing, blanks and placeholders such as "-". */
function part(value: string | null | undefined): string {
  const text = (value ?? "").trim().replace(/\s+/g, " ");
  return /^[-–—.]*$/.test(text) ? "" : text;
}

const folded = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[.\s]+/g, " ")
    .trim();

/** The city of Buenos Aires under every name it is stored with; the shop writes it "CABA". */
const CABA_NAMES = new Set(
  ["Ciudad Autónoma de Buenos Aires", "Ciudad de Buenos Aires", "Capital Federal", "CABA", "C.A.B.A."].map(
    folded,
  ),
);

const place = (name: string) => (CABA_NAMES.has(folded(name)) ? "CABA" : name);

/** "4", "4°" or "piso 4" → "piso 4"; "PB" or "planta baja" → "PB"; anything else as typed. */
function floorText(floor: string): string {
  if (/^(p\.?\s?b\.?|planta baja)$/i.test(floor)) return "PB";
  const number = /^(?:piso\s*)?(\d{1,3})\s*[°º]?$/i.exec(floor);
  return number ? `piso ${number[1]}` : floor;
}

/**
 * A bare unit code: only digits is an office ("412" → "of. 412"); a letter, or a short code with one ("B",
 * "2A") is a flat ("dto. B"); a unit already written with its word ("Local 12", "of. 3") is kept as typed.
 */
function unitText(unit: string): string {
  if (/^\d{1,5}$/.test(unit)) return `of. ${unit}`;
  if (/^(?=.*[a-z])[a-z0-9]{1,3}$/i.test(unit)) return `dto. ${unit.toUpperCase()}`;
  return unit;
}

/** The street and its number, then the floor and the unit: "Florida 537, piso 4, of. 412". */
export function streetLine(address: Address): string {
  const street = part(address.street);
  const number = part(address.number);
  const floor = part(address.floor);
  const unit = part(address.apartment);
  return [
    street && number ? `${street} ${number}` : street,
    street && floor ? floorText(floor) : "",
    street && unit ? unitText(unit) : "",
  ]
    .filter(Boolean)
    .join(", ");
}

/**
 * A branch's address the one way the shop writes it, everywhere it is shown (the branch list and page, the
 * checkout's branch choice, the mails, the account pages and the back office):
 *
 *   "Florida 537, piso 4, of. 412, CABA (C1005)"
 *   "Güemes 2950, Mar del Plata (B7600), Buenos Aires"
 *
 * The street line (`streetLine`), then the city with its postal code in brackets, then the province. The city
 * of Buenos Aires is written "CABA", and a city named like its province ("Salta, Salta") is written once.
 * Missing parts are left out with their comma, never shown as "-"; a floor or unit without a street is left
 * out too. The postal code is shown as stored, in capitals (the seed and the editor store the whole CPA,
 * "C1005"). Nothing at all gives "".
 */
export function formatAddress(address: Address): string {
  const city = place(part(address.city));
  const province = place(part(address.province));
  const zip = part(address.zip).replace(/\s/g, "").toUpperCase();
  const town = city || province;
  const locality = [town && zip ? `${town} (${zip})` : town || zip];
  if (city && province && folded(city) !== folded(province)) locality.push(province);
  return [streetLine(address), ...locality].filter(Boolean).join(", ");
}

/** An Argentine postal code as typed: the province's letter (or none), four digits, the block's three letters. */
export const POSTAL_CODE = /^[A-Z]?\d{4}(?:[A-Z]{3})?$/;

/**
 * The postal code a branch is stored with: the whole CPA in capitals without spaces, the province's letter
 * first ("C1005", "B7600", or with its block "C1005AAK"). Four bare digits take the province's letter. Null
 * when the text is no postal code or its letter is another province's.
 */
export function branchPostalCode(zip: string, provinceLetter: string | null): string | null {
  const code = zip.replace(/\s/g, "").toUpperCase();
  if (code === "") return "";
  if (!POSTAL_CODE.test(code)) return null;
  if (/^\d/.test(code)) return provinceLetter ? `${provinceLetter}${code}` : code;
  return !provinceLetter || code.startsWith(provinceLetter) ? code : null;
}
