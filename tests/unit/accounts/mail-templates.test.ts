import { describe, expect, it } from "vitest";
import { renderMail } from "#server/mail/render.ts";
import type { MailContext } from "#server/mail/templates/context.ts";

const ctx: MailContext = {
  publicUrl: "https://tienda.example",
  client: {
    name: "Candela",
    title: "Candela | Depilación Láser",
    phone: "0810-345-2263",
    email: "hola@candela.com.ar",
    whatsappEnabled: true,
    whatsappNumber: "5491155550000",
    facebook: "https://facebook.example/candela",
    instagram: null,
    youtube: null,
    linkedin: null,
    siteUrl: "https://tienda.example",
  },
};

describe("mail templates", () => {
  it.each([
    [
      "verify_account",
      { name: "Ana", token: "t0k" },
      "Verificá tu cuenta de Candela",
      "https://tienda.example/account-verify/t0k",
    ],
    [
      "password_reset",
      { name: "Ana", token: "r3s" },
      "Restablecé tu contraseña de Candela",
      "https://tienda.example/account-password/r3s",
    ],
    [
      "password_changed",
      { name: "Ana" },
      "Tu contraseña de Candela fue modificada",
      "https://tienda.example/account-login",
    ],
    [
      "email_change_confirm",
      { name: "Ana", newEmail: "ana.nueva@example.com", token: "c4m" },
      "Confirmá tu nuevo e-mail de Candela",
      "https://tienda.example/account-email/c4m",
    ],
    [
      "staff_password",
      { name: "Ana", purpose: "set", token: "st4ff", hours: 72 },
      "Tu cuenta del equipo de Candela",
      "https://tienda.example/admin/clave/st4ff",
    ],
    [
      "email_change_requested",
      { name: "Ana", newEmail: "ana.nueva@example.com" },
      "Pedido de cambio del e-mail de tu cuenta de Candela",
      "https://tienda.example/account-login",
    ],
    [
      "account_approved",
      { name: "Ana", token: "4pr" },
      "Tu cuenta de Candela fue aprobada",
      "https://tienda.example/account-verify/4pr",
    ],
    [
      "account_approved",
      { name: "Ana", token: null },
      "Tu cuenta de Candela fue aprobada",
      "https://tienda.example/account-login",
    ],
  ] as const)(
    "%s: Spanish subject, HTML and plain text with the client's details",
    async (template, data, subject, link) => {
      const mail = await renderMail(template, data as never, ctx);
      expect(mail.subject).toBe(subject);
      expect(mail.html).toMatch(/^<!DOCTYPE html/);
      expect(mail.html).toContain('lang="es"');
      expect(mail.html).toContain(`href="${link}"`);
      for (const part of [mail.html, mail.text]) {
        expect(part).toContain("Hola Ana");
        expect(part).toContain("Candela | Depilación Láser");
        expect(part).toContain("0810-345-2263");
        expect(part).toContain("hola@candela.com.ar");
        expect(part).toContain("WhatsApp: +54 9 11 5555 0000");
      }
      expect(mail.text).toContain(link);
      expect(mail.text).not.toMatch(/<[a-z]/i);
    },
  );

  it.each([
    ["verify_account", "/account-verify/t0k"],
    ["password_reset", "/account-password/r3s"],
  ] as const)(
    "%s: the link carries on where the customer was going, and only a path of the shop",
    async (template, path) => {
      const token = path.split("/").at(-1)!;
      const withNext = await renderMail(template, { name: "Ana", token, next: "/shop/checkout" }, ctx);
      expect(withNext.html).toContain(`href="https://tienda.example${path}?next=%2Fshop%2Fcheckout"`);
      expect(withNext.text).toContain(`https://tienda.example${path}?next=%2Fshop%2Fcheckout`);
      for (const next of ["//evil.example", "https://evil.example/", "/\\evil.example", ""]) {
        const mail = await renderMail(template, { name: "Ana", token, next }, ctx);
        expect(mail.html, next).toContain(`href="https://tienda.example${path}"`);
        expect(mail.text, next).not.toContain("evil");
      }
    },
  );

  it("tells the previous address where the account moved", async () => {
    const mail = await renderMail("email_changed", { name: "Ana", newEmail: "ana.nueva@example.com" }, ctx);
    expect(mail.subject).toBe("El e-mail de tu cuenta de Candela fue cambiado");
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain("Hola Ana");
      expect(part).toContain("ana.nueva@example.com");
      expect(part).toContain("hola@candela.com.ar");
    }
  });

  it("tells the customer why the account was not approved", async () => {
    const mail = await renderMail(
      "account_rejected",
      { name: "Ana", reason: "El documento <b>no coincide</b>." },
      ctx,
    );
    expect(mail.subject).toBe("Tu cuenta de Candela no fue aprobada");
    expect(mail.html).toContain("El documento &lt;b&gt;no coincide&lt;/b&gt;.");
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain("Hola Ana");
      expect(part).toContain("hola@candela.com.ar");
    }
    expect(mail.text).toContain("El documento <b>no coincide</b>.");
  });

  it("addresses the contact mail to the team with the visitor as Reply-To", async () => {
    const mail = await renderMail(
      "contact_message",
      {
        kind: "general",
        name: "Luis",
        email: "luis@example.com",
        phone: "1144445555",
        message: "Hola <b>equipo</b>",
      },
      ctx,
    );
    expect(mail.subject).toBe("Nuevo mensaje de contacto de Luis");
    expect(mail.replyTo).toBe("luis@example.com");
    expect(mail.html).toContain("Hola &lt;b&gt;equipo&lt;/b&gt;");
    expect(mail.text).toContain("1144445555");
  });
});
