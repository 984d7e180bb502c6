import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

const PAGES = [
  "/",
  "/areas/tratamientos-mujer/",
  "/areas/tratamientos-mujer/axilas",
  "/locales",
  "/blog/tecnologia-soprano-ice",
  "/contactanos",
];

for (const width of [390, 1366]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const path of PAGES) {
      test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
        await page.goto(path, { waitUntil: "networkidle" });
        const results = await new AxeBuilder({ page })
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
          .analyze();
        const serious = results.violations
          .filter((v) => v.impact === "serious" || v.impact === "critical")
          .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(" ")) }));
        expect(serious).toEqual([]);
      });
    }
  });
}

test("the drawer and the instalments dialog are accessible when open", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/areas/tratamientos-mujer/axilas", { waitUntil: "networkidle" });
  await page.getByRole("button", { name: "Menú" }).click();
  await expect(page.getByRole("dialog", { name: "Menú" })).toBeVisible();
  let results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Ver cuotas" }).click();
  await expect(page.getByRole("dialog", { name: "Cuotas disponibles" })).toBeVisible();
  results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
});
