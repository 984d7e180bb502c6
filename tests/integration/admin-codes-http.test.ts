import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COUPON_ADMIN_MESSAGES as M } from "#domain/coupons/messages.ts";
import { COUPON_STATUSES } from "#domain/coupons/status.ts";
import { EDITOR_MESSAGES } from "#domain/editing/messages.ts";
import { accounts, couponRedemptions, coupons } from "#server/db/schema/index.ts";
import { decodeHtml } from "../support/accounts.ts";
import { fieldMessages, staffClients, type StaffRequest } from "../support/admin-http.ts";
import { createTestApp } from "../support/app.ts";
import { ENGINE } from "../support/database.ts";

describe.each([ENGINE])("the discount codes editor over HTTP on %s", (engine) => {
  let shop: Awaited<ReturnType<typeof createTestApp>>;
  let request: StaffRequest<"editor" | "other" | "support">;
  const code = (over: Record<string, string> = {}) => ({
    code: `verano-${engine}`,
    kind: "fixed",
    value: "5.000,50",
    min_total: "20.000",
    valid_from: "2026-12-01",
    valid_until: "2026-12-31",
    max_uses: "100",
    max_uses_per_account: "1",
    enabled: "on",
    ...over,
  });
  const stored = async (id: string) =>
    (await shop.database.db.select().from(coupons).where(eq(coupons.id, id)))[0]!;
  let id = "";
  /** A use of the code by a new customer, counted as made. */
  async function redeemed(couponId: string, email: string, paymentRef: string, amount: number) {
    const db = shop.database.db;
    const [customer] = await db
      .insert(accounts)
      .values({ name: "Ana", surname: "Gómez", email, identifire: "30111222", passwordHash: "x" })
      .returning({ id: accounts.id });
    await db
      .insert(couponRedemptions)
      .values({ couponId, accountId: customer!.id, paymentRef, status: "redeemed", amount });
  }

  beforeAll(async () => {
    shop = await createTestApp(engine);
    ({ request } = await staffClients(shop, {
      editor: { role: "editor", email: `codigos-${engine}@candela.test` },
      other: { role: "admin", email: `otro-cod-${engine}@candela.test` },
      support: { role: "support" },
    }));
  });
  afterAll(() => shop?.close());

  it("creates a code with es-AR money and whole days on the shop's clock, and lists it", async () => {
    const res = await request("POST", "/admin/codigos/nuevo", "editor", code());
    expect(res.statusCode).toBe(302);
    id = /\/admin\/codigos\/([0-9a-f-]{36})/.exec(String(res.headers.location))![1]!;
    const row = await stored(id);
    expect(row).toMatchObject({
      code: `VERANO-${engine.toUpperCase()}`,
      kind: "fixed",
      value: 500050,
      minTotal: 2000000,
      maxUses: 100,
      maxUsesPerAccount: 1,
      enabled: true,
    });
    // Buenos Aires is UTC-3: 1 December starts at 03:00 UTC, and 31 December counts until 1 January starts.
    expect(row.validFrom?.toISOString()).toBe("2026-12-01T03:00:00.000Z");
    expect(row.validUntil?.toISOString()).toBe("2027-01-01T03:00:00.000Z");
    const page = decodeHtml((await request("GET", `/admin/codigos/${id}`, "editor")).body);
    expect(page).toContain('value="5.000,50"');
    expect(page).toContain('value="2026-12-31"');
    const list = decodeHtml((await request("GET", `/admin/codigos?q=verano`, "editor")).body);
    expect(list).toMatch(
      new RegExp(`<a [^>]*href="/admin/codigos/${id}"[^>]*>VERANO-${engine.toUpperCase()}</a>`),
    );
  });

  it("answers each bad field in Spanish and stores nothing; a taken code is a field error", async () => {
    const count = async () => (await shop.database.db.select().from(coupons)).length;
    const before = await count();
    const bad = await request(
      "POST",
      "/admin/codigos/nuevo",
      "editor",
      code({
        code: "x",
        kind: "percentage",
        value: "150",
        valid_from: "2026-12-31",
        valid_until: "2026-12-01",
        max_uses: "0",
        min_total: "veinte",
      }),
    );
    expect(bad.statusCode).toBe(400);
    expect(fieldMessages(decodeHtml(bad.body))).toMatchObject({
      code: M.code,
      max_uses: M.uses,
      min_total: EDITOR_MESSAGES.money,
    });
    const order = await request(
      "POST",
      "/admin/codigos/nuevo",
      "editor",
      code({
        code: "OTRO",
        kind: "percentage",
        value: "150",
        valid_from: "2026-12-31",
        valid_until: "2026-12-01",
      }),
    );
    expect(fieldMessages(decodeHtml(order.body))).toEqual({ value: M.percentage, valid_until: M.dateOrder });
    const taken = await request("POST", "/admin/codigos/nuevo", "editor", code({ code: `Verano-${engine}` }));
    expect(taken.statusCode).toBe(400);
    expect(fieldMessages(decodeHtml(taken.body))).toEqual({ code: M.codeTaken });
    expect(await count()).toBe(before);
  });

  it("refuses a save over a newer version naming who saved; a used code keeps its text", async () => {
    const opened = String((await stored(id)).version);
    expect(
      (await request("POST", `/admin/codigos/${id}`, "other", code({ value: "4.000", version: opened })))
        .statusCode,
    ).toBe(200);
    const stale = await request(
      "POST",
      `/admin/codigos/${id}`,
      "editor",
      code({ value: "3.000", version: opened }),
    );
    expect(stale.statusCode).toBe(409);
    expect(decodeHtml(stale.body)).toContain(`otro-cod-${engine}@candela.test guardó cambios`);
    expect((await stored(id)).value).toBe(400000);

    await redeemed(id, `ana-cod-${engine}@example.com`, "pago-1", 400000);
    const version = String((await stored(id)).version);
    const renamed = await request(
      "POST",
      `/admin/codigos/${id}`,
      "editor",
      code({ code: "OTRO-NOMBRE", version }),
    );
    expect(renamed.statusCode).toBe(400);
    expect(fieldMessages(decodeHtml(renamed.body))).toEqual({ code: M.codeLocked });
    const page = decodeHtml((await request("GET", `/admin/codigos/${id}`, "editor")).body);
    expect(page).toContain("pago-1");
    expect(page).toContain("Usado");
    const disabled = await request(
      "POST",
      `/admin/codigos/${id}`,
      "editor",
      code({ value: "4.000", enabled: "", version }),
    );
    expect(disabled.statusCode).toBe(200);
    expect((await stored(id)).enabled).toBe(false);
  });

  it("shows each code's status from its switch, dates and uses, and each filter lists exactly its codes", async () => {
    const db = shop.database.db;
    const day = 24 * 60 * 60 * 1000;
    const made = (suffix: string, over: Partial<typeof coupons.$inferInsert> = {}) => ({
      code: `ESTADO-${engine}-${suffix}`.toUpperCase(),
      kind: "fixed" as const,
      value: 1_000_00,
      ...over,
    });
    const rows = await db
      .insert(coupons)
      .values([
        made("activo"),
        made("programado", { validFrom: new Date(Date.now() + 10 * day) }),
        made("vencido", { validUntil: new Date(Date.now() - day) }),
        made("agotado", { maxUses: 1 }),
        made("apagado", { enabled: false, validUntil: new Date(Date.now() - day) }),
      ])
      .returning({ id: coupons.id, code: coupons.code });
    await redeemed(rows[3]!.id, `eva-estado-${engine}@example.com`, "pago-estado", 1_000_00);
    const expected: [string, keyof typeof COUPON_STATUSES][] = [
      [rows[0]!.code, "activos"],
      [rows[1]!.code, "programados"],
      [rows[2]!.code, "vencidos"],
      [rows[3]!.code, "agotados"],
      [rows[4]!.code, "inactivos"],
    ];
    const listed = async (estado = "") => {
      const page = decodeHtml(
        (await request("GET", `/admin/codigos?q=estado-${engine}&estado=${estado}`, "editor")).body,
      );
      return [...page.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)]
        .map((row) =>
          [...row[1]!.matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((c) => c[1]!.replace(/<[^>]+>/g, "")),
        )
        .filter((cells) => cells.length > 0)
        .map((cells) => [cells[0], cells.at(-1)]);
    };
    expect((await listed()).sort()).toEqual(
      expected.map(([code, status]) => [code, COUPON_STATUSES[status]]).sort(),
    );
    for (const [code, status] of expected) {
      expect([status, await listed(status)]).toEqual([status, [[code, COUPON_STATUSES[status]]]]);
    }
  });

  it("keeps support out, and answers malformed ids and odd bodies with 404 and 400", async () => {
    expect((await request("GET", "/admin/codigos", "support")).statusCode).toBe(403);
    expect((await request("POST", "/admin/codigos/nuevo", "support", code())).statusCode).toBe(403);
    expect((await request("GET", "/admin/codigos/abc", "editor")).statusCode).toBe(404);
    expect(
      (await request("POST", `/admin/codigos/${id}`, "editor", { version: "99999999999" })).statusCode,
    ).toBe(400);
  });
});
