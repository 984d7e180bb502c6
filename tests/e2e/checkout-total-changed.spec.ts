import { type BrowserContext, expect, test } from "../support/e2e-test.ts";
import {
  CARDS,
  customerWithCart,
  expectAnswer,
  field,
  fillBilling,
  fillCard,
  RESULT_URL,
  toPaymentStep,
} from "../support/e2e-checkout.ts";

/** Axilas ($ 25.600,00 on offer) and Bozo ($ 18.000,00) as seeded. */
const AXILAS = "$\u00a025.600,00";
const AXILAS_AND_BOZO = "$\u00a043.600,00";

/** Another tab of the same customer adds Bozo with '¡Lo quiero ya!'; that tab is returned. */
async function addBozoInAnotherTab(context: BrowserContext) {
  const other = await context.newPage();
  await other.goto("/areas/tratamientos-mujer", { waitUntil: "networkidle" });
  const bozo = other
    .getByRole("article")
    .filter({ has: other.getByRole("heading", { name: "Bozo", exact: true }) });
  await bozo.getByRole("button", { name: "¡Lo quiero ya!" }).click();
  await expect(bozo.getByRole("button", { name: "¡Lo quiero ya!" })).toBeHidden();
  return other;
}

test("an area added in another tab before 'Confirmar Pago' charges nothing until the new total is confirmed", async ({
  page,
  context,
}) => {
  await customerWithCart(page, "Carla", ["Axilas"]);
  await toPaymentStep(page);
  await fillCard(page, { holder: "APRO", number: CARDS.visa, installments: 3 });
  await fillBilling(page);
  await page.getByRole("button", { name: "Continuar" }).click();
  const totalRow = page.locator("dt:text-is('Total a pagar') + dd");
  await expect(totalRow).toHaveText(AXILAS);

  const other = await addBozoInAnotherTab(context);

  // Back in the payment step: the confirmed total is no longer the cart's.
  await page.bringToFront();
  await page.getByRole("button", { name: "Confirmar Pago" }).click();
  const dialog = page.getByRole("dialog", { name: "Atención" });
  await expect(dialog).toContainText(
    `El total de tu compra cambió: ahora es ${AXILAS_AND_BOZO}. Revisá el resumen y confirmá de nuevo.`,
  );
  await other.goto("/my-account/order/payments");
  await expect(other.getByText("No se encontraron resultados.")).toBeVisible();

  // The confirmation now shows the new total and both areas; confirming it pays it.
  await dialog.getByRole("button", { name: "Cerrar" }).click();
  await expect(page.getByRole("heading", { name: "Confirmación" })).toBeVisible();
  await expect(totalRow).toHaveText(AXILAS_AND_BOZO);
  await expect(page.getByRole("region", { name: "Tu compra" })).toContainText("Bozo");
  await page.getByRole("button", { name: "Confirmar Pago" }).click();
  await expectAnswer(page, "¡Tu pago fue aprobado!");

  await other.goto("/my-account/order/payments");
  const rows = other.getByRole("row").filter({ hasText: "Aprobado" });
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(AXILAS_AND_BOZO);
  await expect(page).toHaveURL(RESULT_URL, { timeout: 15_000 });
  await expect(page.locator("dt:text-is('Total') + dd")).toHaveText(AXILAS_AND_BOZO);
});

test("a refusal already closed does not come back when the payment step is opened again", async ({
  page,
  context,
}) => {
  await customerWithCart(page, "Rosa", ["Axilas"]);
  await toPaymentStep(page);
  await fillCard(page, { holder: "APRO", number: CARDS.visa, installments: 1 });
  await fillBilling(page);
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByRole("heading", { name: "Confirmación" })).toBeVisible();

  await addBozoInAnotherTab(context);

  await page.bringToFront();
  await page.getByRole("button", { name: "Confirmar Pago" }).click();
  const dialog = page.getByRole("dialog", { name: "Atención" });
  await expect(dialog).toContainText("El total de tu compra cambió");
  await dialog.getByRole("button", { name: "Cerrar" }).click();
  await expect(dialog).toBeHidden();

  // Back to the cart and on to 'Pago' again: the step starts afresh, with nothing over it.
  await page.getByRole("button", { name: "Modificar datos" }).click();
  await page.getByRole("button", { name: "Volver" }).click();
  await expect(page.getByRole("heading", { name: "Áreas elegidas" })).toBeVisible();
  await page.getByRole("button", { name: "Pagar" }).click();
  await expect(page.getByRole("heading", { name: "Pago", exact: true })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Tipo de documento" })).toHaveValue("DNI");
  await expect(dialog).toBeHidden();
  await field(page, "Nombre del titular").fill("APRO");
  await expect(field(page, "Nombre del titular")).toHaveValue("APRO");
});
