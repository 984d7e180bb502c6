import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq, gt, isNull } from "drizzle-orm";
import { openDatabase, type Database } from "#server/db/client.ts";
import {
  blogPosts,
  categories,
  franchises,
  pressItems,
  productCategories,
  products,
  promotions,
  provinces,
  shopSettings,
  staticPages,
  stores,
  teasers,
} from "#server/db/schema/index.ts";
import { isDatabaseEmpty, seedDemoData } from "#server/db/seed/index.ts";

describe("demo seed", { timeout: 60_000 }, () => {
  let database: Database;
  let dataDir: string;
  let uploadsDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "candela-seed-db-"));
    uploadsDir = await mkdtemp(path.join(tmpdir(), "candela-seed-uploads-"));
    database = await openDatabase({ dataDir });
  }, 60_000);

  afterAll(async () => {
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
    await rm(uploadsDir, { recursive: true, force: true });
  });

  const total = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;

  it("starts empty and seeds the demo shop", async () => {
    const { db } = database;
    expect(await isDatabaseEmpty(db)).toBe(true);

    await seedDemoData(db, { uploadsDir });

    expect(await total(db.select({ n: count() }).from(products))).toBeGreaterThanOrEqual(30);
    expect(await total(db.select({ n: count() }).from(products).where(eq(products.enabled, false)))).toBe(1);
    expect(
      await total(db.select({ n: count() }).from(products).where(gt(products.priceOffer, 0))),
    ).toBeGreaterThan(0);
    const slugs = (await db.select({ slug: categories.slug }).from(categories)).map((c) => c.slug);
    expect(slugs).toEqual(expect.arrayContaining(["tratamientos-mujer", "tratamientos-hombre"]));
    const firstLinks = await total(
      db.select({ n: count() }).from(productCategories).where(eq(productCategories.position, 0)),
    );
    expect(firstLinks).toBe(await total(db.select({ n: count() }).from(products)));

    expect(await total(db.select({ n: count() }).from(stores))).toBeGreaterThanOrEqual(20);
    expect(await total(db.select({ n: count() }).from(franchises))).toBeGreaterThanOrEqual(5);
    expect(
      await total(db.select({ n: count() }).from(franchises).where(isNull(franchises.fiservId))),
    ).toBeGreaterThanOrEqual(2);
    const provinceValues = (await db.select({ value: provinces.value }).from(provinces)).map((p) => p.value);
    expect(provinceValues).toHaveLength(24);
    expect(provinceValues).toEqual(expect.arrayContaining(["Capital Federal", "Cordoba"]));

    expect(await total(db.select({ n: count() }).from(blogPosts))).toBeGreaterThanOrEqual(3);
    expect(await total(db.select({ n: count() }).from(pressItems))).toBeGreaterThanOrEqual(4);
    expect(
      await total(db.select({ n: count() }).from(teasers).where(eq(teasers.placement, "home-hero"))),
    ).toBe(3);
    const referidos = await db.select().from(promotions).where(eq(promotions.slug, "referidos"));
    expect(referidos[0]?.kind).toBe("accion");

    const [settings] = await db.select().from(shopSettings);
    // The demo's 2x1 on axilas is bought as two units of the area.
    expect(settings?.quantityEnabled).toBe(true);
    expect(settings?.whatsapp.schedule).toHaveLength(7);
    expect(settings?.installmentPlans.map((p) => [p.installments, p.percentage === 0])).toEqual([
      [1, true],
      [3, true],
      [6, true],
      [12, false],
    ]);

    const pages = (await db.select({ slug: staticPages.slug }).from(staticPages)).map((p) => p.slug);
    expect(pages.sort()).toEqual(
      [
        "franquicias",
        "libro-de-quejas",
        "medios-de-pago",
        "metodo-candela",
        "politicas-de-privacidad",
        "quienes-somos",
        "terminos-y-condiciones",
      ].sort(),
    );

    const images = [
      ...(await db.select({ images: products.images }).from(products)).flatMap((p) => p.images),
      ...(await db.select({ image: blogPosts.image }).from(blogPosts)).map((p) => p.image),
      ...(await db.select({ image: teasers.imageLarge }).from(teasers)).map((t) => t.image),
    ];
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) {
      expect(image).not.toBeNull();
      const file = path.join(uploadsDir, image?.path ?? "");
      expect(existsSync(file), file).toBe(true);
      const svg = readFileSync(file, "utf8");
      expect(svg).toMatch(/^<svg /);
      expect(svg).not.toContain("<text");
      expect(image?.alt, file).toMatch(/^Ilustración /);
    }

    expect(await isDatabaseEmpty(db)).toBe(false);
  });
});
