import { describe, expect, it } from "vitest";
import { formatAddress, type Address } from "#domain/address.ts";

const full: Address = {
  street: "Av. Santa Fe",
  number: "3253",
  floor: "2",
  apartment: "B",
  zip: "1425",
  state: { name: "Ciudad Autónoma de Buenos Aires" },
};

describe("formatAddress (SPEC.md §3)", () => {
  it("joins street, number, floor and apartment with spaces, then ', C' and the zip, then the province", () => {
    expect(formatAddress(full)).toBe("Av. Santa Fe 3253 2 B, C1425, Ciudad Autónoma de Buenos Aires");
  });
  it("leaves out the parts that are missing", () => {
    expect(formatAddress({ ...full, floor: null, apartment: null })).toBe(
      "Av. Santa Fe 3253, C1425, Ciudad Autónoma de Buenos Aires",
    );
    expect(formatAddress({ ...full, number: null, floor: "", apartment: "  " })).toBe(
      "Av. Santa Fe, C1425, Ciudad Autónoma de Buenos Aires",
    );
  });
  it("leaves out the zip or the province when there is none", () => {
    expect(formatAddress({ ...full, zip: null })).toBe(
      "Av. Santa Fe 3253 2 B, Ciudad Autónoma de Buenos Aires",
    );
    expect(formatAddress({ ...full, state: null })).toBe("Av. Santa Fe 3253 2 B, C1425");
  });
  it("is a dash when there is no street", () => {
    expect(formatAddress({ ...full, street: null })).toBe("-");
    expect(formatAddress({ ...full, street: "" })).toBe("-");
    expect(formatAddress({ ...full, street: "   " })).toBe("-");
  });
});
