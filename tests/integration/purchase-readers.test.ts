/**
 * Issue 24: every place that shows a purchase tells its statement's figures (docs/decisions/0049). Axilas × 2
 * bought with the 2x1 (12 sessions) and Bozo, one visit booked, then part of the money given back: the result
 * page, 'Mis áreas', 'Tus sesiones', the booking form, the mails, /admin/ventas, the CSV, the dashboard and the
 * customer's file all read the same quantity, sessions, state and money.
 */
import { and, eq, gte, lt, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatMoney } from "#domain/money.ts";
import type { PurchaseStatement } from "#domain/purchases/statement.ts";
import { dayEnd, dayStart } from "#domain/editing/day-input.ts";
import { parseDashboardRange } from "#domain/payments/dashboard-range.ts";
import { csvAmount } from "#domain/payments/sales-csv.ts";
import { payments, sessionEntitlements } from "#server/db/schema/index.ts";
import { loadStatements } from "#server/modules/purchases/statements.ts";
import { ownerActing } from "../support/booking.ts";
import { ENGINE } from "../support/database.ts";
import { csvCells, pageText, readersShop } from "../support/purchase-readers.ts";

const PART = 25_600_00;
/** An amount as pageText reads it: its no-break space is a space. */
const money = (centavos: number) => formatMoney(centavos).replace(/\s/g, " ");

describe.each([ENGINE])("the readers of one purchase on %s", (engine) => {
  let readers: Awaited<ReturnType<typeof readersShop>>;
  let bought: Awaited<ReturnType<Awaited<ReturnType<typeof readersShop>>["twoForOnePurchase"]>>;
  let statement: PurchaseStatement;

  beforeAll(async () => {
    readers = await readersShop(engine);
    bought = await readers.twoForOnePurchase();
    const db = readers.shop.database.db;
    const [axilas] = await db
      .select()
      .from(sessionEntitlements)
      .where(eq(sessionEntitlements.paymentId, bought.payment.id))
      .orderBy(sessionEntitlements.title);
    await readers.bookFirstFree(bought.account.id, [axilas!.id]);
    await readers.refund(bought.payment.id, PART);
    statement = await readers.statementOf(bought.payment.id);
  });
  afterAll(() => readers?.shop.close());

  it("has the figures the readers must show: 12 sessions of Axilas × 2, one booked, part given back", () => {
    expect(statement).toMatchObject({
      status: "partially_refunded",
      statusName: "Devuelto parcialmente",
      refunded: PART,
    });
    expect(
      statement.areas.map((a) => [a.title, a.quantity, a.bought, a.used, a.booked, a.available]),
    ).toEqual([
      ["Axilas", 2, 12, 0, 1, 11],
      ["Bozo", 1, 6, 0, 0, 6],
    ]);
  });

  it("the result page lists each area with its quantity and sessions, and the purchase's state", async () => {
    const text = await readers.customerPage(
      bought.cookie,
      `/shop/checkout/success?pago=${bought.payment.id}`,
    );
    expect(text).toContain("Axilas × 2 — 12 sesiones");
    expect(text).toContain("Bozo — 6 sesiones");
    expect(text).toContain("Devuelto parcialmente");
    expect(text).toContain(`Devuelto ${money(PART)}`);
  });

  it("'Mis áreas' shows each area with its quantity, its sessions and those still to book", async () => {
    const text = await readers.customerPage(bought.cookie, "/my-account/order/products");
    expect(text).toContain("Axilas × 2 12 sesiones Disponibles para reservar: 11");
    expect(text).toContain("Bozo 6 sesiones Disponibles para reservar: 6");
  });

  it("'Tus sesiones' and the booking form count what the statement counts", async () => {
    const sessions = await readers.services.booking.sessions(bought.account.id);
    expect(sessions.map((s) => [s.title, s.quantity, s.total, s.used, s.booked, s.left])).toEqual(
      statement.areas.map((a) => [a.title, a.quantity, a.bought, a.used, a.booked, a.available]),
    );
    const account = await readers.customerPage(bought.cookie, "/my-account");
    expect(account).toMatch(/Axilas × 2 Candela Palermo 0 1 11 /);
    expect(account).toMatch(/Bozo Candela Palermo 0 0 6 /);
    const form = await readers.customerPage(bought.cookie, "/my-account/turnos/reservar");
    expect(form).toContain("Axilas × 2 11 sesiones disponibles");
    expect(form).toContain("Bozo 6 sesiones disponibles");
  });

  it("the purchase mail and the branch's mail list the areas with quantity and sessions", async () => {
    const [purchase] = await readers.mailsAbout("purchase", bought.payment.paymentCode);
    const [branch] = await readers.mailsAbout("branch_sale", bought.payment.paymentCode);
    for (const mail of [purchase, branch]) {
      expect(mail).toContain("• Axilas × 2 — 12 sesiones");
      expect(mail).toContain("• Bozo — 6 sesiones");
    }
  });

  it("/admin/ventas lists the sale with the statement's state and what was given back", async () => {
    const text = pageText(await readers.ownerPage(`/admin/ventas?q=${bought.payment.paymentCode}`));
    expect(text).toContain(`${bought.payment.paymentCode} ${text.match(/\d\d\/\d\d\/\d{4}, \d\d:\d\d/)![0]}`);
    expect(text).toContain(`${money(statement.paid)} Devuelto: ${money(PART)} Devuelto parcialmente`);
  });

  it("the sale's page lists each area with its quantity and sessions, and counts them as the statement", async () => {
    const text = pageText(await readers.ownerPage(`/admin/ventas/${bought.payment.id}`));
    expect(text).toContain("Axilas × 2 — 12 sesiones ·");
    expect(text).toContain("Bozo — 6 sesiones ·");
    expect(text).toContain("Axilas × 2 12 0 1 0 11");
    expect(text).toContain("Bozo 6 0 0 0 6");
  });

  it("the CSV row has the statement's state, areas and money", async () => {
    const csv = await readers.ownerPage(`/admin/ventas/exportar?q=${bought.payment.paymentCode}`);
    const cell = csvCells(csv);
    expect(cell("Estado")).toBe("Devuelto parcialmente");
    expect(cell("Áreas")).toBe("Axilas × 2 — 12 sesiones, Bozo — 6 sesiones");
    expect(cell("Cobrado")).toBe(csvAmount(statement.paid));
    expect(cell("Devuelto")).toBe(csvAmount(statement.refunded));
    expect(cell("Neto")).toBe(csvAmount(statement.net));
  });

  it("the customer's file shows her areas and sessions as the statement tells them", async () => {
    const text = pageText(await readers.ownerPage(`/admin/clientes/${bought.account.id}`));
    expect(text).toContain("Axilas × 2 — 12 sesiones");
    expect(text).toContain("Axilas × 2 Candela Palermo 0 usadas · 1 reservada · 11 disponibles de 12");
    expect(text).toContain("Bozo Candela Palermo 0 usadas · 0 reservadas · 6 disponibles de 6");
    expect(text).toContain("Devuelto parcialmente");
  });

  it("the dashboard's sales and money for the last 30 days are the statements' nets", async () => {
    const db = readers.shop.database.db;
    const range = parseDashboardRange(new URLSearchParams());
    const owner = await ownerActing(db, `duena-tablero-${engine}@candela.test`);
    const figures = await readers.services.salesDashboard.figures(owner, range);
    const approved = await db
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          gte(sql`coalesce(${payments.approvedAt}, ${payments.createdAt})`, dayStart(range.desde)!),
          lt(sql`coalesce(${payments.approvedAt}, ${payments.createdAt})`, dayEnd(range.hasta)!),
        ),
      );
    const statements = await loadStatements(
      db,
      approved.map((p) => p.id),
    );
    const sales = [...statements.values()].filter((s) => s.net > 0);
    expect(sales.length).toBeGreaterThan(0);
    expect({ sales: figures.sales, amount: figures.amount }).toEqual({
      sales: sales.length,
      amount: sales.reduce((sum, s) => sum + s.net, 0),
    });
  });
});
