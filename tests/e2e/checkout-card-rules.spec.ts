/**
 * SPEC.md §9 in the browser (docs/decisions/0024): an area with 'Aplica interés: SI' pays its 12 cuotas with
 * the plan's 48,5 % on the area page, at the checkout and in the charge; Maestro is offered cuotas; a brand
 * the shop does not accept is named before any plan is offered.
 */
import { expect, test } from "../support/e2e-test.ts";
import {
  CARDS,
  confirmPayment,
  customerWithCart,
  expectAnswer,
  field,
  fillBilling,
  RESULT_URL,
  toPaymentStep,
} from "../support/e2e-checkout.ts";

const money = (text: string) => new RegExp(text.replace(/[.$]/g, "\\$&").replace(/ /g, "\\s"));

test("an area with 'Aplica interés: SI' is paid in 12 cuotas with Maestro at the plan's 48,5 %", async ({
  page,
}) => {
  // Cavado completo: $ 52.000,00, up to 12 cuotas, 'Aplica interés: SI'.
  await page.goto("/areas/tratamientos-mujer/cavado-completo");
  await expect(page.getByText(money("Hasta 6 cuotas sin interés de $ 8.666,67"))).toBeVisible();
  await page.getByRole("button", { name: "Ver cuotas" }).click();
  const twelve = page
    .getByRole("dialog")
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: "12" }) });
  await expect(twelve).toContainText(money("$ 6.435,00"));
  await expect(twelve).toContainText("Interés 48,50%");
  await expect(twelve).toContainText(money("$ 77.220,00"));

  await customerWithCart(page, "Marta", ["Cavado completo"]);
  await toPaymentStep(page);
  await field(page, "Nombre del titular").fill("APRO");
  await field(page, "Número de tarjeta").fill(CARDS.maestro);
  await expect(page.getByText("Maestro", { exact: true })).toBeVisible();
  await field(page, "Mes de vencimiento").fill("11");
  await field(page, "Año de vencimiento").fill("30");
  await field(page, "Código de seguridad").fill("123");
  const plans = page.getByRole("radio");
  await expect(plans).toHaveCount(4);
  await expect(page.getByRole("radio", { name: /^6 cuotas sin interés de/ })).toBeVisible();
  const plan = page.getByRole("radio", { name: money("12 cuotas de $ 6.435,00") });
  await plan.check();
  await expect(page.locator("label").filter({ has: plan })).toContainText(
    money("Total financiado $ 77.220,00"),
  );
  await fillBilling(page);
  await confirmPayment(page);

  await expectAnswer(page, "¡Tu pago fue aprobado!");
  await expect(page).toHaveURL(RESULT_URL, { timeout: 15_000 });
  await expect(page.locator("dt:text-is('Total') + dd")).toHaveText(money("$ 77.220,00"));
});

test("a card brand the shop does not accept is named, and no plan is offered", async ({ page }) => {
  await customerWithCart(page, "Nora", ["Axilas"]);
  await toPaymentStep(page);
  await field(page, "Número de tarjeta").fill(CARDS.naranja);
  await expect(
    page.getByText(
      "No aceptamos Naranja para esta compra. Pagá con Visa, Visa Débito, Mastercard, Maestro, Argencard o American Express.",
    ),
  ).toBeVisible();
  await expect(page.getByRole("radio")).toHaveCount(0);
});
