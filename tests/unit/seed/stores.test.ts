/** The demo's branches are stored in the shape the shop writes (docs/decisions/0063). */
import { describe, expect, it } from "vitest";
import { PROVINCES, postalLetter } from "#domain/provinces.ts";
import { branchPostalCode, formatAddress, POSTAL_CODE } from "#domain/stores/address.ts";
import { FRANCHISES, STORES } from "#server/db/seed/data/stores.ts";

const provinceName = (value: string) => PROVINCES.find((p) => p.value === value)!.name;
const written = (s: (typeof STORES)[number]) =>
  formatAddress({
    street: s.street,
    number: s.number,
    floor: s.floor ?? null,
    apartment: s.apartment ?? null,
    zip: s.zip,
    city: s.city,
    province: provinceName(s.province),
  });

describe("the demo's branches", () => {
  it("have a street, a number and a real postal code: the province's letter, then four digits", () => {
    for (const s of STORES) {
      expect(s.street.trim(), s.slug).not.toBe("");
      expect(s.number.trim(), s.slug).not.toBe("");
      expect(s.zip, s.slug).toMatch(POSTAL_CODE);
      expect(s.zip.slice(0, 1), s.slug).toBe(postalLetter(s.province));
      // What the back office's editor would store for it is what the seed stores.
      expect(branchPostalCode(s.zip, postalLetter(s.province)), s.slug).toBe(s.zip);
    }
  });

  it("are written without dashes or repetitions", () => {
    for (const s of STORES) {
      const address = written(s);
      expect(address, s.slug).not.toMatch(/(^|\s)-(\s|$)/);
      expect(address, s.slug).not.toContain("Ciudad Autónoma de Buenos Aires");
      const parts = address.split(", ").map((p) => p.replace(/ \(.+\)$/, ""));
      expect(new Set(parts).size, `${s.slug}: ${address}`).toBe(parts.length);
    }
    const bySlug = (slug: string) => written(STORES.find((s) => s.slug === slug)!);
    expect(bySlug("candela-microcentro")).toBe("Florida 537, piso 4, of. 412, CABA (C1005)");
    expect(bySlug("candela-palermo")).toBe("Av. Santa Fe 3253, piso 2, dto. B, CABA (C1425)");
    expect(bySlug("candela-pilar")).toBe("Las Magnolias 754, Pilar (B1629), Buenos Aires");
    expect(bySlug("candela-mar-del-plata")).toBe("Güemes 2950, Mar del Plata (B7600), Buenos Aires");
    expect(bySlug("candela-cerro-de-las-rosas")).toBe("Av. Rafael Núñez 4520, Córdoba (X5009)");
  });

  it("include branches whose franchise cannot sell online yet, to show how the shop treats them", () => {
    const offline = new Set(FRANCHISES.filter((f) => !f.fiservId).map((f) => f.key));
    expect(STORES.filter((s) => offline.has(s.franchise) && s.laser !== "NO").map((s) => s.name)).toEqual([
      "Candela Rosario Centro",
      "Candela Fisherton",
      "Candela Santa Fe",
      "Candela Neuquén",
    ]);
  });
});
