import { expect, type Page } from "@playwright/test";
import { STAFF_MESSAGES } from "#domain/staff/messages.ts";
import { mailLink, mailsMatching, waitForMail } from "./e2e-mail.ts";

/** The demo seed's owner; its printed password is not known to the journeys, so they set a new one by mail. */
export const DEMO_OWNER = "dueno@candela.test";

/** Follows the set-password link of the last mail to `to` (after the first `after`) and chooses `password`. */
export async function choosePassword(page: Page, to: string, subject: RegExp, password: string, after = 0) {
  const mail = await waitForMail(to, subject, after);
  await page.goto(mailLink(mail, "/admin/clave/"));
  await page.getByLabel("Nueva contraseña").fill(password);
  await page.getByLabel("Repetí la contraseña").fill(password);
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText(STAFF_MESSAGES.passwordSet)).toBeVisible();
}

/** Asks for the owner's reset link on the login page and sets `password` with it. */
export async function resetOwnerPassword(page: Page, password: string) {
  const subject = /^Restablecé tu contraseña del equipo/;
  // Another journey may have reset it already on this server: only the mail asked for now counts.
  const before = mailsMatching(DEMO_OWNER, subject).length;
  await page.goto("/admin/login");
  await page.getByText("Olvidé mi contraseña").click();
  await page.getByLabel("Email de tu cuenta del equipo").fill(DEMO_OWNER);
  await page.getByRole("button", { name: "Enviar enlace" }).click();
  await expect(page.getByText(STAFF_MESSAGES.resetRequested)).toBeVisible();
  await choosePassword(page, DEMO_OWNER, subject, password, before);
}

export async function staffSignIn(page: Page, email: string, password: string) {
  await page.goto("/admin/login");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByLabel("Contraseña").fill(password);
  await page.getByRole("button", { name: "Ingresar" }).click();
}

/**
 * Adds a person on /admin/equipo (the menu's "Equipo"); a set-password link goes to their address. A franchise
 * account names its franchise as the list shows it.
 */
export async function addStaffMember(
  page: Page,
  email: string,
  name: string,
  role: string,
  franchise?: string,
) {
  await adminMenu(page).filter({ hasText: "Equipo" }).click();
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByRole("textbox", { name: "Nombre", exact: true }).fill(name);
  await page.getByRole("combobox", { name: "Rol", exact: true }).selectOption(role);
  if (franchise) {
    await page
      .getByRole("combobox", { name: "Franquicia (sólo rol Franquicia)" })
      .selectOption({ label: franchise });
  }
  await page.getByRole("button", { name: "Guardar", exact: true }).click();
  await expect(page.getByText(STAFF_MESSAGES.saved).first()).toBeVisible();
}

export const adminMenu = (page: Page) => page.getByRole("navigation", { name: "Panel" }).getByRole("link");

/** The password the journeys give the demo owner: set by mail once, then reused (resets are rate-limited). */
const JOURNEYS_OWNER_PASSWORD = "clave del dueño para los recorridos";

/** Signs in as the demo owner, first setting its password by mail if no journey has done it yet. */
export async function signInAsOwner(page: Page) {
  await staffSignIn(page, DEMO_OWNER, JOURNEYS_OWNER_PASSWORD);
  const signedIn = await page
    .waitForURL(/\/admin\/$/, { timeout: 5_000 })
    .then(() => true)
    .catch(() => false);
  if (signedIn) return;
  await resetOwnerPassword(page, JOURNEYS_OWNER_PASSWORD);
  await staffSignIn(page, DEMO_OWNER, JOURNEYS_OWNER_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/$/);
}

/** The owner adds a staff member, who sets a password by mail and signs in. */
export async function signInAsNewStaffMember(
  page: Page,
  member: { email: string; name: string; role: string; password: string; franchise?: string },
) {
  await signInAsOwner(page);
  await addStaffMember(page, member.email, member.name, member.role, member.franchise);
  await page.getByRole("button", { name: "Salir" }).click();
  await choosePassword(page, member.email, /^Tu cuenta del equipo/, member.password);
  await staffSignIn(page, member.email, member.password);
  await expect(page).toHaveURL(/\/admin\/$/);
}
