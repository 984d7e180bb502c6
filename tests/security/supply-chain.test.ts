/**
 * What the browser downloads holds nothing of the server: no server-only package, no read of the server's
 * environment, no secret of the configuration, no path of a server source file.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "#server/config.ts";

const CLIENT_DIR = path.resolve("build/client");
const TEXT_FILES = /\.(js|mjs|css|html|json|webmanifest|map)$/;

/** Markers that only a server-only package leaves in a bundle. */
const SERVER_MARKERS: [string, RegExp][] = [
  ["argon2", /@node-rs\/argon2|argon2id\$v=/],
  ["drizzle-orm", /drizzle-orm|pgTable\(|DrizzleError/],
  ["pg", /from\s*["']pg["']|require\(["']pg["']\)|pg-protocol|pg-pool/],
  ["pglite", /@electric-sql\/pglite|PGlite/],
  ["nodemailer", /nodemailer/i],
  ["fastify", /fastify/i],
  ["mercadopago SDK (server)", /WebhookSignatureValidator|MercadoPagoConfig/],
  ["node built-ins", /["']node:(fs|child_process|crypto|net)["']/],
];

/** Server variables that must never be read in browser code. */
const SERVER_VARIABLES = [
  "SESSION_SECRET",
  "DATABASE_URL",
  "MP_ACCESS_TOKEN",
  "MP_WEBHOOK_SECRET",
  "SMTP_URL",
  "DATA_DIR",
  "ALLOW_SANDBOX_PAYMENTS",
];

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)],
  );
}

describe("the browser bundle", () => {
  if (!existsSync(path.join(CLIENT_DIR, "assets"))) {
    execFileSync("npm", ["run", "build"], { stdio: "ignore" });
  }
  const assets = files(CLIENT_DIR)
    .filter((f) => TEXT_FILES.test(f))
    .map((f) => ({ file: path.relative(CLIENT_DIR, f), text: readFileSync(f, "utf8") }));

  it("has JavaScript to check", () => {
    expect(assets.filter((a) => a.file.endsWith(".js")).length).toBeGreaterThan(5);
  });

  it("contains no server-only package", () => {
    for (const [name, marker] of SERVER_MARKERS) {
      const found = assets.filter((a) => marker.test(a.text)).map((a) => a.file);
      expect(found, name).toEqual([]);
    }
  });

  it("reads no server variable and names no server source file", () => {
    for (const { file, text } of assets) {
      for (const name of SERVER_VARIABLES) {
        expect(text.includes(`process.env.${name}`) || text.includes(`env.${name}`), `${file}: ${name}`).toBe(
          false,
        );
      }
      expect(text, file).not.toMatch(/["'`/](server\/(http|db|modules|payments|mail)\/[\w./-]+\.ts)/);
      expect(text, file).not.toMatch(/\.server\.tsx?["']/);
    }
  });

  it("holds none of the secrets of a configuration", () => {
    const config = loadConfig({
      DATA_DIR: path.join(tmpdir(), "supply-chain-check"),
      SESSION_SECRET: "secreto-de-sesion-de-prueba-0123456789abcdef",
    });
    const secrets = [
      config.sessionSecret,
      config.payments.accessToken,
      config.payments.webhookSecret,
      ...[process.env.SESSION_SECRET, process.env.MP_ACCESS_TOKEN, process.env.MP_WEBHOOK_SECRET].filter(
        (v): v is string => !!v && v.length >= 8,
      ),
    ];
    for (const { file, text } of assets) {
      for (const secret of secrets) expect(text.includes(secret), file).toBe(false);
    }
  });
});
