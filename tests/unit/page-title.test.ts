import { describe, expect, it } from "vitest";
import { pageTitle } from "#domain/page-title.ts";

describe("pageTitle", () => {
  it("puts the client title after the page title by default", () => {
    expect(pageTitle("Candela", "Locales")).toBe("Locales | Candela");
  });
  it("can put it first, or show it alone", () => {
    expect(pageTitle("Candela", "Locales", "prefix")).toBe("Candela | Locales");
    expect(pageTitle("Candela", "Locales", "alone")).toBe("Candela");
  });
  it("shows the client title alone when the page has no title", () => {
    expect(pageTitle("Candela", undefined)).toBe("Candela");
    expect(pageTitle("Candela", "")).toBe("Candela");
  });
});
