import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { EDITOR_MESSAGES } from "#domain/editing/messages.ts";
import { SETTINGS_MESSAGES as M } from "#domain/settings/messages.ts";
import { dayField, planField } from "#domain/settings/settings-form.ts";
import { auditLog, clientConfig, shopSettings } from "#server/db/schema/index.ts";
import { settingsFormValues } from "#app/features/admin/settings/settings-form.tsx";
import { decodeHtml } from "../support/accounts.ts";
import { fieldMessages, staffClients, type StaffRequest } from "../support/admin-http.ts";
import { createTestApp } from "../support/app.ts";
import { ENGINE } from "../support/database.ts";

describe.each([ENGINE])("the settings page over HTTP on %s", (engine) => {
  let shop: Awaited<ReturnType<typeof createTestApp>>;
  let request: StaffRequest<"owner" | "other" | "admin">;
  const stored = async () => {
    const db = shop.database.db;
    const [settings] = await db.select().from(shopSettings);
    const [client] = await db.select().from(clientConfig);
    return { settings: settings!, client: client! };
  };
  /** The form as the page shows it now, with some fields changed: each ticked box posted as "on". */
  const form = async (over: Record<string, string | string[] | boolean | null> = {}) => {
    const current = await stored();
    const body = new URLSearchParams({ version: String(current.settings.version) });
    const values = { ...settingsFormValues(current), ...over };
    for (const [name, value] of Object.entries(values)) {
      if (value === true) body.append(name, "on");
      else if (Array.isArray(value)) value.forEach((v) => body.append(name, v));
      else if (typeof value === "string") body.append(name, value);
    }
    if (over.version !== undefined) body.set("version", String(over.version));
    return body.toString();
  };
  const save = async (
    who: "owner" | "other" | "admin",
    over: Record<string, string | string[] | boolean | null> = {},
  ) => request("POST", "/admin/ajustes", who, await form(over));

  beforeAll(async () => {
    shop = await createTestApp(engine);
    ({ request } = await staffClients(shop, {
      owner: { role: "owner", email: `duena-${engine}@candela.test` },
      other: { role: "owner", email: `socio-${engine}@candela.test` },
      admin: { role: "admin" },
    }));
  });
  afterAll(() => shop?.close());
  beforeEach(async () => {
    // Every test starts with prices shown.
    if (!(await stored()).settings.pricesEnabled)
      expect((await save("owner", { prices_enabled: true })).statusCode).toBe(200);
  });

  it("saves every section at once, audits what changed, and the shop shows it", async () => {
    const before = await stored();
    const res = await save("owner", {
      prices_enabled: null,
      phone: "0810-999-0000",
      [dayField(6, "close_at")]: "14:30",
      [planField(3, "percentage")]: "39,9",
      card_brands: ["visa", "master"],
    });
    expect(res.statusCode).toBe(200);
    expect(decodeHtml(res.body)).toContain(EDITOR_MESSAGES.saved);
    const after = await stored();
    expect(after.settings.version).toBe(before.settings.version + 1);
    expect(after.settings.pricesEnabled).toBe(false);
    expect(after.client.phone).toBe("0810-999-0000");
    expect(after.settings.whatsapp.schedule[6]).toEqual({
      enabled: true,
      open_at: "09:00",
      close_at: "14:30",
    });
    expect(after.settings.installmentPlans.find((p) => p.installments === 12)?.percentage).toBe(39.9);
    expect(after.settings.cardBrands).toEqual(["visa", "master"]);
    const [row] = await shop.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "settings"), eq(auditLog.action, "updated")))
      .orderBy(desc(auditLog.at))
      .limit(1);
    expect(row!.before).toMatchObject({ pricesEnabled: true, phone: before.client.phone });
    expect(row!.after).toMatchObject({ pricesEnabled: false, phone: "0810-999-0000" });
    expect(Object.keys(row!.after!).sort()).toEqual(
      ["cardBrands", "installmentPlans", "phone", "pricesEnabled", "whatsapp"].sort(),
    );
    // The storefront's area page no longer shows a price.
    const page = await shop.app.inject({ method: "GET", url: "/areas/tratamientos-mujer/axilas" });
    expect(page.body).not.toMatch(/\$\s?\d/);
    expect((await save("owner", { prices_enabled: true })).statusCode).toBe(200);
    const shown = await shop.app.inject({ method: "GET", url: "/areas/tratamientos-mujer/axilas" });
    expect(shown.body).toMatch(/\$\s?\d/);
  });

  it("answers each bad field with its Spanish message and stores nothing", async () => {
    const before = await stored();
    const res = await save("owner", {
      email: "no-es-correo",
      facebook: "http://facebook.com/x",
      "whatsapp.number": "11-5555",
      [dayField(1, "open_at")]: "9",
      [planField(3, "percentage")]: "301",
      max_installments: "24",
      card_brands: [],
    });
    expect(res.statusCode).toBe(400);
    const html = decodeHtml(res.body);
    expect(html).toContain(EDITOR_MESSAGES.invalidForm);
    expect(fieldMessages(html)).toMatchObject({
      email: M.email,
      facebook: M.url,
      "whatsapp.number": M.whatsappNumber,
      "day-1-open": M.time,
      "plan-12-percentage": M.percentage,
      max_installments: M.maxInstallments,
      card_brands: M.cardBrands,
    });
    // The refused values are shown again, not the stored ones.
    expect(html).toContain('value="no-es-correo"');
    const closesFirst = await save("owner", { [dayField(2, "close_at")]: "08:00" });
    expect(closesFirst.statusCode).toBe(400);
    expect(fieldMessages(decodeHtml(closesFirst.body))).toEqual({ "day-2-close": M.timeOrder });
    expect(await stored()).toEqual(before);
  });

  it("refuses a save over a newer version, naming who saved first; the newer values stay", async () => {
    const opened = await form();
    expect((await save("other", { phone: "0810-111-1111" })).statusCode).toBe(200);
    const stale = await request(
      "POST",
      "/admin/ajustes",
      "owner",
      opened.replace(/phone=[^&]*/, "phone=0810-222-2222"),
    );
    expect(stale.statusCode).toBe(409);
    expect(decodeHtml(stale.body)).toContain(`socio-${engine}@candela.test guardó cambios`);
    expect((await stored()).client.phone).toBe("0810-111-1111");
  });

  it("is the owner's only: an admin gets the 403 page and cannot save", async () => {
    const before = await stored();
    expect((await request("GET", "/admin/ajustes", "admin")).statusCode).toBe(403);
    expect((await save("admin", { phone: "0810-333-3333" })).statusCode).toBe(403);
    expect(await stored()).toEqual(before);
  });

  it("answers odd bodies with 400, never a 5xx", async () => {
    for (const body of [
      "",
      "version=abc",
      "version=99999999999",
      "card_brands=visa&card_brands=nada&version=1",
    ]) {
      const res = await request("POST", "/admin/ajustes", "owner", body);
      expect([body, res.statusCode]).toEqual([body, 400]);
    }
  });
});
