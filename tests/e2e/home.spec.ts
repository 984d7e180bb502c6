import { expect, test } from "@playwright/test";

test("the home page renders from the database and hydrates", async ({ page }) => {
  await page.goto("/", { waitUntil: "networkidle" });
  await expect(page.locator("html")).toHaveAttribute("lang", "es-AR");
  await expect(page).toHaveTitle(/^Inicio \| Candela/);
  await expect(page.getByRole("heading", { name: "Áreas destacadas" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Mujer" })).toHaveAttribute("aria-selected", "true");

  // Switching tabs is a client-side navigation once React has hydrated: the page is not reloaded.
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
  await page.getByRole("tab", { name: "Hombre" }).click();
  await expect(page).toHaveURL(/categoria=tratamientos-hombre/);
  await expect(page.getByRole("tab", { name: "Hombre" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel").getByRole("article").first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
});

test("the menu opens and closes on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/", { waitUntil: "networkidle" });
  const nav = page.getByRole("navigation", { name: "Principal" });
  await expect(nav).toBeHidden();
  await page.getByRole("button", { name: "Menú" }).click();
  await expect(nav).toBeVisible();
  await expect(page.getByRole("button", { name: "Cerrar" })).toHaveAttribute("aria-expanded", "true");
  await page.getByRole("button", { name: "Cerrar" }).click();
  await expect(nav).toBeHidden();
});

test("no console errors or CSP violations on the home page", async ({ page }) => {
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(m.text());
  });
  page.on("pageerror", (e) => problems.push(String(e)));
  await page.goto("/", { waitUntil: "networkidle" });
  expect(problems).toEqual([]);
});
