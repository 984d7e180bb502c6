import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath } from "./tests/support/chromium.ts";

const PORT = Number(process.env.E2E_PORT ?? 4173);
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 4025);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "shop-e2e-"));
// Chosen once by the runner; its workers inherit it and read there the mails the SMTP sink receives.
process.env.E2E_MAIL_DIR ??= mkdtempSync(path.join(tmpdir(), "shop-e2e-mail-"));

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results/playwright",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    trace: "retain-on-failure",
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1366, height: 900 } } },
  ],
  webServer: [
    // A real SMTP server (smtp-server) that receives the shop's mail; started first.
    {
      command: "npx tsx tests/support/smtp-sink.ts",
      port: SMTP_PORT,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { SMTP_SINK_PORT: String(SMTP_PORT), E2E_MAIL_DIR: process.env.E2E_MAIL_DIR },
    },
    {
      command: "node scripts/start.mjs",
      url: `http://127.0.0.1:${PORT}/api/ready`,
      timeout: 180_000,
      reuseExistingServer: false,
      env: {
        PORT: String(PORT),
        HOST: "127.0.0.1",
        PUBLIC_URL: `http://127.0.0.1:${PORT}`,
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        // A CONT test payment stays in process this long, then settles and its webhook approves it.
        SANDBOX_PENDING_DELAY_SECONDS: "8",
      },
    },
  ],
});
