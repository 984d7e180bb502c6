import { expect, test, type Page } from "../support/e2e-test.ts";
import {
  CARDS,
  centavos,
  confirmPayment,
  customerWithCart,
  expectAnswer,
  field,
  fillBilling,
  fillCard,
  RESULT_URL,
  toPaymentStep,
} from "../support/e2e-checkout.ts";
import { waitForMail } from "../support/e2e-mail.ts";
import { expectAccessible } from "../support/a11y.ts";
import { MESSAGES } from "#domain/validation/messages.ts";

const PAYMENT_CODE = /CND-[0-9A-Z]{8}/;

async function paymentCode(page: Page): Promise<string> {
  const text = await page.getByText(/Código de transacción:/).innerText();
  const code = PAYMENT_CODE.exec(text)?.[0];
  expect(code).toBeTruthy();
  return code!;
}

test("a customer buys two areas in 3 cuotas with the APRO card", async ({ page }) => {
  const email = await customerWithCart(page, "Lucía", ["Axilas", "Bozo"]);
  await toPaymentStep(page);
  await expect(page.getByText("Modo de prueba")).toBeVisible();
  await expect(field(page, "E-mail")).toHaveValue(email);

  // Submitting the empty card form lists what is missing.
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(
    page.getByText(
      "El formulario está incompleto, por favor verificá los campos con (*) ya que son requeridos.",
    ),
  ).toBeVisible();
  await expect(field(page, "Nombre del titular")).toHaveAccessibleDescription(/Campo requerido/);
  await expectAccessible(page);

  // The card number cannot be pasted.
  const cardNumber = field(page, "Número de tarjeta");
  const pasteRefused = await cardNumber.evaluate((input) => {
    const data = new DataTransfer();
    data.setData("text/plain", "4509953566233704");
    return !input.dispatchEvent(
      new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
    );
  });
  expect(pasteRefused).toBe(true);
  await expect(cardNumber).toHaveValue("");

  // Everything the page posts to the shop (not to the payment provider's sandbox) from here on.
  const posted: string[] = [];
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (r.method() === "POST" && !url.pathname.startsWith("/sandbox/")) posted.push(r.postData() ?? "");
  });

  await fillCard(page, { holder: "APRO", number: CARDS.visa, installments: 3 });
  await expect(page.getByText(/^CFT \d+,\d\d%$/)).toBeVisible();
  // What the plan offers is what the result, 'Pagos' and the e-mail show afterwards.
  const chosen = page.locator("label").filter({ has: page.getByRole("radio", { checked: true }) });
  const plan = (await chosen.innerText()).split("\n")[0]!;
  expect(plan).toMatch(/^3 cuotas sin interés de \$\s[\d.]+,\d\d$/);
  const financed = (await chosen.innerText()).match(/Total financiado (\$\s[\d.]+,\d\d)/)![1]!;
  await fillBilling(page);
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByText("Visa terminada en 3704")).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Confirmar Pago" }).click();

  // The answer, then the result page on its own a few seconds later.
  await expectAnswer(page, "¡Tu pago fue aprobado!");
  // The card went to the provider only: the shop got its token.
  expect(posted.some((body) => body.includes("attempt_key"))).toBe(true);
  for (const body of posted) {
    expect(body).not.toMatch(/4509\s?9535\s?6623\s?3704|cardNumber|securityCode|cardExpiration/);
  }

  await expect(page).toHaveURL(RESULT_URL, { timeout: 15_000 });
  await expect(page.getByRole("heading", { name: "¡Tu pago fue aprobado!" })).toBeVisible();
  await expect(page.getByText("Te enviamos el comprobante por e-mail y le avisamos a")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Cómo reservar tu turno" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Horarios de atención" })).toBeVisible();
  const code = await paymentCode(page);
  await expect(page.getByText(plan, { exact: true })).toBeVisible();
  await expect(page.locator("dt:text-is('Total') + dd")).toHaveText(financed);
  await expectAccessible(page);

  // The purchase event carries the stored payment's value.
  const total = centavos(await page.locator("dt:text-is('Total') + dd").innerText());
  const purchases = await page.evaluate(() =>
    (window.dataLayer ?? []).filter((e) => e.event === "Purchase").map((e) => e.value as number),
  );
  expect(purchases.length).toBeGreaterThan(0);
  expect(purchases.every((v) => Math.round(v * 100) === total)).toBe(true);

  await page.goto("/my-account/order/payments");
  const row = page.getByRole("row").filter({ hasText: code });
  await expect(row).toContainText("Aprobado");
  await expect(row).toContainText(financed);

  await page.goto("/my-account/order/products");
  await expect(page.getByRole("heading", { name: "Axilas" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Bozo" })).toBeVisible();

  const mail = await waitForMail(email, /fue aprobada/);
  expect(mail.subject).toContain(code);
  expect(mail.text).toContain("Axilas");
  expect(mail.text.replace(/\s/g, " ")).toContain(plan.replace(/\s/g, " "));
  // The branch (here through its franchise's contact address) is told who bought what.
  const branch = await waitForMail("ventas.casa-central@candela.test", new RegExp(code));
  expect(branch.subject).toBe(`Nueva venta para Candela Palermo: Lucía Ibarra (${code})`);
  for (const text of ["DNI:", "Teléfono:", email, "Axilas — 6 sesiones", "Bozo — 6 sesiones"]) {
    expect(branch.text).toContain(text);
  }

  // The cart was emptied by the payment; the checkout shows it empty, the result stays on its own page.
  await page.goto("/shop/checkout");
  await expect(page.getByText("Tu carrito está vacío")).toBeVisible();
  await expect(page.getByRole("heading", { name: "¡Tu pago fue aprobado!" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Eliminar/ })).toHaveCount(0);
});

test("a CONT payment shows in process, then approved once its notification arrives", async ({ page }) => {
  const email = await customerWithCart(page, "Carla", ["Mentón"]);
  await toPaymentStep(page);
  await fillCard(page, { holder: "CONT", number: CARDS.visa, installments: 1 });
  await fillBilling(page);
  await confirmPayment(page);
  await expectAnswer(page, "En proceso de aprobación");
  await page.getByRole("link", { name: "Ver el resultado" }).click();

  await expect(page).toHaveURL(RESULT_URL);
  await expect(page.getByRole("heading", { name: "En proceso de aprobación" })).toBeVisible();
  await expect(page.getByText("En Proceso", { exact: true })).toBeVisible();
  const outcome = page.getByRole("region", { name: "En proceso de aprobación" });
  await expect(outcome.getByRole("link", { name: "0810-345-2263" })).toHaveAttribute(
    "href",
    "tel:08103452263",
  );
  await expect(outcome.getByRole("link", { name: "hola@candela.com.ar" })).toHaveAttribute(
    "href",
    "mailto:hola@candela.com.ar",
  );

  // The sandbox settles the payment and notifies the shop; the page looks again by itself.
  await expect(page.getByRole("heading", { name: "¡Tu pago fue aprobado!" })).toBeVisible({
    timeout: 45_000,
  });
  const code = await paymentCode(page);
  const mail = await waitForMail(email, /fue aprobada/);
  expect(mail.subject).toContain(code);
});

test("an OTHE payment is rejected, the cart is kept, and a second card goes through", async ({ page }) => {
  await customerWithCart(page, "Paula", ["Patillas", "Cuello"]);
  await toPaymentStep(page);
  await fillCard(page, { holder: "OTHE", number: CARDS.visa, installments: 1 });
  await fillBilling(page);
  await confirmPayment(page);
  await expectAnswer(page, "El pago fue rechazado");
  await expect(page).toHaveURL(RESULT_URL, { timeout: 15_000 });
  await expect(page.getByRole("heading", { name: "El pago fue rechazado" })).toBeVisible();
  await expect(page.getByText("Visa no procesó el pago.")).toBeVisible();

  // The cart is still there, at the payment step, and the card form starts empty.
  await page.getByRole("link", { name: "Volver a intentar" }).click();
  await expect(page.getByRole("heading", { name: "Pago", exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Tu compra" })).toBeVisible();
  await expect(page.getByText("Patillas")).toBeVisible();
  await expect(field(page, "Número de tarjeta")).toHaveValue("");

  await fillCard(page, { holder: "APRO", number: CARDS.visa, installments: 1 });
  await fillBilling(page);
  await confirmPayment(page);
  await expect(page).toHaveURL(RESULT_URL, { timeout: 15_000 });
  await expect(page.getByRole("heading", { name: "¡Tu pago fue aprobado!" })).toBeVisible();
  const code = await paymentCode(page);

  await page.goto("/my-account/order/payments");
  await expect(page.getByRole("row").filter({ hasText: code })).toContainText("Aprobado");
  await expect(page.getByRole("row").filter({ hasText: "Rechazado" })).toHaveCount(1);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a card the provider refuses to tokenise lists the field to check, and nothing is paid", async ({
    page,
  }) => {
    await customerWithCart(page, "Sofía", ["Línea alba"]);
    await toPaymentStep(page);

    // 'Volver' goes back to the cart; 'Pagar' returns.
    await page.getByRole("button", { name: "Volver" }).click();
    await expect(page.getByRole("heading", { name: "Áreas elegidas" })).toBeVisible();
    await page.getByRole("button", { name: "Pagar" }).click();
    await expect(page.getByRole("heading", { name: "Pago", exact: true })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Tipo de documento" })).toHaveValue("DNI");

    // 'Seleccionar...' as the country empties the states; choosing the country again brings them back.
    const country = page.getByRole("combobox", { name: "País" });
    const states = page.getByRole("combobox", { name: "Provincia" }).locator("option");
    const argentina = await country.inputValue();
    await country.selectOption("-1");
    await expect(states).toHaveText(["Seleccionar..."]);
    await country.selectOption(argentina);
    await expect(states).toHaveCount(25);

    // A Mastercard needs its issuing bank chosen; a Visa of this BIN has only one, so no selector.
    await field(page, "Número de tarjeta").fill(CARDS.master);
    const bank = page.getByRole("combobox", { name: "Banco emisor" });
    await expect(bank).toBeVisible();
    await expect(page.getByRole("radio", { name: /^1 pago de/ })).toBeEnabled();
    // Left unchosen, the bank says so under its own field, like every card field.
    await field(page, "Nombre del titular").fill("APRO");
    await field(page, "Mes de vencimiento").fill("11");
    await field(page, "Año de vencimiento").fill("30");
    await field(page, "Código de seguridad").fill("123");
    await page.getByRole("radio", { name: /^1 pago de/ }).check();
    await fillBilling(page);
    await page.getByRole("button", { name: "Continuar" }).click();
    await expect(bank).toHaveAttribute("aria-invalid", "true");
    await expect(bank).toHaveAccessibleDescription(MESSAGES.required);

    await fillCard(page, { holder: "APRO", number: CARDS.badVisa, installments: 1 });
    await expect(page.getByRole("combobox", { name: "Banco emisor" })).toHaveCount(0);
    await fillBilling(page);
    await confirmPayment(page);
    const problems = page.getByRole("alert").filter({ hasText: "Por favor verificá los siguientes datos:" });
    await expect(problems).toContainText("Número de tarjeta: Ingresá un número de tarjeta válido.");
    await expect(page.getByRole("heading", { name: "Pago", exact: true })).toBeVisible();
    await expectAccessible(page);

    await page.goto("/my-account/order/payments");
    await expect(page.getByText("No se encontraron resultados.")).toBeVisible();
  });
});

test("without JavaScript the card fields stay locked and say why", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await customerWithCart(page, "Inés", ["Manos"]);
  // The folded grid of branches unfolds with its own form, and the branch is chosen with the grid's post.
  await page.goto("/shop/checkout");
  await page.getByRole("button", { name: "Ver todas las sucursales" }).click();
  await page.getByRole("button", { name: "Candela Palermo" }).click();
  await expect(page.getByText("Sucursal elegida: Candela Palermo")).toBeVisible();
  await page.getByRole("button", { name: "Pagar" }).click();
  await expect(page.getByRole("heading", { name: "Pago", exact: true })).toBeVisible();
  // Chromium with scripts turned off by the test still parses <noscript> as text: the page's markup is checked.
  expect(await page.content()).toMatch(
    /<noscript>.*Para pagar con tarjeta necesitás tener JavaScript habilitado/,
  );
  await expect(field(page, "Número de tarjeta")).toBeDisabled();
  await expect(field(page, "Código de seguridad")).toBeDisabled();
  await expect(page.getByRole("button", { name: "Continuar" })).toBeDisabled();
  // 'Volver' still works.
  await page.getByRole("button", { name: "Volver" }).click();
  await expect(page.getByRole("heading", { name: "Áreas elegidas" })).toBeVisible();
  await context.close();
});
