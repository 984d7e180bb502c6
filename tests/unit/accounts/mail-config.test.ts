import { mkdtempSync, rmSync } from "node:fs";
import { configError } from "../../support/config-error.ts";
import { STRONG_SECRET } from "../../support/secrets.ts";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "#server/config.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "shop-mail-config-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const production = {
  DATA_DIR: dataDir,
  NODE_ENV: "production",
  SESSION_SECRET: STRONG_SECRET,
  PAYMENTS_PROVIDER: "sandbox",
  ALLOW_SANDBOX_PAYMENTS: "1",
};

const error = configError;

describe("mail configuration", () => {
  it("keeps mail in a mailbox under DATA_DIR when SMTP_URL is unset", () => {
    const { mail } = loadConfig({ DATA_DIR: dataDir });
    expect(mail).toEqual({
      transport: "mailbox",
      smtpUrl: undefined,
      from: "no-responder@localhost",
      mailboxDir: path.join(dataDir, "mailbox"),
    });
  });

  it("sends through SMTP_URL, from MAIL_FROM or an address on the public host", () => {
    expect(loadConfig({ DATA_DIR: dataDir, SMTP_URL: "smtp://127.0.0.1:2525" }).mail).toMatchObject({
      transport: "smtp",
      smtpUrl: "smtp://127.0.0.1:2525",
    });
    expect(loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: "https://tienda.candela.com.ar" }).mail.from).toBe(
      "no-responder@tienda.candela.com.ar",
    );
    expect(loadConfig({ DATA_DIR: dataDir, MAIL_FROM: "Candela <hola@candela.com.ar>" }).mail.from).toBe(
      "Candela <hola@candela.com.ar>",
    );
  });

  it("refuses bad values with one Spanish line naming the variable, hiding credentials", () => {
    const bad = error(() =>
      loadConfig({ DATA_DIR: dataDir, SMTP_URL: "http://usuario:secreta@mail.example" }),
    );
    expect(bad).toMatch(/^SMTP_URL: debe empezar por smtp:\/\/ o smtps:\/\//);
    expect(bad).not.toContain("secreta");
    expect(error(() => loadConfig({ DATA_DIR: dataDir, MAIL_FROM: "sin arroba" }))).toMatch(/^MAIL_FROM: /);
    expect(error(() => loadConfig({ DATA_DIR: dataDir, MAIL_TRANSPORT: "pigeon" }))).toMatch(
      /^MAIL_TRANSPORT: /,
    );
    expect(error(() => loadConfig({ DATA_DIR: dataDir, MAIL_TRANSPORT: "smtp" }))).toMatch(
      /^SMTP_URL: es obligatoria con MAIL_TRANSPORT=smtp/,
    );
  });

  it("needs SMTP in production unless the mailbox is asked for explicitly", () => {
    expect(error(() => loadConfig(production))).toMatch(/^SMTP_URL: es obligatoria con NODE_ENV=production/);
    expect(loadConfig({ ...production, SMTP_URL: "smtps://mail.example:465" }).mail.transport).toBe("smtp");
    expect(loadConfig({ ...production, MAIL_TRANSPORT: "mailbox" }).mail.transport).toBe("mailbox");
  });
});
