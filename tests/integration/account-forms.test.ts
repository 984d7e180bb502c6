import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountSessions, accounts, mailOutbox } from "#server/db/schema/index.ts";
import { createTestApp } from "../support/app.ts";
import {
  PASSWORD,
  alerts,
  fieldErrors,
  mailedLink,
  postForm,
  registration,
  signUp,
  decodeHtml,
} from "../support/accounts.ts";
import { ENGINE } from "../support/database.ts";

const M = {
  required: "Campo requerido",
  email: "E-mail inválido",
  numeric: "El valor debe ser numérico",
  leadingZero: 'Sólo números, sin el "0" inicial.',
  prefix: "El número debe comenzar con una característica válida",
  min: (n: number) => `El mínimo debe ser ${n}`,
  max: (n: number) => `El máximo debe ser ${n}`,
  mismatch: "Las contraseñas no coinciden",
  pattern: "La contraseña no cumple el patrón necesario",
  letters: "Ingresá sólo letras y espacios",
  numbers: "Ingresá sólo números",
};

/** Every rule and message of SPEC.md §5 for the account forms, checked on the server (no browser involved). */
describe.each([ENGINE])("account form validation on the server (%s)", (engine) => {
  let shop: Awaited<ReturnType<typeof createTestApp>>;
  let cookie: string;
  const signedInEmail = `perfil-${engine}@example.com`;
  beforeAll(async () => {
    shop = await createTestApp(engine);
    cookie = await signUp(shop.app, shop.config.mail.mailboxDir, signedInEmail);
  });
  afterAll(() => shop?.close());

  const passwordHash = async () =>
    (await shop.database.db.select().from(accounts).where(eq(accounts.email, signedInEmail)))[0]!
      .passwordHash;
  const sessionCount = async () =>
    (await shop.database.db.select({ n: count() }).from(accountSessions))[0]!.n;
  const totals = async () => ({
    accounts: (await shop.database.db.select({ n: count() }).from(accounts))[0]!.n,
    mails: (await shop.database.db.select({ n: count() }).from(mailOutbox))[0]!.n,
  });

  describe("register", () => {
    const cases: [string, Record<string, string | undefined>, Record<string, string>][] = [
      [
        "every required field missing",
        {
          name: "",
          surname: "",
          email: "",
          identifire: "",
          mobile_phone: "",
          password: "",
          newsletter: undefined,
          terms: undefined,
        },
        {
          name: M.required,
          surname: M.required,
          email: M.required,
          identifire: M.required,
          mobile_phone: M.required,
          password: M.required,
          terms: M.required,
        },
      ],
      ["a name with digits", { name: "Ana2" }, { name: M.letters }],
      // The known defect of the old form checked the name field for the surname: here each is checked alone.
      ["a valid name with a bad surname", { name: "Ana", surname: "Gómez3" }, { surname: M.letters }],
      ["a bad name with a valid surname", { name: "Ana!", surname: "Gómez" }, { name: M.letters }],
      [
        "names over 255 characters",
        { name: "a".repeat(256), surname: "b".repeat(256) },
        { name: M.max(255), surname: M.max(255) },
      ],
      ["an e-mail without a domain", { email: "ana@" }, { email: M.email }],
      ["an e-mail with a 1-letter top-level domain", { email: "ana@example.a" }, { email: M.email }],
      ["an e-mail over 255 characters", { email: `${"a".repeat(250)}@example.com` }, { email: M.max(255) }],
      ["a document with letters", { identifire: "30A12345" }, { identifire: M.numbers }],
      ["a document of 6 digits", { identifire: "301234" }, { identifire: M.min(7) }],
      ["a document of 10 digits", { identifire: "3012345678" }, { identifire: M.max(9) }],
      ["a mobile with letters", { mobile_phone: "11abc45678" }, { mobile_phone: M.numeric }],
      ["a mobile with the leading 0", { mobile_phone: "01155556666" }, { mobile_phone: M.leadingZero }],
      ["a mobile with a bad prefix", { mobile_phone: "4155556666" }, { mobile_phone: M.prefix }],
      ["a mobile of 9 digits", { mobile_phone: "115555666" }, { mobile_phone: M.min(10) }],
      ["a mobile of 13 digits", { mobile_phone: "1155556666777" }, { mobile_phone: M.max(12) }],
      ["a password of 5 characters", { password: "Ab1cd" }, { password: M.pattern }],
      ["a password of 65 characters", { password: "Abcdefghi12".padEnd(65, "x") }, { password: M.pattern }],
      ["a password without an uppercase letter", { password: "clave123" }, { password: M.pattern }],
      ["a password without a digit", { password: "ClaveSin" }, { password: M.pattern }],
      ["a password without a lowercase letter", { password: "CLAVE123" }, { password: M.pattern }],
      ["a password with a control character", { password: "Clave12\t" }, { password: M.pattern }],
      ["the terms not accepted", { terms: undefined }, { terms: M.required }],
    ];
    it.each(cases)(
      "refuses %s with 400 and the field messages, storing nothing",
      async (_label, over, expected) => {
        const before = await totals();
        const res = await postForm(
          shop.app,
          "/account-register",
          registration(`nuevo-${engine}@example.com`, over),
        );
        expect(res.statusCode).toBe(400);
        expect(fieldErrors(res.body, "register")).toEqual(expected);
        expect(res.body).not.toContain(`value="${registration("x").password}"`);
        expect(await totals()).toEqual(before);
      },
    );

    it("accepts accented names, apostrophes and a 10-digit document, and defaults the newsletter to checked", async () => {
      const page = await shop.app.inject({ url: "/account-register" });
      expect(page.body).toMatch(
        /<input[^>]*type="checkbox"[^>]*name="newsletter"[^>]*checked|<input[^>]*checked[^>]*name="newsletter"/,
      );
      expect(page.body).toMatch(/href="\/terminos-y-condiciones" target="_blank"/);
      const res = await postForm(
        shop.app,
        "/account-register",
        registration(`acentos-${engine}@example.com`, {
          name: "María José",
          surname: "D'Alessandro Núñez",
          identifire: "123456789",
        }),
      );
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain("Hola María José");
    });

    it("refuses an e-mail that already has an account with 409 and a clear message", async () => {
      const before = await totals();
      const res = await postForm(shop.app, "/account-register", registration(signedInEmail.toUpperCase()));
      expect(res.statusCode).toBe(409);
      expect(fieldErrors(res.body, "register")).toEqual({
        email: "Ya existe una cuenta registrada con este e-mail.",
      });
      expect(await totals()).toEqual(before);
    });

    it("answers a bot that fills the hidden field as usual, and stores nothing", async () => {
      const before = await totals();
      const res = await postForm(
        shop.app,
        "/account-register",
        registration(`bot-${engine}@example.com`, { website: "https://spam.example" }),
      );
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain("Hola Julieta");
      expect(await totals()).toEqual(before);
    });
  });

  describe("login and reset request", () => {
    it.each([
      [
        { email: "", password: "" },
        { email: M.required, password: M.required },
      ],
      [{ email: "no-es-un-correo", password: "x" }, { email: M.email }],
      [{ email: `${"a".repeat(250)}@example.com`, password: "x" }, { email: M.max(255) }],
    ])("refuses the login %j with 400 and opens no session", async (fields, expected) => {
      const sessions = await sessionCount();
      const res = await postForm(shop.app, "/account-login", { intent: "login", ...fields });
      expect(res.statusCode).toBe(400);
      expect(fieldErrors(res.body, "login")).toEqual(expected);
      expect(res.headers["set-cookie"]).toBeUndefined();
      expect(await sessionCount()).toBe(sessions);
    });

    it.each([
      [{ email: "" }, { email: M.required }],
      [{ email: "ana@example" }, { email: M.email }],
      [{ email: `${"a".repeat(250)}@example.com` }, { email: M.max(255) }],
    ])("refuses the reset request %j with 400 and sends nothing", async (fields, expected) => {
      const before = await totals();
      const res = await postForm(shop.app, "/account-login", { intent: "reset-request", ...fields });
      expect(res.statusCode).toBe(400);
      expect(fieldErrors(res.body, "reset-request")).toEqual(expected);
      expect(await totals()).toEqual(before);
    });
  });

  describe("password change and restore", () => {
    it.each([
      [
        { old_password: "", new_password: "" },
        { old_password: M.required, new_password: M.required },
      ],
      [{ old_password: PASSWORD, new_password: "corta" }, { new_password: M.pattern }],
    ])("refuses the change %j with 400 and keeps the password", async (fields, expected) => {
      const before = await passwordHash();
      const res = await postForm(shop.app, "/account-password", fields, { cookie });
      expect(res.statusCode).toBe(400);
      expect(fieldErrors(res.body, "password-change")).toEqual(expected);
      expect(await passwordHash()).toBe(before);
    });

    it.each([
      [
        { password: "", password_confirm: "" },
        { password: M.required, password_confirm: M.required },
      ],
      [{ password: "Clave123", password_confirm: "Clave124" }, { password_confirm: M.mismatch }],
      [{ password: "sinmayus1", password_confirm: "sinmayus1" }, { password: M.pattern }],
    ])("refuses the restore %j with 400", async (fields, expected) => {
      await postForm(shop.app, "/account-login", { intent: "reset-request", email: signedInEmail });
      const link = await mailedLink(shop.config.mail.mailboxDir, signedInEmail, "/account-password/");
      const token = link.split("/").at(-1)!;
      const before = await passwordHash();
      const res = await postForm(shop.app, link, { token, ...fields });
      expect(res.statusCode).toBe(400);
      expect(fieldErrors(res.body, "restore")).toEqual(expected);
      expect(await passwordHash()).toBe(before);
      // The token was not used up by the refused attempt.
      expect((await shop.app.inject({ url: link })).body).toContain('name="password_confirm"');
    });
  });

  describe("profile", () => {
    const valid = {
      name: "Julieta",
      surname: "O'Connor",
      genre: "-1",
      email: signedInEmail,
      mobile_phone: "",
      birthdate: "1992-03-04",
      identifire: "30111222",
      newsletter: "on",
    };
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    it.each([
      [
        "required fields empty",
        { name: "", surname: "", email: "", birthdate: "", identifire: "" },
        {
          name: M.required,
          surname: M.required,
          email: M.required,
          birthdate: M.required,
          identifire: M.required,
        },
      ],
      ["names with digits", { name: "J1", surname: "O2" }, { name: M.letters, surname: M.letters }],
      ["a bad e-mail", { email: "julieta@" }, { email: M.email }],
      ["an e-mail over 255 characters", { email: `${"j".repeat(250)}@example.com` }, { email: M.max(255) }],
      [
        "names over 255 characters",
        { name: "a".repeat(256), surname: "b".repeat(256) },
        { name: M.max(255), surname: M.max(255) },
      ],
      ["a mobile with letters", { mobile_phone: "11abc45678" }, { mobile_phone: M.numeric }],
      ["a mobile of 13 digits", { mobile_phone: "1155556666777" }, { mobile_phone: M.max(12) }],
      ["a document with letters", { identifire: "3011A222" }, { identifire: M.numbers }],
      ["a document of 6 digits", { identifire: "301112" }, { identifire: M.min(7) }],
      ["a mobile with the leading 0", { mobile_phone: "01155556666" }, { mobile_phone: M.leadingZero }],
      ["a mobile of 9 digits", { mobile_phone: "115555666" }, { mobile_phone: M.min(10) }],
      ["a mobile with a bad prefix", { mobile_phone: "5155556666" }, { mobile_phone: M.prefix }],
      [
        "a birthdate in the future",
        { birthdate: tomorrow },
        { birthdate: "La fecha no puede ser posterior a hoy" },
      ],
      [
        "a birthdate that is no date",
        { birthdate: "2001-02-30" },
        { birthdate: "Formato de fecha inválido (dd/mm/aaaa)" },
      ],
      [
        "a birthdate before 1900",
        { birthdate: "1899-12-31" },
        { birthdate: "La fecha no puede ser anterior al 01/01/1900" },
      ],
      ["a document of 10 digits", { identifire: "1234567890" }, { identifire: M.max(9) }],
      ["an unknown genre", { genre: "otro" }, { genre: "Seleccioná una opción de la lista" }],
    ])("refuses %s with 400 and keeps the stored profile", async (_label, over, expected) => {
      const [before] = await shop.database.db
        .select()
        .from(accounts)
        .where(eq(accounts.email, signedInEmail));
      const res = await postForm(shop.app, "/my-account/profile", { ...valid, ...over }, { cookie });
      expect(res.statusCode).toBe(400);
      expect(fieldErrors(res.body, "profile")).toEqual(expected);
      const [after] = await shop.database.db.select().from(accounts).where(eq(accounts.email, signedInEmail));
      expect(after).toEqual(before);
    });

    it("saves a valid profile (mobile optional) and goes to the checkout, which says so", async () => {
      const res = await postForm(
        shop.app,
        "/my-account/profile",
        { ...valid, genre: "none", newsletter: undefined },
        { cookie },
      );
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe("/shop/checkout?perfil=guardado");
      const [after] = await shop.database.db.select().from(accounts).where(eq(accounts.email, signedInEmail));
      expect(after).toMatchObject({
        genre: "none",
        birthdate: "1992-03-04",
        mobilePhone: null,
        newsletter: false,
      });
    });

    it("shows the stored document number, also one that no longer fits the rule, to be corrected", async () => {
      await shop.database.db
        .update(accounts)
        .set({ identifire: "1234567890" })
        .where(eq(accounts.email, signedInEmail));
      const long = await shop.app.inject({
        url: "/my-account/profile",
        headers: { cookie: `token=${cookie}` },
      });
      expect(long.body).toMatch(
        /name="identifire"[^>]*value="1234567890"|value="1234567890"[^>]*name="identifire"/,
      );
      // The checkout asks for the same rule before paying (an account made under the old 7 to 10).
      const checkout = await shop.app.inject({
        url: "/shop/checkout",
        headers: { cookie: `token=${cookie}` },
      });
      expect(decodeHtml(checkout.body)).toContain("Por favor, actualizá tu número de documento.");
      expect(checkout.body).toContain('href="/my-account/profile"');
      await shop.database.db
        .update(accounts)
        .set({ identifire: "1234567" })
        .where(eq(accounts.email, signedInEmail));
      const ok = await shop.app.inject({
        url: "/my-account/profile",
        headers: { cookie: `token=${cookie}` },
      });
      expect(ok.body).toMatch(/name="identifire"[^>]*value="1234567"|value="1234567"[^>]*name="identifire"/);
      expect(ok.body).toContain(">Seleccionar...</option>");
      for (const label of ["Femenino", "Masculino", "Otros"]) expect(ok.body).toContain(`>${label}</option>`);
      expect(alerts(ok.body)).toEqual([]);
    });
  });
});
