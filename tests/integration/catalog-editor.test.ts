import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "#domain/staff/permissions.ts";
import { CATALOG_ADMIN_MESSAGES as M } from "#domain/catalog/messages.ts";
import { auditLog, contentVersion, productCategories, products } from "#server/db/schema/index.ts";
import { createCatalogEditor, type CatalogEditor } from "#server/modules/catalog/editor.ts";
import { ForbiddenError } from "#server/modules/staff/access.ts";
import { createStaffServices } from "#server/modules/staff/index.ts";
import { areaInput, createCategory, createProductRow } from "../support/catalog-editor.ts";
import { ENGINES, createTestDatabase, type TestDatabase } from "../support/database.ts";
import { createStaff } from "../support/staff.ts";
import { auditSentence } from "#domain/audit/sentence.ts";

type Person = { id: string; email: string; role: Role; franchiseId: string | null };

describe.each(ENGINES)("the areas and categories editors on %s", (engine) => {
  let database: TestDatabase;
  let admin: CatalogEditor;
  const people = {} as Record<"editor" | "editor2" | "support" | "franchise", Person>;
  let cats: { id: string; slug: string }[];
  const as = (p: Person) => ({
    actor: { id: p.id, role: p.role, franchiseId: p.franchiseId },
    ip: "203.0.113.9",
  });
  const db = () => database.db;
  const auditOf = (entityId: string) =>
    db().select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(auditLog.at);
  const version = async () => (await db().select().from(contentVersion))[0]!.version;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    admin = createCatalogEditor(database.db);
    const staff = createStaffServices(database.db, { twoFactorRequired: false });
    people.editor = await createStaff(db(), staff, "editor", { email: `ana-${engine}@candela.test` });
    people.editor2 = await createStaff(db(), staff, "editor", { email: `beto-${engine}@candela.test` });
    people.support = await createStaff(db(), staff, "support");
    people.franchise = await createStaff(db(), staff, "franchise");
    cats = [await createCategory(db()), await createCategory(db()), await createCategory(db())];
  });
  afterAll(() => database?.destroy());

  it("creates an area with its fields and categories, main category first, audited, content version raised", async () => {
    const before = await version();
    const input = areaInput([cats[0]!.id, cats[1]!.id], { price_offer: 2_000_050 });
    const created = await admin.areas.create(as(people.editor), input);
    expect(created.ok).toBe(true);
    const id = (created as { id: string }).id;
    const area = await admin.areas.get(as(people.editor), id);
    expect(area).toMatchObject({
      title: input.title,
      price: 2_700_000,
      price_offer: 2_000_050,
      sessions: 6,
      max_installments: 6,
      installment_rates: "SI",
      categories: [cats[0]!.id, cats[1]!.id],
      version: 1,
    });
    const [audit] = await auditOf(id);
    expect(audit).toMatchObject({
      entity: "product",
      action: "created",
      staffId: people.editor.id,
      before: null,
    });
    expect(audit!.after).toMatchObject({ price: 2_700_000, price_offer: 2_000_050, slug: input.slug });
    expect(await version()).toBeGreaterThan(before);

    // A save that changes the price alone reads, in the log, as that one change.
    expect((await admin.areas.update(as(people.editor), id, 1, { ...input, price: 2_560_000 })).ok).toBe(
      true,
    );
    const [, priced] = await auditOf(id);
    expect(auditSentence({ ...priced!, self: false }, "Ana")).toBe(
      `Ana cambió el precio de ${input.title} de $\u00a027.000,00 a $\u00a025.600,00.`,
    );
  });

  it("updates an area: columns, fields kept in place, categories reordered, images kept or dropped; before/after audited", async () => {
    const row = await createProductRow(db());
    await db().insert(productCategories).values({ productId: row.id, categoryId: cats[0]!.id, position: 0 });
    const input = areaInput([cats[2]!.id, cats[0]!.id], {
      title: "Axilas nuevas",
      price: 3_000_000,
      sessions: 8,
      max_installments: 12,
      installment_rates: "NO",
      images: ["/uploads/b.webp"],
      enabled: false,
    });
    const saved = await admin.areas.update(as(people.editor), row.id, 1, input);
    expect(saved).toEqual({ ok: true, id: row.id });
    const [stored] = await db().select().from(products).where(eq(products.id, row.id));
    expect(stored).toMatchObject({ title: "Axilas nuevas", price: 3_000_000, enabled: false, version: 2 });
    expect(stored!.images).toEqual([{ path: "/uploads/b.webp", name: "b" }]);
    expect(stored!.fields).toEqual([
      { key: "sessions", label: "Sesiones", value: "8" },
      { key: "max_installments", label: "Cuotas", value: "12" },
      { key: "installment_rates", label: "Aplica interés", value: "NO" },
    ]);
    expect((await admin.areas.get(as(people.editor), row.id))!.categories).toEqual([
      cats[2]!.id,
      cats[0]!.id,
    ]);
    const [audit] = await auditOf(row.id);
    expect(audit).toMatchObject({ action: "updated", staffId: people.editor.id, ip: "203.0.113.9" });
    expect(audit!.before).toMatchObject({
      title: row.title,
      price: 1_000_000,
      enabled: true,
      sessions: 4,
      categories: [cats[0]!.id],
    });
    expect(audit!.after).toMatchObject({
      title: "Axilas nuevas",
      price: 3_000_000,
      enabled: false,
      sessions: 8,
      categories: [cats[2]!.id, cats[0]!.id],
    });
  });

  it("refuses a taken slug, an unknown category and a new image path with Spanish field errors, storing nothing", async () => {
    const a = await createProductRow(db());
    const b = await createProductRow(db());
    const refusals = [
      [areaInput([cats[0]!.id], { slug: b.slug }), { slug: M.slugTaken }],
      [areaInput(["00000000-0000-4000-8000-000000000000"]), { categories: M.categoryUnknown }],
      [areaInput([cats[0]!.id], { images: ["/uploads/otra.webp"] }), { images: M.imageUnknown }],
    ] as const;
    for (const [input, errors] of refusals) {
      expect(await admin.areas.update(as(people.editor), a.id, 1, input)).toEqual({
        ok: false,
        code: "invalid",
        errors,
      });
    }
    const [stored] = await db().select().from(products).where(eq(products.id, a.id));
    expect(stored).toMatchObject({ title: a.title, slug: a.slug, version: 1 });
    expect(await auditOf(a.id)).toEqual([]);
    expect(await admin.areas.create(as(people.editor), areaInput([cats[0]!.id], { slug: b.slug }))).toEqual({
      ok: false,
      code: "invalid",
      errors: { slug: M.slugTaken },
    });
  });

  it("refuses a save over a newer version, naming who saved it; their values stay", async () => {
    const row = await createProductRow(db());
    expect(
      (await admin.areas.update(as(people.editor), row.id, 1, areaInput([cats[0]!.id], { price: 111_100 })))
        .ok,
    ).toBe(true);
    const late = await admin.areas.update(
      as(people.editor2),
      row.id,
      1,
      areaInput([cats[1]!.id], { price: 222_200 }),
    );
    expect(late).toMatchObject({ ok: false, code: "stale", lastChange: { by: people.editor.email } });
    expect((late as { lastChange: { at: Date } }).lastChange.at).toBeInstanceOf(Date);
    const area = await admin.areas.get(as(people.editor), row.id);
    expect(area).toMatchObject({ price: 111_100, categories: [cats[0]!.id], version: 2 });
    expect(await auditOf(row.id)).toHaveLength(1);
    expect(
      await admin.areas.update(
        as(people.editor2),
        "00000000-0000-4000-8000-000000000000",
        1,
        areaInput([cats[0]!.id]),
      ),
    ).toEqual({ ok: false, code: "not_found" });
  });

  it("refuses every write and the edit form to support and franchise roles", async () => {
    const row = await createProductRow(db());
    for (const role of ["support", "franchise"] as const) {
      const who = as(people[role]);
      await expect(admin.areas.update(who, row.id, 1, areaInput([cats[0]!.id]))).rejects.toBeInstanceOf(
        ForbiddenError,
      );
      await expect(admin.areas.create(who, areaInput([cats[0]!.id]))).rejects.toBeInstanceOf(ForbiddenError);
      await expect(admin.areas.get(who, row.id)).rejects.toBeInstanceOf(ForbiddenError);
      await expect(admin.categories.move(who, cats[0]!.id, 1, "down")).rejects.toBeInstanceOf(ForbiddenError);
      await expect(
        admin.categories.update(who, cats[0]!.id, 1, { title: "x", slug: "x" }),
      ).rejects.toBeInstanceOf(ForbiddenError);
    }
    await expect(
      admin.areas.list(as(people.support), { q: "", categoria: "", estado: "", orden: "titulo", page: 1 }),
    ).rejects.toBeInstanceOf(ForbiddenError);
  });

  it("lists areas filtered by text, category and state, sorted and paged", async () => {
    const tag = `filtro${engine}`;
    const made = [];
    for (const [i, price] of [500_000, 100_000, 300_000].entries()) {
      const r = await admin.areas.create(
        as(people.editor),
        areaInput([cats[1]!.id], { title: `${tag} ${i}`, price, enabled: i !== 2 }),
      );
      made.push((r as { id: string }).id);
    }
    const list = (over: object) =>
      admin.areas.list(as(people.editor), {
        q: tag,
        categoria: "",
        estado: "",
        orden: "titulo",
        page: 1,
        ...over,
      });
    expect((await list({})).rows.map((r) => r.title)).toEqual([`${tag} 0`, `${tag} 1`, `${tag} 2`]);
    expect((await list({ orden: "precio" })).rows.map((r) => r.price)).toEqual([100_000, 300_000, 500_000]);
    expect((await list({ orden: "-precio" })).rows.map((r) => r.price)).toEqual([500_000, 300_000, 100_000]);
    expect((await list({ estado: "inactivas" })).rows.map((r) => r.id)).toEqual([made[2]]);
    expect((await list({ categoria: cats[0]!.slug })).total).toBe(0);
    expect((await list({ categoria: cats[1]!.slug })).total).toBe(3);
    expect((await list({ page: 2 })).rows).toEqual([]);
    expect((await list({ q: "100%_" })).total).toBe(0);
  });

  it("moves categories up and down, renumbering every position; a stale or impossible move is refused", async () => {
    const order = async () => (await admin.categories.list(as(people.editor))).map((c) => c.id);
    const start = await order();
    const second = (await admin.categories.list(as(people.editor)))[1]!;
    expect(await admin.categories.move(as(people.editor), second.id, second.version, "up")).toEqual({
      ok: true,
      id: second.id,
    });
    expect(await order()).toEqual([start[1], start[0], ...start.slice(2)]);
    expect((await admin.categories.list(as(people.editor))).map((c) => c.position)).toEqual(
      start.map((_, i) => i),
    );
    const stale = await admin.categories.move(as(people.editor2), second.id, second.version, "down");
    expect(stale).toMatchObject({ ok: false, code: "stale", lastChange: { by: people.editor.email } });
    const first = (await admin.categories.list(as(people.editor)))[0]!;
    expect(await admin.categories.move(as(people.editor), first.id, first.version, "up")).toEqual({
      ok: false,
      code: "invalid",
      errors: { direction: M.cannotMove },
    });
    const moved = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "category"), eq(auditLog.action, "moved")));
    expect(moved.length).toBeGreaterThanOrEqual(2);
  });

  it("edits and adds categories; a taken slug is refused in Spanish", async () => {
    const [c] = await admin.categories.list(as(people.editor));
    expect(
      await admin.categories.update(as(people.editor), c!.id, c!.version, {
        title: "Mujer",
        slug: "mujer-" + engine,
      }),
    ).toEqual({ ok: true, id: c!.id });
    expect(
      await admin.categories.create(as(people.editor), { title: "Otra", slug: "mujer-" + engine }),
    ).toEqual({
      ok: false,
      code: "invalid",
      errors: { slug: M.categorySlugTaken },
    });
    const added = await admin.categories.create(as(people.editor), {
      title: "Nueva",
      slug: "nueva-" + engine,
    });
    expect(added.ok).toBe(true);
    expect((await admin.categories.list(as(people.editor))).at(-1)!.title).toBe("Nueva");
  });

  it("two editors saving the same area at once, 30 rounds: one wins, the other is told who, nothing lost", async () => {
    const row = await createProductRow(db());
    let version = 1;
    for (let round = 0; round < 30; round++) {
      const a = areaInput([cats[0]!.id], { title: `A ${round}`, price: 100_000 + round });
      const b = areaInput([cats[1]!.id], { title: `B ${round}`, price: 200_000 + round });
      const [ra, rb] = await Promise.all([
        admin.areas.update(as(people.editor), row.id, version, a),
        admin.areas.update(as(people.editor2), row.id, version, b),
      ]);
      const results = [ra, rb];
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      const winner = ra.ok ? { input: a, who: people.editor } : { input: b, who: people.editor2 };
      const loser = (ra.ok ? rb : ra) as { code: string; lastChange: { by: string } };
      expect(loser).toMatchObject({ code: "stale", lastChange: { by: winner.who.email } });
      version += 1;
      const area = await admin.areas.get(as(people.editor), row.id);
      expect(area).toMatchObject({
        title: winner.input.title,
        price: winner.input.price,
        categories: winner.input.categories,
        version,
      });
    }
    const audits = await auditOf(row.id);
    expect(audits).toHaveLength(30);
    // Each audit row starts from the values the previous one left: no save was lost or overwritten blindly.
    for (let i = 1; i < audits.length; i++) expect(audits[i]!.before).toEqual(audits[i - 1]!.after);
  });
});
