import { expect, type Page } from "@playwright/test";
import { STAFF_MESSAGES } from "#domain/staff/messages.ts";
import { mailCount, mailLink, waitForMail } from "./e2e-mail.ts";

export const DEMO_OWNER = "dueno@candela.test";
export const OWNER_RESET_SUBJECT = /^Restablecé tu contraseña del equipo/;

/** Follows the set-password link of the newest mail to `to` (after `after` of them) and chooses `password`. */
export async function choosePassword(page: Page, to: string, subject: RegExp, password: string, after = 0) {
  const mail = await waitForMail(to, subject, after);
  await page.goto(mailLink(mail, "/admin/clave/"));
  await page.getByLabel("Nueva contraseña").fill(password);
  await page.getByLabel("Repetí la contraseña").fill(password);
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText(STAFF_MESSAGES.passwordSet)).toBeVisible();
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto("/admin/login");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByLabel("Contraseña").fill(password);
  await page.getByRole("button", { name: "Ingresar" }).click();
}

/** The demo owner's printed password is not known to a journey: it sets one through the mailed link. */
export async function resetOwnerPassword(page: Page, password: string) {
  await page.goto("/admin/login");
  await page.getByText("Olvidé mi contraseña").click();
  await page.getByLabel("Email de tu cuenta del equipo").fill(DEMO_OWNER);
  // Another journey may have reset it before: wait for this reset's own mail.
  const resets = mailCount(DEMO_OWNER, OWNER_RESET_SUBJECT);
  await page.getByRole("button", { name: "Enviar enlace" }).click();
  await expect(page.getByText(STAFF_MESSAGES.resetRequested)).toBeVisible();
  await choosePassword(page, DEMO_OWNER, OWNER_RESET_SUBJECT, password, resets);
}

export const adminMenu = (page: Page) => page.getByRole("navigation", { name: "Panel" }).getByRole("link");
