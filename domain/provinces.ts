/**
 * The 24 Argentine provinces (SPEC.md §3): display name, stored value and the letter that opens the postal codes
 * (CPA) of the province, e.g. "B7600" in Buenos Aires and "X5009" in Córdoba.
 */
export const PROVINCES = [
  { name: "Ciudad Autónoma de Buenos Aires", value: "Capital Federal", postalLetter: "C" },
  { name: "Buenos Aires", value: "Buenos Aires", postalLetter: "B" },
  { name: "Catamarca", value: "Catamarca", postalLetter: "K" },
  { name: "Chaco", value: "Chaco", postalLetter: "H" },
  { name: "Chubut", value: "Chubut", postalLetter: "U" },
  { name: "Córdoba", value: "Cordoba", postalLetter: "X" },
  { name: "Corrientes", value: "Corrientes", postalLetter: "W" },
  { name: "Entre Ríos", value: "Entre Rios", postalLetter: "E" },
  { name: "Formosa", value: "Formosa", postalLetter: "P" },
  { name: "Jujuy", value: "Jujuy", postalLetter: "Y" },
  { name: "La Pampa", value: "La Pampa", postalLetter: "L" },
  { name: "La Rioja", value: "La Rioja", postalLetter: "F" },
  { name: "Mendoza", value: "Mendoza", postalLetter: "M" },
  { name: "Misiones", value: "Misiones", postalLetter: "N" },
  { name: "Neuquén", value: "Neuquen", postalLetter: "Q" },
  { name: "Río Negro", value: "Rio Negro", postalLetter: "R" },
  { name: "Salta", value: "Salta", postalLetter: "A" },
  { name: "San Juan", value: "San Juan", postalLetter: "J" },
  { name: "San Luis", value: "San Luis", postalLetter: "D" },
  { name: "Santa Cruz", value: "Santa Cruz", postalLetter: "Z" },
  { name: "Santa Fe", value: "Santa Fe", postalLetter: "S" },
  { name: "Santiago del Estero", value: "Santiago del Estero", postalLetter: "G" },
  { name: "Tierra del Fuego", value: "Tierra del Fuego", postalLetter: "V" },
  { name: "Tucumán", value: "Tucuman", postalLetter: "T" },
] as const;

export type ProvinceValue = (typeof PROVINCES)[number]["value"];

/** The letter of the postal codes (CPA) of a province, by its stored value; null for an unknown one. */
export function postalLetter(value: string): string | null {
  return PROVINCES.find((p) => p.value === value)?.postalLetter ?? null;
}
