import { describe, expect, it } from "vitest";
import { productPath } from "#domain/catalog/views.ts";
import { formatDate, formatLongDate } from "#domain/dates.ts";
import { pageCount, pageLinks, parsePage } from "#domain/pagination.ts";
import { filterStores, openingHoursRows, searchKey } from "#domain/stores/views.ts";

describe("productPath", () => {
  it("is built from the first category and the slug", () => {
    expect(productPath({ slug: "axilas", categories: ["tratamientos-mujer", "tratamientos-hombre"] })).toBe(
      "/areas/tratamientos-mujer/axilas",
    );
  });
});

describe("store search", () => {
  const stores = [
    { name: "Candela Nueva Córdoba", province: { value: "Cordoba" } },
    { name: "Candela Palermo", province: { value: "Capital Federal" } },
    { name: "Candela Paraná", province: { value: "Entre Rios" } },
  ];
  it("ignores accents and case", () => {
    expect(searchKey("  Córdoba ")).toBe("cordoba");
    expect(filterStores(stores, { query: "CORDOBA" }).map((s) => s.name)).toEqual(["Candela Nueva Córdoba"]);
    expect(filterStores(stores, { query: "parana" }).map((s) => s.name)).toEqual(["Candela Paraná"]);
  });
  it("filters by province and by both", () => {
    expect(filterStores(stores, { province: "Capital Federal" })).toHaveLength(1);
    expect(filterStores(stores, { query: "pa", province: "Entre Rios" }).map((s) => s.name)).toEqual([
      "Candela Paraná",
    ]);
    expect(filterStores(stores, {})).toHaveLength(3);
  });
});

describe("openingHoursRows", () => {
  it("lists Monday to Sunday with closed days", () => {
    const rows = openingHoursRows([
      { day: 1, open_at: "10:00", close_at: "20:00" },
      { day: 6, open_at: "10:00", close_at: "14:00" },
    ]);
    expect(rows[0]).toEqual({ day: "Lunes", hours: "10:00 a 20:00" });
    expect(rows[1]).toEqual({ day: "Martes", hours: "Cerrado" });
    expect(rows[5]).toEqual({ day: "Sábado", hours: "10:00 a 14:00" });
    expect(rows[6]).toEqual({ day: "Domingo", hours: "Cerrado" });
  });
});

describe("pagination", () => {
  it("reads ?pagina= as a whole number from 1", () => {
    expect(parsePage(null)).toBe(1);
    expect(parsePage("3")).toBe(3);
    expect(parsePage("0")).toBe(1);
    expect(parsePage("-2")).toBe(1);
    expect(parsePage("2.5")).toBe(1);
    expect(parsePage("abc")).toBe(1);
  });
  it("counts pages, at least one", () => {
    expect(pageCount(0, 4)).toBe(1);
    expect(pageCount(6, 4)).toBe(2);
    expect(pageCount(8, 4)).toBe(2);
  });
  it("links the first, last and neighbouring pages with gaps", () => {
    expect(pageLinks(1, 1)).toEqual([1]);
    expect(pageLinks(1, 3)).toEqual([1, 2, 3]);
    expect(pageLinks(6, 12)).toEqual([1, null, 5, 6, 7, null, 12]);
  });
});

describe("dates on the shop's calendar", () => {
  it("formats DD/MM/YYYY in Buenos Aires time", () => {
    // 02:00Z on the 14th is still the 13th in Buenos Aires.
    expect(formatDate("2026-07-14T02:00:00Z")).toBe("13/07/2026");
    expect(formatLongDate("2026-07-14T13:00:00Z")).toBe("martes, 14 de julio de 2026");
  });
});
