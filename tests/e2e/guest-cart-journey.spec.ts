import { expect, test, type Page } from "../support/e2e-test.ts";
import { expectAccessible } from "../support/a11y.ts";
import { fillRegistration } from "../support/e2e-account.ts";
import { addFirstAreas, signInToCheckout } from "../support/e2e-checkout.ts";
import { mailLink, waitForMail } from "../support/e2e-mail.ts";

/**
 * The shopper's path on a phone, as a guest (docs/decisions/0061): two areas, the cart without signing in,
 * 'Crear cuenta', the mail's link, and the checkout with both areas.
 */
const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

let counter = 0;

/** Adds the first `count` areas of the listing that can be added; their titles. */
async function addAreas(page: Page, count: number): Promise<string[]> {
  await page.goto("/areas/tratamientos-mujer", { waitUntil: "networkidle" });
  return addFirstAreas(page, count);
}

/** Opens the cart from the header's icon, as a guest, and checks what it shows; then 'Crear cuenta'. */
async function cartThenRegister(page: Page, titles: string[], name: string): Promise<string> {
  await page.getByRole("link", { name: "Carrito: 2 áreas" }).click();
  await expect(page).toHaveURL(/\/shop\/cart$/);
  await expect(page.getByRole("heading", { name: "Tu carrito" })).toBeVisible();
  await expect(page.getByText("2 Áreas")).toBeVisible();
  for (const title of titles) await expect(page.getByRole("link", { name: title })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Resumen de compra" })).toBeVisible();
  await expect(page.getByTestId("total")).toHaveText(/\$/);
  await expect(page.getByRole("link", { name: "Iniciar sesión para pagar" })).toBeVisible();
  await expectAccessible(page, "the guest's cart");

  await page.getByRole("main").getByRole("link", { name: "Crear cuenta" }).click();
  await expect(page).toHaveURL(/\/account-register\?next=%2Fshop%2Fcheckout$/);
  const email = `invitada-${Date.now()}-${counter++}@example.com`;
  await fillRegistration(page, { name, surname: "Rivas", email });
  await page.getByRole("button", { name: "Confirmar" }).click();
  await expect(page.getByRole("heading", { name: `Hola ${name}` })).toBeVisible();
  return email;
}

/** The verification page of the mail's link, then the sign-in it leads to, and the checkout. */
async function verifySignInAndCheckout(page: Page, link: string, email: string, titles: string[]) {
  await page.goto(link, { waitUntil: "networkidle" });
  await expect(page.getByText("Tu cuenta ha sido verificada correctamente")).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Iniciar sesión" }).click();
  await signInToCheckout(page, email, titles);
}

test("a guest adds two areas, sees her cart, creates her account and reaches the checkout with both", async ({
  page,
}) => {
  const titles = await addAreas(page, 2);
  const email = await cartThenRegister(page, titles, "Florencia");
  const mail = await waitForMail(email, /^Verificá tu cuenta/);
  const link = mailLink(mail, "/account-verify/");
  expect(link).toMatch(/\?next=%2Fshop%2Fcheckout$/);
  await verifySignInAndCheckout(page, link, email, titles);
});

test("the mail's link opened in another browser reaches the checkout with the guest's areas too", async ({
  page,
  browser,
}) => {
  const titles = await addAreas(page, 2);
  const email = await cartThenRegister(page, titles, "Agustina");
  const link = mailLink(await waitForMail(email, /^Verificá tu cuenta/), "/account-verify/");
  const other = await browser.newContext({ viewport: PHONE, baseURL: new URL(page.url()).origin });
  try {
    await verifySignInAndCheckout(await other.newPage(), link, email, titles);
  } finally {
    await other.close();
  }
});
