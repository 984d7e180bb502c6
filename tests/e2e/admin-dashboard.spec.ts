import { expect, test } from "../support/e2e-test.ts";
import { SALES_CSV_COLUMNS } from "#domain/payments/sales-csv.ts";
import { INBOX_MESSAGES } from "#domain/inboxes/messages.ts";
import { ADMIN_GROUPS } from "#domain/staff/pages.ts";
import { expectAccessible } from "../support/a11y.ts";
import { adminMenu, signInAsOwner } from "../support/e2e-staff.ts";
import { screenshots } from "../support/e2e-screenshots.ts";

test("the owner reads the period's figures, downloads the sales as CSV and answers a contact message", async ({
  page,
}) => {
  // A visitor writes through the contact form.
  await page.goto("/contactanos");
  await page.getByRole("textbox", { name: "Nombre y apellido" }).fill("Rocío Díaz");
  await page.getByRole("textbox", { name: "E-mail" }).fill("rocio@example.com");
  await page.getByRole("textbox", { name: "Mensaje" }).fill("¿Tienen turnos los domingos?");
  await page.getByRole("button", { name: "Enviar mensaje" }).click();
  await expect(page).toHaveURL(/enviado=1/);

  await signInAsOwner(page);
  await expect(page.getByText("Ventas aprobadas")).toBeVisible();
  // The menu goes by job: the sidebar's headings, and the page the owner is on marked in it.
  const sidebar = page.getByRole("navigation", { name: "Panel" });
  await expect(sidebar.getByRole("heading")).toHaveText([...ADMIN_GROUPS]);
  await expect(sidebar.getByRole("link", { name: "Inicio" })).toHaveAttribute("aria-current", "page");
  await page.getByLabel("Desde").fill("2026-01-01");
  await page.getByRole("button", { name: "Ver", exact: true }).click();
  await expect(page).toHaveURL(/desde=2026-01-01/);
  await expect(page.getByRole("img", { name: /^Ventas por día del 01\/01\/2026/ })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "dashboard");

  await adminMenu(page).filter({ hasText: "Ventas" }).first().click();
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Descargar CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^ventas-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = (await (await file.createReadStream()).toArray()).map(String).join("");
  expect(text.startsWith(`\uFEFF${SALES_CSV_COLUMNS.join(";")}\r\n`)).toBe(true);
  await expectAccessible(page);
  await screenshots(page, "sales");

  await adminMenu(page).filter({ hasText: "Mensajes" }).click();
  const message = page.getByRole("listitem").filter({ hasText: "¿Tienen turnos los domingos?" });
  await expect(message).toContainText(INBOX_MESSAGES.unread);
  await message.getByRole("button", { name: `${INBOX_MESSAGES.answered} Rocío Díaz` }).click();
  await expect(page.getByRole("status").filter({ hasText: INBOX_MESSAGES.marked })).toBeVisible();
  await expect(message).toContainText(INBOX_MESSAGES.answeredState);
  await expectAccessible(page);
  await screenshots(page, "messages");
});
