import { expect, test } from "../support/e2e-test.ts";
import { COUPON_ADMIN_MESSAGES } from "#domain/coupons/messages.ts";
import { couponRefusalMessage } from "#domain/coupons/rules.ts";
import { EDITOR_MESSAGES } from "#domain/editing/messages.ts";
import { expectAccessible } from "../support/a11y.ts";
import { customerWithCart } from "../support/e2e-checkout.ts";
import { adminMenu, signInAsNewStaffMember } from "../support/e2e-staff.ts";
import { screenshots } from "../support/e2e-screenshots.ts";

const EDITOR = `codigos-${Date.now()}@candela.test`;
const EDITOR_PASSWORD = "clave de quien arma los códigos";
const CODE = `PRIMAVERA${Date.now() % 100_000}`;

test("an editor makes a code with 'Guardar', a shopper uses it with 'Usar', and once disabled it is refused", async ({
  page,
  browser,
}) => {
  await signInAsNewStaffMember(page, {
    email: EDITOR,
    name: "Códigos",
    role: "editor",
    password: EDITOR_PASSWORD,
  });

  await adminMenu(page).filter({ hasText: "Códigos" }).click();
  await page.getByRole("link", { name: COUPON_ADMIN_MESSAGES.newCode }).click();
  await page.getByRole("textbox", { name: "Código" }).fill(CODE);
  await page.getByRole("combobox", { name: "Tipo de descuento" }).selectOption({ label: "Monto fijo" });
  await page.getByRole("textbox", { name: "Valor" }).fill("5.000");
  await page.getByRole("textbox", { name: "Usos por cliente" }).fill("1");
  await expectAccessible(page);
  await screenshots(page, "code-new");
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByRole("heading", { level: 1, name: CODE })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: EDITOR_MESSAGES.saved })).toBeVisible();
  await expect(page.getByText(COUPON_ADMIN_MESSAGES.noRedemptions)).toBeVisible();

  // A shopper in another browser uses it.
  const shopper = await browser.newContext();
  const shopPage = await shopper.newPage();
  await customerWithCart(shopPage, "Marina", ["Axilas"]);
  await shopPage.goto("/shop/checkout", { waitUntil: "networkidle" });
  await shopPage.getByLabel("Código de descuento").fill(CODE.toLowerCase());
  await shopPage.getByRole("button", { name: "Usar" }).click();
  await expect(shopPage.getByRole("button", { name: `Quitar el código ${CODE}` })).toBeVisible();
  await expect(shopPage.getByText(`Descuento ${CODE} ($ 5.000,00)`)).toBeVisible();
  await shopPage.getByRole("button", { name: `Quitar el código ${CODE}` }).click();

  // Disabled in the back office, the code is refused.
  await page.getByRole("checkbox", { name: "Código activo" }).uncheck();
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByRole("status").filter({ hasText: EDITOR_MESSAGES.saved })).toBeVisible();
  await screenshots(page, "code-edit");
  await adminMenu(page).filter({ hasText: "Códigos" }).click();
  await expect(page.getByRole("link", { name: CODE })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "codes");

  await shopPage.getByLabel("Código de descuento").fill(CODE);
  await shopPage.getByRole("button", { name: "Usar" }).click();
  await expect(shopPage.getByLabel("Código de descuento")).toHaveAccessibleDescription(
    couponRefusalMessage("disabled"),
  );
  await shopper.close();
});
