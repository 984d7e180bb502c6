import { expect, test } from "../support/e2e-test.ts";
import { ACCOUNT_MESSAGES } from "#domain/accounts/messages.ts";
import { CUSTOMER_MESSAGES } from "#domain/customers/messages.ts";
import { expectAccessible } from "../support/a11y.ts";
import { E2E_PASSWORD, logIn, verifiedAccount } from "../support/e2e-account.ts";
import { mailLink, waitForMail } from "../support/e2e-mail.ts";
import {
  addStaffMember,
  adminMenu,
  choosePassword,
  signInAsOwner,
  signOut,
  staffSignIn,
} from "../support/e2e-staff.ts";
import { screenshots } from "../support/e2e-screenshots.ts";

const SUPPORT = `soporte-${Date.now()}@candela.test`;
const SUPPORT_PASSWORD = "clave de atención al cliente";
const CUSTOMER = `revision-${Date.now()}@example.com`;
const DOCUMENT = String(20_000_000 + Math.floor(Math.random() * 70_000_000));

test("support approves an account under review; the customer gets the mail and can log in", async ({
  page,
  request,
}) => {
  // The document number already belongs to another account: the new one is held for review.
  await verifiedAccount(request, "Primera", DOCUMENT);
  await page.goto("/account-register", { waitUntil: "networkidle" });
  await page.getByLabel("Nombre").fill("Renata");
  await page.getByLabel("Apellido").fill("Villalba");
  await page.getByRole("textbox", { name: "E-mail", exact: true }).fill(CUSTOMER);
  await page.getByLabel("Número de documento").fill(DOCUMENT);
  await page.getByLabel("Celular").fill("1134567890");
  await page.getByLabel("Contraseña").fill(E2E_PASSWORD);
  await page.getByLabel(/Acepto los términos y condiciones/).check();
  await page.getByRole("button", { name: "Confirmar" }).click();
  await expect(page.getByText(ACCOUNT_MESSAGES.underReview)).toBeVisible();
  await page.goto("/account-login", { waitUntil: "networkidle" });
  await logIn(page, CUSTOMER);
  await expect(page.getByRole("alert")).toContainText(ACCOUNT_MESSAGES.loginUnderReview);

  // The owner adds a support person, who sets a password through the mailed link.
  await signInAsOwner(page);
  await addStaffMember(page, SUPPORT, "Soporte", "support");
  await signOut(page);
  await choosePassword(page, SUPPORT, /^Tu cuenta del equipo/, SUPPORT_PASSWORD);
  await staffSignIn(page, SUPPORT, SUPPORT_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/$/);

  // Support finds the customer: the search is in the address.
  await adminMenu(page).filter({ hasText: "Clientes" }).click();
  await page.getByRole("searchbox", { name: "Buscar" }).fill(DOCUMENT);
  await page.getByRole("combobox", { name: "Estado" }).selectOption("en-revision");
  await page.getByRole("button", { name: "Buscar", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/clientes\\?q=${DOCUMENT}&estado=en-revision`));
  await expect(page.getByRole("heading", { name: "Resultados (1)" })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "customers");
  await page.getByRole("link", { name: "Renata Villalba" }).click();
  await expect(page.getByRole("heading", { name: "Renata Villalba", level: 1 })).toBeVisible();
  await expect(page.getByText("En revisión")).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "customer");

  await page.getByRole("button", { name: "Aprobar cuenta" }).click();
  await expect(page.getByRole("status")).toContainText(CUSTOMER_MESSAGES.approved);
  // Out of review; the address is confirmed by the mail's link.
  await expect(page.getByText("Sin verificar", { exact: true })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "customer-approved");

  // The customer follows the mail's link (it confirms the address) and logs in.
  const mail = await waitForMail(CUSTOMER, /^Tu cuenta de Candela fue aprobada$/);
  expect(mail.text).toContain("Hola Renata");
  await page.goto(mailLink(mail, "/account-verify/"));
  await expect(page.getByText(ACCOUNT_MESSAGES.verified)).toBeVisible();
  await page.getByRole("link", { name: "Iniciar sesión" }).click();
  await logIn(page, CUSTOMER);
  await expect(page).toHaveURL(/\/areas$/);
});
