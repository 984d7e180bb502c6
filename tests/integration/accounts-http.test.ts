import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountSessions, accounts, paymentRefunds, payments } from "#server/db/schema/index.ts";
import { AccountService } from "#server/modules/accounts/service.ts";
import { createTestApp } from "../support/app.ts";
import {
  PASSWORD,
  alerts,
  fieldErrors,
  freshIp,
  mailedLink,
  postForm,
  registration,
  sessionCookie,
  signIn,
  signUp,
} from "../support/accounts.ts";
import { storePayments } from "../support/account-payments.ts";
import { ENGINE } from "../support/database.ts";

const merged: { accountId: string; items: unknown[] }[] = [];

describe.each([ENGINE])("accounts over HTTP on %s", (engine) => {
  let shop: Awaited<ReturnType<typeof createTestApp>>;
  let mailbox: string;
  let n = 0;
  const email = () => `http-${engine}-${++n}@example.com`;
  beforeAll(async () => {
    shop = await createTestApp(engine, {
      services: (s) => ({
        ...s,
        accounts: new AccountService(s.database.db, s.sessions, {
          mergeIntoAccount: async (accountId, items) => void merged.push({ accountId, items }),
        }),
      }),
    });
    mailbox = shop.config.mail.mailboxDir;
  });
  afterAll(() => shop?.close());

  const get = (url: string, cookie?: string) =>
    shop.app.inject({ url, headers: cookie ? { cookie: `token=${cookie}` } : {} });
  const sessionsOf = async (address: string) => {
    const [account] = await shop.database.db.select().from(accounts).where(eq(accounts.email, address));
    return shop.database.db.select().from(accountSessions).where(eq(accountSessions.accountId, account!.id));
  };

  it("registers, verifies through the mailed link, and shows the SPEC's messages", async () => {
    const address = email();
    const reg = await postForm(shop.app, "/account-register", registration(address, { name: "Camila" }));
    expect(reg.statusCode).toBe(200);
    expect(reg.body).toContain("Hola Camila");
    expect(alerts(reg.body)).toContain(
      `Te enviamos un e-mail a ${address} para verificar tu cuenta. Seguí el enlace que contiene para activarla.`,
    );
    expect(reg.body).toContain(">Continuar</a>");

    const link = await mailedLink(mailbox, address, "/account-verify/");
    const ok = await get(link);
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain("Hola Camila");
    expect(alerts(ok.body)).toEqual(["Tu cuenta ha sido verificada correctamente"]);

    const again = await get(link);
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain("Ups, hubo un error");
    expect(alerts(again.body)[0]).toMatch(/ya fue utilizado/);
    const wrong = await get("/account-verify/no-existe");
    expect(wrong.statusCode).toBe(400);
    expect(alerts(wrong.body)[0]).toMatch(/no es válido/);
    const none = await get("/account-verify");
    expect(none.statusCode).toBe(400);
    expect(none.body).toContain("Ups, hubo un error");
    expect(alerts(none.body)).toEqual(["Atención, hubo un error interno."]);
  });

  it("shows the under-review message when the document number is already in use", async () => {
    const first = registration(email());
    await postForm(shop.app, "/account-register", first);
    const res = await postForm(
      shop.app,
      "/account-register",
      registration(email(), { identifire: first.identifire }),
    );
    expect(res.statusCode).toBe(200);
    expect(alerts(res.body)).toEqual([
      "Tu cuenta fue creada y está en revisión. Nuestro equipo se pondrá en contacto con vos a la brevedad.",
    ]);
  });

  it("refuses an unverified login with a clear message and sends a new link", async () => {
    const address = email();
    await postForm(shop.app, "/account-register", registration(address));
    const res = await postForm(shop.app, "/account-login", {
      intent: "login",
      email: address,
      password: PASSWORD,
    });
    expect(res.statusCode).toBe(403);
    expect(alerts(res.body)[0]).toMatch(/^Tu cuenta todavía no fue verificada/);
    expect(sessionCookie(res)).toBeNull();
  });

  it("signs in with an HttpOnly, SameSite=Lax session cookie, redirected to a safe next", async () => {
    const address = email();
    const cookie = await signUp(shop.app, mailbox, address);
    const page = await get("/my-account", cookie);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Hola Julieta");

    const res = await postForm(shop.app, "/account-login?next=%2Fmy-account%2Forder%2Fpayments", {
      intent: "login",
      email: address.toUpperCase(),
      password: PASSWORD,
      "items[0]._id": "3f7b2c1e-0000-4000-8000-000000000001",
      "items[0].quantity": "2",
      "items[1]._id": "3f7b2c1e-0000-4000-8000-000000000002",
      "items[1].quantity": "0",
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/my-account/order/payments");
    const set = sessionCookie(res)!;
    expect(set.raw).toMatch(/; Path=\/; Max-Age=\d+; Expires=[^;]+; HttpOnly; SameSite=Lax$/);
    expect(set.raw).not.toContain("Secure");
    // A new session each time: the earlier one stays valid and distinct.
    expect(set.value).not.toBe(cookie);
    expect(await sessionsOf(address)).toHaveLength(2);
    // The cart items reach the cart merge port; a malformed one is left out.
    const [account] = await shop.database.db.select().from(accounts).where(eq(accounts.email, address));
    expect(merged.at(-1)).toEqual({
      accountId: account!.id,
      items: [{ _id: "3f7b2c1e-0000-4000-8000-000000000001", quantity: 2 }],
    });

    for (const next of [
      "https://evil.example/x",
      "//evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
    ]) {
      const away = await postForm(shop.app, `/account-login?next=${encodeURIComponent(next)}`, {
        intent: "login",
        email: address,
        password: PASSWORD,
      });
      expect(away.headers.location).toBe("/areas");
    }
  });

  it("keeps signed-in visitors off login and register, and anonymous ones out of the account pages", async () => {
    const cookie = await signUp(shop.app, mailbox, email());
    for (const page of ["/account-login", "/account-register"]) {
      expect((await get(page, cookie)).headers.location).toBe("/areas");
      expect((await get(`${page}?next=/my-account/profile`, cookie)).headers.location).toBe(
        "/my-account/profile",
      );
      expect((await get(`${page}?next=https://evil.example`, cookie)).headers.location).toBe("/areas");
      expect((await get(page)).statusCode).toBe(200);
    }
    for (const page of [
      "/my-account",
      "/my-account/profile",
      "/my-account/order/products",
      "/my-account/order/payments?pagina=2",
      "/my-account/maintenance",
    ]) {
      const res = await get(page);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(`/account-login?next=${encodeURIComponent(page)}`);
      expect((await get(page, cookie)).statusCode).toBe(200);
    }
    // The password page without a token sends anonymous visitors to the index.
    expect((await get("/account-password")).headers.location).toBe("/");
    expect((await get("/account-password", cookie)).statusCode).toBe(200);
    // An unknown or ended session counts as anonymous.
    expect((await get("/my-account", "nope")).statusCode).toBe(302);
  });

  it("shows a failed login with the error alert and a 401, never echoing the password", async () => {
    const address = email();
    await signUp(shop.app, mailbox, address);
    const res = await postForm(shop.app, "/account-login", {
      intent: "login",
      email: address,
      password: "Otra9999",
    });
    expect(res.statusCode).toBe(401);
    expect(alerts(res.body)).toEqual(["El e-mail o la contraseña no son correctos."]);
    expect(res.body).not.toContain("Otra9999");
    const unknown = await postForm(shop.app, "/account-login", {
      intent: "login",
      email: `nadie-${engine}@example.com`,
      password: PASSWORD,
    });
    expect(unknown.statusCode).toBe(401);
    expect(alerts(unknown.body)).toEqual(alerts(res.body));
  });

  it("answers a reset request the same whether or not the address has an account", async () => {
    const address = email();
    await signUp(shop.app, mailbox, address);
    const known = await postForm(shop.app, "/account-login", { intent: "reset-request", email: address });
    const unknown = await postForm(shop.app, "/account-login", {
      intent: "reset-request",
      email: `desconocido-${engine}@example.com`,
    });
    for (const res of [known, unknown]) {
      expect(res.statusCode).toBe(200);
      expect(alerts(res.body)).toContain(
        "Hemos enviado a tu e-mail un enlace para restablecer la contraseña.",
      );
      expect(res.body).toContain("¿Has olvidado tu contraseña?");
    }
  });

  it("restores the password with the mailed link once, ending every session", async () => {
    const address = email();
    const cookie = await signUp(shop.app, mailbox, address);
    await postForm(shop.app, "/account-login", { intent: "reset-request", email: address });
    const link = await mailedLink(mailbox, address, "/account-password/");
    const token = link.split("/").at(-1)!;

    const form = await get(link);
    expect(form.body).toContain('name="password_confirm"');
    const done = await postForm(shop.app, link, {
      token,
      password: "Nueva123",
      password_confirm: "Nueva123",
    });
    expect(done.statusCode).toBe(200);
    expect(alerts(done.body)).toEqual(["Tu contraseña fue restablecida de manera correcta."]);
    expect(done.body).toMatch(/href="\/account-login"[^>]*>Iniciar sesión</);
    expect(await sessionsOf(address)).toHaveLength(0);
    expect((await get("/my-account", cookie)).statusCode).toBe(302);

    const reused = await postForm(shop.app, link, {
      token,
      password: "Otra1234",
      password_confirm: "Otra1234",
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.body).toContain("Pedir un enlace nuevo");
    expect(reused.body).toMatch(/href="\/account-login\?recuperar=1"/);
    expect((await get(link)).body).toContain("Pedir un enlace nuevo");

    const refused = await postForm(shop.app, "/account-login", {
      intent: "login",
      email: address,
      password: PASSWORD,
    });
    expect(refused.statusCode).toBe(401);
    await signIn(shop.app, address, "Nueva123");
  });

  it("changes the password, ending the other sessions and renewing this one", async () => {
    const address = email();
    const first = await signUp(shop.app, mailbox, address);
    const second = await signIn(shop.app, address, PASSWORD);
    const wrong = await postForm(
      shop.app,
      "/account-password",
      { old_password: "Mala1234", new_password: "Nueva123" },
      { cookie: first },
    );
    expect(wrong.statusCode).toBe(400);
    expect(fieldErrors(wrong.body, "password-change")).toEqual({
      old_password: "La contraseña actual no es correcta.",
    });

    const res = await postForm(
      shop.app,
      "/account-password",
      { old_password: PASSWORD, new_password: "Nueva123" },
      { cookie: first },
    );
    expect(res.statusCode).toBe(200);
    expect(alerts(res.body)).toContain("Los datos fueron actualizados de manera correcta.");
    const renewed = sessionCookie(res)!.value;
    expect(renewed).not.toBe(first);
    expect((await get("/my-account", second)).statusCode).toBe(302);
    expect((await get("/my-account", first)).statusCode).toBe(302);
    expect((await get("/my-account", renewed)).statusCode).toBe(200);
    expect(await sessionsOf(address)).toHaveLength(1);
  });

  it("signs out with a form post that ends the session and clears the cookie", async () => {
    const address = email();
    const cookie = await signUp(shop.app, mailbox, address);
    const page = await get("/account-logout", cookie);
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<form[^>]*action="\/account-logout"[^>]*method="post"/);
    const res = await postForm(shop.app, "/account-logout", {}, { cookie });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/");
    expect(sessionCookie(res)!.raw).toMatch(
      /^token=; Path=\/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax$/,
    );
    expect(await sessionsOf(address)).toHaveLength(0);
    expect((await get("/my-account", cookie)).statusCode).toBe(302);
  });

  it("refuses forged cross-site posts on page actions and on the API, before they change anything", async () => {
    const address = email();
    const cookie = await signUp(shop.app, mailbox, address);
    const [before] = await shop.database.db.select().from(accounts).where(eq(accounts.email, address));
    const forged: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site", origin: "https://sub.evil.example" },
      { origin: "null" },
    ];
    for (const headers of forged) {
      const res = await postForm(
        shop.app,
        "/account-password",
        { old_password: PASSWORD, new_password: "Robada12" },
        { cookie, headers },
      );
      expect(res.statusCode).toBe(403);
      expect(res.body).toBe(
        "La solicitud fue rechazada por seguridad. Recargá la página e intentá nuevamente.",
      );
      const api = await shop.app.inject({ method: "POST", url: "/api/health", headers, payload: {} });
      expect(api.statusCode).toBe(403);
      expect(api.json()).toEqual({
        error: {
          code: "forbidden",
          message: "La solicitud fue rechazada por seguridad. Recargá la página e intentá nuevamente.",
        },
      });
    }
    const logout = await postForm(
      shop.app,
      "/account-logout",
      {},
      { cookie, headers: { origin: "https://evil.example" } },
    );
    expect(logout.statusCode).toBe(403);
    const [after] = await shop.database.db.select().from(accounts).where(eq(accounts.email, address));
    expect(after!.passwordHash).toBe(before!.passwordHash);
    expect((await get("/my-account", cookie)).statusCode).toBe(200);

    // The shop's own pages get through.
    const own = await postForm(
      shop.app,
      "/account-password",
      { old_password: PASSWORD, new_password: "Propia12" },
      { cookie, headers: { origin: shop.config.publicUrl, "sec-fetch-site": "same-origin" } },
    );
    expect(own.statusCode).toBe(200);
  });

  it("limits login attempts per address and account and per address with a 429 in Spanish", async () => {
    const address = email();
    await signUp(shop.app, mailbox, address);
    // Ten wrong passwords from one address: its eleventh attempt is refused even with the right one.
    const guesser = freshIp();
    for (let i = 0; i < 10; i++) {
      const res = await postForm(
        shop.app,
        "/account-login",
        { intent: "login", email: address, password: "Mala1234" },
        { ip: guesser },
      );
      expect(res.statusCode).toBe(401);
    }
    const limited = await postForm(
      shop.app,
      "/account-login",
      { intent: "login", email: address, password: PASSWORD },
      { ip: guesser },
    );
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(alerts(limited.body)[0]).toMatch(
      /^Hiciste demasiados intentos\. Esperá \d+ minutos? y volvé a intentar\.$/,
    );
    expect(sessionCookie(limited)).toBeNull();
    // The owner, from another address, is not locked out.
    const owner = await postForm(shop.app, "/account-login", {
      intent: "login",
      email: address,
      password: PASSWORD,
    });
    expect(owner.statusCode).toBe(302);

    // One address trying many accounts is stopped after 100 attempts.
    const ip = freshIp();
    for (let i = 0; i < 100; i++) {
      const res = await postForm(
        shop.app,
        "/account-login",
        { intent: "login", email: `barrido-${i}-${engine}@example.com`, password: "Mala1234" },
        { ip },
      );
      expect(res.statusCode).toBe(401);
    }
    const blocked = await postForm(
      shop.app,
      "/account-login",
      { intent: "login", email: `barrido-x-${engine}@example.com`, password: "Mala1234" },
      { ip },
    );
    expect(blocked.statusCode).toBe(429);
  });

  it("limits registrations, reset requests and password changes per account", async () => {
    const address = email();
    for (let i = 0; i < 5; i++) {
      await postForm(shop.app, "/account-login", { intent: "reset-request", email: address });
    }
    const reset = await postForm(shop.app, "/account-login", { intent: "reset-request", email: address });
    expect(reset.statusCode).toBe(429);
    expect(alerts(reset.body)[0]).toMatch(/^Hiciste demasiados intentos/);

    const again = email();
    for (let i = 0; i < 5; i++) await postForm(shop.app, "/account-register", registration(again));
    const register = await postForm(shop.app, "/account-register", registration(again));
    expect(register.statusCode).toBe(429);

    const cookie = await signUp(shop.app, mailbox, email());
    for (let i = 0; i < 10; i++) {
      await postForm(
        shop.app,
        "/account-password",
        { old_password: "Mala1234", new_password: "Nueva123" },
        { cookie },
      );
    }
    const change = await postForm(
      shop.app,
      "/account-password",
      { old_password: PASSWORD, new_password: "Nueva123" },
      { cookie },
    );
    expect(change.statusCode).toBe(429);
  });

  it("lists the account's payments with coloured statuses, dates and pages, and the owned areas without prices", async () => {
    const address = email();
    const cookie = await signUp(shop.app, mailbox, address);
    const [account] = await shop.database.db.select().from(accounts).where(eq(accounts.email, address));
    await storePayments(shop.database.db, account!.id);
    const page1 = await get("/my-account/order/payments", cookie);
    expect(page1.body).toMatch(/<th scope="col"[^>]*>Código<\/th>/);
    for (const head of ["Total", "Estado", "Fecha"]) expect(page1.body).toContain(`>${head}</th>`);
    expect(page1.body).toContain("PC-1000");
    expect(page1.body).toContain("PC-1009");
    expect(page1.body).not.toContain("PC-1010");
    expect(page1.body).toMatch(/data-color="success"[^>]*>Aprobado</);
    expect(page1.body).toMatch(/data-color="danger"[^>]*>Rechazado</);
    expect(page1.body).toMatch(/data-color="info"[^>]*>En Proceso</);
    expect(page1.body).toMatch(
      /<time dateTime="2026-03-05T15:00:00.000Z" title="jueves, 5 de marzo de 2026">05\/03\/2026<\/time>/,
    );
    expect(page1.body).toContain("$\u00a012.345,50");
    expect(page1.body).toMatch(/href="\/my-account\/order\/payments\?pagina=2"/);
    const page2 = await get("/my-account/order/payments?pagina=2", cookie);
    expect(page2.body).toContain("PC-1011");
    expect(page2.body).not.toContain("PC-1009");

    const items = await get("/my-account/order/products", cookie);
    expect(items.body).toContain("Axilas");
    expect(items.body).toContain("8 sesiones");
    expect(items.body).not.toMatch(/\$\s?\d/);
  });

  it("says 'Devuelto parcialmente' and what was given back once part of a payment was refunded", async () => {
    const address = email();
    const cookie = await signUp(shop.app, mailbox, address);
    const [account] = await shop.database.db.select().from(accounts).where(eq(accounts.email, address));
    await storePayments(shop.database.db, account!.id, "PR-");
    const [approved] = await shop.database.db
      .select()
      .from(payments)
      .where(and(eq(payments.accountId, account!.id), eq(payments.status, "approved")));
    await shop.database.db.insert(paymentRefunds).values({
      paymentId: approved!.id,
      providerRefundId: randomUUID(),
      amount: 256_000,
      source: "back_office",
    });
    await shop.database.db
      .update(payments)
      .set({ refundedAmount: 256_000 })
      .where(eq(payments.id, approved!.id));
    const page = (await get("/my-account/order/payments", cookie)).body;
    expect(page).toMatch(/data-color="success"[^>]*>Devuelto parcialmente</);
    expect(page).not.toMatch(/>Aprobado</);
    expect(page).toContain("Devuelto: $\u00a02.560,00");
  });
});

describe.each([ENGINE])("empty account lists on %s", (engine) => {
  let shop: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    shop = await createTestApp(engine);
  });
  afterAll(() => shop?.close());

  it("shows the no-results messages for an account without purchases", async () => {
    const cookie = await signUp(shop.app, shop.config.mail.mailboxDir, `vacio-${engine}@example.com`);
    const payments = await shop.app.inject({
      url: "/my-account/order/payments",
      headers: { cookie: `token=${cookie}` },
    });
    expect(alerts(payments.body)).toEqual(["No se encontraron resultados."]);
    const items = await shop.app.inject({
      url: "/my-account/order/products",
      headers: { cookie: `token=${cookie}` },
    });
    expect(alerts(items.body)).toEqual(["Atención, no pudimos encontrar resultados."]);
  });
});
