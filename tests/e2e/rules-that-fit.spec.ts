import { expect, test } from "../support/e2e-test.ts";
import { customerWithCart, field, toPaymentStep } from "../support/e2e-checkout.ts";

test.use({ viewport: { width: 390, height: 844 } });

test("on a phone, sign-up takes a 20-character password and an address under .online, and a message moves nothing below it", async ({
  page,
}) => {
  const email = `reglas-${Date.now()}@estudio.online`;
  await page.goto("/account-register", { waitUntil: "networkidle" });
  await page.getByLabel("Nombre").fill("Julieta");
  await page.getByLabel("Apellido").fill("Robles");
  await page.getByRole("textbox", { name: "E-mail", exact: true }).fill(email);
  await page.getByLabel("Número de documento").fill("1234567890");
  await page.getByLabel("Celular").fill("1134567890");
  await expect(page.getByText("El máximo debe ser 9")).toBeVisible();
  await page
    .getByLabel("Número de documento")
    .fill(String(20_000_000 + Math.floor(Math.random() * 70_000_000)));
  await expect(page.getByText("El máximo debe ser 9")).toHaveCount(0);

  const terms = page.getByLabel(/Acepto los términos y condiciones/);
  // Where the box sits on the page (not in the viewport, which scrolls to the focused field).
  const top = () => terms.evaluate((box) => box.getBoundingClientRect().top + window.scrollY);
  const before = await top();
  await page.getByLabel("Contraseña").fill("corta");
  await terms.focus();
  await expect(page.getByText("La contraseña no cumple el patrón necesario")).toBeVisible();
  expect(await top()).toBe(before);
  await expect(
    page.getByText("6 a 64 caracteres, al menos 1 mayúscula, 1 minúscula y 1 número"),
  ).toBeVisible();

  await page.getByLabel("Contraseña").fill("Mi clave de 20 car1A");
  await expect(page.getByText("La contraseña no cumple el patrón necesario")).toHaveCount(0);
  await terms.check();
  await page.getByRole("button", { name: "Confirmar" }).click();
  await expect(page.getByRole("heading", { name: "Hola Julieta" })).toBeVisible();
  await expect(page.getByRole("status")).toContainText(`Te enviamos un e-mail a ${email}`);
});

test("on a phone, the payment step says nothing of a field only passed through, and why one left wrong is wrong", async ({
  page,
}) => {
  await customerWithCart(page, "Luz", ["Axilas"]);
  await toPaymentStep(page);
  const holder = field(page, "Nombre del titular");
  const number = field(page, "Número de tarjeta");
  await expect(holder).toBeEnabled();
  await holder.focus();
  await number.focus();
  await number.fill("12");
  await holder.focus();
  await expect(number).toHaveAttribute("aria-invalid", "true");
  await expect(holder).not.toHaveAttribute("aria-invalid", "true");
});
