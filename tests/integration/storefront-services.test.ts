import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { contactMessages, mailOutbox, products, staticPages } from "#server/db/schema/index.ts";
import { seedDemoData } from "#server/db/seed/index.ts";
import { CATEGORIES, AREAS } from "#server/db/seed/data/catalog.ts";
import { BLOG_POSTS, PROMOTIONS } from "#server/db/seed/data/content.ts";
import { STORES } from "#server/db/seed/data/stores.ts";
import { createServices, type Services } from "#server/services.ts";
import { createTestDatabase, ENGINES, type TestDatabase } from "../support/database.ts";

const collator = new Intl.Collator("es-AR", { sensitivity: "base", numeric: true });

describe.each(ENGINES)("storefront services on %s", (engine) => {
  let database: TestDatabase;
  let services: Services;
  let uploadsDir: string;

  beforeAll(async () => {
    uploadsDir = mkdtempSync(path.join(tmpdir(), "shop-storefront-uploads-"));
    database = await createTestDatabase(engine);
    await seedDemoData(database.db, { uploadsDir });
    services = createServices(database);
  });
  afterAll(async () => {
    await database?.destroy();
    rmSync(uploadsDir, { recursive: true, force: true });
  });

  describe("content.layout", () => {
    it("reads the client config, the shop settings and every branch name, sorted, in one go", async () => {
      const layout = await services.content.shop.layout();
      expect(layout.client.name).toBe("Candela");
      expect(layout.settings.whatsapp.schedule).toHaveLength(7);
      expect(layout.storeNames).toEqual(STORES.map((s) => s.name).sort(collator.compare));
    });
  });

  describe("catalog", () => {
    it("lists the categories with their number of public products", async () => {
      const categories = await services.catalog.shop.categories();
      expect(categories.map((c) => c.slug)).toEqual(CATEGORIES.map((c) => c.slug));
      const women = categories.find((c) => c.slug === "tratamientos-mujer")!;
      expect(women.productCount).toBe(
        AREAS.filter((a) => a.categories.includes("tratamientos-mujer")).length,
      );
    });

    it("lists a category's products in catalogue order, each with its categories first category first", async () => {
      const men = await services.catalog.shop.publicProducts({ categorySlug: "tratamientos-hombre" });
      const expected = AREAS.filter((a) => a.categories.includes("tratamientos-hombre"));
      expect(men.map((p) => p.slug)).toEqual(expected.map((a) => a.slug));
      const axilas = men.find((p) => p.slug === "axilas")!;
      expect(axilas.categories).toEqual(["tratamientos-mujer", "tratamientos-hombre"]);
      expect(men.find((p) => p.slug === "piernas-completas-hombre")?.enabled).toBe(false);
    });

    it("limits and excludes", async () => {
      const first = await services.catalog.shop.publicProducts({
        categorySlug: "tratamientos-mujer",
        limit: 3,
      });
      expect(first).toHaveLength(3);
      const others = await services.catalog.shop.publicProducts({
        categorySlug: "tratamientos-mujer",
        limit: 3,
        excludeId: first[0]!.id,
      });
      expect(others.map((p) => p.id)).not.toContain(first[0]!.id);
    });

    it("hides products that are not public", async () => {
      await database.db.update(products).set({ public: false }).where(eq(products.slug, "bozo"));
      expect(await services.catalog.shop.product("bozo")).toBeNull();
      const women = await services.catalog.shop.publicProducts({ categorySlug: "tratamientos-mujer" });
      expect(women.map((p) => p.slug)).not.toContain("bozo");
      const counts = await services.catalog.shop.categories();
      expect(counts.find((c) => c.slug === "tratamientos-mujer")!.productCount).toBe(women.length);
      await database.db.update(products).set({ public: true }).where(eq(products.slug, "bozo"));
    });

    it("reads a product with its description sanitised", async () => {
      await database.db
        .update(products)
        .set({ description: '<p onclick="x()">Hola</p><script>alert(1)</script>' })
        .where(eq(products.slug, "menton"));
      const product = await services.catalog.shop.product("menton");
      expect(product?.descriptionHtml).toBe("<p>Hola</p>");
      expect(product?.summary).toBe("Hola");
      expect(await services.catalog.shop.product("no-existe")).toBeNull();
    });

    it("gives the sitemap every category and public product path", async () => {
      const entries = (await services.catalog.shop.sitemapEntries()).map((e) => e.path);
      expect(entries).toContain("/areas/tratamientos-hombre");
      expect(entries).toContain("/areas/tratamientos-mujer/axilas");
      expect(entries).toContain("/areas/tratamientos-hombre/barba-completa");
      expect(entries.filter((p) => p.split("/").length === 4)).toHaveLength(AREAS.length);
    });
  });

  describe("stores", () => {
    it("lists every branch sorted by name, with address parts and province, and no franchise", async () => {
      const stores = await services.stores.shop.list();
      expect(stores.map((s) => s.name)).toEqual(STORES.map((s) => s.name).sort(collator.compare));
      const palermo = stores.find((s) => s.slug === "candela-palermo")!;
      expect(palermo.address).toEqual({
        street: "Av. Santa Fe",
        number: "3253",
        floor: "2",
        apartment: "B",
        zip: "C1425",
        city: "Ciudad Autónoma de Buenos Aires",
        province: "Ciudad Autónoma de Buenos Aires",
      });
      expect(palermo.province.value).toBe("Capital Federal");
      // The storefront never carries a franchise's legal name nor its payment id.
      expect(palermo).not.toHaveProperty("franchise");
      expect(JSON.stringify(stores)).not.toMatch(/S\.A\.|S\.R\.L\.|FSV-/);
      expect(stores.find((s) => s.slug === "candela-pilar")!.address.street).toBe("Las Magnolias");
      // It sells online by the checkout's own rule: Rosario Centro's franchise has no payment id.
      expect(stores.find((s) => s.slug === "candela-rosario-centro")!.payable).toBe(false);
      expect(palermo.payable).toBe(true);
    });
    it("finds one branch by slug", async () => {
      expect((await services.stores.shop.bySlug("candela-salta"))?.name).toBe("Candela Salta");
      expect(await services.stores.shop.bySlug("nope")).toBeNull();
    });
  });

  describe("content", () => {
    it("pages a list newest first with its total", async () => {
      const newest = [...BLOG_POSTS].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
      const first = await services.content.shop.articles("blog", { page: 1, pageSize: 4 });
      expect(first.total).toBe(BLOG_POSTS.length);
      expect(first.items.map((p) => p.slug)).toEqual(newest.slice(0, 4).map((p) => p.slug));
      const second = await services.content.shop.articles("blog", { page: 2, pageSize: 4 });
      expect(second.items.map((p) => p.slug)).toEqual(newest.slice(4, 8).map((p) => p.slug));
      const beyond = await services.content.shop.articles("blog", { page: 9, pageSize: 4 });
      expect(beyond).toMatchObject({ items: [], total: BLOG_POSTS.length });
    });

    it("keeps promotions and campaigns apart", async () => {
      const promos = await services.content.shop.articles("promociones", { page: 1, pageSize: 50 });
      const campaigns = await services.content.shop.articles("acciones", { page: 1, pageSize: 50 });
      expect(promos.total).toBe(PROMOTIONS.filter((p) => p.kind === "promocion").length);
      expect(campaigns.items.map((p) => p.slug).sort()).toEqual(
        PROMOTIONS.filter((p) => p.kind === "accion")
          .map((p) => p.slug)
          .sort(),
      );
      expect(await services.content.shop.article("promociones", "referidos")).toBeNull();
      const referral = await services.content.shop.article("acciones", "referidos");
      expect(referral?.conditions).toMatch(/Un uso por cliente/);
      expect(referral?.validFrom).toBe("2026-03-01T03:00:00.000Z");
      expect(referral?.validUntil).toBeNull();
    });

    it("reads press items with their outlet and original address", async () => {
      const item = await services.content.shop.article("prensa", "clarin-boom-depilacion-laser");
      expect(item?.byline).toBe("Clarín");
      expect(item?.externalUrl).toMatch(/^https:\/\/www\.clarin\.com\//);
      expect(item?.bodyHtml).toContain("<p>");
    });

    it("reads a blog post with its author", async () => {
      const post = await services.content.shop.article("blog", BLOG_POSTS[0]!.slug);
      expect(post?.byline).toBe(BLOG_POSTS[0]!.author);
      expect(post?.externalUrl).toBeNull();
    });

    it("reads static pages sanitised", async () => {
      await database.db
        .update(staticPages)
        .set({ body: '<h2>Hola</h2><img src="x" onerror="alert(1)"><a href="javascript:x()">y</a>' })
        .where(eq(staticPages.slug, "libro-de-quejas"));
      const page = await services.content.shop.page("libro-de-quejas");
      expect(page?.bodyHtml).toBe('<h2>Hola</h2><img src="x" loading="lazy" /><a>y</a>');
      expect(await services.content.shop.page("no-existe")).toBeNull();
    });

    it("reads teasers of several placements in one query", async () => {
      const teasers = await services.content.shop.teasersByPlacement(["home-hero", "home-secondary", "nada"]);
      expect(teasers["home-hero"]).toHaveLength(3);
      expect(teasers["home-secondary"]).toHaveLength(3);
      expect(teasers["nada"]).toEqual([]);
      expect(teasers["home-hero"]!.map((t) => t.position)).toEqual([0, 1, 2]);
    });

    it("gives the sitemap every published article", async () => {
      const paths = (await services.content.shop.sitemapEntries()).map((e) => e.path);
      expect(paths).toContain(`/blog/${BLOG_POSTS[0]!.slug}`);
      expect(paths).toContain("/acciones/referidos");
      expect(paths).toContain("/promociones/black-friday-candela");
      expect(paths).toContain("/prensa/clarin-boom-depilacion-laser");
    });
  });

  describe("contact", () => {
    it("stores a corporate message and queues its mail to franchises_email in the same go", async () => {
      const row = await services.contact.submit({
        tipo: "corporativo",
        name: "Ana Gómez",
        email: "ana@example.com",
        phone: undefined,
        message: "Quiero abrir una franquicia.",
      });
      const [stored] = await database.db.select().from(contactMessages).where(eq(contactMessages.id, row.id));
      expect(stored).toMatchObject({ kind: "corporativo", name: "Ana Gómez", phone: null });
      const mails = await database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.template, "contact_message"));
      expect(mails.at(-1)).toMatchObject({
        recipient: "franquicias@candela.com.ar",
        status: "pending",
        data: {
          kind: "corporativo",
          name: "Ana Gómez",
          email: "ana@example.com",
          message: "Quiero abrir una franquicia.",
        },
      });
    });

    it("sends general messages to the client e-mail", async () => {
      await services.contact.submit({
        tipo: "general",
        name: "Juan Pérez",
        email: "juan@example.com",
        phone: "01148312200",
        message: "¿Atienden los domingos?",
      });
      const mails = await database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.template, "contact_message"));
      expect(mails.map((m) => m.recipient)).toContain("hola@candela.com.ar");
    });

    it("stores neither the message nor its mail when the mail cannot be queued", async () => {
      const before = await database.db.select().from(contactMessages);
      const failing = createServices({
        ...database,
        db: new Proxy(database.db, {
          get(target, prop, receiver) {
            if (prop !== "transaction") return Reflect.get(target, prop, receiver);
            return (run: (tx: unknown) => Promise<unknown>) =>
              target.transaction((tx) =>
                run(
                  new Proxy(tx, {
                    get(t, p, r) {
                      if (p !== "insert") return Reflect.get(t, p, r);
                      return (table: unknown) => {
                        if (table === mailOutbox) throw new Error("outbox unavailable");
                        return t.insert(table as typeof contactMessages);
                      };
                    },
                  }),
                ),
              );
          },
        }),
      });
      await expect(
        failing.contact.submit({
          tipo: "general",
          name: "Eva Ruiz",
          email: "eva@example.com",
          message: "Hola",
        }),
      ).rejects.toThrow("outbox unavailable");
      expect(await database.db.select().from(contactMessages)).toHaveLength(before.length);
    });
  });
});
