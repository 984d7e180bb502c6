import { test, type Page } from "@playwright/test";

/**
 * Screenshots of the page at the phone and the desktop width, kept with the test's output, when
 * E2E_SCREENSHOTS is set (`E2E_SCREENSHOTS=1 npx playwright test`): they are for people to look at, assert
 * nothing, and cost the suite a minute, so the test command leaves them out. The page is left at 1366 px.
 */
export async function screenshots(page: Page, name: string) {
  if (!process.env.E2E_SCREENSHOTS) return;
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
}
