import { expect, test } from "../support/e2e-test.ts";
import { customerWithCart } from "../support/e2e-checkout.ts";

test("the 'En tu resumen' card of the account area counts the areas and leads to the checkout", async ({
  page,
}) => {
  await customerWithCart(page, "Renata", ["Axilas", "Bozo"]);
  await page.goto("/my-account");
  const card = page.getByRole("region", { name: "En tu resumen" });
  await expect(card).toContainText("2 Áreas");
  await card.getByRole("link", { name: "Ver mi resumen" }).click();
  await expect(page).toHaveURL(/\/shop\/checkout$/);
  await expect(page.getByRole("heading", { name: "Áreas elegidas" })).toBeVisible();

  // Once the cart is empty the card is gone.
  for (const title of ["Axilas", "Bozo"]) {
    await page.getByRole("button", { name: `Eliminar ${title}` }).click();
    await expect(page.getByRole("button", { name: `Eliminar ${title}` })).toBeHidden();
  }
  await page.goto("/my-account");
  await expect(page.getByRole("heading", { name: /^Hola/ })).toBeVisible();
  await expect(page.getByRole("region", { name: "En tu resumen" })).toHaveCount(0);
});

test("a branch that does not do the treatment is not offered, and its page says so", async ({ page }) => {
  await customerWithCart(page, "Noemí", ["Axilas"]);
  await page.goto("/shop/checkout", { waitUntil: "networkidle" });
  await page.getByText("Ver todas las sucursales").click();
  await expect(page.getByRole("button", { name: "Candela Palermo" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Candela Microcentro" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Candela Paraná" })).toHaveCount(0);
  const combo = page.getByRole("combobox", { name: "Sucursal" });
  await combo.fill("Microcentro");
  await expect(page.getByText("Sin resultados de sucursales")).toBeVisible();

  await page.goto("/local?sucursal=candela-microcentro");
  await expect(page.getByRole("heading", { name: "Candela Microcentro", level: 1 })).toBeVisible();
  await expect(page.getByText("Esta sucursal no realiza depilación láser.")).toBeVisible();
  await page.goto("/local?sucursal=candela-palermo");
  await expect(page.getByRole("heading", { name: "Candela Palermo", level: 1 })).toBeVisible();
  await expect(page.getByText("Esta sucursal no realiza depilación láser.")).toHaveCount(0);
});
