import { describe, expect, it } from "vitest";
import { SLUG_MAX, slugFromTitle, withSuggestedSlug } from "#domain/editing/slug.ts";

describe("the slug a title suggests", () => {
  it("is lowercase, without accents, with hyphens between words", () => {
    expect(slugFromTitle("Depilación de Axilas")).toBe("depilacion-de-axilas");
    expect(slugFromTitle("  ¿Qué es el láser?  Año 2026 ")).toBe("que-es-el-laser-ano-2026");
    expect(slugFromTitle("Piernas — completas / 50% off")).toBe("piernas-completas-50-off");
  });

  it("is empty for a title without letters or digits", () => {
    expect(slugFromTitle("¡¿…?!")).toBe("");
  });

  it("is cut at a whole word within the slug's length", () => {
    const slug = slugFromTitle("palabra ".repeat(30));
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX);
    expect(slug).toMatch(/^(palabra-)*palabra$/);
  });
});

describe("a new record's slug left empty", () => {
  it("is the one its title suggests; a typed slug stays", () => {
    expect(withSuggestedSlug({ title: "Cara completa", slug: " " })).toEqual({
      title: "Cara completa",
      slug: "cara-completa",
    });
    expect(withSuggestedSlug({ title: "Cara completa", slug: "rostro" }).slug).toBe("rostro");
  });
});
