// Named admin-* to run before admin-staff.spec.ts, which gives the demo owner a second factor: this journey ends with the owner marking the visit.
import { expect, test, type Page } from "../support/e2e-test.ts";
import { localDateOf, parseSlot } from "#domain/booking/local-time.ts";
import { expectAccessible } from "../support/a11y.ts";
import {
  CARDS,
  confirmPayment,
  customerWithCart,
  expectAnswer,
  fillBilling,
  fillCard,
  RESULT_URL,
  toPaymentStep,
} from "../support/e2e-checkout.ts";
import { mailLink, mailsMatching, waitForMail } from "../support/e2e-mail.ts";
import { calendarDayWithFreeTimes, CUTOFF_MS, freeTimes, pickTime } from "../support/e2e-booking.ts";
import { signInAsOwner } from "../support/e2e-staff.ts";

const AREAS = ["Axilas", "Bozo"];
const PHONE = { width: 390, height: 844 };
/** A customer who bought `areas` through the checkout at Candela Palermo (APRO card, 1 pago): her sessions. */
async function customerWithSessions(page: Page, name: string, areas: string[]): Promise<string> {
  const email = await customerWithCart(page, name, areas);
  await toPaymentStep(page);
  await fillCard(page, { holder: "APRO", number: CARDS.visa, installments: 1 });
  await fillBilling(page);
  await confirmPayment(page);
  await expectAnswer(page, "¡Tu pago fue aprobado!");
  await expect(page).toHaveURL(RESULT_URL, { timeout: 15_000 });
  await expect(page.getByRole("link", { name: "Reservar turno", exact: true })).toHaveAttribute(
    "href",
    "/my-account/turnos/reservar",
  );
  const receipt = await waitForMail(email, /fue aprobada/);
  expect(mailLink(receipt, "/my-account/turnos/reservar")).toMatch(/\/my-account\/turnos\/reservar$/);
  expect(receipt.text).toContain("Candela Palermo");
  return email;
}

/**
 * From 'Mi cuenta': 'Reservar turno', the areas, the first day with free times, its first time, 'Confirmar
 * turno'. Only times after `after` count (a visit within the cut-off can no longer be moved).
 */
async function bookFirstFreeTime(page: Page, areas: string[], after = Date.now() + CUTOFF_MS + 3_600_000) {
  await page.goto("/my-account");
  await page.getByRole("link", { name: "Reservar turno", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Reservar turno", level: 1 })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Sucursal" })).toHaveValue(/.+/);
  await expect(page.getByRole("combobox", { name: "Sucursal" }).locator("option:checked")).toHaveText(
    "Candela Palermo",
  );
  // It opens with her branch's areas chosen; without an area, 'Ver horarios' says what is missing.
  for (const area of areas) {
    await expect(page.getByRole("checkbox", { name: area, exact: true })).toBeChecked();
    await page.getByRole("checkbox", { name: area, exact: true }).uncheck();
  }
  await page.getByRole("button", { name: "Ver horarios" }).click();
  await expect(page.getByText("Elegí al menos un área.")).toBeVisible();
  for (const area of areas) await page.getByRole("checkbox", { name: area, exact: true }).check();
  await page.getByRole("button", { name: "Ver horarios" }).click();
  await expect(page.getByRole("heading", { name: "Próximos horarios libres" })).toBeVisible();
  // A day with a second free time after the cut-off, for the visit to be moved to later.
  const day = await calendarDayWithFreeTimes(page, after, 2);
  for (const area of areas)
    await expect(page.getByRole("checkbox", { name: area, exact: true })).toBeChecked();
  await expectAccessible(page, "booking form with free times");
  const time = await pickTime(page, after);
  expect(time.label).toMatch(/^\d{2}:\d{2}$/);
  await page.getByRole("button", { name: "Confirmar turno" }).click();
  await expect(page).toHaveURL(/\/my-account\/turnos\/[0-9a-f-]{36}\?estado=confirmado$/);
  await expect(page.getByRole("heading", { name: "Turno confirmado", level: 1 })).toBeVisible();
  return { day, time, url: page.url() };
}

/** The visit's page: the time, the branch with its address, the areas. */
async function expectVisit(page: Page, time: string, areas: string[]) {
  const details = page.locator("dl");
  await expect(details).toContainText(`${time} h`);
  await expect(details).toContainText("Candela Palermo");
  await expect(details).toContainText("Av. Santa Fe 3253");
  await expect(details).toContainText(areas.join(", "));
  await expect(details).toContainText("Reservado");
}

/** 'Cambiar turno': the same day, another free time, 'Confirmar cambio' and its review's 'Sí, cambiar turno'. */
async function moveToAnotherTime(page: Page, day: string, from: string) {
  await page.getByRole("link", { name: "Cambiar turno" }).click();
  await expect(page.getByRole("heading", { name: "Cambiar turno", level: 1 })).toBeVisible();
  await page.getByLabel("Día", { exact: true }).fill(day);
  await page.getByRole("button", { name: "Ver horarios" }).click();
  await expect(freeTimes(page).first()).toBeVisible();
  const time = await pickTime(page, Date.now() + CUTOFF_MS + 3_600_000, from);
  await page.getByRole("button", { name: "Confirmar cambio" }).click();
  // The review: the current and the new time; nothing moves until 'Sí, cambiar turno'.
  const review = page.getByRole("region", { name: "¿Confirmás el cambio?" });
  await expect(review).toContainText(`${time.label} h en Candela Palermo`);
  await expect(review).toContainText("Con el cambio, vas a poder cambiarlo o cancelarlo hasta el");
  await review.getByRole("button", { name: "Sí, cambiar turno" }).click();
  await expect(page).toHaveURL(/\/my-account\/turnos\/[0-9a-f-]{36}\?estado=cambiado$/);
  await expect(page.getByRole("heading", { name: "Turno cambiado", level: 1 })).toBeVisible();
  return time;
}

test("a customer buys two areas, books a visit online, moves it to another time and cancels it; the branch sees it", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const email = await customerWithSessions(page, "Martina", AREAS);
  const desktop = page.viewportSize()!;

  await page.goto("/my-account");
  const sessions = page.getByRole("table", { name: "Tus sesiones por área" });
  for (const column of ["Área", "Sucursal", "Usadas", "Reservadas", "Disponibles", "Próximo turno"]) {
    await expect(sessions.getByRole("columnheader", { name: column, exact: true })).toBeVisible();
  }
  await expect(sessions.getByRole("row", { name: /^Axilas/ }).getByRole("cell")).toHaveText([
    "Candela Palermo",
    "0",
    "0",
    "6",
    "—",
  ]);

  const booked = await bookFirstFreeTime(page, AREAS);
  await expectVisit(page, booked.time.label, AREAS);
  await expectAccessible(page, "visit confirmed");

  // The mail with the visit: when, where, and the calendar file.
  const mail = await waitForMail(email, /^Turno confirmado: /);
  expect(mail.subject).toContain(`${booked.time.label} h en Candela Palermo`);
  expect(mail.text).toContain(`Áreas: ${AREAS.join(", ")}`);
  expect(mail.text).toContain("Adjuntamos el turno para que lo agregues a tu calendario.");
  const [calendar] = mail.attachments;
  expect(calendar?.filename).toBe("turno.ics");
  expect(calendar?.contentType).toMatch(/^text\/calendar/);
  expect(calendar?.content).toContain("BEGIN:VEVENT");
  const visitUrl = booked.url.replace(/\?.*$/, "");
  expect(mailLink(mail, "/my-account/turnos/")).toBe(`${visitUrl}/cambiar`);

  // 'Mi cuenta' counts the session as booked and links the visit.
  await page.goto("/my-account");
  await expect(
    sessions
      .getByRole("row", { name: /^Axilas/ })
      .getByRole("cell")
      .nth(2),
  ).toHaveText("1");
  await expect(
    sessions
      .getByRole("row", { name: /^Axilas/ })
      .getByRole("cell")
      .nth(3),
  ).toHaveText("5");
  const upcoming = page.getByRole("region", { name: "Tus próximos turnos" });
  await upcoming.getByRole("link", { name: new RegExp(`${booked.time.label} h$`) }).click();
  await expect(page.getByRole("heading", { name: "Tu turno", level: 1 })).toBeVisible();

  // Moving and cancelling ask first, on a phone; the sessions table is read at the project's width.
  await page.setViewportSize(PHONE);
  const before = mailsMatching(email, /^Cambiaste tu turno: /).length;
  const moved = await moveToAnotherTime(page, booked.day, booked.time.value);
  await expectVisit(page, moved.label, AREAS);
  const movedMail = await waitForMail(email, /^Cambiaste tu turno: /, before);
  expect(movedMail.subject).toContain(`${moved.label} h en Candela Palermo`);

  // The branch sees the visit; it is marked only once it has started (admin-agenda.spec.ts marks one).
  const office = await browser.newContext();
  const staff = await office.newPage();
  await signInAsOwner(staff);
  await staff.goto("/admin/agenda");
  await staff.getByRole("link", { name: "Candela Palermo", exact: true }).click();
  await staff.getByRole("textbox", { name: "Día", exact: true }).fill(localDateOf(parseSlot(moved.value)!));
  await staff.getByRole("button", { name: "Ver", exact: true }).click();
  const visitRow = staff.getByRole("row").filter({ hasText: "Martina" });
  await expect(visitRow).toContainText(`${moved.label} a `);
  await expect(visitRow).toContainText("Reservado");
  await expect(visitRow.getByRole("button", { name: /^Asistió/ })).toHaveCount(0);
  await office.close();

  await page.setViewportSize(desktop);
  await page.goto("/my-account");
  for (const area of AREAS) {
    const cells = sessions.getByRole("row", { name: new RegExp(`^${area}`) }).getByRole("cell");
    await expect(cells.nth(1)).toHaveText("0");
    await expect(cells.nth(2)).toHaveText("1");
    await expect(cells.nth(3)).toHaveText("5");
  }

  // 'Cancelar turno' asks, restating the visit; 'No, mantener turno' keeps it, 'Sí, cancelar turno' cancels it.
  await page.setViewportSize(PHONE);
  await page.goto(visitUrl);
  await page.getByRole("button", { name: "Cancelar turno", exact: true }).click();
  const cancelReview = page.getByRole("region", { name: "¿Cancelar este turno?" });
  await expect(cancelReview).toContainText(`${moved.label} h en Candela Palermo (${AREAS.join(", ")})`);
  await expect(cancelReview).toContainText(
    "Recuperás 2 sesiones, una de cada área, para reservar otro turno.",
  );
  await expect(cancelReview).toContainText("Podés cambiarlo o cancelarlo hasta el");
  await expectAccessible(page, "cancel review");
  await cancelReview.getByRole("link", { name: "No, mantener turno" }).click();
  await expect(cancelReview).toHaveCount(0);
  await expect(page.locator("dl")).toContainText("Reservado");
  await page.getByRole("button", { name: "Cancelar turno", exact: true }).click();
  await cancelReview.getByRole("button", { name: "Sí, cancelar turno" }).click();
  await expect(page).toHaveURL(`${visitUrl}?estado=cancelado`);
  await expect(page.getByRole("heading", { name: "Turno cancelado", level: 1 })).toBeVisible();
  await page.setViewportSize(desktop);
  await page.goto("/my-account");
  for (const area of AREAS) {
    const cells = sessions.getByRole("row", { name: new RegExp(`^${area}`) }).getByRole("cell");
    await expect(cells.nth(2)).toHaveText("0");
    await expect(cells.nth(3)).toHaveText("6");
  }
});
