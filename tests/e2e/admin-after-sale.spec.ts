import { formatMoney } from "#domain/money.ts";
import { parseMoneyText } from "#domain/editing/money-input.ts";
import { expect, test, type Page } from "../support/e2e-test.ts";
import { REGRET_MESSAGES } from "#domain/regret/messages.ts";
import { SALES_MESSAGES } from "#domain/payments/messages.ts";
import { expectAccessible } from "../support/a11y.ts";
import {
  CARDS,
  confirmPayment,
  customerWithCart,
  expectAnswer,
  fillBilling,
  fillCard,
  toPaymentStep,
} from "../support/e2e-checkout.ts";
import { waitForMail } from "../support/e2e-mail.ts";
import { goFromMenu, signInAsNewStaffMember, signInAsOwner } from "../support/e2e-staff.ts";
import { screenshots } from "../support/e2e-screenshots.ts";

const SUPPORT = `soporte-${Date.now()}@candela.test`;

/** Buys what is in the cart with the 'REFERIDOS15' code (one use per customer) and the APRO card. */
async function buyWithCode(page: Page): Promise<string> {
  await page.goto("/shop/checkout", { waitUntil: "networkidle" });
  await page.getByLabel("Código de descuento").fill("referidos15");
  await page.getByRole("button", { name: "Usar" }).click();
  await expect(page.getByRole("button", { name: "Quitar el código REFERIDOS15" })).toBeVisible();
  await toPaymentStep(page);
  await fillCard(page, { holder: "APRO", number: CARDS.visa, installments: 1 });
  await fillBilling(page);
  await confirmPayment(page);
  await expectAnswer(page, "¡Tu pago fue aprobado!");
  const text = await page.getByText(/Código de transacción:/).innerText();
  return /CND-[A-Z2-7]{8}/.exec(text)![0];
}

test("a customer regrets a purchase without signing in; support refunds it once confirmed and the code's use comes back", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = await customerWithCart(page, "Julia", ["Axilas"]);
  const code = await buyWithCode(page);
  const branch = await waitForMail("ventas.casa-central@candela.test", new RegExp(code));
  expect(branch.text).toContain("Axilas");

  // The regret link of the home page; the form needs no sign-in.
  const visitor = await browser.newContext();
  const anonymous = await visitor.newPage();
  await anonymous.goto("/");
  await anonymous.getByRole("main").getByRole("link", { name: "Botón de arrepentimiento" }).click();
  await expect(anonymous.getByRole("heading", { level: 1, name: REGRET_MESSAGES.title })).toBeVisible();
  await expectAccessible(anonymous);
  await anonymous.getByLabel(REGRET_MESSAGES.email).fill(email);
  await anonymous.getByLabel(REGRET_MESSAGES.paymentCode).fill(code.toLowerCase());
  await anonymous.getByRole("button", { name: REGRET_MESSAGES.submit }).click();
  await expect(anonymous.getByText(REGRET_MESSAGES.acceptedTitle)).toBeVisible();
  const revocation = /ARR-[A-Z2-7]{8}/.exec(
    await anonymous.getByText(/Tu código de revocación es/).innerText(),
  )![0];
  await screenshots(anonymous, "regret-accepted");
  const mail = await waitForMail(email, /código de revocación/);
  expect(mail.subject).toContain(revocation);
  await visitor.close();

  // Support refunds it from the inbox.
  const office = await browser.newContext();
  const staff = await office.newPage();
  await signInAsNewStaffMember(staff, {
    email: SUPPORT,
    name: "Soporte",
    role: "support",
    password: "clave de soporte al cliente",
  });
  // On a phone, as support often works at the desk.
  await staff.setViewportSize({ width: 390, height: 844 });
  await goFromMenu(staff, "Arrepentimientos");
  await expect(staff.getByText(revocation)).toBeVisible();
  await expectAccessible(staff);
  await screenshots(staff, "regrets");
  await staff.getByRole("button", { name: `Devolver ${code}` }).click();
  // The confirmation restates whose purchase and what goes back before anything moves.
  const review = staff.getByRole("region", { name: REGRET_MESSAGES.reviewTitle });
  await expect(review).toContainText(code);
  await expect(review).toContainText(email);
  await review.getByRole("button", { name: /^Confirmar devolución de \$/ }).click();
  await expect(staff.getByRole("status").filter({ hasText: REGRET_MESSAGES.refunded })).toBeVisible();
  await staff.getByRole("link", { name: code }).click();
  // The sale's status, and the amount given back in its details.
  await expect(staff.getByText("Devuelto", { exact: true }).first()).toBeVisible();
  await expect(staff.getByRole("term").filter({ hasText: /^Devuelto$/ })).toBeVisible();
  await expect(staff.getByText(/Botón de arrepentimiento/).first()).toBeVisible();
  await expect(await waitForMail(email, /Te devolvimos/)).toBeTruthy();

  // The code's use is given back: the customer can use 'REFERIDOS15' again, and pays a second purchase with it.
  await page.goto("/areas/tratamientos-mujer");
  const bozo = page
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: "Bozo", exact: true }) });
  const productId = await bozo
    .locator('input[name="productId"], [data-add-to-cart]')
    .first()
    .getAttribute("value");
  expect(
    (await page.request.post("/shop/cart", { form: { intent: "add", productId: productId! } })).ok(),
  ).toBe(true);
  const second = await buyWithCode(page);

  // Support opens the second purchase's file but refunds no plain sale: it has no refund form.
  const openSale = async (desk: Page) => {
    await goFromMenu(desk, "Ventas");
    await desk.getByRole("searchbox", { name: "Código o cliente" }).fill(second);
    await desk.getByRole("button", { name: "Filtrar" }).click();
    await desk.getByRole("link", { name: second }).click();
    await expect(desk.getByRole("heading", { name: second })).toBeVisible();
  };
  await openSale(staff);
  await expect(staff.getByRole("button", { name: SALES_MESSAGES.refund, exact: true })).toHaveCount(0);
  await office.close();

  // The owner refunds part of it from its file: 'Devuelto parcialmente'.
  const owners = await browser.newContext();
  const owner = await owners.newPage();
  await signInAsOwner(owner);
  // On a phone the menu is behind 'Menú'; the sales list shows each sale as a card with its amount and state.
  await owner.setViewportSize({ width: 390, height: 844 });
  const menuButton = owner.getByRole("button", { name: "Menú" });
  await expect(menuButton).toHaveAttribute("aria-expanded", "false");
  await menuButton.click();
  await expect(menuButton).toHaveAttribute("aria-expanded", "true");
  await owner.keyboard.press("Escape");
  await expect(menuButton).toHaveAttribute("aria-expanded", "false");
  await expect(menuButton).toBeFocused();
  await menuButton.click();
  await owner.getByRole("navigation", { name: "Panel" }).getByRole("link", { name: "Ventas" }).click();
  await expect(owner).toHaveURL(/\/admin\/ventas$/);
  await expect(menuButton).toHaveAttribute("aria-expanded", "false");
  await expect(owner.getByRole("navigation", { name: "Panel" })).toBeHidden();
  // The link followed is hidden now: focus waits at the start of the page's content.
  await expect(owner.locator("#panel-contenido")).toBeFocused();
  await expect(owner.getByRole("heading", { level: 1, name: "Ventas" })).toBeVisible();
  await owner.getByRole("searchbox", { name: "Código o cliente" }).fill(second);
  await owner.getByRole("button", { name: "Filtrar" }).click();
  const card = owner.locator("tbody tr").filter({ hasText: second });
  for (const [index, column, shown] of [
    [4, "Monto", /^\$\s?[\d.,]+$/],
    [5, "Estado", /^Aprobado$/],
  ] as const) {
    const cell = card.locator("td").nth(index);
    await expect(cell).toHaveText(shown);
    // Within the phone's width, not off to the right of a table that scrolls sideways.
    const box = (await cell.boundingBox())!;
    expect([column, box.x >= 0 && box.x + box.width <= 390]).toEqual([column, true]);
    expect(await cell.evaluate((td) => getComputedStyle(td, "::before").content)).toBe(`"${column}"`);
  }
  expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(owner);
  await screenshots(owner, "sales-cards");
  await owner.setViewportSize({ width: 1366, height: 900 });
  await openSale(owner);
  await owner.getByRole("textbox", { name: "Monto" }).fill("1.000");
  await owner.getByRole("textbox", { name: "Motivo" }).fill("Una sesión no se realizó");
  await owner.getByRole("button", { name: SALES_MESSAGES.refund, exact: true }).click();
  await owner
    .getByRole("button", { name: SALES_MESSAGES.confirmAmount(formatMoney(1_000_00)), exact: true })
    .click();
  await expect(owner.getByRole("status").filter({ hasText: SALES_MESSAGES.refunded })).toBeVisible();
  await expect(owner.getByText("Devuelto parcialmente", { exact: true })).toBeVisible();
  await expectAccessible(owner);
  await screenshots(owner, "sale-partly-refunded");

  // A confirmation posted without its review moves no money: the sale is still partly refunded.
  const skipped = await owner.evaluate(async () => {
    const body = new URLSearchParams({
      intent: "confirm",
      amount: "2.000",
      reason: "Sin revisar",
      refund_key: crypto.randomUUID(),
    });
    return (await fetch(location.pathname, { method: "POST", body })).status;
  });
  expect(skipped).toBe(200);
  await owner.reload();
  await expect(owner.getByText("Devuelto parcialmente", { exact: true })).toBeVisible();

  // On a phone, the rest: the amount is required, 'Todo lo que queda' fills it in, the review restates it.
  await owner.setViewportSize({ width: 390, height: 844 });
  await owner.getByRole("textbox", { name: "Motivo" }).fill("La clienta se arrepintió");
  await owner.getByRole("button", { name: SALES_MESSAGES.refund, exact: true }).click();
  await expect(owner.getByText("Campo requerido")).toBeVisible();
  await owner.getByRole("button", { name: "Todo lo que queda" }).click();
  const amount = owner.getByRole("textbox", { name: "Monto" });
  await expect(amount).toHaveValue(/^[\d.]+(,\d{2})?$/);
  const rest = await amount.inputValue();
  await owner.getByRole("button", { name: SALES_MESSAGES.refund, exact: true }).click();
  const confirm = owner.getByRole("button", {
    name: SALES_MESSAGES.confirmAmount(formatMoney(parseMoneyText(rest)!)),
    exact: true,
  });
  await expect(owner.getByRole("region", { name: SALES_MESSAGES.review })).toContainText(second);
  await screenshots(owner, "sale-refund-rest");
  await confirm.click();
  await expect(owner.getByRole("status").filter({ hasText: SALES_MESSAGES.refunded })).toBeVisible();
  await expect(owner.getByText("Devuelto", { exact: true }).first()).toBeVisible();
  await owners.close();
});
