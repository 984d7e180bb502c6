import { expect, test } from "../support/e2e-test.ts";
import { waitForMail } from "../support/e2e-mail.ts";

test("the contact form checks its fields in Spanish and sends a message", async ({ page }) => {
  await page.goto("/contactanos", { waitUntil: "networkidle" });
  const form = page.getByRole("main");
  await form.getByRole("button", { name: "Enviar mensaje" }).click();
  await expect(form.getByText("Campo requerido")).toHaveCount(3);
  await expect(form.getByLabel("Nombre y apellido")).toHaveAttribute("aria-invalid", "true");

  await form.getByLabel("Nombre y apellido").fill("Sofía 123");
  await form.getByRole("textbox", { name: "E-mail", exact: true }).fill("sofia@");
  await form.getByLabel("Teléfono").fill("12");
  await form.getByLabel("Mensaje").focus();
  await expect(form.getByText("Ingresá sólo letras y espacios")).toBeVisible();
  await expect(form.getByText("E-mail inválido")).toBeVisible();
  await expect(form.getByText("El mínimo debe ser 8")).toBeVisible();

  await form.getByLabel("Nombre y apellido").fill("Sofía Martínez");
  await form.getByRole("textbox", { name: "E-mail", exact: true }).fill("sofia@example.com");
  await form.getByLabel("Teléfono").fill("1155550000");
  await form.getByLabel("Mensaje").fill("¿Tienen turnos los sábados en Palermo?");
  await expect(form.getByText("E-mail inválido")).toHaveCount(0);
  await form.getByRole("button", { name: "Enviar mensaje" }).click();
  await expect(page).toHaveURL(/\/contactanos\?enviado=1$/);
  await expect(page.getByRole("status")).toContainText("¡Gracias por escribirnos!");

  const mail = await waitForMail("hola@candela.com.ar", /Nuevo mensaje de contacto de Sofía Martínez/);
  expect(mail.replyTo).toContain("sofia@example.com");
  expect(mail.text).toContain("¿Tienen turnos los sábados en Palermo?");
});

test("the corporate variant lives on the same page and goes to the franchises address", async ({ page }) => {
  await page.goto("/contactanos", { waitUntil: "networkidle" });
  await page
    .getByRole("navigation", { name: "Tipo de consulta" })
    .getByRole("link", { name: "Corporativo" })
    .click();
  await expect(page).toHaveURL(/\/contactanos\?tipo=corporativo$/);
  await expect(page.getByRole("heading", { level: 1, name: "Contacto corporativo" })).toBeVisible();
  await expect(
    page.getByRole("main").getByRole("link", { name: "franquicias@candela.com.ar" }),
  ).toBeVisible();
  const form = page.getByRole("main");
  await form.getByLabel("Nombre y apellido").fill("Martín Sosa");
  await form.getByRole("textbox", { name: "E-mail", exact: true }).fill("martin@example.com");
  await form.getByLabel("Mensaje").fill("Quiero abrir una franquicia en Bahía Blanca.");
  await form.getByRole("button", { name: "Enviar mensaje" }).click();
  await expect(page).toHaveURL(/\/contactanos\?tipo=corporativo&enviado=1$/);
  await expect(page.getByRole("status")).toContainText("Recibimos tu mensaje");

  const mail = await waitForMail("franquicias@candela.com.ar", /Nueva consulta corporativa de Martín Sosa/);
  expect(mail.text).toContain("Quiero abrir una franquicia en Bahía Blanca.");
});

test("the contact form works before the scripts load", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/contactanos");
  await page.getByRole("button", { name: "Enviar mensaje" }).click();
  await expect(page.getByText("Campo requerido").first()).toBeVisible();
  await page.getByLabel("Nombre y apellido").fill("Laura Díaz");
  await page.getByRole("textbox", { name: "E-mail", exact: true }).fill("laura@example.com");
  await page.getByLabel("Mensaje").fill("Consulta sin JavaScript.");
  await page.getByRole("button", { name: "Enviar mensaje" }).click();
  await expect(page).toHaveURL(/enviado=1/);
  await expect(page.getByText("¡Gracias por escribirnos!")).toBeVisible();
  await context.close();
});
