import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { buildApp, type AppOptions } from "#server/app.ts";
import { loadConfig } from "#server/config.ts";
import { createServices } from "#server/services.ts";
import { createTestDatabase } from "./database.ts";
import { TEST_PASSWORD_HASH_COST } from "./password-cost.ts";
import { copySeededUploads } from "./templates.ts";

const BUILD_DIR = path.resolve("build");

/** The production React Router build; `npm test` makes it before the vitest step. */
export async function loadServerBuild(): Promise<ServerBuild> {
  const entry = path.join(BUILD_DIR, "server/index.js");
  if (!existsSync(entry)) throw new Error("No build found: run `npm run build` first.");
  return (await import(pathToFileURL(entry).href)) as ServerBuild;
}

export interface TestAppOptions {
  /** More environment variables for the configuration (e.g. SMTP_URL, NODE_ENV). */
  env?: Record<string, string>;
  mailRetry?: AppOptions["mailRetry"];
  /** Replaces services, e.g. an account's orders. */
  services?: (services: ReturnType<typeof createServices>) => ReturnType<typeof createServices>;
}

/** The whole shop app over a fresh copy of the seeded demo shop, ready for `app.inject`. */
export async function createTestApp(engine: "pglite" | "postgres", opts: TestAppOptions = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "shop-app-"));
  const database = await createTestDatabase(engine, { seeded: true });
  // Tests change the database and read the pages at once: the page cache (up to 1 s behind) only on request.
  // Requests come from inject's 127.0.0.1, trusted as a proxy: tests pick client addresses by X-Forwarded-For.
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    PAGE_CACHE: "off",
    TRUST_PROXY: "127.0.0.1",
    // Production refuses the least cost (and a test of production's configuration gets OWASP's).
    ...(opts.env?.NODE_ENV === "production" ? {} : { PASSWORD_HASH_COST: TEST_PASSWORD_HASH_COST }),
    ...opts.env,
  });
  copySeededUploads(config.uploadsDir);
  const app = await buildApp({
    config,
    services: (opts.services ?? ((s) => s))(createServices(database, config)),
    build: await loadServerBuild(),
    mailRetry: opts.mailRetry,
    clientDir: path.join(BUILD_DIR, "client"),
    logger: false,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
