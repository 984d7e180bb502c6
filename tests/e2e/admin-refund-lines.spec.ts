import { expect, test } from "../support/e2e-test.ts";
import { formatMoney } from "#domain/money.ts";
import { SALES_MESSAGES as M } from "#domain/payments/messages.ts";
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
import { adminMenu, signInAsNewStaffMember } from "../support/e2e-staff.ts";
import { screenshots } from "../support/e2e-screenshots.ts";

test("staff give back an area's sessions: the form restates what stays, the mail and the sale say it", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = await customerWithCart(page, "Marta", ["Axilas", "Bozo"]);
  await page.goto("/shop/checkout", { waitUntil: "networkidle" });
  await toPaymentStep(page);
  await fillCard(page, { holder: "APRO", number: CARDS.visa, installments: 1 });
  await fillBilling(page);
  await confirmPayment(page);
  await expectAnswer(page, "¡Tu pago fue aprobado!");
  const code = /CND-[A-Z2-7]{8}/.exec(await page.getByText(/Código de transacción:/).innerText())![0];

  const office = await browser.newContext();
  const staff = await office.newPage();
  await signInAsNewStaffMember(staff, {
    email: `admin-lineas-${Date.now()}@candela.test`,
    name: "Administración",
    role: "admin",
    password: "clave de la administración",
  });
  await adminMenu(staff).filter({ hasText: "Ventas" }).click();
  await staff.getByRole("searchbox", { name: "Código o cliente" }).fill(code);
  await staff.getByRole("button", { name: "Filtrar" }).click();
  await staff.getByRole("link", { name: code }).click();

  // All of Bozo's sessions; the amount is required, so an empty one is refused.
  await staff.getByRole("textbox", { name: /^Bozo/ }).fill("6");
  await staff.getByRole("textbox", { name: "Motivo" }).fill("La clienta no quiere Bozo");
  await staff.getByRole("button", { name: M.refund, exact: true }).click();
  await expect(staff.getByText("Campo requerido")).toBeVisible();
  await staff.getByRole("textbox", { name: "Monto" }).fill("1.000,00");
  await screenshots(staff, "refund-lines-form");
  await staff.getByRole("button", { name: M.refund, exact: true }).click();
  const review = staff.getByRole("region", { name: M.review });
  await expect(review).toBeVisible();
  await expect(staff.getByTestId("refund-give")).toContainText("6 sesiones de Bozo");
  await expect(staff.getByTestId("refund-keep")).toContainText("6 sesiones de Axilas");
  await expect(staff.getByTestId("refund-give")).toContainText(formatMoney(1_000_00));
  const amount = formatMoney(1_000_00).replace(/\s/, " ");
  await expectAccessible(staff);
  await screenshots(staff, "refund-lines-review");
  await staff.getByRole("button", { name: /^Confirmar devolución de \$/ }).click();
  await expect(staff.getByRole("status").filter({ hasText: M.refunded })).toBeVisible();

  const mail = await waitForMail(email, /Te devolvimos/);
  expect(mail.text.replace(/\s+/g, " ")).toContain(
    `Devolvimos ${amount} de tu compra ${code} (Bozo). Te quedan 6 sesiones de Axilas.`,
  );
  const bozo = staff.getByRole("region", { name: "Sesiones por área" }).getByRole("row", { name: /^Bozo/ });
  await expect(bozo).toHaveText(/Bozo\s*6\s*0\s*0\s*6\s*0/);
  await expect(staff.getByText("Devuelto parcialmente", { exact: true })).toBeVisible();
  await screenshots(staff, "refund-lines-done");
  await office.close();
});
