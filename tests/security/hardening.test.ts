/**
 * The server's own defences: forwarded addresses believed only from configured proxies, database errors
 * logged without the values they were run with, production refusing weak secrets and never printing one,
 * a plain one-line start failure, the demo listening on loopback, and a database outage answered with the
 * 503 page to signed-in customers too.
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import Fastify from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES } from "#domain/accounts/messages.ts";
import { ConfigError, loadConfig } from "#server/config.ts";
import { appLoggerOptions } from "#server/http/log-options.ts";
import { LOGIN_RULES } from "#server/http/rate-limit.ts";
import { signUp } from "../support/accounts.ts";
import { createTestApp } from "../support/app.ts";
import { createTestDatabase } from "../support/database.ts";
import { insertAccount } from "../support/fixtures.ts";
import { STRONG_SECRET } from "../support/secrets.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "shop-hardening-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const PRODUCTION = {
  DATA_DIR: dataDir,
  NODE_ENV: "production",
  SMTP_URL: "smtp://127.0.0.1:2525",
  MP_PUBLIC_KEY: "APP_USR-public",
  MP_ACCESS_TOKEN: "APP_USR-access",
  MP_WEBHOOK_SECRET: "panel-secret",
};

function configError(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error("expected a ConfigError");
}

describe("forwarded client addresses", () => {
  let attempt = 0;
  // A new account name each time, so only the address limit can refuse.
  const login = (app: Awaited<ReturnType<typeof createTestApp>>["app"], from: string, forwarded: string) =>
    app.inject({
      method: "POST",
      url: "/account-login",
      remoteAddress: from,
      payload: new URLSearchParams({
        intent: "login",
        email: `nadie${attempt++}@example.com`,
        password: "Mala123",
      }).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": forwarded },
    });

  it("counts a client that forges a new X-Forwarded-For on every request as one address", async () => {
    const shop = await createTestApp("pglite", { env: { TRUST_PROXY: "10.0.0.1" } });
    try {
      const limit = LOGIN_RULES.ip.points;
      const statuses: number[] = [];
      for (let i = 0; i < limit + 5; i++) {
        const res = await login(shop.app, "203.0.113.9", `198.51.100.${i % 250}`);
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(limit)).toEqual(Array(5).fill(429));

      // A configured proxy is believed: behind it, another client is a new address with its own count.
      const viaProxy = await login(shop.app, "10.0.0.1", "198.51.100.7");
      expect(viaProxy.statusCode).toBe(401);
    } finally {
      await shop.close();
    }
  });

  it("believes no proxy unless TRUST_PROXY names it, and refuses a malformed list", () => {
    expect(loadConfig({ DATA_DIR: dataDir }).trustProxy).toEqual([]);
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: "10.0.0.1, 10.1.0.0/16,::1" }).trustProxy).toEqual([
      "10.0.0.1",
      "10.1.0.0/16",
      "::1",
    ]);
    for (const bad of ["*", "true", "10.0.0.1/99", "proxy.example", "10.0.0.1,,x"]) {
      expect(configError({ DATA_DIR: dataDir, TRUST_PROXY: bad })).toMatch(/^TRUST_PROXY: /);
    }
  });
});

describe("database errors in the logs", () => {
  it("log the statement and SQLSTATE, never the values the query was given", async () => {
    const database = await createTestDatabase("pglite");
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = Fastify({ logger: { ...(appLoggerOptions("info") as object), stream } });
    try {
      const person = {
        email: "privada.persona@example.com",
        identifire: "31987654",
        mobilePhone: "1161234567",
        passwordHash: "$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$secretohash",
      };
      await insertAccount(database.db, person);
      const err = await insertAccount(database.db, person).then(
        () => null,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(Error);
      app.log.error({ err }, "request failed");
      const out = lines.join("");
      const logged = JSON.parse(lines[0]!) as { err: { query: string; cause: { code: string } } };
      expect(logged.err.query).toMatch(/^insert into "accounts"/);
      expect(logged.err.cause.code).toBe("23505");
      for (const value of Object.values(person)) expect(out).not.toContain(value);
    } finally {
      await app.close();
      await database.destroy();
    }
  });
});

describe("production configuration", () => {
  it("refuses a session secret with too little entropy", () => {
    for (const weak of ["a".repeat(32), "ab".repeat(20), "password".repeat(5), "abc".repeat(12)]) {
      expect(configError({ ...PRODUCTION, SESSION_SECRET: weak })).toMatch(/^SESSION_SECRET: .*predecible/);
    }
    expect(loadConfig({ ...PRODUCTION, SESSION_SECRET: STRONG_SECRET }).production).toBe(true);
  });

  it("names a bad variable without printing its value", () => {
    const MARK = "S3cr3t0x";
    const cases: Record<string, string> = {
      SESSION_SECRET: `corta-${MARK}`,
      MP_ACCESS_TOKEN: `APP_USR ${MARK}`,
      MP_WEBHOOK_SECRET: `whsec ${MARK}`,
      SMTP_URL: `ftp://usuario:${MARK}@mail.example`,
      DATABASE_URL: `mysql://usuario:${MARK}@db.example/tienda`,
    };
    for (const [name, value] of Object.entries(cases)) {
      const message = configError({ ...PRODUCTION, SESSION_SECRET: STRONG_SECRET, [name]: value });
      expect(message).toMatch(new RegExp(`^${name}: `));
      expect(message, name).not.toContain(MARK);
    }
  });

  it("listens on loopback unless HOST says otherwise", () => {
    expect(loadConfig({ DATA_DIR: dataDir }).host).toBe("127.0.0.1");
    expect(loadConfig({ DATA_DIR: dataDir, HOST: "0.0.0.0" }).host).toBe("0.0.0.0");
  });

  it("says in one line which database could not be reached, with no stack", async () => {
    const child = spawn(process.execPath, ["scripts/start.mjs"], {
      env: {
        ...process.env,
        NODE_ENV: "",
        DATA_DIR: dataDir,
        PORT: "0",
        DATABASE_URL: "postgres://postgres:claveDb77@127.0.0.1:1/tienda",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (d: Buffer) => (output += d.toString()));
    child.stderr.on("data", (d: Buffer) => (output += d.toString()));
    const [code] = (await once(child, "exit")) as [number | null];
    expect(code).toBe(1);
    const lines = output.trim().split("\n");
    expect(lines, output).toHaveLength(1);
    expect(lines[0]).toContain("DATABASE_URL");
    expect(lines[0]).toContain("ECONNREFUSED");
    expect(output).not.toContain("claveDb77");
    expect(output).not.toMatch(/\n\s+at /);
  }, 60_000);
});

describe("a signed-in customer during a database outage", () => {
  it("gets the 503 page like everyone else, not the login page", async () => {
    const shop = await createTestApp("pglite");
    try {
      const session = await signUp(shop.app, shop.config.mail.mailboxDir, "en-corte@example.com");
      const before = await shop.app.inject({ url: "/my-account", headers: { cookie: `token=${session}` } });
      expect(before.statusCode).toBe(200);

      await shop.database.close();
      for (const url of ["/my-account", "/my-account/profile", "/shop/checkout", "/"]) {
        const res = await shop.app.inject({ url, headers: { cookie: `token=${session}` } });
        expect(res.statusCode, url).toBe(503);
        expect(res.headers.location, url).toBeUndefined();
        expect(res.body, url).toContain("Servicio no disponible");
        expect(res.body, url).not.toContain(ACCOUNT_MESSAGES.loginFailed);
      }
    } finally {
      await shop.close();
    }
  });
});

describe("the checkout when the database fails in the middle of a request", () => {
  it("answers the 503 page, not a redirect to the home page", async () => {
    const lost = () =>
      Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    const shop = await createTestApp("pglite", {
      // The session is found; the cart's own query is the one that loses the server.
      services: (services) => ({
        ...services,
        cart: Object.assign(Object.create(services.cart) as typeof services.cart, {
          view: () => Promise.reject(lost()),
        }),
      }),
    });
    try {
      const session = await signUp(shop.app, shop.config.mail.mailboxDir, "caida-en-checkout@example.com");
      for (const url of ["/shop/checkout", "/shop/checkout.data"]) {
        const res = await shop.app.inject({ url, headers: { cookie: `token=${session}` } });
        expect(res.statusCode, url).toBe(503);
        expect(res.headers.location, url).toBeUndefined();
      }
    } finally {
      await shop.close();
    }
  });
});
