import { expect, test } from "../support/e2e-test.ts";
import { addToCart, buyApproved, customerWithCart } from "../support/e2e-checkout.ts";

test.use({ viewport: { width: 390, height: 844 } });

test("a customer who bought at a branch sees it suggested first the next time", async ({ page }) => {
  await customerWithCart(page, "Valentina", ["Axilas"]);
  // The first purchase, at Candela Palermo.
  await buyApproved(page);

  // A new cart, with another branch chosen for it.
  await addToCart(page, ["Bozo"]);
  await page.goto("/shop/checkout", { waitUntil: "networkidle" });
  const combo = page.getByRole("combobox", { name: "Sucursal" });
  await combo.fill("Yerba");
  await page.getByRole("option", { name: /Candela Yerba Buena/ }).click();
  await expect(page.getByText("Sucursal elegida: Candela Yerba Buena")).toBeVisible();

  await page.reload({ waitUntil: "networkidle" });
  await page.getByRole("button", { name: "Ver sucursales" }).click();
  const options = page.getByRole("listbox").getByRole("option");
  await expect(options.first()).toHaveAccessibleName(/^Candela Palermo/);
  await expect(options.nth(1)).toHaveAccessibleName(/^Candela Yerba Buena/);
});
