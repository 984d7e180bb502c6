import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import {
  ADMIN_AGENDA_RULES_PATH,
  ADMIN_PAGES,
  adminAgendaBookPath,
  adminAgendaPath,
  adminAgendaSettingsPath,
  adminCustomerPath,
} from "#domain/staff/pages.ts";
import { FRANCHISE_SCOPED_ROLES, can, ROLES, type Permission, type Role } from "#domain/staff/permissions.ts";
import { STAFF_MESSAGES } from "#domain/staff/messages.ts";
import { EDITOR_MESSAGES } from "#domain/editing/messages.ts";
import { accounts, bookingRules, products, stores } from "#server/db/schema/index.ts";
import { LOGIN_RULES } from "#server/http/rate-limit.ts";
import { createStaffServices, type StaffServices } from "#server/modules/staff/index.ts";
import { createTestApp } from "../support/app.ts";
import { alerts, fieldErrors, freshIp, postForm } from "../support/accounts.ts";
import { postConfirmed } from "../support/admin-http.ts";
import { ENGINE } from "../support/database.ts";
import { STAFF_PASSWORD, createStaff, lastStaffLinkToken, nextStepCode, totpCode } from "../support/staff.ts";

type Res = { statusCode: number; headers: Record<string, unknown>; body: string };

function staffCookie(res: Res): { value: string; raw: string } | null {
  const header = res.headers["set-cookie"];
  const all = Array.isArray(header) ? header : header ? [String(header)] : [];
  const raw = all.find((c: string) => c.startsWith("staff_token="));
  return raw ? { value: raw.slice("staff_token=".length).split(";")[0]!, raw } : null;
}

const decodeHtml = (s: string) =>
  s
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

describe.each([ENGINE])("the back office over HTTP on %s", (engine) => {
  let shop: Awaited<ReturnType<typeof createTestApp>>;
  let staff: StaffServices;
  const people = {} as Record<Role, { id: string; email: string; cookie: string }>;
  /** An account held for review, whose file the walk opens and tries to approve. */
  let heldId: string;

  const get = (url: string, cookie?: string) =>
    shop.app.inject({
      method: "GET",
      url,
      headers: { "x-forwarded-for": freshIp(), ...(cookie ? { cookie: `staff_token=${cookie}` } : {}) },
    });
  const post = (
    url: string,
    fields: Record<string, string>,
    cookie?: string,
    headers?: Record<string, string>,
  ) =>
    postForm(shop.app, url, fields, {
      headers: { ...(cookie ? { cookie: `staff_token=${cookie}` } : {}), ...headers },
    });
  const login = async (email: string, password = STAFF_PASSWORD, ip = freshIp()) =>
    postForm(shop.app, "/admin/login", { intent: "login", email, password }, { ip });

  beforeAll(async () => {
    shop = await createTestApp(engine);
    staff = createStaffServices(shop.database.db, { twoFactorRequired: false });
    for (const role of ROLES) {
      const made = await createStaff(shop.database.db, staff, role);
      const res = await login(made.email);
      expect(res.statusCode).toBe(302);
      people[role] = { id: made.id, email: made.email, cookie: staffCookie(res)!.value };
    }
    const [held] = await shop.database.db
      .insert(accounts)
      .values({
        name: "Rosa",
        surname: "Quiroga",
        email: `revision-${engine}@example.com`,
        identifire: "30111222",
        passwordHash: "not-a-hash",
        underReview: true,
      })
      .returning({ id: accounts.id });
    heldId = held!.id;
  });
  afterAll(() => shop?.close());

  it("sets its own cookie: staff_token, Path=/admin, HttpOnly, SameSite=Strict; never cached", async () => {
    const res = await login(people.support.email);
    expect(res.headers.location).toBe("/admin/");
    const cookie = staffCookie(res)!;
    expect(cookie.raw).toMatch(
      /^staff_token=[\w-]{43}; Path=\/admin; Max-Age=(?:43199|43200); Expires=[^;]+; HttpOnly; SameSite=Strict$/,
    );
    const page = await get("/admin", cookie.value);
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("no-store");
    // The customers' session knows nothing of it.
    expect((await get("/admin", undefined)).headers.location).toBe("/admin/login?next=%2Fadmin");
    const loginPage = await get("/admin/login");
    expect(loginPage.headers["cache-control"]).toBe("no-store");
    expect(loginPage.body).toContain(STAFF_MESSAGES.loginTitle);
  });

  it("answers a set-password link posted without scripts with its success page and 200", async () => {
    const member = await createStaff(shop.database.db, staff, "support");
    await staff.passwordLinks.request(member.email);
    const link = `/admin/clave/${await lastStaffLinkToken(shop.database.db, member.email)}`;
    const password = "otra clave larga del equipo";
    const set = await post(link, { password, password_confirmation: password });
    expect(set.statusCode).toBe(200);
    expect(decodeHtml(set.body)).toContain(STAFF_MESSAGES.passwordSet);
    // The link is spent: posting it again is refused.
    expect((await post(link, { password, password_confirmation: password })).statusCode).toBe(400);
  });

  it("refuses a wrong password and bad fields in Spanish", async () => {
    const wrong = await login(people.editor.email, "no es la clave");
    expect(wrong.statusCode).toBe(401);
    expect(alerts(wrong.body)).toContain(STAFF_MESSAGES.loginFailed);
    expect(staffCookie(wrong)).toBeNull();
    const empty = await postForm(shop.app, "/admin/login", {
      intent: "login",
      email: "no-es-correo",
      password: "",
    });
    expect(empty.statusCode).toBe(400);
    expect(fieldErrors(empty.body, "staff-login")).toEqual({
      email: "E-mail inválido",
      password: "Campo requerido",
    });
  });

  /** A post to each page that has a form, which a role without the page's permission must not get through. */
  const PAGE_WRITES: Record<string, Record<string, string>> = {
    [ADMIN_PAGES.team.path]: { intent: "add", email: "x@candela.test", role: "editor" },
    [ADMIN_PAGES.settings.path]: { version: "1", prices_enabled: "on" },
    [ADMIN_PAGES.images.path]: { alt: "Una imagen" },
  };

  it.each(ROLES)(
    "lets %s use exactly the pages of its permissions, and answers 403 in Spanish elsewhere",
    async (role) => {
      // Every route: the menu's pages and the pages reached from them (a customer's file).
      const routes: { path: string; permission: Permission | null; write?: Record<string, string> }[] = [
        ...Object.values(ADMIN_PAGES).map((p) => ({ ...p, write: PAGE_WRITES[p.path] })),
        { path: adminCustomerPath(heldId), permission: "customers.read", write: { intent: "aprobar" } },
      ];
      for (const page of routes) {
        const res = await get(page.path, people[role].cookie);
        const allowed = page.permission === null || can(role, page.permission);
        expect([page.path, res.statusCode]).toEqual([page.path, allowed ? 200 : 403]);
        if (!allowed) {
          expect(decodeHtml(res.body)).toContain(STAFF_MESSAGES.forbiddenTitle);
          expect(res.headers["cache-control"]).toBe("no-store");
          // Writes are refused the same way (the pages that have forms).
          if (!page.write) continue;
          const write = await post(page.path, page.write, people[role].cookie);
          expect([page.path, write.statusCode]).toEqual([page.path, 403]);
        }
      }
      // The area editor's pages, reached from the list, need the list's permission.
      const [area] = await shop.database.db.select({ id: products.id }).from(products).limit(1);
      for (const path of ["/admin/areas/nueva", `/admin/areas/${area!.id}`]) {
        const allowed = can(role, ADMIN_PAGES.areas.permission);
        expect([path, (await get(path, people[role].cookie)).statusCode]).toEqual([
          path,
          allowed ? 200 : 403,
        ]);
        const write = await post(path, { title: "x", version: "1" }, people[role].cookie);
        expect([path, write.statusCode]).toEqual([path, allowed ? 400 : 403]);
      }
      // Branches and franchises: the central team opens and edits them; this franchise account's own
      // franchise has no branch, so every branch is another franchise's to it.
      const central = can(role, "branches.edit") && !FRANCHISE_SCOPED_ROLES.includes(role);
      const [store] = await shop.database.db.select({ id: stores.id }).from(stores).limit(1);
      for (const [path, allowed] of [
        ["/admin/sucursales/nueva", central],
        ["/admin/franquicias/nueva", central],
        [`/admin/sucursales/${store!.id}`, central],
        ["/admin/blog/nueva", can(role, "content.edit")],
        ["/admin/prensa/nueva", can(role, "content.edit")],
        ["/admin/promociones/nueva", can(role, "promotions.edit")],
        ["/admin/promociones/reglas/nueva", can(role, "promotions.edit")],
        ["/admin/campanas/nuevo", can(role, "content.edit")],
        ["/admin/codigos/nuevo", can(role, "codes.edit")],
      ] as const) {
        expect([path, (await get(path, people[role].cookie)).statusCode]).toEqual([
          path,
          allowed ? 200 : 403,
        ]);
        const write = await post(path, { name: "", version: "1" }, people[role].cookie);
        expect([path, write.statusCode]).toEqual([path, allowed ? 400 : 403]);
      }
      // The agendas: to this franchise account every branch is another franchise's too, and the shop-wide
      // rules are the central team's.
      const centrally = (permission: Permission) =>
        can(role, permission) && !FRANCHISE_SCOPED_ROLES.includes(role);
      for (const [path, allowed, write] of [
        [ADMIN_AGENDA_RULES_PATH, centrally("agenda.manage"), { min_notice_minutes: "x" }],
        [adminAgendaPath(store!.id), centrally("agenda.read"), { intent: "attended", visit: "x" }],
        [adminAgendaSettingsPath(store!.id), centrally("agenda.manage"), { intent: "salas", rooms: "0" }],
        [adminAgendaBookPath(store!.id), centrally("agenda.book"), { account: "x" }],
      ] as const) {
        expect([path, (await get(path, people[role].cookie)).statusCode]).toEqual([
          path,
          allowed ? 200 : 403,
        ]);
        const refused = await post(path, write, people[role].cookie);
        expect([path, refused.statusCode]).toEqual([path, allowed ? 400 : 403]);
      }
      // Refunds: a sale's by those who refund sales, a regret request's by those who refund those too. The
      // records do not exist: the permission is judged first.
      const nowhere = randomUUID();
      for (const [path, allowed, write] of [
        [`${ADMIN_PAGES.sales.path}/${nowhere}`, can(role, "payments.refund"), { intent: "review" }],
        [ADMIN_PAGES.regrets.path, can(role, "regrets.refund"), { id: nowhere }],
      ] as const) {
        const refund = await post(path, write, people[role].cookie);
        expect([path, refund.statusCode]).toEqual([path, allowed ? 404 : 403]);
      }
      const move = await post("/admin/categorias", { intent: "move" }, people[role].cookie);
      expect(move.statusCode).toBe(can(role, ADMIN_PAGES.categories.permission) ? 400 : 403);
      const teaserMove = await post("/admin/campanas", { intent: "move" }, people[role].cookie);
      expect(teaserMove.statusCode).toBe(can(role, "content.edit") ? 400 : 403);
      // A static page: those who read content open it, those who edit content save it.
      const page = "/admin/paginas/quienes-somos";
      expect([page, (await get(page, people[role].cookie)).statusCode]).toEqual([
        page,
        can(role, ADMIN_PAGES.pages.permission) ? 200 : 403,
      ]);
      const pageWrite = await post(page, { title: "", version: "1" }, people[role].cookie);
      expect([page, pageWrite.statusCode]).toEqual([page, can(role, "content.edit") ? 400 : 403]);
      const [held] = await shop.database.db.select().from(accounts).where(eq(accounts.id, heldId));
      expect(held!.underReview).toBe(true);
      // The menu links exactly the pages the role can use.
      const dashboard = await get("/admin", people[role].cookie);
      const nav = /<nav aria-label="Panel"[\s\S]*?<\/nav>/.exec(dashboard.body)![0];
      const links = [...nav.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
      expect(links).toEqual(
        Object.values(ADMIN_PAGES)
          .filter((p) => p.permission === null || can(role, p.permission))
          .map((p) => p.path),
      );
      if (role === "franchise") {
        // The content, promotions and codes it cannot act on are neither in its menu nor open to it.
        const { blog, press, promotions, teasers, pages, codes } = ADMIN_PAGES;
        for (const p of [blog, press, promotions, teasers, pages, codes]) {
          expect(links).not.toContain(p.path);
          expect([p.path, (await get(p.path, people[role].cookie)).statusCode]).toEqual([p.path, 403]);
        }
      }
    },
  );

  it("refuses the booking rules posted without the version they were opened at, storing nothing", async () => {
    const owner = people.owner.cookie;
    const before = await shop.database.db.select().from(bookingRules);
    const rules = {
      min_notice_minutes: "15",
      max_days_ahead: "10",
      min_days_between_sessions: "3",
      change_cutoff_hours: "2",
      default_area_minutes: "20",
      slot_step_minutes: "10",
    };
    for (const version of [undefined, "", "NaN", "0", "1e3", "99999999999"]) {
      const res = await post(
        ADMIN_AGENDA_RULES_PATH,
        version === undefined ? rules : { ...rules, version },
        owner,
      );
      expect(res.statusCode, `version ${version}`).toBe(400);
      expect(decodeHtml(res.body)).toContain(EDITOR_MESSAGES.invalidForm);
    }
    expect(await shop.database.db.select().from(bookingRules)).toEqual(before);
  });

  it("adds a staff member through /admin/equipo, with Spanish field errors, and audits it", async () => {
    const owner = people.owner.cookie;
    const bad = await post("/admin/equipo", { intent: "add", email: "no-es-correo", role: "jefe" }, owner);
    expect(bad.statusCode).toBe(400);
    expect(fieldErrors(bad.body, "add-staff")).toEqual({
      email: "E-mail inválido",
      role: STAFF_MESSAGES.roleInvalid,
    });
    const email = `nueva-${engine}@candela.test`;
    const ok = await post(
      "/admin/equipo",
      { intent: "add", email, name: "Nueva", role: "editor", franchise_id: "" },
      owner,
    );
    expect(ok.statusCode).toBe(200);
    expect(decodeHtml(ok.body)).toContain(STAFF_MESSAGES.saved);
    const again = await post("/admin/equipo", { intent: "add", email, role: "editor" }, owner);
    expect(again.statusCode).toBe(409);
    expect(fieldErrors(again.body, "add-staff").email).toBe(STAFF_MESSAGES.emailTaken);

    // The owner has no name: the log names her by her e-mail, and the new account by its name.
    const sentence = `${people.owner.email} creó la cuenta de Nueva.`;
    const audit = await get(`/admin/auditoria?persona=${people.owner.id}&entidad=staff_account`, owner);
    expect(audit.statusCode).toBe(200);
    const page = decodeHtml(audit.body);
    expect(page).toContain(sentence);
    expect(page).toContain('<option value="staff_account" selected="">Equipo</option>');
    expect(page).toContain("<summary");
    expect(page).toContain("Ver detalle");
    expect(page).toContain('"action": "created"');
    const today = new Date().toLocaleDateString("en-CA", { timeZone: "America/Argentina/Buenos_Aires" });
    const sinceToday = await get(`/admin/auditoria?entidad=staff_account&desde=${today}`, owner);
    expect(decodeHtml(sinceToday.body)).toContain(sentence);
    const longAgo = await get(
      "/admin/auditoria?entidad=staff_account&desde=2020-01-01&hasta=2020-01-31",
      owner,
    );
    expect(longAgo.statusCode).toBe(200);
    expect(decodeHtml(longAgo.body)).not.toContain(sentence);
    const badFilter = await get(`/admin/auditoria?desde=31-12-2026&persona=nadie&entidad=gift_card`, owner);
    expect(badFilter.statusCode).toBe(200);
    expect(decodeHtml(badFilter.body)).toContain("Ingresá una fecha válida (dd/mm/aaaa).");
    expect(decodeHtml(badFilter.body)).toContain("Elegí una persona de la lista.");
    expect(decodeHtml(badFilter.body)).toContain("Elegí un tipo de la lista.");
  });

  it("changes a role and disables an account from /admin/equipo, refusing a stale form", async () => {
    const owner = people.owner.cookie;
    const target = await createStaff(shop.database.db, staff, "support");
    const targetLogin = staffCookie(await login(target.email))!.value;
    const role = await post(
      "/admin/equipo",
      { intent: "role", id: target.id, role: "editor", franchise_id: "", version: "1" },
      owner,
    );
    expect(role.statusCode).toBe(200);
    expect(alerts(role.body)).toContain(STAFF_MESSAGES.saved);
    // The new role takes effect at once: the person signs in again.
    expect((await get("/admin/", targetLogin)).statusCode).toBe(302);
    const stale = await post(
      "/admin/equipo",
      { intent: "role", id: target.id, role: "admin", franchise_id: "", version: "1" },
      owner,
    );
    expect(stale.statusCode).toBe(409);
    expect(alerts(stale.body)).toContain(STAFF_MESSAGES.staleVersion);
    const noFranchise = await post(
      "/admin/equipo",
      { intent: "role", id: target.id, role: "franchise", franchise_id: "", version: "2" },
      owner,
    );
    expect(noFranchise.statusCode).toBe(400);
    expect(alerts(noFranchise.body)).toContain(STAFF_MESSAGES.franchiseRequired);
    const self = await post(
      "/admin/equipo",
      { intent: "disable", id: people.owner.id, disabled: "true", version: "1" },
      owner,
    );
    expect(alerts(self.body)).toContain(STAFF_MESSAGES.selfChange);
    const disable = { intent: "disable", id: target.id, disabled: "true", version: "2" };
    // Posted without its confirmation, as a page or as data: restated, and the person can still sign in.
    for (const url of ["/admin/equipo", "/admin/equipo.data"]) {
      const asked = await post(url, disable, owner);
      expect([url, asked.statusCode]).toEqual([url, 200]);
    }
    const asked = await post("/admin/equipo", disable, owner);
    expect(decodeHtml(asked.body)).toContain(STAFF_MESSAGES.disableAsk(target.email));
    expect((await login(target.email)).statusCode).toBe(302);
    const disabled = await postConfirmed((fields) => post("/admin/equipo", fields, owner), disable);
    expect(disabled.statusCode).toBe(200);
    expect(alerts(disabled.body)).toContain(STAFF_MESSAGES.saved);
    expect((await login(target.email)).statusCode).toBe(401);
  });

  it("refuses a cross-site post to the back office", async () => {
    const res = await post(
      "/admin/equipo",
      { intent: "add", email: "csrf@candela.test", role: "owner" },
      people.owner.cookie,
      { origin: "https://otro-sitio.example" },
    );
    expect(res.statusCode).toBe(403);
  });

  it("asks for the TOTP code after the password when one is enrolled", async () => {
    const admin = await createStaff(shop.database.db, staff, "admin");
    const acting = { actor: { id: admin.id, role: "admin" as const, franchiseId: null }, ip: null };
    const { secret } = await staff.ownAccount.beginTotp(acting, admin.email);
    const enrolled = await staff.ownAccount.confirmTotp(acting, await totpCode(secret));
    expect(enrolled.ok).toBe(true);

    const first = await login(admin.email);
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe("/admin/login");
    const pending = staffCookie(first)!.value;
    // The half-open session opens nothing.
    expect((await get("/admin", pending)).headers.location).toBe("/admin/login?next=%2Fadmin");
    const codeStep = await get("/admin/login", pending);
    expect(decodeHtml(codeStep.body)).toContain(STAFF_MESSAGES.codeTitle);
    const wrong = await post("/admin/login", { intent: "code", code: "000000" }, pending);
    expect(wrong.statusCode).toBe(401);
    expect(alerts(wrong.body)).toContain(STAFF_MESSAGES.codeFailed);
    const done = await post("/admin/login", { intent: "code", code: await nextStepCode(secret) }, pending);
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe("/admin/");
    const full = staffCookie(done)!.value;
    expect(full).not.toBe(pending);
    expect((await get("/admin", full)).statusCode).toBe(200);
  });

  it("throttles guessing one account's password from one address", async () => {
    const ip = freshIp();
    const target = people.franchise.email;
    for (let i = 0; i < LOGIN_RULES.pair.points; i++) {
      expect((await login(target, `mala-${i}`, ip)).statusCode).toBe(401);
    }
    const limited = await login(target, STAFF_PASSWORD, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toMatch(/^\d+$/);
    expect(alerts(limited.body)).toContain(STAFF_MESSAGES.rateLimited);
    // Another address still gets in with the right password.
    expect((await login(target, STAFF_PASSWORD, freshIp())).statusCode).toBe(302);
  });

  it("signs out: the session ends and the cookie is cleared", async () => {
    const res = await login(people.editor.email);
    const cookie = staffCookie(res)!.value;
    const out = await post("/admin/salir", {}, cookie);
    expect(out.statusCode).toBe(302);
    expect(staffCookie(out)!.raw).toMatch(/^staff_token=; Path=\/admin; Max-Age=0/);
    expect((await get("/admin", cookie)).statusCode).toBe(302);
  });
});
