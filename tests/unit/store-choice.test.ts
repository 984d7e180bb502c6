import { describe, expect, it } from "vitest";
import { documentNeedsUpdate } from "#domain/accounts/document.ts";
import {
  areasLabel,
  gridSections,
  gridStores,
  payableStores,
  storeNameContains,
  suggestedStores,
} from "#domain/cart/store-choice.ts";

const store = (id: string, name: string, payable: boolean, offersTreatment = true) => ({
  id,
  name,
  payable: payable && offersTreatment,
  offersTreatment,
});
const stores = [
  store("1", "Palermo", true),
  store("2", "Belgrano", false),
  store("3", "Ávila", true),
  store("4", "caballito", true),
  store("5", "Microcentro", true, false),
];

describe("branch choice", () => {
  it("offers in the grid every branch, or the allowed ones, by name", () => {
    expect(gridStores(stores).map((s) => s.name)).toEqual(["Ávila", "Belgrano", "caballito", "Palermo"]);
    expect(gridStores(stores, ["2", "1"]).map((s) => s.id)).toEqual(["2", "1"]);
  });
  it("makes only the branches that sell online choosable in the grid; the others are to phone", () => {
    const { choosable, byPhone } = gridSections(stores);
    expect(choosable.map((s) => s.name)).toEqual(["Ávila", "caballito", "Palermo"]);
    expect(byPhone.map((s) => s.name)).toEqual(["Belgrano"]);
    // A branch that does not do the treatment is neither.
    expect([...choosable, ...byPhone].map((s) => s.id)).not.toContain("5");
  });
  it("offers in the dropdown only branches that can take payments", () => {
    expect(payableStores(stores).map((s) => s.id)).toEqual(["3", "4", "1"]);
    expect(payableStores(stores, ["1", "2"]).map((s) => s.id)).toEqual(["1"]);
  });
  it("suggests the last-used branch first, then the cart's, then the rest by name", () => {
    expect(suggestedStores(stores, ["1", "4"]).map((s) => s.id)).toEqual(["1", "4", "3"]);
    expect(suggestedStores(stores, [null, "1"]).map((s) => s.id)).toEqual(["1", "3", "4"]);
    // A last-used branch that can no longer take payments is not suggested.
    expect(suggestedStores(stores, ["2"]).map((s) => s.id)).toEqual(["3", "4", "1"]);
  });
  it("finds a branch by any part of its name, whatever the case and accents", () => {
    expect(storeNameContains({ name: "Candela San Miguel de Tucumán" }, " tucuman ")).toBe(true);
    expect(storeNameContains({ name: "Candela Ávila" }, "AVI")).toBe(true);
    expect(storeNameContains({ name: "Candela Palermo" }, "Belgrano")).toBe(false);
  });
  it("never offers a branch that does not do the treatment, even when it is allowed", () => {
    expect(gridStores(stores, ["5", "1"]).map((s) => s.id)).toEqual(["1"]);
    expect(payableStores(stores, ["5"])).toEqual([]);
  });
});

describe("document check", () => {
  it("asks to update documents shorter than 7 or longer than 9 characters", () => {
    expect(documentNeedsUpdate("123456")).toBe(true);
    expect(documentNeedsUpdate("1234567")).toBe(false);
    expect(documentNeedsUpdate("123456789")).toBe(false);
    expect(documentNeedsUpdate("1234567890")).toBe(true);
    expect(documentNeedsUpdate(null)).toBe(true);
  });
});

describe("areasLabel", () => {
  it("says Área for one and Áreas otherwise", () => {
    expect(areasLabel(1)).toBe("1 Área");
    expect(areasLabel(0)).toBe("0 Áreas");
    expect(areasLabel(3)).toBe("3 Áreas");
  });
});
