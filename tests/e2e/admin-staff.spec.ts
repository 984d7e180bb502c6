import { expect, test } from "../support/e2e-test.ts";
import { generate } from "otplib";
import { STAFF_MESSAGES } from "#domain/staff/messages.ts";
import {
  addStaffAccount,
  addStaffMember,
  adminMenu as menu,
  choosePassword,
  resetPassword,
  signOut,
  staffSignIn as signIn,
} from "../support/e2e-staff.ts";
import { screenshots } from "../support/e2e-screenshots.ts";
import { expectAccessible } from "../support/a11y.ts";

// An owner of her own: her second factor would keep the demo owner, whom the other journeys sign in as, out.
const OWNER = `duena-${Date.now()}@candela.test`;
const OWNER_NAME = "Dueña de la red";
const OWNER_PASSWORD = "clave nueva del dueño 2026";
const EDITOR = `editora-${Date.now()}@candela.test`;
const EDITOR_PASSWORD = "clave de la editora 2026";

test("the owner enrols a second factor and adds an editor, who sees only its menu", async ({
  page,
  request,
}) => {
  await addStaffAccount(request, { email: OWNER, name: OWNER_NAME, role: "owner" });
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin$/);
  await expectAccessible(page);
  await screenshots(page, "login");
  // She has mislaid her welcome mail: she chooses her password through 'Olvidé mi contraseña'.
  await resetPassword(page, OWNER, OWNER_PASSWORD);

  await signIn(page, OWNER, OWNER_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/$/);
  await expect(menu(page)).toHaveText([
    "Inicio",
    "Ventas",
    "Arrepentimientos",
    "Facturas",
    "Agenda",
    "Clientes",
    "Mensajes",
    "Correos fallidos",
    "Reseñas",
    "Áreas",
    "Categorías",
    "Imágenes",
    "Promociones",
    "Promociones automáticas",
    "Códigos",
    "Blog",
    "Prensa",
    "Campañas",
    "Páginas",
    "Sucursales",
    "Franquicias",
    "Equipo",
    "Ajustes",
    "Auditoría",
    "Mi cuenta",
  ]);

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

  await addStaffMember(page, EDITOR, "Editora", "editor");
  await expect(page.getByText(EDITOR).first()).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "team");
  await signOut(page);

  await choosePassword(page, EDITOR, /^Tu cuenta del equipo/, EDITOR_PASSWORD);
  await signIn(page, EDITOR, EDITOR_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/$/);
  await expect(menu(page)).toHaveText([
    "Inicio",
    "Reseñas",
    "Áreas",
    "Categorías",
    "Imágenes",
    "Promociones",
    "Promociones automáticas",
    "Códigos",
    "Blog",
    "Prensa",
    "Campañas",
    "Páginas",
    "Mi cuenta",
  ]);
  const forbidden = await page.goto("/admin/equipo");
  expect(forbidden?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: STAFF_MESSAGES.forbiddenTitle })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "forbidden");
  await signOut(page);

  // The owner comes back with a recovery code (the authenticator's current code was just used).
  await signIn(page, OWNER, OWNER_PASSWORD);
  await expect(page.getByRole("heading", { name: STAFF_MESSAGES.codeTitle })).toBeVisible();
  await page.getByRole("textbox", { name: "Código", exact: true }).fill(recoveryCodes[0]!);
  await page.getByRole("button", { name: "Verificar" }).click();
  await expect(page).toHaveURL(/\/admin\/$/);
  await menu(page).filter({ hasText: "Auditoría" }).click();
  const created = page
    .getByRole("list", { name: "Registro de cambios" })
    .getByRole("listitem")
    .filter({ hasText: `${OWNER_NAME} creó la cuenta de Editora.` })
    .filter({ hasText: EDITOR });
  await expect(created).toHaveCount(1);
  await expect(created).toContainText(`E-mail${EDITOR}`);
  await expect(created).toContainText("RolEditor");
  // The editor's own change, which the filter by person leaves out (the stored record names her e-mail).
  const chosen = page
    .getByRole("listitem")
    .filter({ hasText: "Editora eligió la contraseña de su cuenta." })
    .filter({ hasText: EDITOR });
  await expect(chosen).toHaveCount(1);

  // Only the owner's changes to the team, since today.
  const today = new Date().toLocaleDateString("en-CA", { timeZone: "America/Argentina/Buenos_Aires" });
  await page.getByLabel("Persona").selectOption({ label: OWNER_NAME });
  await page.getByLabel("Tipo").selectOption({ label: "Equipo" });
  await page.getByLabel("Desde").fill(today);
  await page.getByRole("button", { name: "Filtrar" }).click();
  await expect(page).toHaveURL(/entidad=staff_account/);
  await expect(created).toHaveCount(1);
  await expect(chosen).toHaveCount(0);
  await created.getByText("Ver detalle", { exact: true }).click();
  await expect(created.locator("pre")).toContainText('"action": "created"');
  await expectAccessible(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(created).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  await screenshots(page, "audit");
});
