import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { mailLink, waitForMail } from "./e2e-mail.ts";

export const E2E_PASSWORD = "Clave123";

let counter = 0;

/** A verified account made through the shop's own forms and the link of the mail it sends. */
export async function verifiedAccount(
  request: APIRequestContext,
  name = "Paula",
  identifire = String(20_000_000 + Math.floor(Math.random() * 70_000_000)),
): Promise<string> {
  const email = `e2e-${Date.now()}-${counter++}@example.com`;
  const res = await request.post("/account-register", {
    form: {
      name,
      surname: "Ibarra",
      email,
      identifire,
      mobile_phone: "1145678901",
      password: E2E_PASSWORD,
      newsletter: "on",
      terms: "on",
    },
  });
  expect(res.status()).toBe(200);
  const mail = await waitForMail(email, /^Verificá tu cuenta/);
  const verified = await request.get(mailLink(mail, "/account-verify/"));
  expect(verified.status()).toBe(200);
  return email;
}

/**
 * Signs in through the login form's post, for journeys that test what comes after: the browser context that
 * made `request` shares the session cookie, and no page is left mid-navigation.
 */
export async function signedIn(request: APIRequestContext, email: string, password = E2E_PASSWORD) {
  const res = await request.post("/account-login", { form: { intent: "login", email, password } });
  expect(res.status()).toBe(200);
  expect(new URL(res.url()).pathname).not.toBe("/account-login");
}

/** Fills 'Crear cuenta' for a new customer (a document number of her own, E2E_PASSWORD) and accepts the terms. */
export async function fillRegistration(page: Page, who: { name: string; surname: string; email: string }) {
  await page.getByLabel("Nombre").fill(who.name);
  await page.getByLabel("Apellido").fill(who.surname);
  await page.getByRole("textbox", { name: "E-mail", exact: true }).fill(who.email);
  await page
    .getByLabel("Número de documento")
    .fill(String(20_000_000 + Math.floor(Math.random() * 70_000_000)));
  await page.getByLabel("Celular").fill("1134567890");
  await page.getByLabel("Contraseña").fill(E2E_PASSWORD);
  await page.getByLabel(/Acepto los términos y condiciones/).check();
}

export async function logIn(page: Page, email: string, password = E2E_PASSWORD) {
  await page.getByRole("textbox", { name: "E-mail", exact: true }).fill(email);
  await page.getByLabel("Contraseña").fill(password);
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
}
