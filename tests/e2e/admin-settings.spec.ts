import { expect, test, type Page } from "../support/e2e-test.ts";
import { EDITOR_MESSAGES } from "#domain/editing/messages.ts";
import { SETTINGS_MESSAGES } from "#domain/settings/messages.ts";
import { expectAccessible } from "../support/a11y.ts";
import { screenshots } from "../support/e2e-screenshots.ts";
import { adminMenu, signInAsOwner } from "../support/e2e-staff.ts";

const AREA_PAGE = "/areas/tratamientos-mujer/axilas";

/** Whether the area's page shows a price (the page cache may be up to a second behind a save). */
async function showsPrice(page: Page): Promise<boolean> {
  await page.goto(AREA_PAGE);
  return /\$\s?\d/.test((await page.locator("main").textContent()) ?? "");
}

async function setPricesShown(page: Page, shown: boolean) {
  await page.goto("/admin/ajustes");
  await page.getByRole("checkbox", { name: "Mostrar los precios" }).setChecked(shown);
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByRole("status").filter({ hasText: EDITOR_MESSAGES.saved })).toBeVisible();
}

test("the owner hides the prices with 'Guardar' and the shop stops showing them", async ({ page }) => {
  await signInAsOwner(page);
  await adminMenu(page).filter({ hasText: "Ajustes" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Ajustes" })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "settings");

  // A bad e-mail first: nothing is saved and the message sits under the field.
  const email = page.getByRole("textbox", { name: "E-mail de contacto" });
  await email.fill("no-es-correo");
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(email).toHaveAccessibleDescription(SETTINGS_MESSAGES.email);
  await expect(page.getByRole("alert").filter({ hasText: EDITOR_MESSAGES.invalidForm })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "settings-error");

  const shop = await page.context().newPage();
  expect(await showsPrice(shop)).toBe(true);
  await setPricesShown(page, false);
  await expect.poll(() => showsPrice(shop), { timeout: 10_000 }).toBe(false);

  await setPricesShown(page, true);
  await expect.poll(() => showsPrice(shop), { timeout: 10_000 }).toBe(true);
});
