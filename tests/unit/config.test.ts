import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../server/config.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "shop-config-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

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
    const secret = "x".repeat(40);
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: "production", SESSION_SECRET: secret }).production).toBe(
      true,
    );
  });

  it("treats empty values as unset", () => {
    expect(loadConfig({ DATA_DIR: dataDir, PORT: "", DATABASE_URL: "" }).port).toBe(3000);
  });
});
