// A full day's waiting list on a phone: 'Avisame si se libera', another customer cancels, the mail's link books
// the freed time; the one who joined first but pressed later is told it was taken and leaves the list.
import { expect, test } from "../support/e2e-test.ts";
import { formatLocalLongDate } from "#domain/booking/local-time.ts";
import { expectAccessible } from "../support/a11y.ts";
import { logIn } from "../support/e2e-account.ts";
import { calendar } from "../support/e2e-booking.ts";
import { mailLink, waitForMail } from "../support/e2e-mail.ts";
import { screenshots } from "../support/e2e-screenshots.ts";
import { staffSignIn } from "../support/e2e-staff.ts";
import { adminAgendaPath } from "#domain/staff/pages.ts";
import { shopWithFullDay } from "../support/e2e-waitlist.ts";

const PHONE = { width: 390, height: 844 };
let shop: Awaited<ReturnType<typeof shopWithFullDay>>;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  shop = await shopWithFullDay();
});
test.afterAll(() => shop?.close());

test("a customer joins the waiting list of a full day, another cancels, and the mail's link books the freed time", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const context = await browser.newContext({ baseURL: shop.url, viewport: PHONE });
  const page = await context.newPage();
  await page.goto("/account-login?next=/my-account/turnos/reservar");
  await logIn(page, shop.waiting.email);
  await expect(page.getByRole("heading", { name: "Reservar turno", level: 1 })).toBeVisible();

  // The full day says so in the calendar, and opens.
  const month = shop.day.slice(0, 7);
  const caption = new Intl.DateTimeFormat("es-AR", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${month}-15T12:00:00Z`));
  if (!((await calendar(page).locator("caption").textContent()) ?? "").includes(caption)) {
    await page.getByRole("link", { name: "Mes siguiente" }).click();
    await expect(calendar(page)).toHaveAccessibleName(`Calendario de ${caption}`);
  }
  const full = calendar(page).locator(`a[href*="dia=${shop.day}"]`);
  await expect(full).toHaveAccessibleName(/: Sin horarios libres$/);
  await full.click();
  await expect(page.getByText("No hay horarios libres ese día. Probá con otro día.")).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Días que te sirven" })).toHaveValue(shop.day);
  await screenshots(page, "waitlist-full-day");
  await page.setViewportSize(PHONE);
  await expectAccessible(page, "full day with the waiting list");
  await page.getByRole("button", { name: "Avisame si se libera" }).click();
  await expect(
    page.getByText(`Listo: estás en la lista de espera del ${formatLocalLongDate(shop.day)}.`),
  ).toBeVisible();
  const mine = page.getByRole("region", { name: "Tu lista de espera" });
  await expect(mine).toContainText(shop.storeName);
  await expect(mine.getByRole("button", { name: /^Salir de la lista/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "Avisame si se libera" })).toHaveCount(0);
  await screenshots(page, "waitlist-joined");
  await page.setViewportSize(PHONE);

  // The branch's agenda of that day lists who waits, in the order they joined.
  const office = await browser.newContext({ baseURL: shop.url });
  const staff = await office.newPage();
  await staffSignIn(staff, shop.desk.email, shop.desk.password);
  await expect(staff).not.toHaveURL(/\/admin\/login$/);
  await staff.goto(adminAgendaPath(shop.storeId, shop.day));
  const list = staff.getByRole("region", { name: "Lista de espera (2)" });
  await expect(list.getByRole("listitem")).toHaveCount(2);
  await expect(list.getByRole("listitem").first()).toContainText("Brenda");
  await expect(list.getByRole("listitem").nth(1)).toContainText("Valeria");
  await expect(list.getByRole("listitem").nth(1)).toContainText("Axilas");
  await expect(list.getByRole("listitem").nth(1)).toContainText("Solo este día · Desde el");
  await office.close();

  // Another customer cancels her visit of that day.
  const other = await browser.newContext({ baseURL: shop.url, viewport: PHONE });
  const holder = await other.newPage();
  await holder.goto(`/account-login?next=/my-account/turnos/${shop.visitId}`);
  await logIn(holder, shop.holder.email);
  await holder.getByRole("button", { name: "Cancelar turno", exact: true }).click();
  await holder.getByRole("button", { name: "Sí, cancelar turno" }).click();
  await expect(holder.getByRole("heading", { name: "Turno cancelado", level: 1 })).toBeVisible();
  await other.close();

  // Both people waiting get the mail; she presses its link first and books the time.
  const subject = /^Se liberó un horario: /;
  const mail = await waitForMail(shop.waiting.email, subject);
  expect(mail.subject).toContain(`10:00 h en ${shop.storeName}`);
  expect(mail.text).toContain("Es para quien lo reserve primero");
  await page.goto(mailLink(mail, "/turnos/lista-de-espera/"));
  await expect(page.getByRole("heading", { name: "Se liberó un horario", level: 1 })).toBeVisible();
  await expect(page.locator("dl")).toContainText("10:00 h");
  await screenshots(page, "waitlist-offer");
  await page.setViewportSize(PHONE);
  await page.getByRole("button", { name: "Reservar este horario" }).click();
  await expect(page.getByRole("heading", { name: "Turno confirmado", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Ver mi turno" })).toBeVisible();
  await waitForMail(shop.waiting.email, /^Turno confirmado: /);

  // The first to join presses her link later, signed in nowhere: taken, still on the list; she leaves it.
  const firstMail = await waitForMail(shop.first.email, subject);
  const late = await browser.newContext({ baseURL: shop.url, viewport: PHONE });
  const her = await late.newPage();
  await her.goto(mailLink(firstMail, "/turnos/lista-de-espera/"));
  await expect(her.getByRole("heading", { name: "Ese horario ya fue reservado", level: 1 })).toBeVisible();
  await expect(her.getByText("Seguís en la lista de espera")).toBeVisible();
  await screenshots(her, "waitlist-taken");
  await her.setViewportSize(PHONE);
  await her.getByRole("button", { name: "Salir de la lista de espera" }).click();
  await expect(her.getByRole("heading", { name: "Saliste de la lista de espera", level: 1 })).toBeVisible();
  await late.close();
  await context.close();
});
