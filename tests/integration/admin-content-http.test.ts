import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ARTICLE_KINDS } from "#domain/content/article-kinds.ts";
import { CONTENT_ADMIN_MESSAGES as M } from "#domain/content/messages.ts";
import { TEASER_MESSAGES as T } from "#domain/content/teaser-messages.ts";
import { EDITOR_MESSAGES } from "#domain/editing/messages.ts";
import { MEDIA_MESSAGES } from "#domain/media/messages.ts";
import { auditLog, pressItems, promotions, staticPages, teasers } from "#server/db/schema/index.ts";
import { decodeHtml } from "../support/accounts.ts";
import { fieldMessages, staffClients, type StaffRequest } from "../support/admin-http.ts";
import { createTestApp } from "../support/app.ts";
import { ENGINE } from "../support/database.ts";

describe.each([ENGINE])("the press, promotions, pages and campaigns editors over HTTP on %s", (engine) => {
  let shop: Awaited<ReturnType<typeof createTestApp>>;
  let request: StaffRequest<"editor" | "other" | "support" | "franchise">;
  const shopPage = async (url: string) => {
    const res = await shop.app.inject({ method: "GET", url });
    return { status: res.statusCode, html: decodeHtml(res.body) };
  };
  const createdId = (location: unknown, list: string) =>
    new RegExp(`/admin/${list}/([0-9a-f-]{36})\\?guardado=1`).exec(String(location))![1]!;

  beforeAll(async () => {
    shop = await createTestApp(engine);
    ({ request } = await staffClients(shop, {
      editor: { role: "editor", email: `contenidos-${engine}@candela.test` },
      other: { role: "editor", email: `otro-${engine}@candela.test` },
      support: { role: "support" },
      franchise: { role: "franchise" },
    }));
  });
  afterAll(() => shop?.close());

  it("writes a press item with its outlet and link, publishes it, and the shop shows it", async () => {
    const item = {
      intent: "publish",
      title: `Candela en la radio ${engine}`,
      slug: `candela-radio-${engine}`,
      excerpt: "Una entrevista.",
      outlet: "Radio Mitre",
      external_url: "https://radiomitre.example/nota",
      body: "<p>La entrevista</p><script>alert(1)</script>",
      published_at: "",
    };
    const bad = await request("POST", "/admin/prensa/nueva", "editor", {
      ...item,
      outlet: "",
      external_url: "javascript:alert(1)",
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldMessages(decodeHtml(bad.body))).toEqual({ outlet: M.required, external_url: M.url });

    const res = await request("POST", "/admin/prensa/nueva", "editor", item);
    expect(res.statusCode).toBe(302);
    const id = createdId(res.headers.location, "prensa");
    const [row] = await shop.database.db.select().from(pressItems).where(eq(pressItems.id, id));
    expect(row).toMatchObject({ outlet: "Radio Mitre", externalUrl: item.external_url, published: true });
    expect(row!.body).not.toContain("script");
    const shown = await shopPage(`/prensa/${item.slug}`);
    expect(shown.status).toBe(200);
    expect(shown.html).toContain(item.title);
    const list = decodeHtml((await request("GET", "/admin/prensa", "editor")).body);
    expect(list).toMatch(new RegExp(`<a [^>]*href="/admin/prensa/${id}"[^>]*>${item.title}</a>`));

    const taken = await request("POST", "/admin/prensa/nueva", "other", item);
    expect(taken.statusCode).toBe(400);
    expect(fieldMessages(decodeHtml(taken.body))).toEqual({ slug: ARTICLE_KINDS.prensa.slugTaken });
  });

  it("writes a campaign ('accion') with its validity; it shows under /acciones, and a stale save is refused", async () => {
    const promo = {
      intent: "publish",
      kind: "accion",
      title: `Semana de la piel ${engine}`,
      slug: `semana-piel-${engine}`,
      excerpt: "Una semana de consultas.",
      body: "<p>Vení</p>",
      conditions: "Sólo en sucursales adheridas.",
      valid_from: "2026-12-01",
      valid_until: "2026-12-07",
      published_at: "",
    };
    const reversed = await request("POST", "/admin/promociones/nueva", "editor", {
      ...promo,
      valid_from: "2026-12-07",
      valid_until: "2026-12-01",
      kind: "otra",
    });
    expect(reversed.statusCode).toBe(400);
    expect(fieldMessages(decodeHtml(reversed.body))).toEqual({ kind: M.promotionKind });
    const order = await request("POST", "/admin/promociones/nueva", "editor", {
      ...promo,
      valid_from: "2026-12-07",
      valid_until: "2026-12-01",
    });
    expect(fieldMessages(decodeHtml(order.body))).toEqual({ valid_until: M.dateOrder });

    const res = await request("POST", "/admin/promociones/nueva", "editor", promo);
    expect(res.statusCode).toBe(302);
    const id = createdId(res.headers.location, "promociones");
    const stored = async () =>
      (await shop.database.db.select().from(promotions).where(eq(promotions.id, id)))[0]!;
    const row = await stored();
    expect(row.kind).toBe("accion");
    expect(row.validFrom!.toISOString()).toBe("2026-12-01T03:00:00.000Z");
    // The last day counts whole, on the shop's clock.
    expect(row.validUntil!.toISOString()).toBe("2026-12-08T03:00:00.000Z");
    expect((await shopPage(`/acciones/${promo.slug}`)).status).toBe(200);
    expect((await shopPage(`/promociones/${promo.slug}`)).status).toBe(404);

    const edit = decodeHtml((await request("GET", `/admin/promociones/${id}`, "editor")).body);
    expect(edit).toContain('value="2026-12-07"');
    const opened = String(row.version);
    const first = await request("POST", `/admin/promociones/${id}`, "other", {
      ...promo,
      intent: "save",
      conditions: "Hasta agotar turnos.",
      version: opened,
    });
    expect(first.statusCode).toBe(200);
    const stale = await request("POST", `/admin/promociones/${id}`, "editor", {
      ...promo,
      intent: "unpublish",
      version: opened,
    });
    expect(stale.statusCode).toBe(409);
    expect(decodeHtml(stale.body)).toContain(`otro-${engine}@candela.test guardó cambios`);
    expect(await stored()).toMatchObject({ conditions: "Hasta agotar turnos.", published: true });
  });

  it("edits a static page's text; the shop shows it at once and the change is audited", async () => {
    const before = (
      await shop.database.db.select().from(staticPages).where(eq(staticPages.slug, "quienes-somos"))
    )[0]!;
    const page = {
      title: `Quiénes somos ${engine}`,
      description: "La historia de Candela.",
      body: '<p>Somos <strong>Candela</strong></p><img src="x" onerror="alert(1)">',
      version: String(before.version),
    };
    const empty = await request("POST", "/admin/paginas/quienes-somos", "editor", { ...page, title: "" });
    expect(empty.statusCode).toBe(400);
    expect(fieldMessages(decodeHtml(empty.body))).toEqual({ title: M.required });

    const saved = await request("POST", "/admin/paginas/quienes-somos", "editor", page);
    expect(saved.statusCode).toBe(200);
    expect(decodeHtml(saved.body)).toContain(EDITOR_MESSAGES.saved);
    const shown = await shopPage("/quienes-somos");
    expect(shown.html).toContain(`Quiénes somos ${engine}`);
    expect(shown.html).toContain("Somos <strong>Candela</strong>");
    expect(shown.html).not.toContain("onerror");
    const again = await request("POST", "/admin/paginas/quienes-somos", "other", page);
    expect(again.statusCode).toBe(409);
    const [entry] = await shop.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, "quienes-somos"));
    expect(entry).toMatchObject({ entity: "static_page", action: "updated" });
    expect((await request("GET", "/admin/paginas/no-existe", "editor")).statusCode).toBe(404);
    const list = decodeHtml((await request("GET", "/admin/paginas", "editor")).body);
    expect(list).toContain('href="/admin/paginas/terminos-y-condiciones"');
  });

  it("makes a banner for the home, refuses script links, and orders it with 'Subir'", async () => {
    const banner = {
      placement: "home-hero",
      title: `Hot Sale ${engine}`,
      label: "Sólo esta semana",
      paragraph: "Hasta 30 % en todas las áreas.",
      disposition: "right",
      content_box: "on",
      link_primary_name: "Ver áreas",
      link_primary_url: "/areas",
      link_primary_target: "_self",
      link_secondary_name: "",
      link_secondary_url: "",
      link_secondary_target: "_self",
      enabled: "on",
    };
    const bad = await request("POST", "/admin/campanas/nuevo", "editor", {
      ...banner,
      placement: "sotano",
      link_primary_url: "javascript:alert(1)",
      link_secondary_name: "Más",
      image_large: "00000000-0000-4000-8000-000000000000",
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldMessages(decodeHtml(bad.body))).toEqual({
      placement: T.placement,
      link_primary_url: T.linkUrl,
      link_secondary_url: T.linkUrlMissing,
    });
    const gone = await request("POST", "/admin/campanas/nuevo", "editor", {
      ...banner,
      image_large: "00000000-0000-4000-8000-000000000000",
    });
    expect(gone.statusCode).toBe(400);
    expect(fieldMessages(decodeHtml(gone.body))).toEqual({ image_large: MEDIA_MESSAGES.imageGone });

    const res = await request("POST", "/admin/campanas/nuevo", "editor", banner);
    expect(res.statusCode).toBe(302);
    const id = createdId(res.headers.location, "campanas");
    const hero = () =>
      shop.database.db
        .select()
        .from(teasers)
        .where(eq(teasers.placement, "home-hero"))
        .orderBy(asc(teasers.position));
    const placed = await hero();
    expect(placed.at(-1)).toMatchObject({ id, title: banner.title, linkPrimaryUrl: "/areas" });
    expect((await shopPage("/")).html).toContain(banner.title);

    const row = placed.at(-1)!;
    const up = await request("POST", "/admin/campanas", "editor", {
      intent: "move",
      id,
      version: String(row.version),
      direction: "up",
    });
    expect(up.statusCode).toBe(200);
    const moved = await hero();
    expect(moved.map((t) => t.id).indexOf(id)).toBe(placed.length - 2);
    expect(moved.map((t) => t.position)).toEqual(moved.map((_, i) => i));
    const tooFar = await request("POST", "/admin/campanas", "editor", {
      intent: "move",
      id: moved[0]!.id,
      version: String(moved[0]!.version),
      direction: "up",
    });
    expect(tooFar.statusCode).toBe(400);
    expect(decodeHtml(tooFar.body)).toContain(T.cannotMove);

    const hidden = await request("POST", `/admin/campanas/${id}`, "editor", {
      ...banner,
      enabled: "",
      version: String(moved.find((t) => t.id === id)!.version),
    });
    expect(hidden.statusCode).toBe(200);
    expect((await shopPage("/")).html).not.toContain(banner.title);
  });

  it("lets support and a franchise account in nowhere", async () => {
    for (const path of ["/admin/prensa", "/admin/promociones", "/admin/paginas", "/admin/campanas"]) {
      expect([path, (await request("GET", path, "support")).statusCode]).toEqual([path, 403]);
      expect([path, (await request("GET", path, "franchise")).statusCode]).toEqual([path, 403]);
    }
    const [page] = await shop.database.db.select().from(staticPages).limit(1);
    const write = await request("POST", `/admin/paginas/${page!.slug}`, "franchise", {
      title: "Otro",
      version: String(page!.version),
    });
    expect(write.statusCode).toBe(403);
    const [after] = await shop.database.db.select().from(staticPages).where(eq(staticPages.slug, page!.slug));
    expect(after).toEqual(page);
    for (const path of ["/admin/prensa/nueva", "/admin/promociones/nueva", "/admin/campanas/nuevo"])
      expect([path, (await request("GET", path, "franchise")).statusCode]).toEqual([path, 403]);
  });
});
