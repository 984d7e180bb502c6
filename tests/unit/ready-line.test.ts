import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "#server/config.ts";
import { readyLine } from "#server/ready-line.ts";
import { STRONG_SECRET } from "../support/secrets.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "shop-ready-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("the line that ends the start-up", () => {
  it("says, in one line, where the shop, the demo mails, the test cards and the back office are", () => {
    const line = readyLine(loadConfig({ DATA_DIR: dataDir, PORT: "3100" }), { demoLoaded: true });
    expect(line).not.toContain("\n");
    expect(line).toBe(
      "Candela lista en http://localhost:3100 · datos de demostración cargados (códigos de descuento en el README, «Datos de demostración») · correos en http://localhost:3100/dev/mail · pagos de prueba: tarjetas en el README, «Pagos de prueba» · panel en http://localhost:3100/admin (dueno@candela.test)",
    );
  });

  it("says when the database already held data, and when mail goes through SMTP", () => {
    const config = loadConfig({ DATA_DIR: dataDir, SMTP_URL: "smtp://127.0.0.1:2525" });
    const line = readyLine(config, { demoLoaded: false });
    expect(line).toContain("base de datos existente");
    expect(line).toContain("correos por SMTP_URL");
    expect(line).not.toContain("/dev/mail");
  });

  it("names only the address in production", () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      NODE_ENV: "production",
      PUBLIC_URL: "https://candela.com.ar",
      SESSION_SECRET: STRONG_SECRET,
      SMTP_URL: "smtp://127.0.0.1:2525",
      MP_PUBLIC_KEY: "APP_USR-public",
      MP_ACCESS_TOKEN: "APP_USR-access",
      MP_WEBHOOK_SECRET: "panel-secret",
    });
    expect(readyLine(config, { demoLoaded: false })).toBe("Candela lista en https://candela.com.ar");
  });
});
