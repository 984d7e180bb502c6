import { describe, expect, it } from "vitest";
import { areaFieldValues, withAreaFields } from "#domain/catalog/area-fields.ts";
import { areaFormSchema } from "#domain/catalog/area-form.ts";
import { areaListPath, parseAreaQuery } from "#domain/catalog/area-query.ts";
import { CATALOG_ADMIN_MESSAGES as M } from "#domain/catalog/messages.ts";
import { fieldErrorsOf } from "#domain/editing/field-errors.ts";
import { formValues } from "#domain/editing/form-values.ts";

const A = "6f0c1c9e-0a4b-4c55-9d1e-2b7a4c1d3e5f";
const B = "7a1d2e3f-1b5c-4d66-8e2f-3c8b5d2e4f60";

describe("the area form", () => {
  const posted = (extra: [string, string][]) => {
    const data = new FormData();
    for (const [k, v] of [
      ["title", " Axilas "],
      ["slug", "Axilas-Completas"],
      ["sessions", "6"],
      ["price", "27.000"],
      ["price_offer", ""],
      ["max_installments", "6"],
      ["installment_rates", "NO"],
      ...extra,
    ])
      data.append(k!, v!);
    return formValues(data, ["categories", "images"]);
  };

  it("reads the posted columns: trimmed title, lower-case slug, centavos, the main category first", () => {
    const parsed = areaFormSchema.parse(
      posted([
        ["categories", A],
        ["categories", B],
        ["main_category", B],
        ["enabled", "on"],
      ]),
    );
    expect(parsed).toEqual({
      title: "Axilas",
      slug: "axilas-completas",
      sessions: 6,
      price: 2_700_000,
      price_offer: 0,
      max_installments: 6,
      installment_rates: "NO",
      categories: [B, A],
      images: [],
      image_add: "",
      enabled: true,
    });
    expect(areaFormSchema.parse(posted([["categories", A]])).enabled).toBe(false);
  });

  it("names the main category outside the chosen ones and the missing categories", () => {
    const chosenElsewhere = areaFormSchema.safeParse(
      posted([
        ["categories", A],
        ["main_category", B],
      ]),
    );
    expect(fieldErrorsOf(chosenElsewhere.error!)).toEqual({ main_category: M.mainCategory });
    const none = areaFormSchema.safeParse(posted([]));
    expect(fieldErrorsOf(none.error!)).toEqual({ categories: M.categories });
  });
});

describe("the area fields", () => {
  it("puts edited values in place, keeps labels and other fields, adds missing ones", () => {
    const fields = [
      { key: "sessions" as const, label: "Cantidad de sesiones", value: "4" },
      { key: "max_installments" as const, label: "Cuotas", value: "3 cuotas" },
    ];
    const next = withAreaFields(fields, { sessions: 8, max_installments: 12, installment_rates: "NO" });
    expect(next).toEqual([
      { key: "sessions", label: "Cantidad de sesiones", value: "8" },
      { key: "max_installments", label: "Cuotas", value: "12" },
      { key: "installment_rates", label: "Aplica interés", value: "NO" },
    ]);
    expect(areaFieldValues(fields)).toEqual({ sessions: 4, max_installments: 3, installment_rates: "SI" });
    expect(areaFieldValues(next)).toEqual({ sessions: 8, max_installments: 12, installment_rates: "NO" });
  });
});

describe("the areas list address", () => {
  it("keeps known filters and drops unknown values to their defaults", () => {
    const query = parseAreaQuery(
      new URLSearchParams("q= axi &categoria=combos&estado=inactivas&orden=-precio&pagina=3"),
    );
    expect(query).toEqual({ q: "axi", categoria: "combos", estado: "inactivas", orden: "-precio", page: 3 });
    expect(areaListPath("/admin/areas", query)).toBe(
      "/admin/areas?q=axi&categoria=combos&estado=inactivas&orden=-precio",
    );
    expect(parseAreaQuery(new URLSearchParams("categoria=<x>&estado=todas&orden=nada&pagina=-1"))).toEqual({
      q: "",
      categoria: "",
      estado: "",
      orden: "titulo",
      page: 1,
    });
    expect(areaListPath("/admin/areas", parseAreaQuery(new URLSearchParams()))).toBe("/admin/areas");
  });
});
