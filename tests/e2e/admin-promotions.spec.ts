import { expect, test } from "../support/e2e-test.ts";
import { formatMoney } from "#domain/money.ts";
import { logIn, verifiedAccount } from "../support/e2e-account.ts";
import { toPaymentStep } from "../support/e2e-checkout.ts";
import { screenshots } from "../support/e2e-screenshots.ts";
import { adminMenu, signInAsOwner } from "../support/e2e-staff.ts";

const TWO_FOR_ONE = "Verano sin vello: 2x1 en axilas";
/** Axilas' offer price, in centavos. */
const AXILAS = 2_560_000;

test("a shopper adds two axilas and the 2x1 lowers the checkout total by itself", async ({
  page,
  request,
}) => {
  const email = await verifiedAccount(request, "Valentina");
  await page.goto("/account-login", { waitUntil: "networkidle" });
  await logIn(page, email);
  await expect(page).not.toHaveURL(/account-login/);

  // Two axilas from the area's page (its own form comes before the related areas'): quantity 2, '¡Lo quiero ya!'.
  await page.goto("/areas/tratamientos-mujer/axilas", { waitUntil: "networkidle" });
  const main = page.getByRole("main");
  await main.getByRole("spinbutton", { name: "Cantidad" }).first().fill("2");
  await main.getByRole("button", { name: "¡Lo quiero ya!" }).first().click();
  await expect(main.getByRole("link", { name: "Ir a pagar" })).toBeVisible();

  // The cart's summary: the promotion is its own line, named, and the total is one axilas.
  await page.goto("/shop/checkout", { waitUntil: "networkidle" });
  await expect(page.getByText("Cantidad: 2")).toBeVisible();
  const summary = page.getByRole("region", { name: "Resumen de compra" });
  await expect(summary.getByRole("term").filter({ hasText: "Subtotal" })).toBeVisible();
  await expect(summary.getByRole("definition").nth(2)).toHaveText(formatMoney(2 * AXILAS));
  await expect(summary.getByRole("term").filter({ hasText: TWO_FOR_ONE })).toBeVisible();
  await expect(summary.getByText(`-${formatMoney(AXILAS)}`)).toBeVisible();
  await expect(page.getByTestId("total")).toHaveText(formatMoney(AXILAS));
  await screenshots(page, "promotion-summary");

  // A code takes its 10% of what the promotion left.
  await page.getByLabel("Código de descuento").fill("bienvenida10");
  await page.getByRole("button", { name: "Usar" }).click();
  await expect(summary.getByText("Descuento BIENVENIDA10 (10%)")).toBeVisible();
  await expect(page.getByTestId("total")).toHaveText(formatMoney(AXILAS - AXILAS / 10));
  await page.getByRole("button", { name: "Quitar el código BIENVENIDA10" }).click();
  await expect(page.getByTestId("total")).toHaveText(formatMoney(AXILAS));

  // The payment step's purchase summary ('Tu compra') shows the same line and charges the lowered total.
  await toPaymentStep(page);
  const purchase = page.getByRole("region", { name: "Tu compra" });
  await expect(purchase.getByText("Axilas × 2")).toBeVisible();
  await expect(purchase.getByRole("term").filter({ hasText: TWO_FOR_ONE })).toBeVisible();
  await expect(purchase.getByText(`-${formatMoney(AXILAS)}`)).toBeVisible();
  await expect(purchase.getByRole("definition").last()).toHaveText(formatMoney(AXILAS));
  await screenshots(page, "promotion-payment-step");
});

test("the owner finds the 2x1 among the automatic promotions and saves it with 'Guardar'", async ({
  page,
}) => {
  await signInAsOwner(page);
  await adminMenu(page).filter({ hasText: "Promociones automáticas" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Promociones automáticas" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: TWO_FOR_ONE });
  await expect(row).toContainText("2x1");
  await expect(row).toContainText("Vigente");
  await expect(page.getByRole("row").filter({ hasText: "Hot Sale: 15% en combos" })).toContainText("Vencida");
  await screenshots(page, "promotion-rules");

  await row.getByRole("link", { name: TWO_FOR_ONE }).click();
  await expect(page.getByRole("checkbox", { name: "Axilas", exact: true })).toBeChecked();
  await page.getByRole("textbox", { name: "Pagá (m)" }).fill("2");
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(
    page.getByText("La cantidad que se paga tiene que ser menor que la que se lleva."),
  ).toBeVisible();
  await screenshots(page, "promotion-rule-error");
  await page.getByRole("textbox", { name: "Pagá (m)" }).fill("1");
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Cambios guardados" })).toBeVisible();
});
