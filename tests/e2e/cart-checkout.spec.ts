import { expect, test } from "../support/e2e-test.ts";
import { formatMoney } from "#domain/money.ts";
import { logIn, verifiedAccount } from "../support/e2e-account.ts";
import { addFirstAreas, centavos, signInToCheckout } from "../support/e2e-checkout.ts";

test("from the local cart through login to the payment step", async ({ page, request }) => {
  const email = await verifiedAccount(request, "Carolina");

  // An anonymous visitor adds two areas; they survive a reload.
  await page.goto("/areas/tratamientos-mujer", { waitUntil: "networkidle" });
  const titles = await addFirstAreas(page, 2);
  await page.reload({ waitUntil: "networkidle" });
  await expect(page.getByRole("link", { name: "Ir a pagar" })).toHaveCount(2);
  await expect(page.getByRole("link", { name: "Carrito: 2 áreas" })).toBeVisible();

  // Checkout shows the guest her cart; paying asks for a login first, which comes back with both areas in the
  // server cart.
  await page.getByRole("link", { name: "Ir a pagar" }).first().click();
  await expect(page).toHaveURL(/\/shop\/cart$/);
  for (const title of titles) await expect(page.getByRole("link", { name: title })).toBeVisible();
  await page.getByRole("link", { name: "Iniciar sesión para pagar" }).click();
  await signInToCheckout(page, email, titles);
  await expect(page.getByText("Hola, Carolina")).toBeVisible();

  // A valid code takes 10% off; an expired one stays in the field with its message under it.
  const total = page.getByTestId("total");
  const before = centavos(await total.innerText());
  await page.getByLabel("Código de descuento").fill("bienvenida10");
  await page.getByRole("button", { name: "Usar" }).click();
  await expect(total).toHaveText(formatMoney(before - Math.round(before / 10)));
  await expect(page.getByLabel("Código de descuento")).toBeDisabled();
  await expect(page.getByRole("button", { name: "Usar" })).toBeDisabled();
  await page.getByRole("button", { name: "Quitar el código BIENVENIDA10" }).click();
  await expect(total).toHaveText(formatMoney(before));
  const code = page.getByLabel("Código de descuento");
  await code.fill("VERANO2025");
  await page.getByRole("button", { name: "Usar" }).click();
  await expect(code).toHaveAccessibleDescription("El código de descuento está vencido.");
  await expect(code).toHaveAttribute("aria-invalid", "true");
  await expect(code).toHaveValue("VERANO2025");
  await expect(page.getByRole("dialog", { name: "Atención" })).toHaveCount(0);
  // Typing another code clears the message; a valid one is taken.
  await code.fill("bienvenida10");
  await expect(code).not.toHaveAttribute("aria-invalid", "true");
  await page.getByRole("button", { name: "Usar" }).click();
  await expect(total).toHaveText(formatMoney(before - Math.round(before / 10)));
  await page.getByRole("button", { name: "Quitar el código BIENVENIDA10" }).click();
  await expect(total).toHaveText(formatMoney(before));

  // Remove one area.
  await page.getByRole("button", { name: `Eliminar ${titles[1]}` }).click();
  await expect(page.getByText("1 Área", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: titles[1]! })).toHaveCount(0);

  // 'Pagar' is disabled with its reason beside it; a branch whose franchise cannot take payments is no button,
  // only a name and a phone; a branch that sells online enables 'Pagar'.
  const pay = page.getByRole("button", { name: "Pagar" });
  await expect(pay).toBeDisabled();
  await expect(pay).toHaveAccessibleDescription("Elegí una sucursal para continuar.");
  await page.getByText("Ver todas las sucursales").click();
  await expect(page.getByRole("button", { name: "Candela Rosario Centro" })).toHaveCount(0);
  const byPhone = page.getByRole("region", { name: "Todavía no venden online" });
  await expect(byPhone.getByRole("listitem").filter({ hasText: "Candela Rosario Centro" })).toContainText(
    "Llamar al 0341 424-5560",
  );
  await expect(page.getByRole("dialog", { name: "Sucursal no disponible" })).toHaveCount(0);
  await page.getByRole("button", { name: "Candela Palermo" }).click();
  await expect(page.getByRole("button", { name: "Candela Palermo" })).toHaveAttribute("aria-pressed", "true");
  await expect(pay).toBeEnabled();

  // The step and the branch survive a reload.
  await page.reload({ waitUntil: "networkidle" });
  await expect(page.getByText("Sucursal elegida: Candela Palermo")).toBeVisible();
  await page.getByRole("button", { name: "Pagar" }).click();
  await expect(page.getByRole("heading", { name: "Pago" })).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Avance de la compra" })).toHaveAttribute(
    "aria-valuenow",
    "33",
  );
});

test("the searchable branch list offers only branches that can take payments", async ({ page, request }) => {
  const email = await verifiedAccount(request, "Julieta");
  await page.goto("/areas/tratamientos-mujer", { waitUntil: "networkidle" });
  await addFirstAreas(page, 1);
  await page.goto("/account-login?next=%2Fshop%2Fcheckout", { waitUntil: "networkidle" });
  await logIn(page, email);
  await expect(page).toHaveURL(/\/shop\/checkout$/);
  const combo = page.getByRole("combobox", { name: "Sucursal" });
  await combo.fill("Rosario");
  await expect(page.getByText("Sin resultados de sucursales")).toBeVisible();
  await combo.fill("Yerba");
  await page.getByRole("option", { name: /Candela Yerba Buena/ }).click();
  await expect(page.getByText("Sucursal elegida: Candela Yerba Buena")).toBeVisible();
  await expect(page.getByRole("button", { name: "Pagar" })).toBeEnabled();
});

test("adding to the cart works before the JavaScript has loaded", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/areas/tratamientos-hombre");
  const card = page.getByRole("article").first();
  await card.getByRole("button", { name: "¡Lo quiero ya!" }).click();
  await expect(page).toHaveURL(/\/areas\/tratamientos-hombre$/);
  await expect(page.getByRole("article").first().getByRole("link", { name: "Ir a pagar" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Carrito: 1 área" })).toBeVisible();
  await context.close();
});
