import { expect, test, type Page } from "../support/e2e-test.ts";
import { mailLink, receivedMails, waitForMail } from "../support/e2e-mail.ts";

const email = `journey-${Date.now()}@example.com`;
const first = "Clave123";
const second = "Nueva456";
const third = "Otra789X";

/** The analytics events the page has sent (the data layer). */
const events = (page: Page) =>
  page.evaluate(() => ((window as { dataLayer?: { event: string }[] }).dataLayer ?? []).map((e) => e.event));

async function logIn(page: Page, password: string) {
  await page.goto("/account-login", { waitUntil: "networkidle" });
  await page.getByRole("textbox", { name: "E-mail", exact: true }).fill(email);
  await page.getByLabel("Contraseña").fill(password);
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
}

test("register, verify by mail, log in, edit the profile, change and reset the password", async ({
  page,
}) => {
  // Register.
  await page.goto("/account-register", { waitUntil: "networkidle" });
  await expect(page.getByRole("heading", { name: "Crear cuenta" })).toBeVisible();
  await expect(page.getByLabel("Quiero recibir novedades y promociones por e-mail.")).toBeChecked();
  await expect(page.getByRole("link", { name: /términos y condiciones/ })).toHaveAttribute(
    "target",
    "_blank",
  );
  await page.getByLabel("Nombre").fill("Valentina");
  await page.getByLabel("Apellido").fill("Sosa");
  await page.getByRole("textbox", { name: "E-mail", exact: true }).fill(email);
  await page.getByLabel("Número de documento").fill("33444555");
  await page.getByLabel("Celular").fill("1134567890");
  await page.getByLabel("Contraseña").fill(first);
  await page.getByLabel(/Acepto los términos y condiciones/).check();
  await page.getByRole("button", { name: "Confirmar" }).click();
  await expect(page.getByRole("heading", { name: "Hola Valentina" })).toBeVisible();
  await expect(page.getByRole("status")).toContainText(`Te enviamos un e-mail a ${email}`);
  expect(await events(page)).toContain("CompleteRegistration");

  // Open the verification link of the mail the SMTP server received.
  const verification = await waitForMail(email, /^Verificá tu cuenta de Candela$/);
  expect(verification.text).toContain("Hola Valentina");
  expect(verification.html).toContain("Verificar mi cuenta");
  await page.goto(mailLink(verification, "/account-verify/"));
  await expect(page.getByRole("heading", { name: "Hola Valentina" })).toBeVisible();
  await expect(page.getByText("Tu cuenta ha sido verificada correctamente")).toBeVisible();
  await expect.poll(() => events(page)).toContain("AccountVerified");
  await page.getByRole("link", { name: "Iniciar sesión" }).click();
  await expect(page).toHaveURL(/\/account-login$/);

  // Log in: the product index, and the header now leads to the account.
  await logIn(page, first);
  await expect(page).toHaveURL(/\/areas$/);
  await page.getByRole("link", { name: "Mi cuenta" }).first().click();
  await expect(page.getByRole("heading", { name: "Hola Valentina" })).toBeVisible();

  // Edit the profile.
  await page
    .getByRole("navigation", { name: "Mi cuenta" })
    .getByRole("link", { name: "Datos personales" })
    .click();
  await expect(page.getByRole("heading", { name: "Personales", exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Suscripciones" })).toBeVisible();
  await page.getByLabel("Apellido").fill("Sosa Paz");
  await page.getByLabel("Género").selectOption({ label: "Femenino" });
  const birthdate = page.getByRole("group", { name: "Fecha de nacimiento" });
  await birthdate.getByRole("spinbutton", { name: /día/ }).pressSequentially("17");
  await birthdate.getByRole("spinbutton", { name: /mes/ }).pressSequentially("05");
  await birthdate.getByRole("spinbutton", { name: /año/ }).pressSequentially("1990");
  await page.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(page).toHaveURL(/\/shop\/checkout\?perfil=guardado$/);
  await expect(page.getByText("Los datos fueron actualizados de manera correcta.")).toBeVisible();
  await page.goto("/my-account/profile", { waitUntil: "networkidle" });
  await expect(page.getByLabel("Apellido")).toHaveValue("Sosa Paz");
  await expect(page.getByLabel("Género")).toHaveValue("famale");
  await expect(page.locator('input[name="birthdate"]')).toHaveValue("1990-05-17");

  // Change the password.
  await page
    .getByRole("navigation", { name: "Mi cuenta" })
    .getByRole("link", { name: "Cambiar contraseña" })
    .click();
  await page.getByLabel("Contraseña actual").fill(first);
  await page.getByLabel("Nueva contraseña").fill(second);
  await page.getByRole("button", { name: "Modificar contraseña" }).click();
  await expect(page.getByText("Los datos fueron actualizados de manera correcta.")).toBeVisible();
  await waitForMail(email, /fue modificada$/);

  // Log out.
  await page.goto("/my-account", { waitUntil: "networkidle" });
  await page
    .getByRole("navigation", { name: "Mi cuenta" })
    .getByRole("button", { name: "Cerrar sesión" })
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Ingresar" }).first()).toBeVisible();

  // Ask for a reset from the login's dialog.
  const before = receivedMails().length;
  await page.goto("/account-login", { waitUntil: "networkidle" });
  await page.getByRole("button", { name: "Olvidé mi contraseña" }).click();
  const dialog = page.getByRole("dialog", { name: "¿Has olvidado tu contraseña?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("textbox", { name: "E-mail", exact: true }).fill(email);
  await dialog.getByRole("button", { name: "Restablecer contraseña" }).click();
  await expect(
    dialog.getByText("Hemos enviado a tu e-mail un enlace para restablecer la contraseña."),
  ).toBeVisible();
  await expect.poll(() => receivedMails().length).toBeGreaterThan(before);

  // Follow the link of the reset mail and set a new password.
  const reset = await waitForMail(email, /^Restablecé tu contraseña de Candela$/);
  await page.goto(mailLink(reset, "/account-password/"));
  await page.getByLabel("Nueva contraseña").fill(third);
  await page.getByLabel("Repetí la contraseña").fill(third);
  await page.getByRole("button", { name: "Confirmar" }).click();
  await expect(page.getByText("Tu contraseña fue restablecida de manera correcta.")).toBeVisible();
  await page.getByRole("link", { name: "Iniciar sesión" }).click();

  // The new password opens the account; the old one is refused and the form can be used again.
  await logIn(page, third);
  await expect(page).toHaveURL(/\/areas$/);
  await page.goto("/account-logout", { waitUntil: "networkidle" });
  await page.getByRole("main").getByRole("button", { name: "Cerrar sesión" }).click();
  await expect(page).toHaveURL(/\/$/);
  await logIn(page, second);
  await expect(page.getByRole("alert")).toHaveText("El e-mail o la contraseña no son correctos.");
  await expect(page).toHaveURL(/\/account-login$/);
  await expect(page.getByRole("textbox", { name: "E-mail", exact: true })).toBeEnabled();
  await expect(page.getByRole("button", { name: "Iniciar sesión" })).toBeEnabled();
});
