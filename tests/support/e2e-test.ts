// Playwright's `test`, with a shop of its own for each worker (tests/support/e2e-shop.ts), so two workers run
// journeys side by side without seeing each other's changes. Every spec imports `test` from here.
import { test as base } from "@playwright/test";
import { shopData, startShop } from "./e2e-shop.ts";
import type { ServerProcess } from "./server-process.ts";

export * from "@playwright/test";

export const test = base.extend<object, { shop: ServerProcess }>({
  shop: [
    // Playwright reads a fixture's dependencies from its first parameter: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const shop = await startShop(await shopData("e2e"), {
        // A CONT test payment stays in process this long, then settles and its webhook approves it.
        SANDBOX_PENDING_DELAY_SECONDS: "8",
      });
      await provide(shop.server);
      await shop.close();
    },
    { scope: "worker", timeout: 180_000 },
  ],
  baseURL: async ({ shop }, provide) => provide(shop.url),
});
