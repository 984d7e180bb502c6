import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { PROCESS_TEST_LIMIT, startServerProcess } from "../support/server-process.ts";

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** What a production start needs besides the database (the sandbox and SMTP allowed explicitly). */
const PRODUCTION = {
  NODE_ENV: "production",
  SESSION_SECRET: "una-clave-de-sesion-larga-y-aleatoria-9f8e7d6c5b4a3f2e1d0c",
  PUBLIC_URL: "https://tienda.example",
  PAYMENTS_PROVIDER: "sandbox",
  ALLOW_SANDBOX_PAYMENTS: "1",
  SMTP_URL: "smtp://127.0.0.1:2525",
  MAIL_FROM: "Candela <hola@candela.test>",
};

describe("the demo owner", () => {
  it(
    "is printed once at the first start, signs in, and keeps production from starting",
    { timeout: PROCESS_TEST_LIMIT },
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), "shop-demo-owner-"));
      dirs.push(dataDir);
      const demo = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: "" });
      const password = /Contraseña: (\S+)/.exec(demo.output())?.[1];
      expect(demo.output()).toContain("Correo: dueno@candela.test");
      expect(password).toMatch(/^[\w-]{16}$/);
      const login = await fetch(`${demo.url}/admin/login`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "login", email: "dueno@candela.test", password: password! }),
      });
      expect(login.status).toBe(302);
      expect(login.headers.get("set-cookie")).toMatch(/^staff_token=/);
      demo.child.kill("SIGTERM");
      expect(await demo.exited).toBe(0);

      const production = spawn(process.execPath, ["scripts/start.mjs"], {
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          DATABASE_URL: "",
          PORT: "0",
          LOG_LEVEL: "warn",
          ...PRODUCTION,
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      production.stdout.on("data", (d: Buffer) => (output += d.toString()));
      production.stderr.on("data", (d: Buffer) => (output += d.toString()));
      const [code] = await once(production, "exit");
      expect(code).toBe(1);
      expect(output).toContain(
        "NODE_ENV=production: la tienda no arranca mientras una cuenta del equipo tenga la contraseña de demostración (dueno@candela.test)",
      );
      expect(output).not.toContain(password!);
    },
  );
});
