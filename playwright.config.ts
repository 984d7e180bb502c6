import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath } from "./tests/support/chromium.ts";

const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 4025);
// Chosen once by the runner; its workers inherit it and read there the mails the SMTP sink receives.
process.env.E2E_MAIL_DIR ??= mkdtempSync(path.join(tmpdir(), "shop-e2e-mail-"));

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/support/e2e-build.ts",
  outputDir: "test-results/playwright",
  // Each worker has a shop of its own (tests/support/e2e-test.ts): one worker per core.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  // An expectation waits on a real condition; Playwright's default five seconds is a hang limit that a machine
  // busy with the rest of the suite overran (a popup's tracking event, issue 25).
  expect: { timeout: 15_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  use: {
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    // A failing journey keeps its actions, requests and console; the frames and DOM copies cost a quarter of
    // the journeys' CPU and are recorded only when asked for (docs/decisions/0057).
    trace:
      process.env.E2E_TRACE === "full"
        ? "retain-on-failure"
        : { mode: "retain-on-failure", screenshots: false, snapshots: false },
    // Visitors who ask for less motion get no autoplaying carousels; the journeys ask for it too, since the home
    // page's carousels otherwise keep Chromium at about a quarter of a core for as long as it stays open. The
    // journeys of the carousels themselves ask for motion (storefront-layout.spec.ts).
    reducedMotion: "reduce",
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
  ],
});
