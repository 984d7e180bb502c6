import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MEDIA_MESSAGES as M } from "#domain/media/messages.ts";
import {
  blogPosts,
  categories,
  mediaImages,
  pressItems,
  productCategories,
  products,
  teasers,
} from "#server/db/schema/index.ts";
import { decodeHtml, freshIp } from "../support/accounts.ts";
import { postConfirmed, staffClients } from "../support/admin-http.ts";
import { createTestApp } from "../support/app.ts";
import { ENGINE } from "../support/database.ts";
import { pngBomb } from "../support/images.ts";

/** A JPEG with camera metadata (EXIF with a name, GPS would be the same), as a phone would upload it. */
const photo = () =>
  sharp({ create: { width: 1800, height: 1200, channels: 3, background: "#b07ad0" } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: "Ana Pérez", Artist: "Ana Pérez" } } })
    .toBuffer();

describe.each([ENGINE])("the image library over HTTP on %s", (engine) => {
  let shop: Awaited<ReturnType<typeof createTestApp>>;
  let cookies: Record<"editor" | "support", string>;

  /** A multipart form, with a file when given, posted to `url`. */
  const multipart = (
    url: string,
    fields: Record<string, string>,
    file: { bytes: Buffer; name: string; type: string; field: string } | null,
    who: "editor" | "support" = "editor",
  ) => {
    const form = new FormData();
    if (file) form.append(file.field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    const body = new Response(form);
    return body.arrayBuffer().then((bytes) =>
      shop.app.inject({
        method: "POST",
        url,
        payload: Buffer.from(bytes),
        headers: {
          "content-type": body.headers.get("content-type")!,
          "x-forwarded-for": freshIp(),
          cookie: `staff_token=${cookies[who]}`,
        },
      }),
    );
  };
  const upload = (
    file: { bytes: Buffer; name: string; type: string } | null,
    alt: string,
    who: "editor" | "support" = "editor",
  ) => multipart("/admin/imagenes", { alt }, file && { ...file, field: "file" }, who);
  /** A urlencoded form posted by the editor. */
  const post = (url: string, fields: Record<string, string>) =>
    shop.app.inject({
      method: "POST",
      url,
      payload: new URLSearchParams(fields).toString(),
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "x-forwarded-for": freshIp(),
        cookie: `staff_token=${cookies.editor}`,
      },
    });
  const stored = () => shop.database.db.select().from(mediaImages);
  const mediaDir = () => path.join(shop.config.uploadsDir, "media");
  const fileCount = () => (existsSync(mediaDir()) ? readdirSync(mediaDir()).length : 0);

  beforeAll(async () => {
    shop = await createTestApp(engine);
    ({ cookies } = await staffClients(shop, { editor: { role: "editor" }, support: { role: "support" } }));
  });
  afterAll(() => shop?.close());

  it("stores an upload as WebP and AVIF sizes without its metadata, never wider than the original", async () => {
    const res = await upload(
      { bytes: await photo(), name: "foto.jpg", type: "image/jpeg" },
      "Sesión en axilas",
    );
    expect(res.statusCode).toBe(200);
    expect(decodeHtml(res.body)).toContain(M.uploaded);
    const [row] = await stored();
    expect(row).toMatchObject({ alt: "Sesión en axilas", width: 1800, height: 1200 });
    expect(row!.variants.map((v) => v.width)).toEqual([320, 640, 1024, 1600]);
    for (const v of row!.variants) {
      for (const file of [v.webp, v.avif]) {
        const meta = await sharp(path.join(shop.config.uploadsDir, file)).metadata();
        expect(meta.exif, file).toBeUndefined();
        expect(meta.width).toBe(v.width);
      }
    }
    expect((await sharp(path.join(shop.config.uploadsDir, row!.variants[0]!.avif)).metadata()).format).toBe(
      "heif",
    );
    const served = await shop.app.inject({ method: "GET", url: `/uploads/${row!.variants[0]!.webp}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const list = decodeHtml(
      (
        await shop.app.inject({
          method: "GET",
          url: "/admin/imagenes",
          headers: { cookie: `staff_token=${cookies.editor}` },
        })
      ).body,
    );
    expect(list).toContain("Sesión en axilas");
    expect(list).toContain("1800 × 1200 px");
  });

  it("refuses a script renamed .jpg and a decompression bomb by their content, storing nothing", async () => {
    const rows = (await stored()).length;
    const files = fileCount();
    const script = await upload(
      { bytes: Buffer.from("#!/bin/sh\nrm -rf /\n"), name: "foto.jpg", type: "image/jpeg" },
      "x",
    );
    expect(script.statusCode).toBe(422);
    expect(decodeHtml(script.body)).toContain(M.notImage);
    const bomb = pngBomb(100_000, 100_000);
    expect(bomb.length).toBeLessThan(1_000);
    const refused = await upload({ bytes: bomb, name: "bomba.png", type: "image/png" }, "x");
    expect(refused.statusCode).toBe(422);
    expect(decodeHtml(refused.body)).toContain(M.tooManyPixels);
    expect((await stored()).length).toBe(rows);
    expect(fileCount()).toBe(files);
  });

  it("answers missing fields in Spanish, and a role without the catalogue with 403", async () => {
    const empty = await upload(null, "");
    expect(empty.statusCode).toBe(400);
    expect(decodeHtml(empty.body)).toContain(M.required);
    expect(decodeHtml(empty.body)).toContain(M.altRequired);
    expect(
      (await upload({ bytes: await photo(), name: "a.jpg", type: "image/jpeg" }, "x", "support")).statusCode,
    ).toBe(403);
  });

  it("adds a library image to an area; the shop serves it with srcset", async () => {
    const [image] = await stored();
    const db = shop.database.db;
    const [area] = await db.select().from(products).where(eq(products.slug, "bozo"));
    const [category] = await db
      .select()
      .from(productCategories)
      .where(eq(productCategories.productId, area!.id));
    const editorCookie = `staff_token=${cookies.editor}`;
    const page = await shop.app.inject({
      method: "GET",
      url: `/admin/areas/${area!.id}`,
      headers: { cookie: editorCookie },
    });
    expect(decodeHtml(page.body)).toContain(`<option value="${image!.id}">Sesión en axilas</option>`);
    const save = (fields: [string, string][]) =>
      shop.app.inject({
        method: "POST",
        url: `/admin/areas/${area!.id}`,
        payload: new URLSearchParams(fields).toString(),
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "x-forwarded-for": freshIp(),
          cookie: editorCookie,
        },
      });
    const form = (version: number, imageAdd: string): [string, string][] => [
      ["title", area!.title],
      ["slug", area!.slug],
      ["sessions", "6"],
      ["price", "27.000"],
      ["price_offer", "0"],
      ["max_installments", "6"],
      ["installment_rates", "SI"],
      ["categories", category!.categoryId],
      ["enabled", "on"],
      ["version", String(version)],
      ["image_add", imageAdd],
      ...area!.images.map((i): [string, string] => ["images", i.path]),
    ];
    expect((await save(form(area!.version, image!.id))).statusCode).toBe(200);
    const [saved] = await db.select().from(products).where(eq(products.id, area!.id));
    expect(saved!.images).toHaveLength(area!.images.length + 1);
    expect(saved!.images[0]).toMatchObject({
      path: image!.variants.at(-1)!.webp,
      variants: image!.variants,
    });
    const shopPage = await shop.app.inject({ method: "GET", url: "/areas/tratamientos-mujer/bozo" });
    expect(shopPage.body).toContain(`type="image/avif"`);
    expect(shopPage.body).toMatch(new RegExp(`srcSet="/uploads/media/${image!.id}/320\\.webp 320w`));
    const gone = await save(form(saved!.version, "00000000-0000-4000-8000-000000000000"));
    expect(gone.statusCode).toBe(400);
    expect(decodeHtml(gone.body)).toContain(M.imageGone);
  });

  it("shows a library image with a press item and a banner; removing it leaves the article without one", async () => {
    const [image] = await stored();
    const db = shop.database.db;
    const widest = image!.variants.at(-1)!.webp;
    const item = {
      intent: "publish",
      title: `Con foto ${engine}`,
      slug: `con-foto-${engine}`,
      outlet: "Clarín",
      body: "<p>Texto</p>",
      image_add: image!.id,
    };
    const created = await post("/admin/prensa/nueva", item);
    expect(created.statusCode).toBe(302);
    const [row] = await db.select().from(pressItems).where(eq(pressItems.slug, item.slug));
    expect(row!.image).toMatchObject({ path: widest, name: "Sesión en axilas" });
    const shown = await shop.app.inject({ method: "GET", url: `/prensa/${item.slug}` });
    expect(shown.body).toContain(widest);
    // The article's image says what the alternative text typed on upload says.
    const img = shown.body.match(new RegExp(`<img[^>]*src="[^"]*${widest}"[^>]*>`))?.[0];
    expect(decodeHtml(img ?? "")).toContain('alt="Sesión en axilas"');
    const removed = await post(`/admin/prensa/${row!.id}`, {
      ...item,
      image_add: "",
      image_remove: "on",
      version: String(row!.version),
    });
    expect(removed.statusCode).toBe(200);
    const [after] = await db.select().from(pressItems).where(eq(pressItems.id, row!.id));
    expect(after!.image).toBeNull();

    const banner = await post("/admin/campanas/nuevo", {
      placement: "home-secondary",
      title: `Banner ${engine}`,
      disposition: "left",
      image_small: image!.id,
      image_large: image!.id,
      enabled: "on",
    });
    expect(banner.statusCode).toBe(302);
    const [teaser] = await db
      .select()
      .from(teasers)
      .where(eq(teasers.title, `Banner ${engine}`));
    expect(teaser!.imageSmall?.path).toBe(widest);
    expect(teaser!.imageLarge?.path).toBe(widest);
    expect(teaser!.imageMedium).toBeNull();
    expect((await shop.app.inject({ method: "GET", url: "/" })).body).toContain(widest);
  });

  it("shows a library image with a category, and deletes only images nothing shows", async () => {
    const db = shop.database.db;
    const [inAreas] = await stored();
    const remove = (id: string) =>
      postConfirmed((fields) => post("/admin/imagenes", fields), { intent: "delete", id });
    const refused = await remove(inAreas!.id);
    expect(refused.statusCode).toBe(409);
    expect(decodeHtml(refused.body)).toContain(M.inUse("áreas y banners de campaña"));
    expect(existsSync(path.join(mediaDir(), inAreas!.id))).toBe(true);

    const uploadOne = async (alt: string) => {
      expect(
        (await upload({ bytes: await photo(), name: "b.jpg", type: "image/jpeg" }, alt)).statusCode,
      ).toBe(200);
      return (await db.select().from(mediaImages).where(eq(mediaImages.alt, alt)))[0]!;
    };
    const forCategory = await uploadOne(`Categoría ${engine}`);
    const [category] = await db.select().from(categories).orderBy(asc(categories.position)).limit(1);
    const saved = await post("/admin/categorias", {
      intent: "save",
      id: category!.id,
      version: String(category!.version),
      title: category!.title,
      slug: category!.slug,
      image_add: forCategory.id,
    });
    expect(saved.statusCode).toBe(200);
    const [withImage] = await db.select().from(categories).where(eq(categories.id, category!.id));
    expect(withImage!.image?.path).toBe(forCategory.variants.at(-1)!.webp);
    expect((await shop.app.inject({ method: "GET", url: "/areas" })).body).toContain(withImage!.image!.path);
    const inCategory = await remove(forCategory.id);
    expect(decodeHtml(inCategory.body)).toContain(M.inUse("categorías"));

    const unused = await uploadOne(`Sin usar ${engine}`);
    // Posted without its confirmation, as a page or as data: restated, and the image stays.
    for (const url of ["/admin/imagenes", "/admin/imagenes.data"]) {
      const asked = await post(url, { intent: "delete", id: unused.id });
      expect([url, asked.statusCode]).toEqual([url, 200]);
      if (!url.endsWith(".data")) expect(decodeHtml(asked.body)).toContain(M.removeAsk(unused.alt));
    }
    expect(await db.select().from(mediaImages).where(eq(mediaImages.id, unused.id))).toHaveLength(1);
    const deleted = await remove(unused.id);
    expect(deleted.statusCode).toBe(200);
    expect(decodeHtml(deleted.body)).toContain(M.removed);
    expect(await db.select().from(mediaImages).where(eq(mediaImages.id, unused.id))).toEqual([]);
    expect(existsSync(path.join(mediaDir(), unused.id))).toBe(false);
    expect((await remove(unused.id)).statusCode).toBe(404);
  });
  it("uploads an article's image from its editor: checked as in the library, chosen, and shown with its alt", async () => {
    const db = shop.database.db;
    const post = {
      intent: "publish",
      title: `Nota con foto nueva ${engine}`,
      slug: `nota-foto-nueva-${engine}`,
      body: "<p>Texto</p>",
      image_alt: "Profesional preparando el equipo",
    };
    const missing = await multipart("/admin/blog/nueva", post, null);
    expect(missing.statusCode).toBe(400);
    expect(decodeHtml(missing.body)).toContain(M.required);
    const script = Buffer.from("<script>alert(1)</script>");
    const refused = await multipart("/admin/blog/nueva", post, {
      bytes: script,
      name: "foto.jpg",
      type: "image/jpeg",
      field: "image_file",
    });
    expect(refused.statusCode).toBe(400);
    expect(decodeHtml(refused.body)).toContain(M.notImage);
    expect(await db.select().from(blogPosts).where(eq(blogPosts.slug, post.slug))).toHaveLength(0);

    const made = await multipart("/admin/blog/nueva", post, {
      bytes: await photo(),
      name: "foto.jpg",
      type: "image/jpeg",
      field: "image_file",
    });
    expect(made.statusCode).toBe(302);
    const [row] = await db.select().from(blogPosts).where(eq(blogPosts.slug, post.slug));
    expect(row!.image).toMatchObject({ alt: post.image_alt });
    expect(await db.select().from(mediaImages).where(eq(mediaImages.alt, post.image_alt))).toHaveLength(1);
    const shown = await shop.app.inject({ method: "GET", url: `/blog/${post.slug}` });
    expect(decodeHtml(shown.body)).toContain(`alt="${post.image_alt}"`);
  });
});
