import { expect, test } from "../support/e2e-test.ts";

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

test("the menu drawer opens and closes on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/", { waitUntil: "networkidle" });
  await expect(page.getByRole("navigation", { name: "Principal" })).toBeHidden();
  const menu = page.getByRole("button", { name: "Menú" });
  const drawer = page.getByRole("dialog", { name: "Menú" });
  await expect(drawer).toBeHidden();
  await menu.click();
  await expect(drawer).toBeVisible();
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await expect(drawer.getByRole("link", { name: "Locales" })).toBeVisible();
  await drawer.getByRole("button", { name: "Cerrar" }).click();
  await expect(drawer).toBeHidden();
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(menu).toBeFocused();

  // A link in the drawer navigates and closes it.
  await menu.click();
  await drawer.getByRole("link", { name: "Quiénes somos" }).click();
  await expect(page).toHaveURL(/\/quienes-somos$/);
  await expect(page.getByRole("heading", { level: 1, name: "Quiénes somos" })).toBeVisible();
  await expect(drawer).toBeHidden();
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

test("on a phone the first screen shows what Candela sells: areas with their price and the way in", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/", { waitUntil: "networkidle" });
  const fold = 844;
  const below = async (locator: ReturnType<typeof page.locator>) =>
    locator.evaluate((el) => el.getBoundingClientRect().bottom);
  const hero = page.getByRole("region", { name: "Destacados" });
  // The carousel, its buttons included, ends before the lower third of the screen.
  expect(await below(hero)).toBeLessThan(fold * 0.7);
  const areas = page.getByRole("region", { name: "Depilación láser por áreas" });
  await expect(areas).toBeInViewport({ ratio: 1 });
  const axilas = areas.getByRole("link", { name: /^Axilas \$ [\d.]+,\d\d$/ });
  await expect(axilas).toBeInViewport();
  expect(await below(areas.getByRole("listitem").last())).toBeLessThanOrEqual(fold);
  await expect(areas.getByRole("link", { name: "Ver áreas" })).toHaveAttribute("href", "/areas");
  await axilas.click();
  await expect(page).toHaveURL(/\/areas\/tratamientos-mujer\/axilas$/);

  // From 768 px the featured cards do this: the list is not shown there.
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto("/");
  await expect(page.getByRole("region", { name: "Depilación láser por áreas" })).toBeHidden();
});
