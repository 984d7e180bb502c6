import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STAFF_MESSAGES } from "#domain/staff/messages.ts";
import { createStaffServices, type StaffServices } from "#server/modules/staff/index.ts";
import { createTestApp } from "../support/app.ts";
import { alerts, fieldErrors, freshIp, postForm } from "../support/accounts.ts";
import { STAFF_PASSWORD, createStaff, totpCode } from "../support/staff.ts";

const decodeHtml = (s: string) =>
  s
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

/** The back office in the operator's strict mode: Secure cookie, second factor required for owners and admins. */
describe("the back office with NODE_ENV=production", () => {
  let shop: Awaited<ReturnType<typeof createTestApp>>;
  let staff: StaffServices;
  beforeAll(async () => {
    shop = await createTestApp("pglite", {
      env: {
        NODE_ENV: "production",
        SESSION_SECRET: "una-clave-de-sesion-larga-y-aleatoria-9f8e7d6c5b4a3f2e1d0c",
        PUBLIC_URL: "https://tienda.example",
        PAYMENTS_PROVIDER: "sandbox",
        ALLOW_SANDBOX_PAYMENTS: "1",
        SMTP_URL: "smtp://127.0.0.1:2525",
        MAIL_FROM: "Candela <hola@candela.test>",
      },
    });
    staff = createStaffServices(shop.database.db, { twoFactorRequired: true });
  });
  afterAll(() => shop?.close());

  const cookieOf = (res: { headers: Record<string, unknown> }) => {
    const all = [res.headers["set-cookie"]].flat().map(String);
    return all.find((c) => c.startsWith("staff_token="))!;
  };
  const get = (url: string, token: string) =>
    shop.app.inject({
      method: "GET",
      url,
      headers: { cookie: `staff_token=${token}`, "x-forwarded-for": freshIp() },
    });
  const post = (url: string, fields: Record<string, string>, token: string) =>
    postForm(shop.app, url, fields, {
      headers: { cookie: `staff_token=${token}`, origin: "https://tienda.example" },
    });

  it("sends an owner without a second factor to enrol it before anything else, then lets them in", async () => {
    const owner = await createStaff(shop.database.db, staff, "owner");
    const login = await postForm(shop.app, "/admin/login", {
      intent: "login",
      email: owner.email,
      password: STAFF_PASSWORD,
    });
    const raw = cookieOf(login);
    expect(raw).toMatch(/; HttpOnly; SameSite=Strict; Secure$/);
    const token = raw.slice("staff_token=".length).split(";")[0]!;

    const team = await get("/admin/equipo", token);
    expect(team.statusCode).toBe(302);
    expect(team.headers.location).toBe("/admin/cuenta");
    const account = await get("/admin/cuenta", token);
    expect(account.statusCode).toBe(200);
    expect(decodeHtml(account.body)).toContain(STAFF_MESSAGES.totpRequired);
    const secret = /data-testid="totp-secret"[^>]*>([A-Z2-7]+)</.exec(account.body)![1]!;

    const wrong = await post("/admin/cuenta", { intent: "totp_confirm", code: "123456" }, token);
    expect(wrong.statusCode).toBe(400);
    expect(fieldErrors(wrong.body, "totp-confirm")).toEqual({ code: STAFF_MESSAGES.codeFailed });
    const enrolled = await post(
      "/admin/cuenta",
      { intent: "totp_confirm", code: await totpCode(secret) },
      token,
    );
    expect(enrolled.statusCode).toBe(200);
    expect(decodeHtml(enrolled.body)).toContain(STAFF_MESSAGES.totpEnabled);
    expect(
      enrolled.body.match(/<li class="rounded bg-slate-100[^>]*>[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}</g),
    ).toHaveLength(10);

    // The session that enrolled goes on; the team page opens now.
    expect((await get("/admin/equipo", token)).statusCode).toBe(200);
    const disable = await post("/admin/cuenta", { intent: "totp_disable", code: "000000" }, token);
    expect(disable.statusCode).toBe(403);
    expect(decodeHtml(disable.body)).toContain(STAFF_MESSAGES.totpRequiredCannotDisable);
    expect(disable.body).not.toContain('id="totp-disable"');
  });

  it("changes the own password ('Guardar', 'Cambios guardados') and closes another session with 'Cerrar'", async () => {
    const editor = await createStaff(shop.database.db, staff, "editor");
    const signIn = async () => {
      const res = await postForm(shop.app, "/admin/login", {
        intent: "login",
        email: editor.email,
        password: STAFF_PASSWORD,
      });
      return cookieOf(res).slice("staff_token=".length).split(";")[0]!;
    };
    const here = await signIn();
    const elsewhere = await signIn();
    const page = await get("/admin/cuenta", here);
    expect(page.body).toContain(">Esta sesión<");
    const ids = [...page.body.matchAll(/name="id" value="([0-9a-f-]{36})"/g)].map((m) => m[1]!);
    expect(ids).toHaveLength(1);
    const closed = await post("/admin/cuenta", { intent: "revoke", id: ids[0]! }, here);
    expect(closed.statusCode).toBe(200);
    expect(alerts(closed.body)).toContain(STAFF_MESSAGES.sessionRevoked);
    expect((await get("/admin/", elsewhere)).statusCode).toBe(302);
    expect((await post("/admin/cuenta", { intent: "revoke", id: ids[0]! }, here)).statusCode).toBe(404);

    const short = await post(
      "/admin/cuenta",
      { intent: "password", current_password: STAFF_PASSWORD, password: "corta" },
      here,
    );
    expect(short.statusCode).toBe(400);
    expect(fieldErrors(short.body, "staff-password-change")).toEqual({
      password: STAFF_MESSAGES.passwordRule,
    });
    const wrong = await post(
      "/admin/cuenta",
      { intent: "password", current_password: "otra", password: "una nueva clave larga" },
      here,
    );
    expect(fieldErrors(wrong.body, "staff-password-change")).toEqual({
      current_password: STAFF_MESSAGES.wrongPassword,
    });
    const saved = await post(
      "/admin/cuenta",
      { intent: "password", current_password: STAFF_PASSWORD, password: "una nueva clave larga" },
      here,
    );
    expect(saved.statusCode).toBe(200);
    expect(decodeHtml(saved.body)).toContain(STAFF_MESSAGES.saved);
    expect((await get("/admin/", here)).statusCode).toBe(200);
  });
});
