/**
 * The checkout's payment step as a customer drives it in the browser: a signed-in customer with areas in the
 * cart, the branch and 'Pagar', the card and billing forms filled with the sandbox's test cards, and the answer.
 */
import { expect, type Page } from "@playwright/test";
import { areasLabel } from "#domain/cart/store-choice.ts";
import { logIn, verifiedAccount } from "./e2e-account.ts";

/** Reads a peso amount as shown on the page ("$ 18.500,00") back into centavos. */
export const centavos = (text: string) => Number(text.replace(/[^\d,]/g, "").replace(",", ""));

export const CARDS = {
  visa: "4509 9535 6623 3704",
  master: "5031 7557 3453 0604",
  /** The sandbox's Maestro card (Mercado Pago publishes none). */
  maestro: "5010 4186 5432 1075",
  /** A brand the demo shop does not accept. */
  naranja: "5895 6278 2345 3005",
  /** The Visa test card with its last digit changed: it fails the Luhn check the provider makes. */
  badVisa: "4509 9535 6623 3705",
};

/**
 * A signed-in customer with these areas in the server cart. The areas go in by posting the cart's form
 * endpoint with the page's cookies, as '¡Lo quiero ya!' does.
 */
export async function customerWithCart(page: Page, name: string, areas: string[]): Promise<string> {
  const email = await verifiedAccount(page.request, name);
  await page.goto("/account-login", { waitUntil: "networkidle" });
  await logIn(page, email);
  await expect(page).not.toHaveURL(/account-login/);
  await addToCart(page, areas);
  return email;
}

/** Puts these areas in the signed-in customer's cart, posting the cart's endpoint as '¡Lo quiero ya!' does. */
export async function addToCart(page: Page, areas: string[]) {
  await page.goto("/areas/tratamientos-mujer");
  for (const title of areas) {
    const card = page
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: title, exact: true }) });
    const holder = card.locator('input[name="productId"], [data-add-to-cart]').first();
    const productId = (await holder.getAttribute("value")) ?? (await holder.getAttribute("data-add-to-cart"));
    expect(productId).toBeTruthy();
    const added = await page.request.post("/shop/cart", { form: { intent: "add", productId: productId! } });
    expect(added.ok()).toBe(true);
  }
}

/**
 * Clicks '¡Lo quiero ya!' on the first `count` areas of the page's listing that can be added, each card then
 * offering 'Ir a pagar' and 'Quiero más áreas'; their titles.
 */
export async function addFirstAreas(page: Page, count: number): Promise<string[]> {
  const cards = page.getByRole("article");
  const titles: string[] = [];
  for (let i = 0; titles.length < count; i++) {
    const card = cards.nth(i);
    const add = card.getByRole("button", { name: "¡Lo quiero ya!" });
    if (!(await add.isVisible())) continue;
    titles.push((await card.getByRole("heading").innerText()).trim());
    await add.click();
    await expect(card.getByRole("link", { name: "Ir a pagar" })).toBeVisible();
    await expect(card.getByRole("link", { name: "Quiero más áreas" })).toBeVisible();
  }
  return titles;
}

/** Signs in on the login page that carries `next=/shop/checkout`, and finds the checkout with `titles`. */
export async function signInToCheckout(page: Page, email: string, titles: string[]) {
  await expect(page).toHaveURL(/\/account-login\?next=%2Fshop%2Fcheckout$/);
  await logIn(page, email);
  await expect(page).toHaveURL(/\/shop\/checkout$/);
  await expect(page.getByRole("heading", { name: "Áreas elegidas" })).toBeVisible();
  await expect(page.getByText(areasLabel(titles.length), { exact: true })).toBeVisible();
  for (const title of titles) await expect(page.getByRole("link", { name: title })).toBeVisible();
}

/** From the cart to 'Pago': the branch, then 'Pagar'. */
export async function toPaymentStep(page: Page) {
  await page.goto("/shop/checkout", { waitUntil: "networkidle" });
  await page.getByText("Ver todas las sucursales").click();
  await page.getByRole("button", { name: "Candela Palermo" }).click();
  await expect(page.getByRole("button", { name: "Candela Palermo" })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "Pagar" }).click();
  await expect(page.getByRole("heading", { name: "Pago", exact: true })).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Avance de la compra" })).toHaveAttribute(
    "aria-valuenow",
    "33",
  );
  // The form is usable once the payment SDK has loaded the document types.
  await expect(page.getByRole("combobox", { name: "Tipo de documento" })).toHaveValue("DNI");
}

export const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });

export async function fillCard(page: Page, card: { holder: string; number: string; installments: number }) {
  await field(page, "Nombre del titular").fill(card.holder);
  await field(page, "Número de tarjeta").fill(card.number);
  await expect(page.getByText("Visa", { exact: true })).toBeVisible();
  await field(page, "Mes de vencimiento").fill("11");
  await field(page, "Año de vencimiento").fill("30");
  await field(page, "Código de seguridad").fill("123");
  const plan = page.getByRole("radio", {
    name: new RegExp(card.installments === 1 ? "^1 pago de" : `^${card.installments} cuotas`),
  });
  await plan.check();
}

export async function fillBilling(page: Page) {
  await field(page, "Dirección").fill("Av. Santa Fe 1234");
  await field(page, "Piso, departamento u otra referencia").fill("3° B");
  await field(page, "Ciudad").fill("Ciudad Autónoma de Buenos Aires");
  await field(page, "Código postal").fill("C1425");
  await expect(page.getByRole("combobox", { name: "País" })).toHaveValue(/.+/);
  await page
    .getByRole("combobox", { name: "Provincia" })
    .selectOption({ label: "Ciudad Autónoma de Buenos Aires" });
}

/** The result page of one payment, as the payment step opens it (docs/decisions/0048). */
export const RESULT_URL = /\/shop\/checkout\/success\?pago=[0-9a-f-]{36}$/;

/** 'Continuar' to 'Confirmación', then 'Confirmar Pago'. */
export async function confirmPayment(page: Page) {
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByRole("heading", { name: "Confirmación" })).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Avance de la compra" })).toHaveAttribute(
    "aria-valuenow",
    "66",
  );
  await page.getByRole("button", { name: "Confirmar Pago" }).click();
}

/**
 * Step 3 with the provider's answer: the bar at 100 percent and the outcome's heading. The answer may take as long
 * as the shop gives the provider's create call (20 s, server/payments/mercadopago/provider.ts): on a busy machine
 * the sandbox's answer and the page's reload after it have taken more than the default 5 s.
 */
export async function expectAnswer(page: Page, heading: string) {
  await expect(page.getByRole("heading", { name: heading })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("progressbar", { name: "Avance de la compra" })).toHaveAttribute(
    "aria-valuenow",
    "100",
  );
}

/** A whole approved purchase at Candela Palermo: the branch, the APRO Visa in one payment, the billing address. */
export async function buyApproved(page: Page) {
  await toPaymentStep(page);
  await fillCard(page, { holder: "APRO", number: CARDS.visa, installments: 1 });
  await fillBilling(page);
  await confirmPayment(page);
  await expectAnswer(page, "¡Tu pago fue aprobado!");
}
