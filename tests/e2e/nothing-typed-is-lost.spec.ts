import { expect, test } from "../support/e2e-test.ts";
import { customerWithCart, field, fillBilling, toPaymentStep } from "../support/e2e-checkout.ts";

test.use({ viewport: { width: 390, height: 844 } });

test("on a phone, a reload of the payment step keeps the billing address typed", async ({ page }) => {
  await customerWithCart(page, "Mora", ["Axilas"]);
  await toPaymentStep(page);
  await fillBilling(page);

  await page.reload({ waitUntil: "networkidle" });
  await expect(page.getByRole("heading", { name: "Pago", exact: true })).toBeVisible();
  await expect(field(page, "Dirección")).toHaveValue("Av. Santa Fe 1234");
  await expect(field(page, "Piso, departamento u otra referencia")).toHaveValue("3° B");
  await expect(field(page, "Ciudad")).toHaveValue("Ciudad Autónoma de Buenos Aires");
  await expect(field(page, "Código postal")).toHaveValue("C1425");
  const province = page.getByRole("combobox", { name: "Provincia" });
  await expect(province.locator("option:checked")).toHaveText("Ciudad Autónoma de Buenos Aires");
});
