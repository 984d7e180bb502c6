import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { moneyText } from "#domain/editing/money-input.ts";
import { SALES_MESSAGES as M } from "#domain/sales-admin/messages.ts";
import {
  auditLog,
  couponRedemptions,
  franchises,
  mailOutbox,
  paymentRefunds,
  payments,
  stores,
} from "#server/db/schema/index.ts";
import { decodeHtml } from "../support/accounts.ts";
import { fieldMessages, staffClients, type StaffRequest } from "../support/admin-http.ts";
import { ENGINES } from "../support/database.ts";
import {
  paymentInProcess,
  settle,
  startShop,
  type Services,
  type Shop,
} from "../support/payments-in-process.ts";

type Who = "owner" | "support" | "editor" | "ownFranchise" | "otherFranchise";

describe.each(ENGINES)("sales and refunds in the back office on %s", (engine) => {
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
  const refund = (who: Who, id: string, fields: Record<string, string>) =>
    request("POST", `/admin/ventas/${id}`, who, {
      refund_key: randomUUID(),
      reason: "Pedido de la clienta",
      ...fields,
    });

  beforeAll(async () => {
    ({ shop, services } = await startShop(engine, "http://127.0.0.1:9"));
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
    const noReason = await refund("support", payment.id, { amount: "1.000", reason: "" });
    expect(noReason.statusCode).toBe(400);
    expect(fieldMessages(decodeHtml(noReason.body))).toEqual({ reason: M.reasonRequired });
    const tooMuch = await refund("support", payment.id, { amount: moneyText(payment.totalFinanced + 100) });
    expect(tooMuch.statusCode).toBe(400);
    expect(fieldMessages(decodeHtml(tooMuch.body)).amount).toMatch(
      /^El monto supera lo que queda por devolver/,
    );
    expect(await refundsOf(payment.id)).toEqual([]);

    const part = await refund("support", payment.id, { amount: "1.000" });
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

  it("refunds once when 'Devolver' is clicked twice at once; a full refund gives the code's use back", async () => {
    const { account, payment, stored } = await approvedSale("BIENVENIDA10");
    const redemptions = () =>
      shop.database.db.select().from(couponRedemptions).where(eq(couponRedemptions.paymentRef, payment.id));
    expect((await redemptions()).map((r) => r.status)).toEqual(["redeemed"]);
    const key = randomUUID();
    const clicks = await Promise.all(
      [0, 1].map(() => refund("support", payment.id, { refund_key: key, amount: "" })),
    );
    expect(clicks.map((c) => c.statusCode).sort()).toEqual([200, 200]);
    expect(await refundsOf(payment.id)).toHaveLength(1);
    expect(await stored()).toMatchObject({ status: "refunded", refundedAmount: payment.totalFinanced });
    expect((await redemptions()).map((r) => r.status)).toEqual(["released"]);
    expect(await refundMails(account.email)).toHaveLength(1);
    expect(await services.accountOrders.itemsByAccountId(account.id)).toEqual([]);
    const file = decodeHtml((await request("GET", `/admin/ventas/${payment.id}`, "support")).body);
    expect(file).toContain("Devuelto");
    expect(file).not.toContain('name="refund_key"');
    const again = await refund("support", payment.id, {});
    expect(again.statusCode).toBe(409);
    expect(decodeHtml(again.body)).toContain(M.notRefundable);
  });

  it("never refunds more than was paid when staff race full refunds, 10 rounds", async () => {
    for (let round = 0; round < 10; round++) {
      const { payment, stored } = await approvedSale();
      const key = randomUUID();
      // A double click (same key) and a colleague's click (a key of its own) at the same moment.
      await Promise.all([
        refund("support", payment.id, { refund_key: key }),
        refund("support", payment.id, { refund_key: key }),
        refund("owner", payment.id, {}),
      ]);
      const refunds = await refundsOf(payment.id);
      expect([round, refunds.length, refunds[0]?.amount]).toEqual([round, 1, payment.totalFinanced]);
      expect((await stored()).refundedAmount).toBe(payment.totalFinanced);
    }
  });

  it("applies a refund made in the provider's panel once, however often it is re-fetched", async () => {
    const { account, payment, stored } = await approvedSale();
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
  });
});
