import { randomUUID } from "node:crypto";
import { and, eq, ne, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { moneyText } from "#domain/editing/money-input.ts";
import { SALES_MESSAGES as M } from "#domain/payments/messages.ts";
import { SALES_CSV_COLUMNS, csvAmount } from "#domain/payments/sales-csv.ts";
import { parseSalesQuery } from "#domain/payments/sales-query.ts";
import { parseDashboardRange } from "#domain/payments/dashboard-range.ts";
import { formatMoney } from "#domain/money.ts";
import {
  auditLog,
  couponRedemptions,
  franchises,
  mailOutbox,
  paymentRefunds,
  payments,
  sandboxRefunds,
  staffAccounts,
  stores,
} from "#server/db/schema/index.ts";
import { loadStatement } from "#server/modules/purchases/statements.ts";
import { decodeHtml } from "../support/accounts.ts";
import { fieldMessages, postRefund, staffClients, type StaffRequest } from "../support/admin-http.ts";
import { ENGINE } from "../support/database.ts";
import { mailText } from "../support/mail-text.ts";
import {
  paymentInProcess,
  settle,
  startShop,
  type Services,
  type Shop,
} from "../support/payments-in-process.ts";

type Who = "owner" | "support" | "editor" | "ownFranchise" | "otherFranchise";

const PUBLIC_URL = "http://127.0.0.1:9";

describe.each([ENGINE])("sales and refunds in the back office on %s", (engine) => {
  let shop: Shop;
  let services: Services;
  let request: StaffRequest<Who>;
  let franchiseId: string;

  /** An approved payment (CONT, settled), optionally with a discount code. */
  async function approvedSale(couponCode?: string) {
    const { account, payment } = await paymentInProcess(shop, services, { couponCode });
    await settle(shop, payment.providerPaymentId!);
    await services.paymentService.reconcile(payment.id);
    const stored = async () =>
      (await shop.database.db.select().from(payments).where(eq(payments.id, payment.id)))[0]!;
    return { account, payment: await stored(), stored };
  }
  const refundsOf = (paymentId: string) =>
    shop.database.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, paymentId));
  const refundMails = (to: string) =>
    shop.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.template, "refund"), eq(mailOutbox.recipient, to)));
  const post = (who: Who, id: string) => (fields: Record<string, string>) =>
    request("POST", `/admin/ventas/${id}`, who, fields);
  /** 'Devolver' (or only its review, with `intent: "review"`), then its confirmation. */
  const refund = (who: Who, id: string, fields: Record<string, string>) => {
    const form = { refund_key: randomUUID(), reason: "Pedido de la clienta", ...fields };
    return fields.intent === "review" ? post(who, id)(form) : postRefund(post(who, id), form);
  };

  beforeAll(async () => {
    ({ shop, services } = await startShop(engine, PUBLIC_URL));
    const db = shop.database.db;
    const [payable] = await db
      .select({ franchiseId: stores.franchiseId })
      .from(stores)
      .innerJoin(franchises, eq(franchises.id, stores.franchiseId))
      .where(eq(stores.slug, "candela-palermo"));
    franchiseId = payable!.franchiseId;
    const [other] = await db.select().from(franchises).where(eq(franchises.name, "Patagonia Piel S.R.L."));
    ({ request } = await staffClients(shop, {
      owner: { role: "owner" },
      support: { role: "support" },
      editor: { role: "editor" },
      ownFranchise: { role: "franchise", franchiseId },
      otherFranchise: { role: "franchise", franchiseId: other!.id },
    }));
  });
  afterAll(() => shop?.close());

  it("lists a sale for the central team and its own franchise only, and opens its file", async () => {
    const { account, payment } = await approvedSale();
    const list = decodeHtml((await request("GET", `/admin/ventas?q=${payment.paymentCode}`, "support")).body);
    expect(list).toMatch(
      new RegExp(`<a [^>]*href="/admin/ventas/${payment.id}"[^>]*>${payment.paymentCode}</a>`),
    );
    expect(list).toContain(account.email);
    const file = await request("GET", `/admin/ventas/${payment.id}`, "ownFranchise");
    expect(file.statusCode).toBe(200);
    expect(decodeHtml(file.body)).toContain(`Venta ${payment.paymentCode}`);
    // The franchise sees its own sale but no refund form: refunds need the permission.
    expect(file.body).not.toContain('name="refund_key"');

    const [branch] = await shop.database.db.select().from(stores).where(eq(stores.id, payment.storeId!));
    const byBranch = decodeHtml((await request("GET", `/admin/ventas?sucursal=${branch!.id}`, "owner")).body);
    expect(byBranch).toContain(payment.paymentCode);
    const [elsewhere] = await shop.database.db
      .select()
      .from(stores)
      .where(ne(stores.id, payment.storeId!))
      .limit(1);
    const notThere = decodeHtml(
      (await request("GET", `/admin/ventas?sucursal=${elsewhere!.id}&q=${payment.paymentCode}`, "owner"))
        .body,
    );
    expect(notThere).toContain(M.none);
    const other = await request("GET", `/admin/ventas?q=${payment.paymentCode}`, "otherFranchise");
    expect(other.statusCode).toBe(200);
    expect(decodeHtml(other.body)).toContain(M.none);
    expect((await request("GET", `/admin/ventas/${payment.id}`, "otherFranchise")).statusCode).toBe(403);
    expect((await refund("otherFranchise", payment.id, {})).statusCode).toBe(403);
    expect((await refund("ownFranchise", payment.id, {})).statusCode).toBe(403);
    expect((await request("GET", "/admin/ventas", "editor")).statusCode).toBe(403);
    expect(await refundsOf(payment.id)).toEqual([]);
  });

  it("refunds a part with a reason: 'Devuelto parcialmente', the customer is mailed, the audit log has it", async () => {
    const { account, payment, stored } = await approvedSale();
    const noReason = await refund("owner", payment.id, { amount: "1.000", reason: "" });
    expect(noReason.statusCode).toBe(400);
    expect(fieldMessages(decodeHtml(noReason.body))).toEqual({ reason: M.reasonRequired });
    const tooMuch = await refund("owner", payment.id, { amount: moneyText(payment.totalFinanced + 100) });
    expect(tooMuch.statusCode).toBe(400);
    expect(fieldMessages(decodeHtml(tooMuch.body)).amount).toMatch(
      /^El monto supera lo que queda por devolver/,
    );
    expect(await refundsOf(payment.id)).toEqual([]);

    const part = await refund("owner", payment.id, { amount: "1.000" });
    expect(part.statusCode).toBe(200);
    expect(decodeHtml(part.body)).toContain(M.refunded);
    expect(await stored()).toMatchObject({ status: "approved", refundedAmount: 100_000 });
    const [recorded] = await refundsOf(payment.id);
    expect(recorded).toMatchObject({
      amount: 100_000,
      source: "back_office",
      reason: "Pedido de la clienta",
    });
    expect(recorded!.staffId).not.toBeNull();
    expect(await refundMails(account.email)).toHaveLength(1);
    const file = decodeHtml((await request("GET", `/admin/ventas/${payment.id}`, "owner")).body);
    expect(file).toContain("Devuelto parcialmente");
    const [entry] = await shop.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "payment"), eq(auditLog.entityId, payment.id)));
    expect(entry).toMatchObject({ action: "refunded" });
  });

  it("restates what goes back and what stays before 'Confirmar devolución'; bad choices get a 400 in Spanish", async () => {
    const { account, payment, stored } = await approvedSale();
    const [area] = (await loadStatement(shop.database.db, payment.id))!.areas;
    const field = `sesiones_${area!.productId}`;
    const review = (fields: Record<string, string>) =>
      refund("owner", payment.id, { intent: "review", ...fields });

    const tooMany = await review({ [field]: String(area!.bought + 1), amount: "abc" });
    expect(tooMany.statusCode).toBe(400);
    expect(fieldMessages(decodeHtml(tooMany.body))).toEqual({
      [field]: M.sessionsRange(area!.title, area!.bought),
      amount: M.amountFormat,
    });
    const negative = await review({ [field]: "-1" });
    expect(negative.statusCode).toBe(400);
    expect(fieldMessages(decodeHtml(negative.body))[field]).toBe(M.sessionsRange(area!.title, area!.bought));

    // The amount is required, sessions chosen or not: an empty one is refused and nothing moves.
    const noAmount = await review({ [field]: "2", amount: "" });
    expect(noAmount.statusCode).toBe(400);
    expect(fieldMessages(decodeHtml(noAmount.body))).toEqual({ amount: "Campo requerido" });
    // 'Todo lo que queda' (before the scripts load, a post) gives the form back with what is left in it.
    const filled = await post("owner", payment.id)({ [field]: "2", amount: "", intent: "fill", reason: "x" });
    expect(filled.statusCode).toBe(200);
    expect(decodeHtml(filled.body)).toMatch(
      new RegExp(`name="amount"[^>]*value="${moneyText(payment.totalFinanced).replace(".", "\\.")}"`),
    );
    const proposed = Math.round((payment.totalFinanced * 2) / area!.bought);
    const twoSessions = decodeHtml((await review({ [field]: "2", amount: moneyText(proposed) })).body);
    expect(twoSessions).toContain(M.review);
    expect(twoSessions).toContain(M.confirmAmount(formatMoney(proposed)));
    expect(twoSessions).toContain(`2 sesiones de ${area!.title}`);
    expect(twoSessions).toContain(formatMoney(proposed));
    expect(twoSessions).toContain(`${area!.bought - 2} sesiones de ${area!.title}`);
    const amountAlone = decodeHtml((await review({ amount: "1.000" })).body);
    expect(amountAlone).toContain(M.amountAloneNote);
    expect(amountAlone).toContain(`${area!.bought} sesiones de ${area!.title}`);
    expect(await refundsOf(payment.id)).toEqual([]);

    const confirmed = await refund("owner", payment.id, { [field]: "2", amount: moneyText(proposed) });
    expect(confirmed.statusCode).toBe(200);
    expect(await stored()).toMatchObject({ refundedAmount: proposed });
    const after = (await loadStatement(shop.database.db, payment.id))!.areas[0]!;
    expect(after).toMatchObject({ cancelled: 2, available: area!.bought - 2 });
    const [mail] = await refundMails(account.email);
    const text = await mailText(mail!, { publicUrl: PUBLIC_URL, mailboxDir: shop.config.mail.mailboxDir });
    expect(text).toContain(
      `(2 sesiones de ${area!.title}). Te quedan ${area!.bought - 2} sesiones de ${area!.title}.`,
    );
  });

  it("moves no money on a confirmation posted without its review, as a page or as data", async () => {
    const { account, payment, stored } = await approvedSale();
    const form = { refund_key: randomUUID(), reason: "Pedido de la clienta", amount: "1.000" };
    for (const path of [`/admin/ventas/${payment.id}`, `/admin/ventas/${payment.id}.data`]) {
      const skipped = await request("POST", path, "owner", { ...form, intent: "confirm" });
      expect([path, skipped.statusCode]).toEqual([path, 200]);
      // What the page asks instead: the review, its button naming the amount.
      if (!path.endsWith(".data"))
        expect(decodeHtml(skipped.body)).toContain(M.confirmAmount(formatMoney(1_000_00)));
      const changed = await request("POST", path, "owner", {
        ...form,
        intent: "confirm",
        confirm_amount: String(2_000_00),
      });
      expect([path, changed.statusCode]).toEqual([path, 200]);
    }
    expect(await refundsOf(payment.id)).toEqual([]);
    expect(await stored()).toMatchObject({ refundedAmount: 0 });
    const review = await request("POST", `/admin/ventas/${payment.id}`, "owner", {
      ...form,
      intent: "review",
    });
    expect(decodeHtml(review.body)).toContain(M.reviewOf(payment.paymentCode, account.email));
    const confirmed = await postRefund(post("owner", payment.id), form);
    expect(confirmed.statusCode).toBe(200);
    expect(await stored()).toMatchObject({ refundedAmount: 1_000_00 });
  });

  it("refunds once when 'Devolver' is clicked twice at once; a full refund gives the code's use back", async () => {
    const { account, payment, stored } = await approvedSale("BIENVENIDA10");
    const redemptions = () =>
      shop.database.db.select().from(couponRedemptions).where(eq(couponRedemptions.paymentRef, payment.id));
    expect((await redemptions()).map((r) => r.status)).toEqual(["redeemed"]);
    const key = randomUUID();
    const clicks = await Promise.all([0, 1].map(() => refund("owner", payment.id, { refund_key: key })));
    expect(clicks.map((c) => c.statusCode).sort()).toEqual([200, 200]);
    expect(await refundsOf(payment.id)).toHaveLength(1);
    expect(await stored()).toMatchObject({ status: "refunded", refundedAmount: payment.totalFinanced });
    expect((await redemptions()).map((r) => r.status)).toEqual(["released"]);
    expect(await refundMails(account.email)).toHaveLength(1);
    expect(await services.accountOrders.itemsByAccountId(account.id)).toEqual([]);
    const file = decodeHtml((await request("GET", `/admin/ventas/${payment.id}`, "support")).body);
    expect(file).toContain("Devuelto");
    expect(file).not.toContain('name="refund_key"');
    const again = await refund("owner", payment.id, {});
    expect(again.statusCode).toBe(409);
    expect(decodeHtml(again.body)).toContain(M.notRefundable);
  });

  it("never refunds more than was paid when staff race full refunds, 10 rounds", async () => {
    for (let round = 0; round < 10; round++) {
      const { payment, stored } = await approvedSale();
      const key = randomUUID();
      // A double click (same key) and a colleague's click (a key of its own) at the same moment.
      await Promise.all([
        refund("owner", payment.id, { refund_key: key }),
        refund("owner", payment.id, { refund_key: key }),
        refund("owner", payment.id, {}),
      ]);
      const refunds = await refundsOf(payment.id);
      expect([round, refunds.length, refunds[0]?.amount]).toEqual([round, 1, payment.totalFinanced]);
      expect((await stored()).refundedAmount).toBe(payment.totalFinanced);
      // The provider holds one refund too.
      const held = await shop.database.db
        .select()
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.paymentId, Number(payment.providerPaymentId)));
      expect([round, held.length]).toEqual([round, 1]);
    }
  });

  it("exports the filtered sales as CSV for an es-AR spreadsheet, scoped like the list", async () => {
    const { account, payment } = await approvedSale();
    const csv = await request("GET", `/admin/ventas/exportar?q=${payment.paymentCode}`, "support");
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toMatch(
      /^attachment; filename="ventas-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, row, end] = csv.body.replace(/^\uFEFF/, "").split("\r\n");
    expect(header).toBe(SALES_CSV_COLUMNS.join(";"));
    expect(end).toBe("");
    const cells = row!.split(";");
    expect(cells[0]).toBe(payment.paymentCode);
    expect(cells[2]).toBe("Aprobado");
    expect(cells[4]).toBe(account.email);
    expect(cells[14]).toBe(csvAmount(payment.totalFinanced));
    expect(cells[14]).toMatch(/^\d+,\d\d$/);
    const other = await request("GET", `/admin/ventas/exportar?q=${payment.paymentCode}`, "otherFranchise");
    expect(other.body.replace(/^\uFEFF/, "")).toBe(`${SALES_CSV_COLUMNS.join(";")}\r\n`);
    expect((await request("GET", "/admin/ventas/exportar", "editor")).statusCode).toBe(403);
  });

  it("reads the export in batches without skipping or repeating a sale", async () => {
    await approvedSale();
    await approvedSale();
    const [owner] = await shop.database.db
      .select()
      .from(staffAccounts)
      .where(eq(staffAccounts.role, "owner"));
    const who = { actor: { id: owner!.id, role: owner!.role, franchiseId: null }, ip: null };
    const query = parseSalesQuery(new URLSearchParams());
    const listed = (await services.salesDesk.list(who, query)).rows.map((r) => r.id);
    const exported: string[] = [];
    for await (const batch of services.salesDesk.exportBatches(who, query, 2)) {
      exported.push(...batch.map((r) => r.id));
    }
    expect(exported.length).toBeGreaterThan(2);
    expect(exported.slice(0, listed.length)).toEqual(listed);
    expect(new Set(exported).size).toBe(exported.length);
  });

  it("shows the owner and a franchise the same figures that the stored payments give, computed apart", async () => {
    const db = shop.database.db;
    const shifted = await approvedSale("BIENVENIDA10");
    await approvedSale();
    const refused = await paymentInProcess(shop, services);
    await db
      .update(payments)
      .set({ approvedAt: sql`now() - interval '3 days'` })
      .where(eq(payments.id, shifted.payment.id));
    await db.update(payments).set({ status: "rejected" }).where(eq(payments.id, refused.payment.id));
    const range = parseDashboardRange(new URLSearchParams());
    const from = new Date(`${range.desde}T03:00:00Z`).getTime();
    const to = new Date(`${range.hasta}T03:00:00Z`).getTime() + 86_400_000;
    const day = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Argentina/Buenos_Aires" });

    for (const [who, franchise] of [
      ["owner", null],
      ["ownFranchise", franchiseId],
    ] as const) {
      const all = await db
        .select({ p: payments, franchiseId: stores.franchiseId, franchiseName: franchises.name })
        .from(payments)
        .leftJoin(stores, eq(stores.id, payments.storeId))
        .leftJoin(franchises, eq(franchises.id, stores.franchiseId));
      const mine = all.filter((r) => franchise === null || r.franchiseId === franchise);
      const at = (r: (typeof all)[number]) => (r.p.approvedAt ?? r.p.createdAt).getTime();
      const sold = mine.filter((r) => r.p.status === "approved" && at(r) >= from && at(r) < to);
      const amount = sold.reduce((n, r) => n + r.p.totalFinanced - r.p.refundedAmount, 0);
      const perDay = new Map<string, number>();
      for (const r of sold) perDay.set(day.format(at(r)), (perDay.get(day.format(at(r))) ?? 0) + 1);
      const decided = mine.filter(
        (r) =>
          !["pending", "in_process", "authorized"].includes(r.p.status) &&
          r.p.createdAt.getTime() >= from &&
          r.p.createdAt.getTime() < to,
      );
      const approvedEver = decided.filter((r) =>
        ["approved", "refunded", "charged_back", "in_mediation"].includes(r.p.status),
      );

      const [staff] = await db
        .select()
        .from(staffAccounts)
        .where(franchise ? eq(staffAccounts.franchiseId, franchise) : eq(staffAccounts.role, "owner"));
      const figures = await services.salesDashboard.figures(
        { actor: { id: staff!.id, role: staff!.role, franchiseId: staff!.franchiseId }, ip: null },
        range,
      );
      expect([who, figures.sales, figures.amount]).toEqual([who, sold.length, amount]);
      expect(figures.averageTicket).toBe(sold.length ? Math.round(amount / sold.length) : 0);
      expect([figures.decided, figures.approved]).toEqual([decided.length, approvedEver.length]);
      expect(figures.days.filter((d) => d.sales > 0).map((d) => [d.day, d.sales])).toEqual(
        [...perDay].sort(([a], [b]) => a.localeCompare(b)),
      );
      expect(figures.franchises.reduce((n, f) => n + f.sales, 0)).toBe(sold.length);
      expect(figures.branches.reduce((n, b) => n + b.amount, 0)).toBe(amount);
      expect(figures.codes.find((c) => c.code === "BIENVENIDA10")?.uses).toBeGreaterThan(0);
      const page = decodeHtml((await request("GET", "/admin/", who)).body);
      expect(page).toContain("Ventas aprobadas");
      expect(page).toContain(formatMoney(amount));
    }
    expect(decodeHtml((await request("GET", "/admin/", "support")).body)).not.toContain("Ventas aprobadas");
  });

  it("applies a chargeback from the provider's panel, giving the code's use back", async () => {
    const { payment, stored } = await approvedSale("BIENVENIDA10");
    const panel = await shop.app.inject({
      method: "POST",
      url: `/sandbox/mercadopago/admin/payments/${payment.providerPaymentId}/chargeback`,
      headers: { authorization: `Bearer ${shop.config.payments.accessToken}` },
    });
    expect(panel.statusCode).toBe(200);
    await services.paymentService.reconcile(payment.id);
    expect((await stored()).status).toBe("charged_back");
    const uses = await shop.database.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.paymentRef, payment.id));
    expect(uses.map((u) => u.status)).toEqual(["released"]);
  });

  it("applies a refund made in the provider's panel once, however often and in whatever order it arrives", async () => {
    const { account, payment, stored } = await approvedSale();
    const before = await services.payments.provider.getPayment(payment.providerPaymentId!);
    const panel = await shop.app.inject({
      method: "POST",
      url: `/sandbox/mercadopago/admin/payments/${payment.providerPaymentId}/refund`,
      headers: { authorization: `Bearer ${shop.config.payments.accessToken}` },
    });
    expect(panel.statusCode).toBe(200);
    for (let i = 0; i < 3; i++) await services.paymentService.reconcile(payment.id);
    expect(await stored()).toMatchObject({ status: "refunded", refundedAmount: payment.totalFinanced });
    const recorded = await refundsOf(payment.id);
    expect(recorded.map((r) => [r.source, r.amount])).toEqual([["provider", payment.totalFinanced]]);
    expect(await refundMails(account.email)).toHaveLength(1);
    // A view of the payment from before the refund, arriving late, undoes nothing.
    const refunded = await stored();
    await services.paymentService.applyProviderUpdate(before);
    expect(await stored()).toEqual(refunded);
    expect(await refundsOf(payment.id)).toHaveLength(1);
  });
});
