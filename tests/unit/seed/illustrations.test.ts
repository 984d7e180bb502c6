import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { AREAS, CATEGORIES } from "#server/db/seed/data/catalog.ts";
import { BLOG_POSTS, PRESS_ITEMS, PROMOTIONS, TEASERS } from "#server/db/seed/data/content.ts";
import { DemoImages, IMAGE_SIZES } from "#server/db/seed/images.ts";
import {
  FALLBACK_ZONE,
  areaIllustration,
  categoryIllustration,
  topicFor,
  topicIllustration,
  zoneFor,
  type Illustration,
  type Side,
  type Size,
} from "#server/db/seed/illustrations/index.ts";

interface Drawn extends Illustration {
  what: string;
  size: Size;
}

const sideOf = (d: string): Side => (d === "fluid" ? "center" : (d as Side));

/** Every picture the demo seed draws, as the seed draws it. */
function everyIllustration(): Drawn[] {
  const out: Drawn[] = [];
  const push = (what: string, size: Size, art: Illustration) => out.push({ what, size, ...art });
  for (const a of AREAS)
    push(`área ${a.slug}`, IMAGE_SIZES.product, areaIllustration(a.slug, IMAGE_SIZES.product));
  for (const c of CATEGORIES)
    push(`categoría ${c.slug}`, IMAGE_SIZES.product, categoryIllustration(c.slug, IMAGE_SIZES.product));
  const cover = IMAGE_SIZES.cover;
  for (const p of BLOG_POSTS)
    push(`blog ${p.slug}`, cover, topicIllustration(`${p.slug} ${p.title}`, cover, "blog"));
  for (const p of PRESS_ITEMS)
    push(`prensa ${p.slug}`, cover, topicIllustration(`${p.slug} ${p.title}`, cover, "press"));
  for (const p of PROMOTIONS)
    push(`promoción ${p.slug}`, cover, topicIllustration(`${p.slug} ${p.title}`, cover, "promotion"));
  for (const t of TEASERS)
    for (const size of [IMAGE_SIZES.teaserSmall, IMAGE_SIZES.teaserMedium, IMAGE_SIZES.teaserLarge])
      push(
        `banner ${t.key} ${size.width}`,
        size,
        topicIllustration(`${t.key} ${t.title}`, size, "banner", sideOf(t.disposition)),
      );
  return out;
}

const all = everyIllustration();

/** The x coordinates of every drawn line (not the background) of an SVG. */
function lineXs(svg: string): number[] {
  const xs: number[] = [];
  for (const [, d] of svg.matchAll(/<g [^>]*>(.*?)<\/g>/g)) {
    for (const [, path] of d!.matchAll(/ d="([^"]+)"/g)) {
      const nums = path!.match(/-?\d+(\.\d+)?/g)!.map(Number);
      for (let i = 0; i < nums.length; i += 2) xs.push(nums[i]!);
    }
  }
  return xs;
}

describe("demo seed illustrations", () => {
  it("draws every image of the seed, none with text baked in", () => {
    expect(all.length).toBe(
      AREAS.length +
        CATEGORIES.length +
        BLOG_POSTS.length +
        PRESS_ITEMS.length +
        PROMOTIONS.length +
        TEASERS.length * 3,
    );
    for (const art of all) {
      expect(art.svg, art.what).not.toMatch(/<text|<tspan|font-family/);
      expect(art.svg, art.what).not.toMatch(/CANDELA/);
    }
  });

  it("writes well-formed SVG with the declared width, height and view box, a few KB each", () => {
    const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "" });
    for (const art of all) {
      expect(XMLValidator.validate(art.svg), art.what).toBe(true);
      const { svg } = parser.parse(art.svg) as { svg: Record<string, string> };
      expect(svg.width, art.what).toBe(String(art.size.width));
      expect(svg.height, art.what).toBe(String(art.size.height));
      expect(svg.viewBox, art.what).toBe(`0 0 ${art.size.width} ${art.size.height}`);
      expect(art.svg.length, art.what).toBeLessThan(12_000);
    }
  });

  it("frames every area of the catalogue on its own zone, numbered copies too", () => {
    for (const a of AREAS) {
      expect(zoneFor(a.slug), a.slug).not.toBe(FALLBACK_ZONE);
      expect(zoneFor(a.slug).spots.length, a.slug).toBeGreaterThan(0);
      expect(zoneFor(`${a.slug}-3`), a.slug).toBe(zoneFor(a.slug));
    }
    expect(zoneFor("zona-que-no-existe")).toBe(FALLBACK_ZONE);
  });

  it("shows women's areas on a woman and men's areas on a man", () => {
    for (const a of AREAS) {
      const figure = zoneFor(a.slug).figure;
      if (a.categories.includes("tratamientos-hombre") && !a.categories.includes("tratamientos-mujer"))
        expect(figure, a.slug).toMatch(/^man-/);
      if (a.categories.includes("tratamientos-mujer")) expect(figure, a.slug).toMatch(/^woman-/);
    }
  });

  it("describes each image in Spanish", () => {
    for (const art of all) {
      expect(art.alt, art.what).toMatch(/^Ilustración (de|del) \p{L}/u);
      expect(art.alt, art.what).not.toMatch(/\bde el\b|undefined|null/);
      expect(art.svg, art.what).toContain(`aria-label="${art.alt}"`);
    }
    expect(areaIllustration("axilas", IMAGE_SIZES.product).alt).toBe(
      "Ilustración de las axilas con la zona tratada resaltada",
    );
    expect(areaIllustration("bozo", IMAGE_SIZES.product).alt).toBe(
      "Ilustración del bozo con la zona tratada resaltada",
    );
    expect(areaIllustration("zona-que-no-existe", IMAGE_SIZES.product).alt).toBe(
      "Ilustración de una silueta de cuerpo entero",
    );
    expect(categoryIllustration("tratamientos-hombre", IMAGE_SIZES.product).alt).toBe(
      "Ilustración de una silueta de hombre de cuerpo entero",
    );
  });

  it("picks each topic by the words of its slug and title, with the laser as fallback", () => {
    expect(topicFor("depilacion-laser-en-verano Depilación láser en verano: ¿se puede?")).toBe("sun");
    expect(topicFor("navidad-regala-candela Navidad: regalá sesiones Candela")).toBe("gift");
    expect(topicFor("seis-cuotas-sin-interes 6 cuotas sin interés")).toBe("card");
    expect(topicFor("franquicias Sumate a la red Candela")).toBe("storefront");
    expect(topicFor("algo-nuevo Una novedad")).toBe("handpiece");
    const press = topicIllustration("clarin-x Franquicias de estética", IMAGE_SIZES.cover, "press");
    expect(press.alt).toBe("Ilustración de un diario y una sucursal");
    const promo = topicIllustration("verano-2x1-axilas Verano sin vello", IMAGE_SIZES.cover, "promotion");
    expect(promo.alt).toBe("Ilustración de un sol de verano y una etiqueta de descuento");
  });

  it("keeps the side of a wide banner where the text sits free of drawing", () => {
    const size = IMAGE_SIZES.teaserLarge;
    const textLeft = lineXs(topicIllustration("hero-soprano Soprano", size, "banner", "left").svg);
    expect(textLeft.length).toBeGreaterThan(0);
    expect(Math.min(...textLeft)).toBeGreaterThan(size.width / 2);
    const textRight = lineXs(topicIllustration("hero-cuotas Cuotas", size, "banner", "right").svg);
    expect(Math.max(...textRight)).toBeLessThan(size.width / 2);
    const centred = lineXs(topicIllustration("hero-hombres Hombres", size, "banner", "center").svg);
    expect(centred.every((x) => x < size.width * 0.3 || x > size.width * 0.7)).toBe(true);
  });

  it("registers each image with its path, size and alt text", () => {
    const images = new DemoImages();
    const image = images.add("areas", "axilas", IMAGE_SIZES.product, (size) =>
      areaIllustration("axilas", size),
    );
    expect(image).toEqual({
      path: "demo/areas/axilas.svg",
      name: "axilas.svg",
      alt: "Ilustración de las axilas con la zona tratada resaltada",
      width: 600,
      height: 600,
    });
    expect(images.paths).toEqual(["demo/areas/axilas.svg"]);
    expect(images.svg("demo/areas/axilas.svg")).toMatch(/^<svg /);
  });
});
