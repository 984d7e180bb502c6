import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shopDateTimeValue } from "#domain/content/article-form.ts";
import { CONTENT_ADMIN_MESSAGES as M } from "#domain/content/messages.ts";
import { EDITOR_MESSAGES } from "#domain/editing/messages.ts";
import { blogPosts } from "#server/db/schema/index.ts";
import { decodeHtml } from "../support/accounts.ts";
import { fieldMessages, staffClients, type StaffRequest } from "../support/admin-http.ts";
import { createTestApp } from "../support/app.ts";
import { ENGINE } from "../support/database.ts";

describe.each([ENGINE])("the blog editor over HTTP on %s", (engine) => {
  let shop: Awaited<ReturnType<typeof createTestApp>>;
  let request: StaffRequest<"editor" | "other" | "support" | "franchise">;
  const stored = async (id: string) =>
    (await shop.database.db.select().from(blogPosts).where(eq(blogPosts.id, id)))[0]!;
  const shopShows = async (slug: string) =>
    (await shop.app.inject({ method: "GET", url: `/blog/${slug}` })).statusCode === 200;
  const post = (over: Record<string, string> = {}) => ({
    intent: "save",
    title: `Cuidados después de la sesión ${engine}`,
    slug: `cuidados-${engine}`,
    excerpt: "Qué hacer y qué evitar.",
    author: "Equipo Candela",
    body: '<p>Hola</p><script>alert(1)</script><p><img src="https://example.com/a.png" onerror="alert(1)"></p>',
    published_at: "",
    ...over,
  });
  let id = "";

  beforeAll(async () => {
    shop = await createTestApp(engine);
    ({ request } = await staffClients(shop, {
      editor: { role: "editor", email: `redactora-${engine}@candela.test` },
      other: { role: "editor", email: `otra-${engine}@candela.test` },
      support: { role: "support" },
      franchise: { role: "franchise" },
    }));
  });
  afterAll(() => shop?.close());

  it("saves a draft the shop does not show, its body sanitised; the preview shows it to staff only", async () => {
    const res = await request("POST", "/admin/blog/nueva", "editor", post());
    expect(res.statusCode).toBe(302);
    id = /\/admin\/blog\/([0-9a-f-]{36})\?guardado=1/.exec(String(res.headers.location))![1]!;
    const row = await stored(id);
    expect(row.published).toBe(false);
    expect(row.body).toContain("<p>Hola</p>");
    expect(row.body).not.toMatch(/script|onerror/);
    expect(await shopShows(row.slug)).toBe(false);
    const list = decodeHtml((await request("GET", "/admin/blog", "editor")).body);
    expect(list).toMatch(new RegExp(`<a [^>]*href="/admin/blog/${id}"[^>]*>${row.title}</a>`));
    expect(list).toContain(M.draft);
    const preview = await request("GET", `/admin/blog/${id}/vista-previa`, "editor");
    expect(preview.statusCode).toBe(200);
    expect(decodeHtml(preview.body)).toContain(M.previewNotice);
    expect(preview.body).toContain("<p>Hola</p>");
    const anonymous = await request("GET", `/admin/blog/${id}/vista-previa`, null);
    expect(anonymous.statusCode).toBe(302);
    expect(String(anonymous.headers.location)).toMatch(/^\/admin\/login/);
  });

  it("publishes now, publishes at a later date, and unpublishes; the shop follows", async () => {
    const version = async () => String((await stored(id)).version);
    const published = await request(
      "POST",
      `/admin/blog/${id}`,
      "editor",
      post({ intent: "publish", version: await version() }),
    );
    expect(published.statusCode).toBe(200);
    expect(decodeHtml(published.body)).toContain(EDITOR_MESSAGES.saved);
    expect(await shopShows(`cuidados-${engine}`)).toBe(true);
    const listed = await shop.app.inject({ method: "GET", url: "/blog" });
    expect(decodeHtml(listed.body)).toContain(`Cuidados después de la sesión ${engine}`);

    const later = new Date(Date.now() + 3 * 86_400_000);
    const scheduled = await request(
      "POST",
      `/admin/blog/${id}`,
      "editor",
      post({ intent: "publish", published_at: shopDateTimeValue(later), version: await version() }),
    );
    expect(scheduled.statusCode).toBe(200);
    expect(await shopShows(`cuidados-${engine}`)).toBe(false);
    expect(decodeHtml((await request("GET", "/admin/blog", "editor")).body)).toContain("Programada para el");
    expect(Math.abs((await stored(id)).publishedAt.getTime() - later.getTime())).toBeLessThan(60_000);

    const now = await request(
      "POST",
      `/admin/blog/${id}`,
      "editor",
      post({
        intent: "publish",
        published_at: shopDateTimeValue(new Date(Date.now() - 60_000)),
        version: await version(),
      }),
    );
    expect(now.statusCode).toBe(200);
    expect(await shopShows(`cuidados-${engine}`)).toBe(true);
    const off = await request(
      "POST",
      `/admin/blog/${id}`,
      "editor",
      post({ intent: "unpublish", version: await version() }),
    );
    expect(off.statusCode).toBe(200);
    expect(await shopShows(`cuidados-${engine}`)).toBe(false);
  });

  it("answers bad fields in Spanish and stores nothing; a taken slug is a field error", async () => {
    const before = await stored(id);
    const bad = await request(
      "POST",
      `/admin/blog/${id}`,
      "editor",
      post({
        title: "",
        slug: "Con Espacios",
        published_at: "mañana",
        intent: "guardar",
        version: String(before.version),
      }),
    );
    expect(bad.statusCode).toBe(400);
    expect(fieldMessages(decodeHtml(bad.body))).toMatchObject({
      title: M.required,
      slug: M.slug,
      published_at: M.publishedAt,
    });
    const [seeded] = await shop.database.db
      .select()
      .from(blogPosts)
      .where(eq(blogPosts.published, true))
      .limit(1);
    const taken = await request(
      "POST",
      `/admin/blog/${id}`,
      "editor",
      post({ slug: seeded!.slug, version: String(before.version) }),
    );
    expect(taken.statusCode).toBe(400);
    expect(fieldMessages(decodeHtml(taken.body))).toEqual({ slug: M.slugTaken });
    expect(await stored(id)).toEqual(before);
  });

  it("refuses a save over a newer version, naming who saved first", async () => {
    const opened = String((await stored(id)).version);
    expect(
      (
        await request(
          "POST",
          `/admin/blog/${id}`,
          "other",
          post({ excerpt: "Otro resumen", version: opened }),
        )
      ).statusCode,
    ).toBe(200);
    const stale = await request(
      "POST",
      `/admin/blog/${id}`,
      "editor",
      post({ excerpt: "Mi resumen", version: opened }),
    );
    expect(stale.statusCode).toBe(409);
    expect(decodeHtml(stale.body)).toContain(`otra-${engine}@candela.test guardó cambios`);
    expect((await stored(id)).excerpt).toBe("Otro resumen");
  });

  it("lets support and a franchise account in nowhere", async () => {
    expect((await request("GET", "/admin/blog", "support")).statusCode).toBe(403);
    expect((await request("GET", "/admin/blog", "franchise")).statusCode).toBe(403);
    expect((await request("GET", "/admin/blog/nueva", "franchise")).statusCode).toBe(403);
    const before = await stored(id);
    const write = await request(
      "POST",
      `/admin/blog/${id}`,
      "franchise",
      post({ version: String(before.version) }),
    );
    expect(write.statusCode).toBe(403);
    expect(await stored(id)).toEqual(before);
    expect((await request("GET", "/admin/blog/abc", "editor")).statusCode).toBe(404);
    expect((await request("POST", "/admin/blog/abc", "editor", post())).statusCode).toBe(404);
  });
});
