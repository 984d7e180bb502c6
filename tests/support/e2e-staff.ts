import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { STAFF_MESSAGES } from "#domain/staff/messages.ts";
import { mailLink, mailsMatching, waitForMail } from "./e2e-mail.ts";

/** The demo seed's owner; its printed password is not known to the journeys, so they set a new one by mail. */
export const DEMO_OWNER = "dueno@candela.test";

/**
 * Follows the set-password link of the last mail to `to` (after the first `after`) from the page's shop and
 * chooses `password`.
 */
export async function choosePassword(page: Page, to: string, subject: RegExp, password: string, after = 0) {
  const mail = await waitForMail(to, subject, after, new URL(page.url()).origin);
  await page.goto(mailLink(mail, "/admin/clave/"));
  await page.getByLabel("Nueva contraseña").fill(password);
  await page.getByLabel("Repetí la contraseña").fill(password);
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText(STAFF_MESSAGES.passwordSet)).toBeVisible();
}

/**
 * 'Salir', and the login it leads to: a page opened sooner would cancel the post that signs out, and the next
 * person would find the last one still signed in.
 */
export async function signOut(page: Page) {
  await page.getByRole("button", { name: "Salir" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
}

/** Asks for the owner's reset link on the login page and sets `password` with it. */
export async function resetPassword(page: Page, email: string, password: string) {
  const subject = /^Restablecé tu contraseña del equipo/;
  await page.goto("/admin/login");
  // Another journey may have reset it already on this server: only the mail asked for now counts.
  const before = mailsMatching(email, subject, new URL(page.url()).origin).length;
  await page.getByText("Olvidé mi contraseña").click();
  await page.getByLabel("E-mail de tu cuenta del equipo").fill(email);
  await page.getByRole("button", { name: "Enviar enlace" }).click();
  await expect(page.getByText(STAFF_MESSAGES.resetRequested)).toBeVisible();
  await choosePassword(page, email, subject, password, before);
}

export async function staffSignIn(page: Page, email: string, password: string) {
  await page.goto("/admin/login");
  await page.getByRole("textbox", { name: "E-mail", exact: true }).fill(email);
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
  await page.getByRole("textbox", { name: "E-mail", exact: true }).fill(email);
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

/** Follows the menu's link to a page; on a phone the menu is behind 'Menú' first. */
export async function goFromMenu(page: Page, label: string) {
  const menuButton = page.getByRole("button", { name: "Menú" });
  // The panel is drawn (a sign-in posted just before may still be on its way).
  await expect(menuButton.or(adminMenu(page).first())).toBeVisible();
  if (await menuButton.isVisible()) await menuButton.click();
  await adminMenu(page).filter({ hasText: label }).click();
}

/** The password the journeys give the demo owner: set by mail once, then reused (resets are rate-limited). */
const JOURNEYS_OWNER_PASSWORD = "clave del dueño para los recorridos";

// The journeys that start signed in get there through the forms' own posts, without drawing their pages: the
// pages themselves are clicked through by admin-staff.spec.ts. `page.request` shares the page's cookies.

/** Posts the login form; true when it signed in (the shop answers with the panel's home). */
async function postSignIn(request: APIRequestContext, email: string, password: string): Promise<boolean> {
  const res = await request.post("/admin/login", { form: { intent: "login", email, password } });
  expect(res.status()).toBeLessThan(500);
  return new URL(res.url()).pathname === "/admin/";
}

/** The origin of the shop `request` talks to. */
async function shopOrigin(request: APIRequestContext): Promise<string> {
  return new URL((await request.get("/api/ready")).url()).origin;
}

/** Posts the set-password form of the last mail to `to` from `request`'s shop (after the first `after`). */
async function postPassword(
  request: APIRequestContext,
  to: string,
  subject: RegExp,
  password: string,
  after = 0,
) {
  const mail = await waitForMail(to, subject, after, await shopOrigin(request));
  const res = await request.post(mailLink(mail, "/admin/clave/"), {
    form: { password, password_confirmation: password },
  });
  // The answer is the page drawn after the post, whose link is used up by then: its text says it was saved.
  expect(await res.text()).toContain(STAFF_MESSAGES.passwordSet);
}

/** Signs `request` in as the demo owner, first setting its password by mail if no journey has done it yet. */
async function ownerSession(request: APIRequestContext) {
  if (await postSignIn(request, DEMO_OWNER, JOURNEYS_OWNER_PASSWORD)) return;
  const subject = /^Restablecé tu contraseña del equipo/;
  const before = mailsMatching(DEMO_OWNER, subject, await shopOrigin(request)).length;
  const reset = await request.post("/admin/login", { form: { intent: "reset", email: DEMO_OWNER } });
  expect(reset.status()).toBe(200);
  await postPassword(request, DEMO_OWNER, subject, JOURNEYS_OWNER_PASSWORD, before);
  expect(await postSignIn(request, DEMO_OWNER, JOURNEYS_OWNER_PASSWORD)).toBe(true);
}

/** Opens the panel's home, signed in as the demo owner. */
export async function signInAsOwner(page: Page) {
  await ownerSession(page.request);
  await page.goto("/admin/");
  await expect(page).toHaveURL(/\/admin\/$/);
}

/**
 * The owner adds a staff member on 'Equipo' (a franchise account names its franchise as the list shows it); the
 * member sets a password by mail, signs in, and the panel's home opens.
 */
export async function signInAsNewStaffMember(
  page: Page,
  member: { email: string; name: string; role: string; password: string; franchise?: string },
) {
  await addStaffAccount(page.request, member);
  await postPassword(page.request, member.email, /^Tu cuenta del equipo/, member.password);
  expect(await postSignIn(page.request, member.email, member.password)).toBe(true);
  await page.goto("/admin/");
  await expect(page).toHaveURL(/\/admin\/$/);
}

/** The demo owner adds a staff member on 'Equipo', from `request`'s session; a set-password link goes to them. */
export async function addStaffAccount(
  request: APIRequestContext,
  member: { email: string; name: string; role: string; franchise?: string },
) {
  await ownerSession(request);
  const form: Record<string, string> = {
    intent: "add",
    email: member.email,
    name: member.name,
    role: member.role,
  };
  if (member.franchise) form.franchise_id = await franchiseId(request, member.franchise);
  const added = await request.post("/admin/equipo", { form });
  expect(await added.text()).toContain(STAFF_MESSAGES.staffAdded(member.email));
}

/** The id of the franchise the 'Equipo' form lists as `label`. */
async function franchiseId(request: APIRequestContext, label: string): Promise<string> {
  const html = await (await request.get("/admin/equipo")).text();
  const option = [...html.matchAll(/<option value="([0-9a-f-]{36})"[^>]*>([^<]*)<\/option>/g)].find(
    ([, , text]) => text === label,
  );
  if (!option) throw new Error(`'Equipo' lists no franchise named ${label}`);
  return option[1]!;
}
