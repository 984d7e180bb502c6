import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STRONG_SECRET } from "../support/secrets.ts";
import { createTestApp } from "../support/app.ts";
import { mailedLink, postForm, registration, sessionCookie, signUp } from "../support/accounts.ts";
import { ENGINES } from "../support/database.ts";

const [engine] = ENGINES;

describe("the local mailbox at /dev/mail, without SMTP", () => {
  let shop: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    shop = await createTestApp(engine!);
  });
  afterAll(() => shop?.close());

  it("lists the mails of the run and shows each one, as HTML and as text", async () => {
    const empty = await shop.app.inject({ url: "/dev/mail" });
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toContain("Todavía no se envió ningún correo.");

    await postForm(shop.app, "/account-register", registration("buzon@example.com", { name: "Inés" }));
    const link = await mailedLink(shop.config.mail.mailboxDir, "buzon@example.com", "/account-verify/");

    const list = await shop.app.inject({ url: "/dev/mail" });
    expect(list.headers["content-type"]).toMatch(/text\/html/);
    expect(list.body).toContain("Correos enviados (1)");
    expect(list.body).toContain("buzon@example.com");
    expect(list.body).toContain("Verificá tu cuenta de Candela");
    const id = /href="\/dev\/mail\/([0-9a-f-]{36})"/.exec(list.body)![1];

    const html = await shop.app.inject({ url: `/dev/mail/${id}` });
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain("Hola Inés");
    expect(html.body).toContain(`href="${shop.config.publicUrl}${link}"`);
    expect(html.headers["content-security-policy"]).toMatch(/^default-src 'none'/);

    const text = await shop.app.inject({ url: `/dev/mail/${id}/text` });
    expect(text.headers["content-type"]).toMatch(/text\/plain/);
    expect(text.body).toContain("Para: buzon@example.com");
    expect(text.body).toContain(`${shop.config.publicUrl}${link}`);

    expect((await shop.app.inject({ url: "/dev/mail/..%2f..%2fsession-secret" })).statusCode).toBe(404);
    expect(
      (await shop.app.inject({ url: "/dev/mail/00000000-0000-0000-0000-000000000000" })).statusCode,
    ).toBe(404);
  });
});

describe("production", () => {
  let shop: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    shop = await createTestApp(engine!, {
      env: {
        NODE_ENV: "production",
        SESSION_SECRET: STRONG_SECRET,
        MAIL_TRANSPORT: "mailbox",
        PAYMENTS_PROVIDER: "sandbox",
        ALLOW_SANDBOX_PAYMENTS: "1",
      },
    });
  });
  afterAll(() => shop?.close());

  it("has no /dev/mail, even with the mailbox chosen explicitly", async () => {
    await postForm(shop.app, "/account-register", registration("prod@example.com"));
    await mailedLink(shop.config.mail.mailboxDir, "prod@example.com", "/account-verify/");
    for (const url of ["/dev/mail", "/dev/mail/00000000-0000-0000-0000-000000000000"]) {
      expect((await shop.app.inject({ url })).statusCode).toBe(404);
    }
  });

  it("marks the session cookie Secure", async () => {
    const cookie = await signUp(shop.app, shop.config.mail.mailboxDir, "seguro@example.com");
    const res = await postForm(shop.app, "/account-login", {
      intent: "login",
      email: "seguro@example.com",
      password: "Clave123",
    });
    expect(cookie).toBeTruthy();
    expect(sessionCookie(res)!.raw).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
  });
});

describe("with SMTP configured", () => {
  it("has no /dev/mail either", async () => {
    const shop = await createTestApp(engine!, { env: { SMTP_URL: "smtp://127.0.0.1:9" } });
    try {
      expect((await shop.app.inject({ url: "/dev/mail" })).statusCode).toBe(404);
    } finally {
      await shop.close();
    }
  });
});
