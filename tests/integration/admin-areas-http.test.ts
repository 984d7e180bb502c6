import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AREA_CONTENT_MESSAGES, CATALOG_ADMIN_MESSAGES as M } from "#domain/catalog/messages.ts";
import { productPath } from "#domain/catalog/views.ts";
import { EDITOR_MESSAGES } from "#domain/editing/messages.ts";
import { formatMoney } from "#domain/money.ts";
import { auditLog, categories, products } from "#server/db/schema/index.ts";
import { createStaffServices } from "#server/modules/staff/index.ts";
import { alerts, freshIp, postForm } from "../support/accounts.ts";
import { createTestApp } from "../support/app.ts";
import { ENGINE } from "../support/database.ts";
import { STAFF_PASSWORD, createStaff } from "../support/staff.ts";

const decode = (s: string) =>
  s
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

/** The Spanish message under each field of a page, keyed by the field's id. */
const fieldMessages = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<p id="([\w.[\]-]+)-error"[^>]*>([^<]+)</g)].map((m) => [m[1], decode(m[2]!)]),
  );

describe.each([ENGINE])("the areas editor over HTTP on %s", (engine) => {
  let shop: Awaited<ReturnType<typeof createTestApp>>;
  const cookies: Record<"ana" | "beto", string> = { ana: "", beto: "" };
  const emails = { ana: `ana-${engine}@candela.test`, beto: `beto-${engine}@candela.test` };
  let area: typeof products.$inferSelect;
  let categoryIds: string[];

  const get = (url: string, who: keyof typeof cookies = "ana") =>
    shop.app.inject({
      method: "GET",
      url,
      headers: { "x-forwarded-for": freshIp(), cookie: `staff_token=${cookies[who]}` },
    });
  const post = (
    url: string,
    fields: Record<string, string>,
    who: keyof typeof cookies = "ana",
    extra = "",
  ) => {
    const body = new URLSearchParams(fields).toString() + extra;
    return shop.app.inject({
      method: "POST",
      url,
      payload: body,
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "x-forwarded-for": freshIp(),
        cookie: `staff_token=${cookies[who]}`,
      },
    });
  };
  const form = (over: Record<string, string> = {}) => ({
    title: area.title,
    slug: area.slug,
    sessions: "6",
    price: "27.000",
    price_offer: "0",
    max_installments: "6",
    installment_rates: "SI",
    main_category: categoryIds[0]!,
    enabled: "on",
    version: "1",
    ...over,
  });
  const cats = () => categoryIds.map((id) => `&categories=${id}`).join("");
  const stored = async () =>
    (await shop.database.db.select().from(products).where(eq(products.id, area.id)))[0]!;

  beforeAll(async () => {
    shop = await createTestApp(engine);
    const db = shop.database.db;
    const staff = createStaffServices(db, { twoFactorRequired: false });
    for (const who of ["ana", "beto"] as const) {
      await createStaff(db, staff, "editor", { email: emails[who] });
      const res = await postForm(shop.app, "/admin/login", {
        intent: "login",
        email: emails[who],
        password: STAFF_PASSWORD,
      });
      cookies[who] = /staff_token=([^;]+)/.exec(String(res.headers["set-cookie"]))![1]!;
    }
    area = (await db.select().from(products).where(eq(products.slug, "axilas")))[0]!;
    categoryIds = (
      await db.select({ id: categories.id }).from(categories).orderBy(asc(categories.position))
    ).map((c) => c.id);
  });
  afterAll(() => shop?.close());

  it("lists each area as a link named by its title; filters, sort and page live in the address", async () => {
    const page = decode((await get("/admin/areas")).body);
    expect(page).toMatch(new RegExp(`<a [^>]*href="/admin/areas/${area.id}"[^>]*>${area.title}</a>`));
    const filtered = decode((await get(`/admin/areas?q=${encodeURIComponent(area.title)}`)).body);
    const links = [...filtered.matchAll(/href="\/admin\/areas\/([0-9a-f-]{36})"/g)].map((m) => m[1]);
    expect(links).toContain(area.id);
    const all = await shop.database.db.select({ id: products.id, price: products.price }).from(products);
    const cheapest = all.sort((a, b) => a.price - b.price)[0]!;
    const sorted = decode((await get("/admin/areas?orden=precio")).body);
    expect(/href="\/admin\/areas\/([0-9a-f-]{36})"/.exec(sorted)![1]).toBe(cheapest.id);
    expect(all.length).toBeGreaterThan(20);
    expect(sorted).toContain('href="/admin/areas?orden=precio&pagina=2"');
    expect((await get("/admin/areas?orden=nada&estado=raro&pagina=x")).statusCode).toBe(200);
  });

  it("answers each bad field with its Spanish message and saves nothing", async () => {
    const res = await post(
      `/admin/areas/${area.id}`,
      form({
        title: " ",
        slug: "Con Espacios",
        sessions: "0",
        price: "27,000.50",
        price_offer: "abc",
        max_installments: "5",
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(fieldMessages(res.body)).toEqual({
      title: M.required,
      slug: M.slug,
      sessions: M.sessions,
      price: EDITOR_MESSAGES.money,
      price_offer: EDITOR_MESSAGES.money,
      max_installments: M.maxInstallments,
      categories: M.categories,
    });
    expect(alerts(res.body)).toContain(EDITOR_MESSAGES.invalidForm);
    // What was typed stays in the form.
    expect(decode(res.body)).toContain('value="27,000.50"');
    const offer = await post(
      `/admin/areas/${area.id}`,
      form({ price: "10.000", price_offer: "10.000" }),
      "ana",
      cats(),
    );
    expect(fieldMessages(offer.body)).toEqual({ price_offer: M.offerBelowPrice });
    expect(await stored()).toMatchObject({ version: 1, price: area.price, title: area.title });
  });

  it("saves es-AR money as centavos with 'Cambios guardados', audits it, and the shop shows the new price", async () => {
    const res = await post(
      `/admin/areas/${area.id}`,
      form({ price: "27.000,50", price_offer: "" }),
      "ana",
      cats(),
    );
    expect(res.statusCode).toBe(200);
    expect(alerts(res.body)).toContain(EDITOR_MESSAGES.saved);
    expect(await stored()).toMatchObject({ price: 2_700_050, priceOffer: 0, version: 2 });
    const [audit] = await shop.database.db.select().from(auditLog).where(eq(auditLog.entityId, area.id));
    expect(audit!.before).toMatchObject({ price: area.price });
    expect(audit!.after).toMatchObject({ price: 2_700_050, price_offer: 0 });
    const slugs = (
      await shop.database.db.select().from(categories).where(eq(categories.id, categoryIds[0]!))
    ).map((c) => c.slug);
    const shopPage = await shop.app.inject({
      method: "GET",
      url: productPath({ slug: area.slug, categories: slugs }),
    });
    expect(shopPage.statusCode).toBe(200);
    expect(decode(shopPage.body)).toContain(formatMoney(2_700_050));
  });

  it("refuses a save over a newer version with a message naming who saved it; their values stay", async () => {
    const res = await post(`/admin/areas/${area.id}`, form({ price: "1.000", version: "1" }), "beto", cats());
    expect(res.statusCode).toBe(409);
    expect(decode(res.body)).toContain(emails.ana);
    expect(decode(res.body)).toContain(EDITOR_MESSAGES.staleTitle);
    expect(await stored()).toMatchObject({ price: 2_700_050, version: 2 });
  });

  it("creates an area and opens its editor; a taken slug is refused on its field", async () => {
    const taken = await post("/admin/areas/nueva", form({ title: "Nueva", slug: area.slug }), "ana", cats());
    expect(taken.statusCode).toBe(400);
    expect(fieldMessages(taken.body)).toEqual({ slug: M.slugTaken });
    const made = await post(
      "/admin/areas/nueva",
      form({ title: "Zona nueva", slug: `zona-nueva-${engine}` }),
      "ana",
      cats(),
    );
    expect(made.statusCode).toBe(302);
    const page = await get(String(made.headers.location));
    expect(alerts(page.body)).toContain(EDITOR_MESSAGES.saved);
    expect(page.body).toContain("Zona nueva");
    // Left empty (a browser without scripts), the slug is made from the title.
    const untitled = await post(
      "/admin/areas/nueva",
      form({ title: `Rodillas Ñandú ${engine}`, slug: "" }),
      "ana",
      cats(),
    );
    expect(untitled.statusCode).toBe(302);
    const [derived] = await shop.database.db
      .select()
      .from(products)
      .where(eq(products.slug, `rodillas-nandu-${engine}`));
    expect(derived?.title).toBe(`Rodillas Ñandú ${engine}`);
  });

  it("answers odd bodies with 400, never a 500, and an unknown area with 404", async () => {
    const odd = [
      await post(`/admin/areas/${area.id}`, form({ version: "abc" }), "ana", cats()),
      await post(`/admin/areas/${area.id}`, form(), "ana", "&categories=no-es-uuid"),
      await post(`/admin/areas/${area.id}`, {}, "ana"),
      await post("/admin/categorias", { intent: "move", id: area.id, version: "1", direction: "izquierda" }),
      await post("/admin/categorias", { intent: "save", id: "x" }),
    ];
    expect(odd.map((r) => r.statusCode)).toEqual([400, 400, 400, 400, 400]);
    expect(fieldMessages(odd[1]!.body)).toEqual({
      categories: M.categoryUnknown,
      main_category: M.mainCategory,
    });
    expect((await get("/admin/areas/no-es-un-id")).statusCode).toBe(404);
    expect((await get("/admin/areas/00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    const gone = await post("/admin/areas/00000000-0000-4000-8000-000000000000", form(), "ana", cats());
    expect(gone.statusCode).toBe(404);
    expect(await stored()).toMatchObject({ version: 2 });
  });

  it("reorders categories with 'Subir' and 'Bajar' and refuses a move from an old version", async () => {
    const db = shop.database.db;
    const before = await db.select().from(categories).orderBy(asc(categories.position));
    const second = before[1]!;
    const moved = await post("/admin/categorias", {
      intent: "move",
      id: second.id,
      version: String(second.version),
      direction: "up",
    });
    expect(moved.statusCode).toBe(200);
    const after = await db.select().from(categories).orderBy(asc(categories.position));
    expect(after.map((c) => c.id)).toEqual([second.id, before[0]!.id, ...before.slice(2).map((c) => c.id)]);
    const page = decode((await get("/admin/categorias")).body);
    expect(page.indexOf(second.title)).toBeLessThan(page.indexOf(before[0]!.title));
    const stale = await post(
      "/admin/categorias",
      { intent: "move", id: second.id, version: String(second.version), direction: "down" },
      "beto",
    );
    expect(stale.statusCode).toBe(409);
    expect(decode(stale.body)).toContain(emails.ana);
    const renamed = await post("/admin/categorias", {
      intent: "save",
      id: second.id,
      version: String(second.version + 1),
      title: "",
      slug: before[0]!.slug,
    });
    expect(fieldMessages(renamed.body)).toEqual({ [`title-${second.id}`]: M.required });
  });
  it("saves the page's texts and questions, which the shop shows as sections and disclosures; half a question is refused", async () => {
    const content = {
      description: "<p>Depilación de axilas con láser.</p><script>alert(1)</script>",
      what_to_expect: "Una sesión dura diez minutos.\n\nSe siente un leve calor.",
      "faq[0].question": "¿Duele?",
      "faq[0].answer": "Apenas: se siente un leve calor.",
      "faq[1].question": "",
      "faq[1].answer": "",
      "faq[2].question": "¿Cuántas sesiones necesito?",
      "faq[2].answer": "Entre seis y ocho.",
      contraindications: "Embarazo.",
    };
    const { version } = await stored();
    const half = await post(
      `/admin/areas/${area.id}`,
      form({ ...content, "faq[1].question": "¿Puedo tomar sol?", version: String(version) }),
      "ana",
      cats(),
    );
    expect(half.statusCode).toBe(400);
    expect(fieldMessages(half.body)).toEqual({ "faq[1].answer": AREA_CONTENT_MESSAGES.faqAnswer });
    expect(decode(half.body)).toContain('value="¿Puedo tomar sol?"');

    const saved = await post(
      `/admin/areas/${area.id}`,
      form({ ...content, version: String(version) }),
      "ana",
      cats(),
    );
    expect(saved.statusCode).toBe(200);
    expect(await stored()).toMatchObject({
      whatToExpect: content.what_to_expect,
      contraindications: "Embarazo.",
      faq: [
        { question: "¿Duele?", answer: "Apenas: se siente un leve calor." },
        { question: "¿Cuántas sesiones necesito?", answer: "Entre seis y ocho." },
      ],
    });
    // The editor opens again with the questions, and two empty pairs after them.
    const editor = decode((await get(`/admin/areas/${area.id}`)).body);
    expect(editor).toContain('value="¿Cuántas sesiones necesito?"');
    expect(editor).toContain('name="faq[3].question"');
    expect(editor).not.toContain('name="faq[4].question"');

    // A post without the page's fields (an older form) leaves them as they are.
    const plain = await post(
      `/admin/areas/${area.id}`,
      form({ version: String(version + 1) }),
      "ana",
      cats(),
    );
    expect(plain.statusCode).toBe(200);
    expect((await stored()).faq).toHaveLength(2);

    const slugs = (
      await shop.database.db.select().from(categories).where(eq(categories.id, categoryIds[0]!))
    ).map((c) => c.slug);
    const page = decode((await get(productPath({ slug: area.slug, categories: slugs }))).body);
    for (const heading of ["Qué esperar", "Preguntas frecuentes", "Contraindicaciones"])
      expect(page).toMatch(new RegExp(`<h2[^>]*>${heading}</h2>`));
    expect(page).toMatch(/<details[^>]*><summary[^>]*>¿Duele\?<\/summary>/);
    expect(page).toContain("Se siente un leve calor.");
    expect(page).toContain("Depilación de axilas con láser.");
    expect(page).not.toContain("alert(1)");
    expect(page).toContain('"@type":"FAQPage"');
  });
});
