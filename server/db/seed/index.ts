import { PROVINCES } from "#domain/provinces.ts";
import type { Db, Tx } from "#server/db/client.ts";
import {
  blogPosts,
  categories,
  coupons,
  clientConfig,
  countries,
  franchiseInvoicing,
  franchises,
  pressItems,
  productCategories,
  products,
  promotionRules,
  promotions,
  provinces,
  shopSettings,
  staticPages,
  stores,
  storeTeamMembers,
  teasers,
  DEMO_CREDENTIALS,
} from "#server/db/schema/index.ts";
import { STORE_PLACES, demoTeam } from "./data/store-trust.ts";
import { AREAS, CATEGORIES, areaDescription, areaFields, sessionInterval } from "./data/catalog.ts";
import { areaContent } from "./data/area-content.ts";
import { CLIENT_CONFIG, SHOP_SETTINGS } from "./data/client.ts";
import { BLOG_POSTS, PRESS_ITEMS, PROMOTIONS, STATIC_PAGES, TEASERS } from "./data/content.ts";
import { demoCoupons } from "./data/coupons.ts";
import { PROMOTION_RULES } from "./data/promotions.ts";
import { COUNTRY, FRANCHISES, STORES, type FranchiseKey, type StoreSeed } from "./data/stores.ts";
import { DEMO_INVOICING } from "./data/invoicing.ts";
import { DemoImages, IMAGE_SIZES, type Draw } from "./images.ts";
import type { Image } from "#domain/catalog/views.ts";
import {
  BRANCH_PHOTOS,
  branchPhotoIllustration,
  areaIllustration,
  categoryIllustration,
  topicIllustration,
  type TopicUse,
} from "./illustrations/index.ts";

/** Rows per INSERT statement, well under PostgreSQL's bind-parameter limit. */
const CHUNK = 500;

/** True when the database holds no client config, i.e. it has never been set up. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: clientConfig.id }).from(clientConfig).limit(1);
  return rows.length === 0;
}

/**
 * Inserts the demo shop in one transaction and writes its SVG images under `uploadsDir`.
 * `scale` multiplies the areas and branches (copies get numbered slugs and names).
 */
export async function seedDemoData(db: Db, opts: { uploadsDir: string; scale?: number }): Promise<void> {
  const scale = Math.max(1, Math.floor(opts.scale ?? 1));
  const images = new DemoImages();
  const plan = buildPlan(images, scale);
  await images.writeAll(opts.uploadsDir);
  await db.transaction(async (tx) => {
    await tx.insert(clientConfig).values(CLIENT_CONFIG);
    await tx.insert(shopSettings).values(SHOP_SETTINGS);
    await seedCatalog(tx, plan);
    await seedStores(tx, scale, plan.branchPhotos);
    await seedContent(tx, plan);
    await tx.insert(coupons).values(demoCoupons());
    await seedPromotionRules(tx);
  });
}

const DAY = 24 * 60 * 60 * 1000;

/** The automatic promotions, their areas and categories found by slug, dated around the moment of loading. */
async function seedPromotionRules(tx: Tx, now = new Date()): Promise<void> {
  const [areaRows, categoryRows] = await Promise.all([
    tx.select({ id: products.id, slug: products.slug }).from(products),
    tx.select({ id: categories.id, slug: categories.slug }).from(categories),
  ]);
  const areaIds = new Map(areaRows.map((r) => [r.slug, r.id]));
  const categoryIds = new Map(categoryRows.map((r) => [r.slug, r.id]));
  await tx.insert(promotionRules).values(
    PROMOTION_RULES.map((r) => ({
      name: r.name,
      kind: r.kind,
      buyQuantity: r.buyQuantity ?? 2,
      payQuantity: r.payQuantity ?? 1,
      value: r.value ?? 0,
      productIds: r.areas.map((slug) => required(areaIds.get(slug), `producto ${slug}`)),
      categoryIds: r.categories.map((slug) => required(categoryIds.get(slug), `categoría ${slug}`)),
      startsAt: new Date(now.getTime() + r.startsInDays * DAY),
      endsAt: new Date(now.getTime() + r.endsInDays * DAY),
    })),
  );
}

/** Numbered copies for load tests: copy 0 is the original, copy k gets the suffix k + 1. */
function replicate<T>(items: readonly T[], scale: number, copy: (item: T, suffix: number) => T): T[] {
  const out: T[] = [...items];
  for (let k = 1; k < scale; k++) out.push(...items.map((item) => copy(item, k + 1)));
  return out;
}

async function insertChunked<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<void>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

function buildPlan(images: DemoImages, scale: number) {
  const categoryImages = new Map(
    CATEGORIES.map((c) => [
      c.slug,
      images.add("categories", c.slug, IMAGE_SIZES.product, (size) => categoryIllustration(c.slug, size)),
    ]),
  );
  const areaImages = new Map(
    AREAS.map((a) => [
      a.slug,
      images.add("areas", a.slug, IMAGE_SIZES.product, (size) => areaIllustration(a.slug, size)),
    ]),
  );
  const areas = replicate(
    AREAS.map((a) => ({ ...a, image: areaImages.get(a.slug) })),
    scale,
    // Copies share the original's image and stay available, so the demo keeps exactly one unavailable area.
    (a, n) => ({ ...a, slug: `${a.slug}-${n}`, title: `${a.title} ${n}`, enabled: true }),
  );
  const teaserImages = new Map(
    TEASERS.map((t) => {
      const side = t.disposition === "fluid" ? "center" : t.disposition;
      const draw: Draw = (size) => topicIllustration(`${t.key} ${t.title}`, size, "banner", side);
      return [
        t.key,
        {
          small: images.add("teasers", `${t.key}-sm`, IMAGE_SIZES.teaserSmall, draw),
          medium: images.add("teasers", `${t.key}-md`, IMAGE_SIZES.teaserMedium, draw),
          large: images.add("teasers", `${t.key}-lg`, IMAGE_SIZES.teaserLarge, draw),
        },
      ];
    }),
  );
  const cover = (folder: string, slug: string, title: string, use: TopicUse) =>
    images.add(folder, slug, IMAGE_SIZES.cover, (size) => topicIllustration(`${slug} ${title}`, size, use));
  const branchPhotos = (Object.keys(BRANCH_PHOTOS) as (keyof typeof BRANCH_PHOTOS)[]).map((photo) =>
    images.add("sucursales", photo, IMAGE_SIZES.branchPhoto, (size) => branchPhotoIllustration(photo, size)),
  );
  return {
    categoryImages,
    branchPhotos,
    areas,
    teaserImages,
    blogImages: new Map(BLOG_POSTS.map((p) => [p.slug, cover("blog", p.slug, p.title, "blog")])),
    pressImages: new Map(PRESS_ITEMS.map((p) => [p.slug, cover("prensa", p.slug, p.title, "press")])),
    promotionImages: new Map(
      PROMOTIONS.map((p) => [p.slug, cover("promociones", p.slug, p.title, "promotion")]),
    ),
  };
}

type Plan = ReturnType<typeof buildPlan>;

async function seedCatalog(tx: Tx, plan: Plan): Promise<void> {
  const insertedCategories = await tx
    .insert(categories)
    .values(
      CATEGORIES.map((c, position) => ({
        slug: c.slug,
        title: c.title,
        description: c.description,
        image: plan.categoryImages.get(c.slug) ?? null,
        position,
      })),
    )
    .returning({ id: categories.id, slug: categories.slug });
  const categoryIds = new Map(insertedCategories.map((c) => [c.slug, c.id]));

  const productIds = new Map<string, string>();
  await insertChunked(plan.areas, async (chunk) => {
    const offset = productIds.size;
    const rows = await tx
      .insert(products)
      .values(
        chunk.map((a, i) => ({
          slug: a.slug,
          title: a.title,
          description: areaDescription(a),
          ...areaContent(a),
          images: a.image ? [a.image] : [],
          price: a.price,
          priceOffer: a.priceOffer,
          enabled: a.enabled ?? true,
          public: true,
          fields: areaFields(a),
          ...sessionInterval(a),
          position: offset + i,
        })),
      )
      .returning({ id: products.id, slug: products.slug });
    for (const row of rows) productIds.set(row.slug, row.id);
  });

  const links = plan.areas.flatMap((a) =>
    a.categories.map((slug, position) => ({
      productId: required(productIds.get(a.slug), `producto ${a.slug}`),
      categoryId: required(categoryIds.get(slug), `categoría ${slug}`),
      position,
    })),
  );
  await insertChunked(links, async (chunk) => {
    await tx.insert(productCategories).values(chunk);
  });
}

async function seedStores(tx: Tx, scale: number, photos: Image[]): Promise<void> {
  const [country] = await tx
    .insert(countries)
    .values({ name: COUNTRY.name, isDefault: COUNTRY.isDefault })
    .returning({ id: countries.id });
  const countryId = required(country?.id, "país");
  const insertedProvinces = await tx
    .insert(provinces)
    .values(PROVINCES.map((p, position) => ({ countryId, name: p.name, value: p.value, position })))
    .returning({ id: provinces.id, value: provinces.value });
  const provinceIds = new Map(insertedProvinces.map((p) => [p.value, p.id]));

  const insertedFranchises = await tx
    .insert(franchises)
    .values(
      FRANCHISES.map((f) => ({
        name: f.name,
        fiservId: f.fiservId,
        contactEmail: `ventas.${f.key}@candela.test`,
      })),
    )
    .returning({ id: franchises.id, name: franchises.name });
  const franchiseIds = new Map(
    FRANCHISES.map((f) => [f.key, required(insertedFranchises.find((r) => r.name === f.name)?.id, f.name)]),
  );
  // The stand-in's certificate is made from the CUIT when needed (DEMO_CREDENTIALS): no key in the demo data.
  await tx.insert(franchiseInvoicing).values(
    Object.entries(DEMO_INVOICING).map(([key, settings]) => ({
      franchiseId: required(franchiseIds.get(key as FranchiseKey), key),
      ...settings,
      credentials: DEMO_CREDENTIALS,
      credentialsUploadedAt: new Date(),
    })),
  );

  const all = replicate<StoreSeed>(STORES, scale, (s, n) => ({
    ...s,
    slug: `${s.slug}-${n}`,
    name: `${s.name} ${n}`,
  }));
  const teams: (typeof storeTeamMembers.$inferInsert)[] = [];
  await insertChunked(all, async (chunk) => {
    const rows = await tx
      .insert(stores)
      .values(
        chunk.map((s) => ({
          slug: s.slug,
          name: s.name,
          franchiseId: required(franchiseIds.get(s.franchise), s.franchise),
          addressStreet: s.street,
          addressNumber: s.number,
          addressFloor: s.floor ?? null,
          addressApartment: s.apartment ?? null,
          zip: s.zip,
          city: s.city,
          provinceId: required(provinceIds.get(s.province), s.province),
          phone: s.phone,
          openingHours: s.hours,
          fields: [{ entity: "depilacion-laser", value: s.laser ?? "SI" }],
          latitude: STORE_PLACES[s.slug]?.[0] ?? null,
          longitude: STORE_PLACES[s.slug]?.[1] ?? null,
          // The branches that treat show the drawn entrance, treatment room and aftercare.
          gallery: s.laser === "NO" ? [] : photos,
        })),
      )
      .returning({ id: stores.id, slug: stores.slug });
    for (const row of rows) {
      const index = STORES.findIndex((s) => row.slug === s.slug);
      if (index < 0) continue;
      const seed = STORES[index]!;
      const team = demoTeam(index, seed.laser !== "NO", index === STORES.length - 1);
      teams.push(...team.map((m, position) => ({ storeId: row.id, position, ...m })));
    }
  });
  if (teams.length > 0) await tx.insert(storeTeamMembers).values(teams);
}

async function seedContent(tx: Tx, plan: Plan): Promise<void> {
  const perPlacement = new Map<string, number>();
  await tx.insert(teasers).values(
    TEASERS.map((t) => {
      const img = plan.teaserImages.get(t.key);
      const position = perPlacement.get(t.placement) ?? 0;
      perPlacement.set(t.placement, position + 1);
      return {
        placement: t.placement,
        label: t.label,
        title: t.title,
        paragraph: t.paragraph,
        disposition: t.disposition,
        contentBox: true,
        imageSmall: img?.small ?? null,
        imageMedium: img?.medium ?? null,
        imageLarge: img?.large ?? null,
        staticResources: false,
        linkPrimaryName: t.primary?.name ?? null,
        linkPrimaryUrl: t.primary?.url ?? null,
        linkPrimaryTarget: t.primary?.target ?? null,
        linkSecondaryName: t.secondary?.name ?? null,
        linkSecondaryUrl: t.secondary?.url ?? null,
        linkSecondaryTarget: t.secondary?.target ?? null,
        position,
      };
    }),
  );
  await tx.insert(blogPosts).values(
    BLOG_POSTS.map((p) => ({
      slug: p.slug,
      title: p.title,
      excerpt: p.excerpt,
      body: p.body,
      author: p.author,
      image: plan.blogImages.get(p.slug) ?? null,
      publishedAt: new Date(p.publishedAt),
    })),
  );
  await tx.insert(pressItems).values(
    PRESS_ITEMS.map((p) => ({
      slug: p.slug,
      title: p.title,
      outlet: p.outlet,
      externalUrl: p.externalUrl,
      excerpt: p.excerpt,
      body: p.body,
      image: plan.pressImages.get(p.slug) ?? null,
      publishedAt: new Date(p.publishedAt),
    })),
  );
  await tx.insert(promotions).values(
    PROMOTIONS.map((p) => ({
      slug: p.slug,
      title: p.title,
      kind: p.kind,
      excerpt: p.excerpt,
      body: p.body,
      conditions: p.conditions,
      image: plan.promotionImages.get(p.slug) ?? null,
      publishedAt: new Date(p.publishedAt),
      validFrom: p.validFrom ? new Date(p.validFrom) : null,
      validUntil: p.validUntil ? new Date(p.validUntil) : null,
    })),
  );
  await tx.insert(staticPages).values(STATIC_PAGES.map((p) => ({ ...p })));
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Seed: falta ${what}`);
  return value;
}
