// Playwright's `test`, with a shop of its own for each worker: a server process over a fresh demo database
// (on PostgreSQL when TEST_DATABASE_URL is set, which production uses; else the embedded one), so two workers
// run journeys side by side without seeing each other's changes. Every spec imports `test` from here.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { test as base } from "@playwright/test";
import { createPostgresDatabase } from "./postgres-admin.ts";
import { freePort, startServerProcess, type ServerProcess } from "./server-process.ts";

export * from "@playwright/test";

export const test = base.extend<object, { shop: ServerProcess }>({
  shop: [
    // Playwright reads a fixture's dependencies from its first parameter: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const dataDir = mkdtempSync(path.join(tmpdir(), "shop-e2e-"));
      const postgres = process.env.TEST_DATABASE_URL ? await createPostgresDatabase("shop_e2e") : null;
      const port = await freePort();
      const server = await startServerProcess({
        PORT: String(port),
        // The browser's origin, which the actions' CSRF check compares with.
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        DATA_DIR: dataDir,
        ...(postgres ? { DATABASE_URL: postgres.url } : {}),
        SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT ?? 4025}`,
        PASSWORD_HASH_COST: "minimum",
        // A CONT test payment stays in process this long, then settles and its webhook approves it.
        SANDBOX_PENDING_DELAY_SECONDS: "8",
      });
      await provide(server);
      server.child.kill("SIGTERM");
      await server.exited;
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: "worker", timeout: 180_000 },
  ],
  baseURL: async ({ shop }, provide) => provide(shop.url),
});
