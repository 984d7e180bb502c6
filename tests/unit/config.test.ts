import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { configError } from "../support/config-error.ts";
import { STRONG_SECRET } from "../support/secrets.ts";
import { TEST_PASSWORD_HASH_COST } from "../support/password-cost.ts";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "#server/config.ts";
import {
  hashPassword,
  hashPrefix,
  setPasswordHashCost,
  verifyPassword,
} from "#server/modules/accounts/passwords.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "shop-config-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** What production needs besides SESSION_SECRET: a mail server and the real payment provider's credentials. */
const PRODUCTION = {
  NODE_ENV: "production",
  SMTP_URL: "smtp://127.0.0.1:2525",
  MP_PUBLIC_KEY: "APP_USR-public",
  MP_ACCESS_TOKEN: "APP_USR-access",
  MP_WEBHOOK_SECRET: "panel-secret",
};

const oneLine = configError;

describe("loadConfig", () => {
  it("has working defaults", () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.port).toBe(3000);
    expect(config.production).toBe(false);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe("http://localhost:3000");
  });

  it("names the variable in a one-line error", () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: "abc" })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: "abc" })).toThrow(/^PORT: /);
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: "70000" })).toThrow(/^PORT: /);
    expect(() => loadConfig({ DATA_DIR: dataDir, DATABASE_URL: "mysql://x" })).toThrow(/^DATABASE_URL: /);
    expect(() => loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: "shop" })).toThrow(/^PUBLIC_URL: /);
    expect(() => loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "loud" })).toThrow(/^LOG_LEVEL: /);
    try {
      loadConfig({ DATA_DIR: dataDir, PORT: "abc" });
    } catch (err) {
      expect((err as Error).message).not.toContain("\n");
    }
  });

  it("generates a session secret once outside production and keeps it in DATA_DIR", () => {
    const first = loadConfig({ DATA_DIR: dataDir }).sessionSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dataDir, "session-secret"), "utf8")).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir }).sessionSecret).toBe(first);
  });

  it("requires SESSION_SECRET in production", () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, NODE_ENV: "production" })).toThrow(/^SESSION_SECRET: /);
    expect(() => loadConfig({ DATA_DIR: dataDir, NODE_ENV: "production", SESSION_SECRET: "short" })).toThrow(
      /^SESSION_SECRET: /,
    );
    const secret = STRONG_SECRET;
    expect(loadConfig({ ...PRODUCTION, DATA_DIR: dataDir, SESSION_SECRET: secret }).production).toBe(true);
  });

  it("hashes passwords at OWASP's cost in production, whatever a test run may ask for", async () => {
    const production = loadConfig({ ...PRODUCTION, DATA_DIR: dataDir, SESSION_SECRET: STRONG_SECRET });
    expect(production.passwordHashCost).toBe("owasp");
    expect(loadConfig({ DATA_DIR: dataDir }).passwordHashCost).toBe("owasp");
    expect(() =>
      loadConfig({
        ...PRODUCTION,
        DATA_DIR: dataDir,
        SESSION_SECRET: STRONG_SECRET,
        PASSWORD_HASH_COST: "minimum",
      }),
    ).toThrow(/^PASSWORD_HASH_COST: /);
    expect(() => loadConfig({ DATA_DIR: dataDir, PASSWORD_HASH_COST: "nada" })).toThrow(
      /^PASSWORD_HASH_COST: /,
    );

    setPasswordHashCost(production.passwordHashCost);
    try {
      const hashed = await hashPassword("Clave123");
      expect(hashed).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(hashed.startsWith(hashPrefix("owasp"))).toBe(true);
      expect(await verifyPassword(hashed, "Clave123")).toBe(true);
    } finally {
      setPasswordHashCost(TEST_PASSWORD_HASH_COST);
    }
  });

  it("treats empty values as unset", () => {
    expect(loadConfig({ DATA_DIR: dataDir, PORT: "", DATABASE_URL: "" }).port).toBe(3000);
  });
});

describe("payments configuration", () => {
  const secret = STRONG_SECRET;
  const production = { ...PRODUCTION, DATA_DIR: dataDir, SESSION_SECRET: secret };

  it("uses the sandbox outside production, with stable credentials derived from the session secret", () => {
    const first = loadConfig({ DATA_DIR: dataDir }).payments;
    expect(first.provider).toBe("sandbox");
    expect(first.publicKey).toBe("TEST-sandbox-public-key");
    expect(first.accessToken).toMatch(/^TEST-[0-9a-f]{64}$/);
    expect(first.webhookSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(first.webhookSecret).not.toBe(first.accessToken.slice(5));
    expect(loadConfig({ DATA_DIR: dataDir }).payments).toEqual(first);
    expect(first.sandbox).toEqual({
      pendingDelayMs: 30_000,
      notificationUrl: "http://localhost:3000/api/payments/webhook",
    });
  });

  it("takes the sandbox's delay and notification address from the environment", () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      SANDBOX_PENDING_DELAY_SECONDS: "5",
      SANDBOX_NOTIFICATION_URL: "http://127.0.0.1:4173/api/payments/webhook",
      MP_PUBLIC_KEY: "TEST-mine",
    }).payments;
    expect(config.sandbox).toEqual({
      pendingDelayMs: 5000,
      notificationUrl: "http://127.0.0.1:4173/api/payments/webhook",
    });
    expect(config.publicKey).toBe("TEST-mine");
    expect(
      loadConfig({ DATA_DIR: dataDir, SANDBOX_PENDING_DELAY_SECONDS: "0" }).payments.sandbox.pendingDelayMs,
    ).toBeNull();
    expect(oneLine(() => loadConfig({ DATA_DIR: dataDir, SANDBOX_PENDING_DELAY_SECONDS: "-1" }))).toMatch(
      /^SANDBOX_PENDING_DELAY_SECONDS: /,
    );
    expect(oneLine(() => loadConfig({ DATA_DIR: dataDir, SANDBOX_NOTIFICATION_URL: "webhook" }))).toMatch(
      /^SANDBOX_NOTIFICATION_URL: /,
    );
  });

  it("accepts only sandbox or mercadopago", () => {
    expect(oneLine(() => loadConfig({ DATA_DIR: dataDir, PAYMENTS_PROVIDER: "stripe" }))).toMatch(
      /^PAYMENTS_PROVIDER: /,
    );
  });

  it("requires the three Mercado Pago credentials with PAYMENTS_PROVIDER=mercadopago", () => {
    const env = { DATA_DIR: dataDir, PAYMENTS_PROVIDER: "mercadopago" };
    expect(oneLine(() => loadConfig(env))).toMatch(
      /^MP_PUBLIC_KEY: es obligatoria con PAYMENTS_PROVIDER=mercadopago/,
    );
    expect(oneLine(() => loadConfig({ ...env, MP_PUBLIC_KEY: "APP_USR-p" }))).toMatch(/^MP_ACCESS_TOKEN: /);
    expect(
      oneLine(() => loadConfig({ ...env, MP_PUBLIC_KEY: "APP_USR-p", MP_ACCESS_TOKEN: "APP_USR-a" })),
    ).toMatch(/^MP_WEBHOOK_SECRET: /);
    const config = loadConfig({
      ...env,
      MP_PUBLIC_KEY: "APP_USR-p",
      MP_ACCESS_TOKEN: "APP_USR-a",
      MP_WEBHOOK_SECRET: "whsec",
    }).payments;
    expect(config).toMatchObject({
      provider: "mercadopago",
      publicKey: "APP_USR-p",
      accessToken: "APP_USR-a",
      webhookSecret: "whsec",
    });
  });

  it("defaults to Mercado Pago in production, and asks for its credentials", () => {
    expect(loadConfig(production).payments.provider).toBe("mercadopago");
    const { MP_ACCESS_TOKEN: _omitted, ...withoutToken } = production;
    expect(oneLine(() => loadConfig(withoutToken))).toMatch(
      /^MP_ACCESS_TOKEN: es obligatoria con NODE_ENV=production/,
    );
  });

  it("refuses the sandbox in production unless ALLOW_SANDBOX_PAYMENTS=1", () => {
    const sandbox = { ...production, PAYMENTS_PROVIDER: "sandbox" };
    const message = oneLine(() => loadConfig(sandbox));
    expect(message).toMatch(/^PAYMENTS_PROVIDER: /);
    expect(message).toContain("ALLOW_SANDBOX_PAYMENTS=1");
    expect(oneLine(() => loadConfig({ ...sandbox, ALLOW_SANDBOX_PAYMENTS: "0" }))).toBe(message);
    expect(oneLine(() => loadConfig({ ...sandbox, ALLOW_SANDBOX_PAYMENTS: "yes" }))).toMatch(
      /^ALLOW_SANDBOX_PAYMENTS: /,
    );
    expect(loadConfig({ ...sandbox, ALLOW_SANDBOX_PAYMENTS: "1" }).payments.provider).toBe("sandbox");
  });
});

describe("ARCA configuration", () => {
  const production = { ...PRODUCTION, SESSION_SECRET: STRONG_SECRET, DATA_DIR: dataDir };

  it("invoices through the offline stand-in with no configuration, and through ARCA in production", () => {
    expect(loadConfig({ DATA_DIR: dataDir }).arca).toEqual({ environment: "sandbox", timeoutMs: 30_000 });
    expect(loadConfig(production).arca.environment).toBe("produccion");
    expect(
      loadConfig({ DATA_DIR: dataDir, ARCA_ENV: "homologacion", ARCA_TIMEOUT_SECONDS: "12" }).arca,
    ).toEqual({ environment: "homologacion", timeoutMs: 12_000 });
  });

  it("refuses the stand-in in production unless ALLOW_SANDBOX_INVOICES=1, and names a bad value", () => {
    const sandbox = { ...production, ARCA_ENV: "sandbox" };
    expect(oneLine(() => loadConfig(sandbox))).toMatch(/^ARCA_ENV: .*ALLOW_SANDBOX_INVOICES=1/);
    expect(loadConfig({ ...sandbox, ALLOW_SANDBOX_INVOICES: "1" }).arca.environment).toBe("sandbox");
    expect(oneLine(() => loadConfig({ DATA_DIR: dataDir, ARCA_ENV: "testing" }))).toBe(
      'ARCA_ENV: debe ser uno de sandbox, homologacion, produccion (valor recibido: "testing")',
    );
    expect(oneLine(() => loadConfig({ DATA_DIR: dataDir, ARCA_TIMEOUT_SECONDS: "0" }))).toMatch(
      /^ARCA_TIMEOUT_SECONDS: debe ser al menos 1/,
    );
  });
});

describe("tracking scripts configuration", () => {
  const TAWK = "5f2b1c3d4e5f60718293a4b5/1h2g3f4e5";

  it("loads no third-party script in the demo", () => {
    expect(loadConfig({ DATA_DIR: dataDir }).tracking).toEqual({ gtmId: null, chatWidgetId: null });
  });

  it("takes a Tag Manager container and a Tawk.to widget from the environment", () => {
    const config = loadConfig({ DATA_DIR: dataDir, ANALYTICS_GTM_ID: "GTM-AB12CD3", CHAT_WIDGET_ID: TAWK });
    expect(config.tracking).toEqual({ gtmId: "GTM-AB12CD3", chatWidgetId: TAWK });
  });

  it("refuses to start with a malformed id, naming the variable", () => {
    for (const bad of ["AB12CD3", "GTM-", "gtm-ab12cd3", 'GTM-AB12"><script>', "G-AB12CD3XY"]) {
      expect(() => loadConfig({ DATA_DIR: dataDir, ANALYTICS_GTM_ID: bad })).toThrow(/^ANALYTICS_GTM_ID: /);
    }
    for (const bad of [
      "5f2b1c3d4e5f60718293a4b5",
      "x/1h2g3f4e5",
      `${TAWK}/extra`,
      "5f2b1c3d4e5f60718293a4b5/a b",
    ]) {
      expect(() => loadConfig({ DATA_DIR: dataDir, CHAT_WIDGET_ID: bad })).toThrow(/^CHAT_WIDGET_ID: /);
    }
  });
});
