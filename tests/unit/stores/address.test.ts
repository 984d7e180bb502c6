/**
 * How the shop writes a branch's address, the one way every page, mail and list shows it (formatAddress,
 * docs/decisions/0063):
 *
 * - the street and its number, then the floor and the unit, each after a comma: "Florida 537, piso 4, of. 412";
 * - a floor given as its number (with or without "°" or "piso") is "piso 4"; "PB" or "planta baja" is "PB";
 * - a unit that is only digits is an office, "of. 412"; a letter, or a short code with one, is a flat,
 *   "dto. B" (the way Argentine addresses read "4° 412" and "2° B"); a unit written with its word ("Local 12",
 *   "Oficina 3") is kept as typed;
 * - then the city with its postal code in brackets, "Mar del Plata (B7600)", then the province;
 * - the city of Buenos Aires, by any of its names, is "CABA", and is written once;
 * - a city named like its province ("Salta", "Salta") is written once;
 * - missing parts, blanks and placeholders such as "-" are left out with their comma: never a "-";
 * - the postal code is shown as stored (the whole CPA, in capitals): no letter is added or guessed.
 */
import { describe, expect, it } from "vitest";
import { branchPostalCode, formatAddress, streetLine, type Address } from "#domain/stores/address.ts";

const empty: Address = {
  street: null,
  number: null,
  floor: null,
  apartment: null,
  zip: null,
  city: null,
  province: null,
};
const microcentro: Address = {
  street: "Florida",
  number: "537",
  floor: "4",
  apartment: "412",
  zip: "C1005",
  city: "Ciudad Autónoma de Buenos Aires",
  province: "Ciudad Autónoma de Buenos Aires",
};
const marDelPlata: Address = {
  ...empty,
  street: "Güemes",
  number: "2950",
  zip: "B7600",
  city: "Mar del Plata",
  province: "Buenos Aires",
};

describe("formatAddress", () => {
  it("writes street and number, 'piso', 'of.', then CABA once with its postal code", () => {
    expect(formatAddress(microcentro)).toBe("Florida 537, piso 4, of. 412, CABA (C1005)");
    expect(
      formatAddress({ ...microcentro, street: "Av. Santa Fe", number: "3253", floor: "2", apartment: "B" }),
    ).toBe("Av. Santa Fe 3253, piso 2, dto. B, CABA (C1005)");
  });

  it("writes the city with its postal code, then the province", () => {
    expect(formatAddress(marDelPlata)).toBe("Güemes 2950, Mar del Plata (B7600), Buenos Aires");
    expect(formatAddress({ ...marDelPlata, zip: null })).toBe("Güemes 2950, Mar del Plata, Buenos Aires");
  });

  it("writes a city named like its province once, whatever its accents and case", () => {
    const cordoba = {
      ...empty,
      street: "Av. Rafael Núñez",
      number: "4520",
      zip: "X5009",
      province: "Córdoba",
    };
    expect(formatAddress({ ...cordoba, city: "Córdoba" })).toBe("Av. Rafael Núñez 4520, Córdoba (X5009)");
    expect(formatAddress({ ...cordoba, city: "cordoba" })).toBe("Av. Rafael Núñez 4520, cordoba (X5009)");
    expect(formatAddress({ ...cordoba, city: "Villa Carlos Paz" })).toBe(
      "Av. Rafael Núñez 4520, Villa Carlos Paz (X5009), Córdoba",
    );
  });

  it("writes the city of Buenos Aires 'CABA' under any of its names", () => {
    for (const name of ["Capital Federal", "CABA", "C.A.B.A.", "ciudad autonoma de buenos aires"]) {
      expect(formatAddress({ ...microcentro, city: name })).toBe(
        "Florida 537, piso 4, of. 412, CABA (C1005)",
      );
    }
    expect(formatAddress({ ...microcentro, city: null })).toBe("Florida 537, piso 4, of. 412, CABA (C1005)");
  });

  it("reads the floor as 'piso n' or 'PB', and keeps any other floor as typed", () => {
    const floor = (value: string) => streetLine({ ...microcentro, floor: value, apartment: null });
    expect(floor("4")).toBe("Florida 537, piso 4");
    expect(floor("4°")).toBe("Florida 537, piso 4");
    expect(floor("Piso 4")).toBe("Florida 537, piso 4");
    expect(floor("PB")).toBe("Florida 537, PB");
    expect(floor("p.b.")).toBe("Florida 537, PB");
    expect(floor("Planta baja")).toBe("Florida 537, PB");
    expect(floor("Entrepiso")).toBe("Florida 537, Entrepiso");
  });

  it("reads digits as an office, a letter as a flat, and keeps a unit written with its word", () => {
    const unit = (value: string) => streetLine({ ...microcentro, floor: null, apartment: value });
    expect(unit("412")).toBe("Florida 537, of. 412");
    expect(unit("B")).toBe("Florida 537, dto. B");
    expect(unit("b")).toBe("Florida 537, dto. B");
    expect(unit("2A")).toBe("Florida 537, dto. 2A");
    expect(unit("Local 12")).toBe("Florida 537, Local 12");
    expect(unit("of. 3")).toBe("Florida 537, of. 3");
  });

  it("never shows a dash: missing, blank and placeholder parts are left out with their comma", () => {
    // Candela Pilar's old row: no street nor number.
    const pilar = {
      ...empty,
      street: "-",
      number: null,
      zip: "B1629",
      city: "Pilar",
      province: "Buenos Aires",
    };
    expect(formatAddress(pilar)).toBe("Pilar (B1629), Buenos Aires");
    expect(formatAddress({ ...pilar, street: null })).toBe("Pilar (B1629), Buenos Aires");
    expect(formatAddress({ ...microcentro, number: " ", floor: "", apartment: "—" })).toBe(
      "Florida, CABA (C1005)",
    );
    // A floor or a unit means nothing without its street.
    expect(formatAddress({ ...microcentro, street: null })).toBe("CABA (C1005)");
    expect(formatAddress({ ...marDelPlata, city: null })).toBe("Güemes 2950, Buenos Aires (B7600)");
    expect(formatAddress({ ...empty, zip: "B7600" })).toBe("B7600");
    expect(formatAddress(empty)).toBe("");
  });

  it("shows the postal code as stored, in capitals, adding no letter", () => {
    expect(formatAddress({ ...marDelPlata, zip: " b7600 " })).toBe(
      "Güemes 2950, Mar del Plata (B7600), Buenos Aires",
    );
    // A row saved before postal codes had their letter: shown as it is, never with a guessed "C".
    expect(formatAddress({ ...marDelPlata, zip: "7600" })).toBe(
      "Güemes 2950, Mar del Plata (7600), Buenos Aires",
    );
  });

  it("collapses the spaces typed inside a part", () => {
    expect(formatAddress({ ...marDelPlata, street: "  Av.   Colón ", number: " 1500 " })).toBe(
      "Av. Colón 1500, Mar del Plata (B7600), Buenos Aires",
    );
  });
});

describe("branchPostalCode", () => {
  it("stores the whole CPA in capitals, giving four bare digits the province's letter", () => {
    expect(branchPostalCode("7600", "B")).toBe("B7600");
    expect(branchPostalCode(" b 7600 ", "B")).toBe("B7600");
    expect(branchPostalCode("C1005AAK", "C")).toBe("C1005AAK");
    expect(branchPostalCode("", "C")).toBe("");
    expect(branchPostalCode("1005", null)).toBe("1005");
  });
  it("refuses what is no postal code, and another province's letter", () => {
    expect(branchPostalCode("C7600", "B")).toBeNull();
    expect(branchPostalCode("760", "B")).toBeNull();
    expect(branchPostalCode("B76000", "B")).toBeNull();
    expect(branchPostalCode("calle", "B")).toBeNull();
  });
});
