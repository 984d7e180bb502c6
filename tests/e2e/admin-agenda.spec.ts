import { expect, test, type Browser } from "../support/e2e-test.ts";
import { NEXT_SESSION } from "#domain/booking/next-session-messages.ts";
import { signedIn } from "../support/e2e-account.ts";
import { waitForMail } from "../support/e2e-mail.ts";
import { calendarDayWithFreeTimes, freeTimes, pickTime } from "../support/e2e-booking.ts";
import { AGENDA_MESSAGES } from "#domain/booking/desk-messages.ts";
import { addDays, formatLocalDate, localDateOf, weekdayOf } from "#domain/booking/local-time.ts";
import { weekDayName, weekStart } from "#domain/booking/week.ts";
import { adminAgendaPath } from "#domain/staff/pages.ts";
import { EDITOR_MESSAGES } from "#domain/editing/messages.ts";
import { STAFF_MESSAGES } from "#domain/staff/messages.ts";
import { menuFor } from "#app/features/admin/layout/menu.ts";
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
import { shopWithStartedVisit } from "../support/e2e-started-visit.ts";
import {
  adminMenu,
  goFromMenu,
  signInAsNewStaffMember,
  signInAsOwner,
  signOut,
  staffSignIn,
} from "../support/e2e-staff.ts";
import { screenshots } from "../support/e2e-screenshots.ts";

const M = AGENDA_MESSAGES;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
/** "Semana del 30/11/2026 al 06/12/2026" for the week that holds `day`. */
const weekLabel = (day: string) =>
  `Semana del ${formatLocalDate(weekStart(day))} al ${formatLocalDate(addDays(weekStart(day), 6))}`;
const STAMP = Date.now();
const FRANCHISE = "Grupo Norte Estética S.R.L.";
const NORTH_BRANCHES = ["Candela Olivos", "Candela San Isidro", "Candela Pilar"];

/** Today on the shop's clock, and the first day after it that Candela Palermo opens (Monday to Saturday). */
const today = localDateOf(Date.now());
const nextOpenDay = (() => {
  let day = addDays(today, 1);
  while (weekdayOf(day) === 0) day = addDays(day, 1);
  return day;
})();

test("the owner gives a branch two rooms and a closed day, and edits a booking rule", async ({ page }) => {
  await signInAsOwner(page);
  await adminMenu(page).filter({ hasText: "Agenda" }).click();
  await expect(page.getByRole("heading", { level: 1, name: M.title })).toBeVisible();
  await expect(page.getByRole("link", { name: "Candela Palermo", exact: true })).toBeVisible();
  await page.getByRole("link", { name: "Candela Olivos", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Agenda de Candela Olivos" })).toBeVisible();

  // Rooms: a wrong number is refused in Spanish, then two are kept.
  await page.getByRole("link", { name: "Ajustes de la agenda" }).click();
  const rooms = page.getByRole("spinbutton", { name: "Salas" });
  await rooms.fill("0");
  await page.getByRole("button", { name: "Guardar", exact: true }).click();
  await expect(page.getByText(M.rooms)).toBeVisible();
  await rooms.fill("2");
  await page.getByRole("button", { name: "Guardar", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: M.roomsSaved })).toBeVisible();
  await expect(rooms).toHaveValue("2");

  // A closed day two weeks ahead.
  const closed = addDays(today, 14);
  await page.getByRole("textbox", { name: "Día", exact: true }).fill(closed);
  await page.getByRole("textbox", { name: "Motivo" }).fill("Feriado puente");
  await page.getByRole("button", { name: "Agregar día cerrado" }).click();
  await expect(page.getByRole("status").filter({ hasText: M.closedDayAdded })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Feriado puente" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Cambiar los horarios de la sucursal" })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "agenda-settings");

  // The day view announces it; the next day is open again.
  await page.getByRole("link", { name: "Volver a la agenda de Candela Olivos" }).click();
  await expect(page.getByText("2 salas.")).toBeVisible();
  await page.getByRole("textbox", { name: "Día", exact: true }).fill(closed);
  await page.getByRole("button", { name: "Ver", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`dia=${closed}$`));
  await expect(page.getByRole("alert").filter({ hasText: M.closedDay })).toContainText("Feriado puente");
  await page.getByRole("link", { name: "Día siguiente" }).click();
  await expect(page).toHaveURL(new RegExp(`dia=${addDays(closed, 1)}$`));
  await expect(page.getByText(M.closedDay)).toHaveCount(0);

  // A rule: an interval of 0 minutes is refused field by field, then the cut-off changes (and is put back).
  await adminMenu(page).filter({ hasText: "Agenda" }).click();
  await page.getByRole("link", { name: "Reglas de turnos" }).click();
  await expect(page.getByRole("heading", { level: 1, name: M.rulesTitle })).toBeVisible();
  const cutoff = page.getByRole("spinbutton", { name: "Cambios y cancelaciones hasta (horas antes)" });
  const step = page.getByRole("spinbutton", { name: "Intervalo entre horarios (minutos)" });
  await expect(cutoff).toHaveValue("24");
  await cutoff.fill("12");
  await step.fill("0");
  await page.getByRole("button", { name: "Guardar", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: EDITOR_MESSAGES.invalidForm })).toBeVisible();
  await expect(page.getByText(M.rule.slot_step_minutes)).toBeVisible();
  await expect(cutoff).toHaveValue("12");
  await step.fill("30");
  await page.getByRole("button", { name: "Guardar", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: EDITOR_MESSAGES.saved })).toBeVisible();
  await page.reload();
  await expect(cutoff).toHaveValue("12");
  await expectAccessible(page);
  await screenshots(page, "agenda-rules");
  await cutoff.fill("24");
  await page.getByRole("button", { name: "Guardar", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: EDITOR_MESSAGES.saved })).toBeVisible();

  // The closed day is taken off again.
  await page.goto("/admin/agenda");
  await page.getByRole("link", { name: "Candela Olivos", exact: true }).click();
  await page.getByRole("link", { name: "Ajustes de la agenda" }).click();
  await page.getByRole("button", { name: /^Quitar/ }).click();
  await expect(page.getByRole("status").filter({ hasText: M.closedDayRemoved })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Feriado puente" })).toHaveCount(0);
});

test("a franchise sees only its branches' agendas and gets the 403 page on another franchise's", async ({
  page,
}) => {
  await signInAsOwner(page);
  await page.goto("/admin/agenda");
  const palermo = await page.getByRole("link", { name: "Candela Palermo", exact: true }).getAttribute("href");
  expect(palermo).toMatch(/^\/admin\/agenda\/[0-9a-f-]{36}$/);
  await signOut(page);

  await signInAsNewStaffMember(page, {
    email: `norte-agenda-${STAMP}@candela.test`,
    name: "Norte",
    role: "franchise",
    franchise: FRANCHISE,
    password: "clave de la agenda del norte",
  });
  // Its menu: its branches' sales and agendas, none of the content, promotions or codes it cannot use.
  await expect(adminMenu(page)).toHaveText(
    menuFor("franchise").flatMap((group) => group.items.map((item) => item.label)),
  );
  await expect(adminMenu(page).filter({ hasText: "Blog" })).toHaveCount(0);
  await adminMenu(page).filter({ hasText: "Agenda" }).click();
  for (const branch of NORTH_BRANCHES) {
    await expect(page.getByRole("link", { name: branch, exact: true })).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "Candela Palermo", exact: true })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Reglas de turnos" })).toHaveCount(0);
  await expectAccessible(page);
  await screenshots(page, "agenda-franchise");

  await page.getByRole("link", { name: "Candela Olivos", exact: true }).click();
  await expect(page.getByRole("link", { name: "Ajustes de la agenda" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Reservar para un cliente" })).toBeVisible();

  for (const path of [palermo!, `${palermo!}/ajustes`, `${palermo!}/reservar`, "/admin/agenda/reglas"]) {
    const forbidden = await page.goto(path);
    expect([path, forbidden?.status()]).toEqual([path, 403]);
    await expect(page.getByRole("heading", { name: STAFF_MESSAGES.forbiddenTitle })).toBeVisible();
  }
});

test("support books for a customer who phoned; her visit is marked only from its start", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  // A customer buys Axilas at Candela Palermo.
  const email = await customerWithCart(page, "Agustina", ["Axilas"]);
  await toPaymentStep(page);
  await fillCard(page, { holder: "APRO", number: CARDS.visa, installments: 1 });
  await fillBilling(page);
  await confirmPayment(page);
  await expectAnswer(page, "¡Tu pago fue aprobado!");

  const office = await browser.newContext();
  const staff = await office.newPage();
  await signInAsNewStaffMember(staff, {
    email: `recepcion-${STAMP}@candela.test`,
    name: "Recepción",
    role: "support",
    password: "clave de la recepción de palermo",
  });
  // The week, on a phone: Candela Palermo, a week ahead and back with 'Hoy'; the page itself never scrolls sideways.
  await staff.setViewportSize(PHONE);
  await goFromMenu(staff, "Agenda");
  await staff.getByRole("combobox", { name: "Sucursal" }).selectOption({ label: "Candela Palermo" });
  await staff.getByRole("button", { name: "Ver", exact: true }).click();
  await expect(staff.getByRole("heading", { level: 2, name: "Semana de Candela Palermo" })).toBeVisible();
  await expect(staff.getByText(weekLabel(today))).toBeVisible();
  await staff.getByRole("link", { name: "Semana siguiente" }).click();
  await expect(staff.getByText(weekLabel(addDays(today, 7)))).toBeVisible();
  await staff.getByRole("link", { name: "Hoy", exact: true }).click();
  await expect(staff.getByText(weekLabel(today))).toBeVisible();
  expect(await staff.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
  await expectAccessible(staff);
  await screenshots(staff, "agenda-week");
  if (weekStart(nextOpenDay) !== weekStart(today)) {
    await staff.getByRole("link", { name: "Semana siguiente" }).click();
  }

  // The first free time of the next open day opens the booking with it.
  const free = staff
    .getByRole("link", {
      name: new RegExp(`^\\d{2}:\\d{2} libre: reservar el ${weekDayName(nextOpenDay)} en la sala 1$`),
    })
    .first();
  const time = (await free.innerText()).slice(0, 5);
  expect(time).toMatch(/^\d{2}:\d{2}$/);
  await free.click();
  await expect(
    staff.getByRole("heading", { level: 1, name: `${M.bookTitle}: Candela Palermo` }),
  ).toBeVisible();
  await expect(staff.getByText(new RegExp(`${time} h\\.$`))).toBeVisible();

  // She is found by her e-mail.
  await staff.getByRole("textbox", { name: "E-mail" }).fill("no-es-un-correo");
  await staff.getByRole("button", { name: "Buscar" }).click();
  await expect(staff.getByText(M.searchEmail)).toBeVisible();
  await staff.getByRole("textbox", { name: "E-mail" }).fill(email);
  await staff.getByRole("button", { name: "Buscar" }).click();
  await staff.getByRole("link", { name: "Agustina Ibarra" }).click();
  await expect(staff.getByRole("heading", { level: 2, name: "Agustina Ibarra" })).toBeVisible();

  // The day came with the free time; her area, its free times, the chosen one already checked.
  await expect(staff.getByRole("textbox", { name: "Día", exact: true })).toHaveValue(nextOpenDay);
  await staff.getByRole("checkbox", { name: /^Axilas/ }).check();
  await staff.getByRole("button", { name: "Ver horarios" }).click();
  await expect(staff.getByRole("radio", { name: time })).toBeChecked();
  await staff.setViewportSize(DESKTOP);
  await expectAccessible(staff);
  await screenshots(staff, "agenda-book");
  await staff.getByRole("button", { name: "Confirmar turno" }).click();

  // The day of the visit, with it.
  await expect(staff).toHaveURL(new RegExp(`dia=${nextOpenDay}&reservado=1$`));
  await expect(staff.getByRole("status").filter({ hasText: M.booked })).toBeVisible();
  const row = staff.getByRole("row").filter({ hasText: "Agustina Ibarra" });
  await expect(row).toContainText(`${time} a `);
  await expect(row).toContainText("Axilas");
  await expect(row).toContainText("Reservado");
  await expect(row).toContainText("Cel. 01145678901");
  await expectAccessible(staff);
  await screenshots(staff, "agenda-day");

  // Her visit on the week, at the desktop's width: all its days side by side.
  await staff.getByRole("link", { name: "Ver la semana" }).click();
  await expect(staff.getByText(weekLabel(nextOpenDay))).toBeVisible();
  await expect(
    staff
      .getByRole("region", { name: weekDayName(nextOpenDay) })
      .getByRole("link", { name: new RegExp(`^${time} a \\d{2}:\\d{2} Agustina Ibarra Axilas$`) })
      .first(),
  ).toBeVisible();
  await screenshots(staff, "agenda-week-booked");
  await staff.goBack();

  // Not started yet: no 'Asistió' nor 'No asistió', only from when it can be marked.
  await expect(row.getByRole("button")).toHaveCount(0);
  await expect(row).toContainText(M.marksFrom(time));

  // Her file: no session of Axilas used yet; what is left moves to another branch.
  await row.getByRole("link", { name: "Agustina Ibarra" }).click();
  const axilas = staff
    .getByRole("region", { name: "Sesiones del cliente" })
    .getByRole("row")
    .filter({ hasText: "Axilas" });
  await expect(axilas).toContainText(/0 usadas · \d+ reservadas? · \d+ disponibles? de 6/);
  await expect(axilas).toContainText("Candela Palermo");
  await expect(staff.getByRole("link", { name: "Reservar turno" })).toBeVisible();
  await axilas
    .getByRole("combobox", { name: "Sucursal para Axilas" })
    .selectOption({ label: "Candela Belgrano" });
  await axilas.getByRole("button", { name: /^Mover sesiones/ }).click();
  await expect(
    staff.getByRole("status").filter({ hasText: M.sessionsMoved("Candela Belgrano") }),
  ).toBeVisible();
  await expect(axilas).toContainText("Candela Belgrano");
  await expectAccessible(staff);
  await screenshots(staff, "customer-sessions");
  await office.close();
});

test("the desk marks a visit that has started and undoes the mark the same day", async ({ browser }) => {
  test.setTimeout(180_000);
  // A shop of its own, whose visit began an hour ago: the shared server's clock cannot be moved.
  const shop = await shopWithStartedVisit();
  const desk = await browser.newContext({ baseURL: shop.url });
  try {
    const page = await desk.newPage();
    await staffSignIn(page, shop.email, shop.password);
    await expect(page).toHaveURL(/\/admin\/$/);
    await page.goto(adminAgendaPath(shop.storeId, shop.day));
    const row = page.getByRole("row").filter({ hasText: shop.customer });
    await expect(row).toContainText("Reservado");

    await row.getByRole("button", { name: /^Asistió/ }).click();
    // Restated first: whose visit, which areas, when; nothing is marked until confirmed.
    const ask = page.getByRole("region", { name: new RegExp(`^¿Marcar asistencia de ${shop.customer} a `) });
    await expect(ask).toBeVisible();
    await expect(row).toContainText("Reservado");
    await ask.getByRole("button", { name: M.markAsk.attended.button, exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: M.attended })).toBeVisible();
    await expect(row).toContainText("Asistió");
    await expect(row.getByRole("button", { name: /^No asistió/ })).toHaveCount(0);
    await expectAccessible(page);
    await screenshots(page, "agenda-marked");
    await customerOfferedNextSession(browser, shop);

    await row.getByRole("button", { name: /^Deshacer/ }).click();
    await page.getByRole("button", { name: M.markAsk.undo.button, exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: M.undone })).toBeVisible();
    await expect(row).toContainText("Reservado");
    await expect(row.getByRole("button", { name: /^Deshacer/ })).toHaveCount(0);
    await expect(row.getByRole("button", { name: /^Asistió/ })).toBeVisible();

    // Her file: the session is hers again.
    await row.getByRole("link", { name: shop.customer }).click();
    await expect(
      page
        .getByRole("region", { name: "Sesiones del cliente" })
        .getByRole("row")
        .filter({ hasText: "Axilas" }),
    ).toContainText(/0 usadas · \d+ reservadas? · \d+ disponibles? de 6/);
  } finally {
    await desk.close();
    await shop.close();
  }
});

/**
 * After 'Asistió', on her phone: the attendance mail and her account offer 'Reservar tu próxima sesión' in the
 * area's interval (40 to 50 days in that shop), which opens the booking page on the first free day of it
 * with its times; in 'Reservar turno' the first free day in the calendar is earlier (the spacing rule allows
 * it from the 28th day): the notice says so, and she may still book it.
 */
async function customerOfferedNextSession(
  browser: Browser,
  shop: Awaited<ReturnType<typeof shopWithStartedVisit>>,
) {
  const from = addDays(shop.day, 40);
  const to = addDays(shop.day, 50);
  const window = NEXT_SESSION.window(["Axilas"], from, to);
  const mail = await waitForMail(shop.customerEmail, /^Gracias por tu visita a /);
  expect(mail.text).toContain(window);
  expect(mail.text).toContain("/my-account/turnos/reservar?area=");
  const customer = await browser.newContext({ baseURL: shop.url, viewport: PHONE });
  try {
    await signedIn(customer.request, shop.customerEmail);
    const page = await customer.newPage();
    await page.goto("/my-account");
    const offer = page.getByRole("region", { name: NEXT_SESSION.title });
    await expect(offer).toContainText(window);
    await expect(offer.getByRole("heading", { name: NEXT_SESSION.firstTimes })).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, "next-session-offer");
    await page.setViewportSize(PHONE);

    await offer.getByRole("link", { name: NEXT_SESSION.book }).click();
    await expect(page.getByRole("heading", { name: "Reservar turno", level: 1 })).toBeVisible();
    const day = new URL(page.url()).searchParams.get("dia") ?? "";
    expect(day >= from && day <= to, `${day} in ${from}..${to}`).toBe(true);
    await expect(page.getByRole("checkbox", { name: "Axilas", exact: true })).toBeChecked();
    await expect(freeTimes(page).first()).toBeVisible();
    await expect(page.getByText(/^Te recomendamos esperar hasta/)).toHaveCount(0);

    await page.getByRole("link", { name: "Volver a Mi cuenta" }).click();
    await page.getByRole("link", { name: "Reservar turno", exact: true }).click();
    const earlyDay = await calendarDayWithFreeTimes(page, Date.now());
    expect(earlyDay < from, `${earlyDay} before ${from}`).toBe(true);
    const early = NEXT_SESSION.early(["Axilas"], from, { minDays: 40, maxDays: 50 });
    await expect(page.getByRole("alert").filter({ hasText: early })).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, "booking-early-notice");
    await page.setViewportSize(PHONE);
    await pickTime(page, Date.now());
    await page.getByRole("button", { name: "Confirmar turno" }).click();
    await expect(page.getByRole("heading", { name: "Turno confirmado", level: 1 })).toBeVisible();
    // Booked: her account no longer offers it.
    await page.goto("/my-account");
    await expect(page.getByRole("heading", { name: "Tus sesiones" })).toBeVisible();
    await expect(page.getByRole("region", { name: NEXT_SESSION.title })).toHaveCount(0);
  } finally {
    await customer.close();
  }
}
