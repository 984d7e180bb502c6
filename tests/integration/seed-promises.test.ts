/**
 * The demo content promises nothing the shop does not have: no personal referral code in 'Mi cuenta', no gift
 * card, no session credited for a referral (docs/decisions/0040-one-source-for-promises.md). The seeded texts of
 * every content table are scanned as a fresh database holds them.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "#server/db/client.ts";
import {
  blogPosts,
  categories,
  pressItems,
  products,
  promotions,
  staticPages,
  teasers,
} from "#server/db/schema/index.ts";
import { seedDemoData } from "#server/db/seed/index.ts";

/** What the shop does not offer, however it is spelt. */
const MISSING_FEATURES: RegExp[] = [
  /c[oó]digo\s+(de\s+)?referid[oa]s?\b/i,
  /(tu|su)\s+c[oó]digo\s+(personal|de\s+referid)/i,
  /c[oó]digo\s+personal/i,
  /busc[aá]\s+tu\s+c[oó]digo/i,
  /compre\s+con\s+tu\s+c[oó]digo/i,
  /gift\s*-?\s*cards?/i,
  /tarjetas?\s+(de\s+regalo|regalo|digital(es)?)/i,
  /lista\s+para\s+regalar/i,
  /sesi[oó]n(es)?\s+(gratis|de\s+regalo)/i,
  /te\s+regalamos\s+una\s+sesi[oó]n/i,
];

function promises(texts: (string | null)[]): string[] {
  return texts.flatMap((text) =>
    text ? MISSING_FEATURES.filter((re) => re.test(text)).map((re) => `${re}: ${text.slice(0, 160)}`) : [],
  );
}

describe("the seeded texts", { timeout: 60_000 }, () => {
  let database: Database;
  let dataDir: string;
  let uploadsDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "candela-promises-db-"));
    uploadsDir = await mkdtemp(path.join(tmpdir(), "candela-promises-uploads-"));
    database = await openDatabase({ dataDir });
    await seedDemoData(database.db, { uploadsDir });
  }, 60_000);

  afterAll(async () => {
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
    await rm(uploadsDir, { recursive: true, force: true });
  });

  it("the scan finds such a promise when there is one", () => {
    expect(promises(["Ingresá y buscá tu código en Mi cuenta."])).toHaveLength(1);
    expect(promises(["Te enviamos una tarjeta digital lista para regalar."])).toHaveLength(2);
    expect(promises(["Regalá una gift card."])).toHaveLength(1);
    expect(promises(["Compartí el código REFERIDOS15: 15% de descuento."])).toEqual([]);
  });

  it("static pages promise no referral code or gift card", async () => {
    const rows = await database.db.select().from(staticPages);
    expect(promises(rows.flatMap((r) => [r.title, r.description, r.body]))).toEqual([]);
  });

  it("teasers promise no referral code or gift card", async () => {
    const rows = await database.db.select().from(teasers);
    expect(rows.length).toBeGreaterThan(0);
    expect(
      promises(rows.flatMap((r) => [r.label, r.title, r.paragraph, r.linkPrimaryName, r.linkSecondaryName])),
    ).toEqual([]);
  });

  it("promotions and campaigns promise no referral code or gift card", async () => {
    const rows = await database.db.select().from(promotions);
    expect(rows.length).toBeGreaterThan(0);
    expect(promises(rows.flatMap((r) => [r.title, r.excerpt, r.body, r.conditions]))).toEqual([]);
  });

  it("press items and blog posts promise no referral code or gift card", async () => {
    const press = await database.db.select().from(pressItems);
    const blog = await database.db.select().from(blogPosts);
    expect(
      promises([
        ...press.flatMap((r) => [r.title, r.excerpt, r.body]),
        ...blog.flatMap((r) => [r.title, r.excerpt, r.body]),
      ]),
    ).toEqual([]);
  });

  it("areas and categories promise no referral code or gift card", async () => {
    const areas = await database.db.select().from(products);
    const cats = await database.db.select().from(categories);
    expect(
      promises([
        ...areas.flatMap((r) => [r.title, r.description]),
        ...cats.flatMap((r) => [r.title, r.description]),
      ]),
    ).toEqual([]);
  });
});
