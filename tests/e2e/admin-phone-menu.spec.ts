import { expect, test } from "../support/e2e-test.ts";
import { signInAsOwner } from "../support/e2e-staff.ts";

const SCRIPTS = /\/assets\/[^/]+\.js$/;

test("'Menú' opened on a phone before the panel's scripts load stays open once they run", async ({
  page,
}) => {
  await signInAsOwner(page);
  await page.setViewportSize({ width: 390, height: 844 });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(SCRIPTS, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/admin/", { waitUntil: "commit" });
  const menuButton = page.getByRole("button", { name: "Menú" });
  await menuButton.click();
  const agenda = page.getByRole("navigation", { name: "Panel" }).getByRole("link", { name: "Agenda" });
  await expect(agenda).toBeVisible();

  release();
  // The button says the menu is open once the scripts have taken over, and the menu still is.
  await expect(menuButton).toHaveAttribute("aria-expanded", "true");
  await expect(agenda).toBeVisible();
  await agenda.click();
  await expect(page).toHaveURL(/\/admin\/agenda$/);
  await expect(agenda).toBeHidden();
  await expect(menuButton).toHaveAttribute("aria-expanded", "false");
});
