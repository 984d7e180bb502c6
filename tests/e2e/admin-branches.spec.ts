import { expect, test, type Page } from "../support/e2e-test.ts";
import { EDITOR_MESSAGES } from "#domain/editing/messages.ts";
import { STAFF_MESSAGES } from "#domain/staff/messages.ts";
import { STORE_ADMIN_MESSAGES } from "#domain/stores/messages.ts";
import { expectAccessible } from "../support/a11y.ts";
import { adminMenu, choosePassword, signInAsOwner, signOut, staffSignIn } from "../support/e2e-staff.ts";
import { screenshots } from "../support/e2e-screenshots.ts";

const FRANCHISEE = `norte-${Date.now()}@candela.test`;
const FRANCHISEE_PASSWORD = "clave de la franquicia del norte";
const FRANCHISE = "Grupo Norte Estética S.R.L.";
const OWN_BRANCH = "Candela Olivos";
const OTHER_BRANCH = "Candela Palermo";

/** The branch's public page shows `text` (the page cache may be up to a second behind a save). */
async function branchPageShows(page: Page, text: string): Promise<boolean> {
  await page.goto("/local?sucursal=candela-olivos");
  return ((await page.locator("main").textContent()) ?? "").includes(text);
}

test("the owner makes a franchisee, who sees only its branches and changes a phone the shop then shows", async ({
  page,
}) => {
  await signInAsOwner(page);
  await adminMenu(page).filter({ hasText: "Equipo" }).click();
  await page.getByRole("textbox", { name: "E-mail", exact: true }).fill(FRANCHISEE);
  await page.getByRole("textbox", { name: "Nombre", exact: true }).fill("Norte");
  await page.getByRole("combobox", { name: "Rol", exact: true }).selectOption("franchise");
  await page
    .getByRole("combobox", { name: "Franquicia (sólo rol Franquicia)" })
    .selectOption({ label: FRANCHISE });
  await page.getByRole("button", { name: "Guardar", exact: true }).click();
  await expect(page.getByText(STAFF_MESSAGES.saved).first()).toBeVisible();

  // The central team sees every branch and franchise.
  await adminMenu(page).filter({ hasText: "Sucursales" }).click();
  await expect(page.getByRole("link", { name: OTHER_BRANCH, exact: true })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "branches-owner");
  await adminMenu(page).filter({ hasText: "Franquicias" }).click();
  await expect(page.getByRole("link", { name: FRANCHISE })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "franchises-owner");
  await signOut(page);

  await choosePassword(page, FRANCHISEE, /^Tu cuenta del equipo/, FRANCHISEE_PASSWORD);
  await staffSignIn(page, FRANCHISEE, FRANCHISEE_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/$/);
  await expect(adminMenu(page).filter({ hasText: "Áreas" })).toHaveCount(0);
  await adminMenu(page).filter({ hasText: "Sucursales" }).click();
  await expect(page.getByRole("link", { name: OWN_BRANCH, exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: OTHER_BRANCH, exact: true })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Nueva sucursal" })).toHaveCount(0);
  await expectAccessible(page);
  await screenshots(page, "branches-franchisee");

  await page.getByRole("link", { name: OWN_BRANCH, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: OWN_BRANCH })).toBeVisible();
  await expect(page.getByText(STORE_ADMIN_MESSAGES.onlyOwnFields)).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Nombre" })).toHaveCount(0);
  const phone = page.getByRole("textbox", { name: "Teléfono" });
  await phone.fill("011 4799-7777");
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByRole("status").filter({ hasText: EDITOR_MESSAGES.saved })).toBeVisible();
  await expect(phone).toHaveValue("011 4799-7777");
  await expectAccessible(page);
  await screenshots(page, "branch-franchisee");

  // Another franchise's branch is refused by its address too.
  await page.goto("/admin/sucursales?q=Palermo");
  await expect(page.getByText(STORE_ADMIN_MESSAGES.noBranches)).toBeVisible();

  const shop = await page.context().newPage();
  await expect.poll(() => branchPageShows(shop, "011 4799-7777"), { timeout: 10_000 }).toBe(true);
});
