import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { generate } from "otplib";
import { STAFF_MESSAGES } from "#domain/staff/messages.ts";
import { mailLink, waitForMail } from "../support/e2e-mail.ts";

const OWNER = "dueno@candela.test";
const OWNER_PASSWORD = "clave nueva del dueño 2026";
const EDITOR = `editora-${Date.now()}@candela.test`;
const EDITOR_PASSWORD = "clave de la editora 2026";

async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(" ")) }));
  expect(serious).toEqual([]);
}

/** Screenshots at the phone and the desktop width, kept with the test's output. */
async function screenshots(page: Page, name: string) {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

/** Follows the set-password link of the last mail to `to` and chooses `password`. */
async function choosePassword(page: Page, to: string, subject: RegExp, password: string) {
  const mail = await waitForMail(to, subject);
  await page.goto(mailLink(mail, "/admin/clave/"));
  await page.getByLabel("Nueva contraseña").fill(password);
  await page.getByLabel("Repetí la contraseña").fill(password);
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText(STAFF_MESSAGES.passwordSet)).toBeVisible();
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto("/admin/login");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByLabel("Contraseña").fill(password);
  await page.getByRole("button", { name: "Ingresar" }).click();
}

const menu = (page: Page) => page.getByRole("navigation", { name: "Panel" }).getByRole("link");

test("the owner enrols a second factor and adds an editor, who sees only its menu", async ({ page }) => {
  // The demo owner's printed password is not known here: the owner sets a new one through the mailed link.
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin$/);
  await expectAccessible(page);
  await screenshots(page, "login");
  await page.getByText("Olvidé mi contraseña").click();
  await page.getByLabel("Email de tu cuenta del equipo").fill(OWNER);
  await page.getByRole("button", { name: "Enviar enlace" }).click();
  await expect(page.getByText(STAFF_MESSAGES.resetRequested)).toBeVisible();
  await choosePassword(page, OWNER, /^Restablecé tu contraseña del equipo/, OWNER_PASSWORD);

  await signIn(page, OWNER, OWNER_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/$/);
  await expect(menu(page)).toHaveText(["Inicio", "Equipo", "Auditoría", "Mi cuenta"]);

  // Second factor: the secret shown beside the QR code gives the code an authenticator app would.
  await menu(page).filter({ hasText: "Mi cuenta" }).click();
  await expect(
    page.getByRole("img", { name: "Código QR para la aplicación de autenticación" }),
  ).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "account");
  const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
  await page.getByRole("textbox", { name: "Código", exact: true }).fill(await generate({ secret }));
  await page.getByRole("button", { name: "Activar" }).click();
  await expect(page.getByText(STAFF_MESSAGES.totpEnabled)).toBeVisible();
  const recoveryCodes = await page
    .getByRole("list", { name: "Códigos de recuperación" })
    .getByRole("listitem")
    .allTextContents();
  expect(recoveryCodes).toHaveLength(10);

  await menu(page).filter({ hasText: "Equipo" }).click();
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(EDITOR);
  await page.getByRole("textbox", { name: "Nombre", exact: true }).fill("Editora");
  await page.getByRole("combobox", { name: "Rol", exact: true }).selectOption("editor");
  await page.getByRole("button", { name: "Guardar", exact: true }).click();
  await expect(page.getByText(STAFF_MESSAGES.saved).first()).toBeVisible();
  await expect(page.getByText(EDITOR).first()).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "team");
  await page.getByRole("button", { name: "Salir" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);

  await choosePassword(page, EDITOR, /^Tu cuenta del equipo/, EDITOR_PASSWORD);
  await signIn(page, EDITOR, EDITOR_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/$/);
  await expect(menu(page)).toHaveText(["Inicio", "Mi cuenta"]);
  const forbidden = await page.goto("/admin/equipo");
  expect(forbidden?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: STAFF_MESSAGES.forbiddenTitle })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "forbidden");
  await page.getByRole("button", { name: "Salir" }).click();

  // The owner comes back with a recovery code (the authenticator's current code was just used).
  await signIn(page, OWNER, OWNER_PASSWORD);
  await expect(page.getByRole("heading", { name: STAFF_MESSAGES.codeTitle })).toBeVisible();
  await page.getByRole("textbox", { name: "Código", exact: true }).fill(recoveryCodes[0]!);
  await page.getByRole("button", { name: "Verificar" }).click();
  await expect(page).toHaveURL(/\/admin\/$/);
  await menu(page).filter({ hasText: "Auditoría" }).click();
  const created = page.getByRole("row").filter({ hasText: EDITOR }).filter({ hasText: "created" });
  await expect(created).toHaveCount(1);
  await expect(created).toContainText(OWNER);
  await expectAccessible(page);
  await screenshots(page, "audit");
});
