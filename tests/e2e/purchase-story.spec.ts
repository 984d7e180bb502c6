// Issue 24: one purchase, one story. A customer buys Axilas × 2 with the 2x1 and Bozo, books a visit, the branch
// marks it 'Asistió' at its time, the back office gives Bozo back and she regrets the rest; after each step every
// place that shows the purchase tells the same figures (docs/decisions/0049).
import { AGENDA_MESSAGES } from "#domain/booking/desk-messages.ts";
import { expect, test, type Page } from "../support/e2e-test.ts";
import { eq } from "drizzle-orm";
import { formatMoney } from "#domain/money.ts";
import { REGRET_MESSAGES } from "#domain/regret/messages.ts";
import { SALES_MESSAGES } from "#domain/payments/messages.ts";
import { adminAgendaPath } from "#domain/staff/pages.ts";
import { localDateOf, parseSlot } from "#domain/booking/local-time.ts";
import { formatTime } from "#domain/dates.ts";
import { accounts, visits } from "#server/db/schema/index.ts";
import { readQrUrl, type QrPayload } from "#domain/invoicing/qr.ts";
import type { ParsedMail } from "../support/mail-parse.ts";
import { pdfQrCodes, pdfText } from "../support/pdf-read.ts";
import { signedIn, verifiedAccount } from "../support/e2e-account.ts";
import { calendar } from "../support/e2e-booking.ts";
import { buyApproved, centavos, RESULT_URL } from "../support/e2e-checkout.ts";
import { mailsMatching, waitForMail } from "../support/e2e-mail.ts";
import { shopOfItsOwn } from "../support/e2e-own-shop.ts";
import { staffSignIn } from "../support/e2e-staff.ts";

/** What the statement says at one step: its state, money, and each area's sessions. */
interface Story {
  status: string;
  paid: number;
  refunded: number;
  areas: { label: string; bought: number; used: number; booked: number; cancelled: number }[];
}

const available = (a: Story["areas"][number]) => a.bought - a.used - a.booked - a.cancelled;
/** Text as `innerText` gives it, with every run of spaces (no-break ones too) as one. */
const flat = (text: string) => text.replace(/\s+/g, " ").trim();
const money = (amount: number) => flat(formatMoney(amount));
const mainText = async (page: Page) => flat(await page.getByRole("main").innerText());

/** Reads the purchase on each of her pages, each of the back office's, the CSV and the mails, against `story`. */
async function expectEveryReader(
  customer: Page,
  staff: Page,
  sale: { paymentId: string; code: string; url: string; email: string },
  story: Story,
) {
  const net = story.paid - story.refunded;
  await customer.goto(`/shop/checkout/success?pago=${sale.paymentId}`);
  const result = await mainText(customer);
  for (const a of story.areas) expect(result).toContain(`${a.label} — ${a.bought} sesiones`);
  await expect(customer.locator('dt:text-is("Estado") + dd')).toHaveText(story.status);
  if (story.refunded > 0) expect(result).toContain(`Devuelto ${money(story.refunded)}`);

  await customer.goto("/my-account/order/payments");
  const payments = customer.getByRole("row").filter({ hasText: sale.code });
  await expect(payments.getByText(story.status, { exact: true })).toBeVisible();
  await expect(payments).toContainText(money(story.paid));
  if (story.refunded > 0) await expect(payments).toContainText(money(story.refunded));

  // Her areas and sessions list what she holds: a purchase given back in full has none left to list.
  const holds = story.status !== "Devuelto";
  await customer.goto("/my-account/order/products");
  const products = await mainText(customer);
  for (const a of story.areas) {
    const line = `${a.label} ${a.bought} sesiones Disponibles para reservar: ${available(a)}`;
    if (holds) expect(products).toContain(line);
    else expect(products).not.toContain(`${a.label} ${a.bought} sesiones`);
  }

  // 'Tus sesiones' keeps what she used of a purchase given back, marked as such, with none left.
  await customer.goto("/my-account");
  const sessions = customer.getByRole("table", { name: "Tus sesiones por área" });
  for (const a of story.areas) {
    const row = sessions.getByRole("row", { name: new RegExp(`^${a.label}`) });
    await expect(row.getByRole("cell")).toHaveText([
      "Candela Palermo",
      String(a.used),
      String(a.booked),
      String(available(a)),
      /.+/,
    ]);
    if (!holds) await expect(row.getByRole("rowheader")).toHaveText(`${a.label} (compra devuelta)`);
  }

  await staff.goto(sale.url);
  await expect(staff.getByRole("main").getByText(story.status, { exact: true }).first()).toBeVisible();
  const table = staff.getByRole("region", { name: "Sesiones por área" });
  for (const a of story.areas) {
    await expect(table.getByRole("row", { name: new RegExp(`^${a.label}`) }).getByRole("cell")).toHaveText(
      [a.bought, a.used, a.booked, a.cancelled, available(a)].map(String),
    );
  }
  const csv = await (await staff.request.get(`/admin/ventas/exportar?q=${sale.code}`)).text();
  const [head, row] = csv
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n")
    .map((l) => l.split(";"));
  const cell = (name: string) => row![head!.indexOf(name)];
  expect(cell("Estado")).toBe(story.status);
  expect(cell("Áreas")).toBe(story.areas.map((a) => `${a.label} — ${a.bought} sesiones`).join(", "));
  expect(centavos(cell("Cobrado")!)).toBe(story.paid);
  expect(centavos(cell("Devuelto")!)).toBe(story.refunded);
  expect(centavos(cell("Neto")!)).toBe(net);

  const purchase = await waitForMail(sale.email, new RegExp(`${sale.code}.*fue aprobada|fue aprobada`));
  for (const a of story.areas) expect(purchase.text).toContain(`• ${a.label} — ${a.bought} sesiones`);
}

/** A voucher mail's PDF, read as she would: its text, and the RG 4892 QR drawn on it. */
async function voucherOf(mail: ParsedMail): Promise<{ text: string; qr: QrPayload; number: string }> {
  const attachment = mail.attachments.find((a) => a.contentType.includes("application/pdf"));
  expect(attachment, `a PDF attached to "${mail.subject}"`).toBeDefined();
  const pdf = Buffer.from(attachment!.base64, "base64");
  const [code] = await pdfQrCodes(pdf);
  const qr = readQrUrl(code ?? "")!;
  expect(qr).not.toBeNull();
  const number = `${String(qr.ptoVta).padStart(4, "0")}-${String(qr.nroCmp).padStart(8, "0")}`;
  return { text: await pdfText(pdf), qr, number };
}

/**
 * 'Reservar turno' from 'Mi cuenta' on a phone: it opens with both her areas chosen; Axilas alone, then the first
 * of 'Próximos horarios libres', which the day's times show chosen.
 */
async function bookAxilas(page: Page) {
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/my-account");
  await page.getByRole("link", { name: "Reservar turno", exact: true }).click();
  await expect(page.getByRole("checkbox", { name: /^Axilas/ })).toBeChecked();
  await page.getByRole("checkbox", { name: /^Bozo/ }).uncheck();
  await page.getByRole("button", { name: "Ver horarios" }).click();
  await expect(page.getByRole("checkbox", { name: /^Bozo/ })).not.toBeChecked();
  const next = page.getByRole("region", { name: "Próximos horarios libres" }).getByRole("link");
  const slot = new URL(await next.first().evaluate((a) => (a as HTMLAnchorElement).href)).searchParams.get(
    "slot",
  )!;
  await next.first().click();
  await expect(page.locator(`input[type="radio"][name="slot"][value="${slot}"]`)).toBeChecked();
  await expect(calendar(page).locator('[aria-current="date"]')).toHaveAccessibleName(/horarios? libres?$/);
  await page.getByRole("button", { name: "Confirmar turno" }).click();
  await expect(page.getByRole("heading", { name: "Turno confirmado", level: 1 })).toBeVisible();
  await expect(page.locator("dl")).toContainText(`${formatTime(parseSlot(slot)!)} h`);
  if (viewport) await page.setViewportSize(viewport);
}

test("one purchase, one story: bought with the 2x1, booked, attended, partly given back and regretted", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const own = await shopOfItsOwn("e2e_story");
  const her = await browser.newContext({ baseURL: own.url });
  const office = await browser.newContext({ baseURL: own.url });
  try {
    // She buys Axilas × 2 (the 2x1 gives one) and Bozo at Candela Palermo.
    const customer = await her.newPage();
    const email = await verifiedAccount(customer.request, "Lucía");
    await signedIn(customer.request, email);
    await customer.goto("/areas/tratamientos-mujer");
    const card = (title: string) =>
      customer
        .getByRole("article")
        .filter({ has: customer.getByRole("heading", { name: title, exact: true }) });
    await card("Axilas").getByLabel("Cantidad").fill("2");
    await card("Axilas").getByRole("button", { name: "¡Lo quiero ya!" }).click();
    await expect(card("Axilas").getByRole("link", { name: "Ir a pagar" })).toBeVisible();
    await card("Bozo").getByRole("button", { name: "¡Lo quiero ya!" }).click();
    await card("Bozo").getByRole("link", { name: "Ir a pagar" }).click();
    await buyApproved(customer);
    await expect(customer).toHaveURL(RESULT_URL, { timeout: 15_000 });
    const paymentId = new URL(customer.url()).searchParams.get("pago")!;
    const code = /CND-[A-Z2-7]{8}/.exec(await customer.getByText(/Código de transacción:/).innerText())![0];
    const paid = centavos(await customer.locator('dt:text-is("Total") + dd').innerText());

    const staff = await office.newPage();
    await staffSignIn(staff, own.admin.email, own.admin.password);
    await expect(staff).toHaveURL(/\/admin\/$/);
    await staff.getByRole("navigation", { name: "Panel" }).getByRole("link", { name: "Ventas" }).click();
    await staff.getByRole("searchbox", { name: "Código o cliente" }).fill(code);
    await staff.getByRole("button", { name: "Filtrar" }).click();
    await staff.getByRole("link", { name: code }).click();
    await expect(staff).toHaveURL(/\/admin\/ventas\/[0-9a-f-]{36}$/);
    const sale = { paymentId, code, url: staff.url(), email };

    const story: Story = {
      status: "Aprobado",
      paid,
      refunded: 0,
      areas: [
        { label: "Axilas × 2", bought: 12, used: 0, booked: 0, cancelled: 0 },
        { label: "Bozo", bought: 6, used: 0, booked: 0, cancelled: 0 },
      ],
    };
    const [axilas, bozo] = story.areas as [Story["areas"][number], Story["areas"][number]];
    await expectEveryReader(customer, staff, sale, story);

    // ARCA authorises her Factura B through the job runner: the mail carries its PDF, whose QR holds the sale.
    const invoice = await voucherOf(
      await waitForMail(email, new RegExp(`^Tu factura de la compra ${code}$`)),
    );
    expect(invoice.qr).toMatchObject({ tipoCmp: 6, importe: paid / 100, moneda: "PES", tipoCodAut: "E" });
    expect(invoice.text).toContain(invoice.number);
    expect(invoice.text).toContain(String(invoice.qr.codAut));
    expect(invoice.text).toContain(String(invoice.qr.nroDocRec));
    await customer.goto("/my-account/order/payments");
    const pdfLink = customer
      .getByRole("row")
      .filter({ hasText: code })
      .getByRole("link", { name: "Factura (PDF)" });
    const download = await customer.request.get((await pdfLink.getAttribute("href"))!);
    expect(download.headers()["content-type"]).toContain("application/pdf");
    expect(await pdfText(await download.body())).toContain(invoice.number);

    // She books one visit for Axilas.
    await bookAxilas(customer);
    await waitForMail(email, /^Turno confirmado: /);
    axilas.booked = 1;
    await expectEveryReader(customer, staff, sale, story);

    // Its time comes: the visit is moved to have begun ten minutes ago, and the branch marks it 'Asistió'.
    const start = new Date(Math.floor((Date.now() - 10 * 60_000) / 60_000) * 60_000);
    let storeId = "";
    await own.whileStopped(async (db) => {
      const [account] = await db.select().from(accounts).where(eq(accounts.email, email));
      const [visit] = await db
        .update(visits)
        .set({ startsAt: start, endsAt: new Date(start.getTime() + 30 * 60_000) })
        .where(eq(visits.accountId, account!.id))
        .returning();
      storeId = visit!.storeId;
    });
    await staff.goto(adminAgendaPath(storeId, localDateOf(start.getTime())));
    const row = staff.getByRole("row").filter({ hasText: "Lucía" });
    await row.getByRole("button", { name: /^Asistió/ }).click();
    await staff.getByRole("button", { name: AGENDA_MESSAGES.markAsk.attended.button, exact: true }).click();
    await expect(row).toContainText("Asistió");
    axilas.booked = 0;
    axilas.used = 1;
    await expectEveryReader(customer, staff, sale, story);

    // Support gives Bozo back: its six sessions, with an amount typed (it is required).
    await staff.goto(sale.url);
    await staff.getByRole("textbox", { name: /^Bozo/ }).fill("6");
    await staff.getByRole("textbox", { name: "Monto" }).fill("1.000");
    await staff.getByRole("textbox", { name: "Motivo" }).fill("La clienta no quiere Bozo");
    await staff.getByRole("button", { name: SALES_MESSAGES.refund, exact: true }).click();
    const give = flat(await staff.getByTestId("refund-give").innerText());
    const bozoAmount = centavos(/\$\s?[\d.]+,\d{2}/.exec(give)![0]);
    await staff.getByRole("button", { name: /^Confirmar devolución de \$/ }).click();
    await expect(staff.getByRole("status").filter({ hasText: SALES_MESSAGES.refunded })).toBeVisible();
    const bozoMail = await waitForMail(email, /Te devolvimos/);
    expect(flat(bozoMail.text)).toContain(
      `Devolvimos ${money(bozoAmount)} de tu compra ${code} (Bozo). Te quedan 11 sesiones de Axilas.`,
    );
    // The refund's Nota de Crédito B follows, for its amount, citing her invoice.
    const credit = await voucherOf(
      await waitForMail(email, new RegExp(`^Tu nota de crédito de la compra ${code}$`)),
    );
    expect(credit.qr).toMatchObject({ tipoCmp: 8, importe: bozoAmount / 100, codAut: expect.any(Number) });
    expect(credit.text).toMatch(new RegExp(`Comprobante asociado:? Factura B ${invoice.number}`));
    story.status = "Devuelto parcialmente";
    story.refunded = bozoAmount;
    bozo.cancelled = 6;
    await expectEveryReader(customer, staff, sale, story);

    // She regrets the rest with the 'Botón de arrepentimiento'; support returns it from the inbox.
    await customer.goto("/arrepentimiento");
    await customer.getByLabel(REGRET_MESSAGES.email).fill(email);
    await customer.getByLabel(REGRET_MESSAGES.paymentCode).fill(code);
    await customer.getByRole("button", { name: REGRET_MESSAGES.submit }).click();
    await expect(customer.getByText(REGRET_MESSAGES.acceptedTitle)).toBeVisible();
    await staff
      .getByRole("navigation", { name: "Panel" })
      .getByRole("link", { name: "Arrepentimientos" })
      .click();
    const before = mailsMatching(email, /Te devolvimos/).length;
    await staff.getByRole("button", { name: `Devolver ${code}` }).click();
    const rest = paid - bozoAmount;
    await staff
      .getByRole("region", { name: REGRET_MESSAGES.reviewTitle })
      .getByRole("button", { name: SALES_MESSAGES.confirmAmount(formatMoney(rest)), exact: true })
      .click();
    await expect(staff.getByRole("status").filter({ hasText: REGRET_MESSAGES.refunded })).toBeVisible();
    const regretMail = await waitForMail(email, /Te devolvimos/, before);
    expect(flat(regretMail.text)).toContain(
      `Devolvimos ${money(rest)} de tu compra ${code}; con lo devuelto antes, te devolvimos el total: ${money(paid)}.`,
    );
    story.status = "Devuelto";
    story.refunded = paid;
    axilas.cancelled = 11;
    await expectEveryReader(customer, staff, sale, story);
  } finally {
    await her.close();
    await office.close();
    await own.close();
  }
});
