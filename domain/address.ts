/** The address parts of a store (SPEC.md §3). */
export interface Address {
  street: string | null;
  number: string | null;
  floor: string | null;
  apartment: string | null;
  zip: string | null;
  state: { name: string } | null;
}

const present = (part: string | null | undefined): part is string => !!part && part.trim() !== "";

/**
 * One line (SPEC.md §3): street, number, floor and apartment joined by spaces, then ', C' and the zip, then the
 * province name; a dash when there is no street.
 */
export function formatAddress(address: Address): string {
  if (!present(address.street)) return "-";
  const line = [address.street, address.number, address.floor, address.apartment]
    .filter(present)
    .map((part) => part.trim())
    .join(" ");
  const zip = present(address.zip) ? `, C${address.zip.trim()}` : "";
  const state = present(address.state?.name) ? `, ${address.state.name}` : "";
  return `${line}${zip}${state}`;
}
