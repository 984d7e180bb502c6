import { expect, test } from "../support/e2e-test.ts";
import { E2E_PASSWORD, logIn, verifiedAccount } from "../support/e2e-account.ts";
import { mailLink, waitForMail } from "../support/e2e-mail.ts";

test("change the e-mail in the profile with the password, confirm it from the new mailbox, sign in with it", async ({
  page,
  browser,
  request,
}) => {
  const oldEmail = await verifiedAccount(request, "Carla");
  const newEmail = oldEmail.replace("@", "-nueva@");

  await page.goto("/account-login?next=/my-account/profile", { waitUntil: "networkidle" });
  await logIn(page, oldEmail);
  await expect(page).toHaveURL(/\/my-account\/profile$/);

  // The current password is asked for only once the address is another one.
  await expect(page.getByLabel("Contraseña actual")).toHaveCount(0);
  await page.getByRole("textbox", { name: "E-mail", exact: true }).fill(newEmail);
  const password = page.getByLabel("Contraseña actual");
  await expect(password).toBeVisible();
  await page.getByLabel("Apellido").fill("Ibarra Sosa");
  const birthdate = page.getByRole("group", { name: "Fecha de nacimiento" });
  await birthdate.getByRole("spinbutton", { name: /día/ }).pressSequentially("17");
  await birthdate.getByRole("spinbutton", { name: /mes/ }).pressSequentially("05");
  await birthdate.getByRole("spinbutton", { name: /año/ }).pressSequentially("1990");

  await password.fill("Incorrecta1");
  await page.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(page.getByText("La contraseña actual no es correcta.")).toBeVisible();

  await page.getByLabel("Contraseña actual").fill(E2E_PASSWORD);
  await page.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(
    page.getByText(
      `Te enviamos un enlace a ${newEmail} para confirmar el cambio. Tu e-mail cambiará cuando lo confirmes.`,
    ),
  ).toBeVisible();
  // Until the link is followed the account keeps its address; the rest of the profile is saved.
  await expect(page.getByRole("textbox", { name: "E-mail", exact: true })).toHaveValue(oldEmail);
  await expect(page.getByLabel("Apellido")).toHaveValue("Ibarra Sosa");

  const notice = await waitForMail(oldEmail, /^Pedido de cambio del e-mail/);
  expect(notice.text).toContain(newEmail);
  const confirmation = await waitForMail(newEmail, /^Confirmá tu nuevo e-mail/);

  // The link is opened elsewhere (the new mailbox's device): this browser's session ends with the change.
  const mailbox = await browser.newContext();
  const other = await mailbox.newPage();
  await other.goto(mailLink(confirmation, "/account-email/"));
  await expect(other.getByText(`Tu e-mail ahora es ${newEmail}.`, { exact: false })).toBeVisible();
  await mailbox.close();
  await waitForMail(oldEmail, /fue cambiado$/);

  await page.goto("/my-account", { waitUntil: "networkidle" });
  await expect(page).toHaveURL(/\/account-login\?next=%2Fmy-account$/);
  await logIn(page, oldEmail);
  await expect(page.getByText("El e-mail o la contraseña no son correctos.")).toBeVisible();
  await logIn(page, newEmail);
  await expect(page).toHaveURL(/\/my-account$/);
  await expect(page.getByRole("heading", { name: "Hola Carla" })).toBeVisible();
});
