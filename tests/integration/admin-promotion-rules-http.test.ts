/**
 * The automatic promotions editor at /admin/promociones/reglas: a rule created with 'Guardar' (dates on Buenos
 * Aires' clock) applies to a cart at once; bad fields are answered in Spanish; a stale version is refused;
 * every save is audited; roles without promotions.edit cannot write.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROMOTION_RULE_MESSAGES as M } from "#domain/promotions/messages.ts";
import { accounts, auditLog, cartItems, products, promotionRules } from "#server/db/schema/index.ts";
import { CartService } from "#server/modules/cart/service.ts";
import { decodeHtml } from "../support/accounts.ts";
import { fieldMessages, staffClients, type StaffRequest } from "../support/admin-http.ts";
import { createTestApp } from "../support/app.ts";
import { ENGINE } from "../support/database.ts";

const PATH = "/admin/promociones/reglas";

describe.each([ENGINE])("the automatic promotions editor over HTTP on %s", (engine) => {
  let shop: Awaited<ReturnType<typeof createTestApp>>;
  let request: StaffRequest<"editor" | "other" | "support">;
  let bozo = "";
  let id = "";
  const db = () => shop.database.db;
  const rule = (over: Record<string, string> = {}): [string, string][] =>
    Object.entries({
      name: `Bozo 3x2 ${engine}`,
      kind: "n_for_m",
      buy_quantity: "3",
      pay_quantity: "2",
      value: "",
      product_ids: bozo,
      starts_at: "2026-01-01",
      ends_at: "2099-12-31",
      enabled: "on",
      ...over,
    });
  const stored = async (ruleId: string) =>
    (await db().select().from(promotionRules).where(eq(promotionRules.id, ruleId)))[0]!;

  beforeAll(async () => {
    shop = await createTestApp(engine);
    ({ request } = await staffClients(shop, {
      editor: { role: "editor", email: `reglas-${engine}@candela.test` },
      other: { role: "admin", email: `otra-regla-${engine}@candela.test` },
      support: { role: "support" },
    }));
    bozo = (await db().select({ id: products.id }).from(products).where(eq(products.slug, "bozo")))[0]!.id;
  });
  afterAll(() => shop?.close());

  it("lists the demo's rules: the 2x1 in force and the past campaign expired", async () => {
    const list = decodeHtml((await request("GET", PATH, "editor")).body);
    expect(list).toMatch(
      /Verano sin vello: 2x1 en axilas<\/a><\/td><td[^>]*>2x1<\/td><td[^>]*>[^<]*<\/td><td[^>]*>Vigente/,
    );
    expect(list).toMatch(
      /Hot Sale: 15% en combos<\/a><\/td><td[^>]*>15%<\/td><td[^>]*>[^<]*<\/td><td[^>]*>Vencida/,
    );
  });

  it("creates a rule with 'Guardar' and a cart with three bozo pays two at once", async () => {
    const res = await request("POST", `${PATH}/nueva`, "editor", rule());
    expect(res.statusCode).toBe(302);
    id = new RegExp(`${PATH}/([0-9a-f-]{36})`).exec(String(res.headers.location))![1]!;
    const row = await stored(id);
    expect(row).toMatchObject({ kind: "n_for_m", buyQuantity: 3, payQuantity: 2, productIds: [bozo] });
    // Buenos Aires is UTC−3: the first day starts at 03:00 UTC, the last one counts until the next starts.
    expect(row.startsAt?.toISOString()).toBe("2026-01-01T03:00:00.000Z");
    expect(row.endsAt?.toISOString()).toBe("2100-01-01T03:00:00.000Z");
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "promotion_rule"), eq(auditLog.entityId, id)));
    expect(audit).toMatchObject({ action: "created", after: expect.objectContaining({ buy_quantity: 3 }) });

    const [customer] = await db()
      .insert(accounts)
      .values({
        name: "Ana",
        surname: "Gómez",
        email: `ana-reglas-${engine}@example.com`,
        identifire: "30111222",
        passwordHash: "x",
      })
      .returning({ id: accounts.id });
    await db().insert(cartItems).values({ accountId: customer!.id, productId: bozo, quantity: 3 });
    const { summary } = await new CartService(db()).view(customer!.id);
    expect(summary.discounts).toEqual([{ text: `Bozo 3x2 ${engine}`, total: 1_800_000 }]);
    expect(summary.total).toBe(3_600_000);
  });

  it("answers each bad field in Spanish and stores nothing", async () => {
    const count = async () => (await db().select().from(promotionRules)).length;
    const before = await count();
    const bad = await request(
      "POST",
      `${PATH}/nueva`,
      "editor",
      rule({
        name: "",
        buy_quantity: "2",
        pay_quantity: "2",
        starts_at: "2026-12-31",
        ends_at: "2026-12-01",
      }),
    );
    expect(bad.statusCode).toBe(400);
    expect(fieldMessages(decodeHtml(bad.body))).toEqual({
      name: M.required,
      pay_quantity: M.quantityOrder,
      ends_at: M.dateOrder,
    });
    const percentage = await request(
      "POST",
      `${PATH}/nueva`,
      "editor",
      rule({ kind: "percentage", value: "150" }),
    );
    expect(fieldMessages(decodeHtml(percentage.body))).toEqual({ value: M.percentage });
    const unknown = await request(
      "POST",
      `${PATH}/nueva`,
      "editor",
      rule({ product_ids: "00000000-0000-4000-8000-000000000000" }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(fieldMessages(decodeHtml(unknown.body))).toEqual({ product_ids: M.unknownArea });
    expect(await count()).toBe(before);
  });

  it("refuses a save over a newer version naming who saved; support cannot write", async () => {
    const opened = String((await stored(id)).version);
    const first = await request(
      "POST",
      `${PATH}/${id}`,
      "other",
      rule({ kind: "percentage", value: "20", version: opened }),
    );
    expect(first.statusCode).toBe(200);
    const stale = await request("POST", `${PATH}/${id}`, "editor", rule({ version: opened }));
    expect(stale.statusCode).toBe(409);
    expect(decodeHtml(stale.body)).toContain(`otra-regla-${engine}@candela.test guardó cambios`);
    expect(await stored(id)).toMatchObject({ kind: "percentage", value: 20 });
    const page = decodeHtml((await request("GET", `${PATH}/${id}`, "editor")).body);
    expect(page).toContain('value="2099-12-31"');

    expect((await request("GET", PATH, "support")).statusCode).toBe(403);
    expect((await request("POST", `${PATH}/nueva`, "support", rule())).statusCode).toBe(403);
    expect((await request("GET", `${PATH}/abc`, "editor")).statusCode).toBe(404);
  });
});
