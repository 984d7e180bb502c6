import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES } from "#domain/accounts/messages.ts";
import { CUSTOMER_MESSAGES } from "#domain/customers/messages.ts";
import { adminCustomerPath } from "#domain/staff/pages.ts";
import { accounts } from "#server/db/schema/index.ts";
import { listMailbox } from "#server/mail/transports/mailbox.ts";
import { createStaffServices } from "#server/modules/staff/index.ts";
import { storePayments } from "../support/account-payments.ts";
import {
  PASSWORD,
  alerts,
  decodeHtml,
  freshIp,
  mailedLink,
  postForm,
  registration,
  signIn,
} from "../support/accounts.ts";
import { createTestApp } from "../support/app.ts";
import { ENGINE } from "../support/database.ts";
import { createStaff } from "../support/staff.ts";

describe.each([ENGINE])("the customers pages over HTTP on %s", (engine) => {
  let shop: Awaited<ReturnType<typeof createTestApp>>;
  let support: string;
  let n = 0;

  beforeAll(async () => {
    shop = await createTestApp(engine);
    const staff = createStaffServices(shop.database.db, { twoFactorRequired: false });
    const made = await createStaff(shop.database.db, staff, "support");
    const res = await postForm(shop.app, "/admin/login", {
      intent: "login",
      email: made.email,
      password: "una clave larga del equipo",
    });
    const raw = ([res.headers["set-cookie"]].flat() as string[]).find((c) => c.startsWith("staff_token="))!;
    support = raw.slice("staff_token=".length).split(";")[0]!;
  });
  afterAll(() => shop?.close());

  const get = (url: string) =>
    shop.app.inject({ url, headers: { "x-forwarded-for": freshIp(), cookie: `staff_token=${support}` } });
  const post = (url: string, fields: Record<string, string>) =>
    postForm(shop.app, url, fields, { headers: { cookie: `staff_token=${support}` } });
  const register = async (over: Record<string, string> = {}) => {
    const email = `cliente-${engine}-${++n}@example.com`;
    const res = await postForm(shop.app, "/account-register", registration(email, over));
    expect(res.statusCode).toBe(200);
    const [row] = await shop.database.db.select().from(accounts).where(eq(accounts.email, email));
    return row!;
  };
  const heldForReview = async () => {
    const first = await register();
    return register({ identifire: first.identifire, name: "Marta", surname: "Lagos" });
  };

  it("searches with the state in the address and links each customer by name", async () => {
    const held = await heldForReview();
    const list = await get(`/admin/clientes?q=${held.identifire}&estado=en-revision`);
    expect(list.statusCode).toBe(200);
    expect(list.headers["cache-control"]).toBe("no-store");
    const body = decodeHtml(list.body);
    expect(body).toContain("Resultados (1)");
    expect(body).toMatch(new RegExp(`href="${adminCustomerPath(held.id)}"[^>]*>Marta Lagos</a>`));
    expect(body).toMatch(/<option value="en-revision" selected="">En revisión<\/option>/);
    const none = decodeHtml((await get(`/admin/clientes?q=${held.identifire}&estado=verificada`)).body);
    expect(none).toContain(CUSTOMER_MESSAGES.noResults);
    const long = decodeHtml((await get(`/admin/clientes?q=${"x".repeat(101)}`)).body);
    expect(long).toContain(CUSTOMER_MESSAGES.queryTooLong);
  });

  it("shows a customer's file with owned areas and paged payments in es-AR money and dates", async () => {
    const customer = await register({ name: "Inés", surname: "Paz" });
    await storePayments(shop.database.db, customer.id);
    const page = await get(adminCustomerPath(customer.id));
    expect(page.statusCode).toBe(200);
    const body = decodeHtml(page.body).replace(/\u00a0/g, " ");
    expect(body).toContain("Inés Paz");
    expect(body).toContain("Pagos (12)");
    expect(body).toContain("PC-1000");
    expect(body).toContain("$ 12.345,50");
    expect(body).toContain("14/03/2026");
    expect(body).toContain("Aprobado");
    expect(body).not.toContain("PC-1010");
    expect(decodeHtml((await get(`${adminCustomerPath(customer.id)}?pagina=2`)).body)).toContain("PC-1010");
    expect(body).toMatch(/Áreas compradas[\s\S]*Axilas/);
    expect(body).toContain("Reenviar verificación");
    expect((await get(adminCustomerPath("00000000-0000-4000-8000-000000000000"))).statusCode).toBe(404);
    expect((await get("/admin/clientes/no-es-un-id")).statusCode).toBe(404);
  });

  it("approves an account under review: the customer gets the mail and can sign in", async () => {
    const held = await heldForReview();
    const refused = await postForm(shop.app, "/account-login", {
      intent: "login",
      email: held.email,
      password: PASSWORD,
    });
    expect(alerts(refused.body)).toContain(ACCOUNT_MESSAGES.loginUnderReview);

    const approved = await post(adminCustomerPath(held.id), { intent: "aprobar" });
    expect(approved.statusCode).toBe(200);
    expect(alerts(approved.body)).toContain(CUSTOMER_MESSAGES.approved);
    const twice = await post(adminCustomerPath(held.id), { intent: "aprobar" });
    expect(twice.statusCode).toBe(409);
    expect(alerts(twice.body)).toContain(CUSTOMER_MESSAGES.notUnderReview);

    const link = await mailedLink(shop.config.mail.mailboxDir, held.email, "/account-verify/");
    const mails = (await listMailbox(shop.config.mail.mailboxDir)).filter((m) => m.to === held.email);
    expect(mails.map((m) => m.subject)).toEqual(["Tu cuenta de Candela fue aprobada"]);
    expect((await shop.app.inject({ url: link })).statusCode).toBe(200);
    expect(await signIn(shop.app, held.email, PASSWORD)).toBeTruthy();
  });

  it("rejects only with a reason, mails it, and the account still cannot sign in", async () => {
    const held = await heldForReview();
    const empty = await post(adminCustomerPath(held.id), { intent: "rechazar", reason: "   " });
    expect(empty.statusCode).toBe(400);
    expect(decodeHtml(empty.body)).toContain(
      `id="reason-error" class="mt-1 min-h-5 text-sm text-red-700">${CUSTOMER_MESSAGES.reasonRequired}`,
    );
    const reason = "El documento corresponde a otra clienta.";
    const rejected = await post(adminCustomerPath(held.id), { intent: "rechazar", reason });
    expect(rejected.statusCode).toBe(200);
    expect(alerts(rejected.body)).toContain(CUSTOMER_MESSAGES.rejected);
    expect(decodeHtml(rejected.body)).toContain(reason);
    const login = await postForm(shop.app, "/account-login", {
      intent: "login",
      email: held.email,
      password: PASSWORD,
    });
    expect(login.statusCode).toBe(403);
    expect(alerts(login.body)).toContain(ACCOUNT_MESSAGES.loginReviewRejected);
  });

  it("refuses a second verification mail within 5 minutes, in Spanish", async () => {
    const customer = await register();
    const res = await post(adminCustomerPath(customer.id), { intent: "reenviar" });
    expect(res.statusCode).toBe(429);
    expect(alerts(res.body)).toContain(CUSTOMER_MESSAGES.verificationTooSoon);
  });
});
