import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatMoney } from "#domain/money.ts";
import { SALES_MESSAGES } from "#domain/payments/messages.ts";
import { REGRET_MESSAGES as M } from "#domain/regret/messages.ts";
import {
  franchises,
  mailOutbox,
  paymentRefunds,
  payments,
  rateLimits,
  regretRequests,
} from "#server/db/schema/index.ts";
import { decodeHtml, postForm } from "../support/accounts.ts";
import { hiddenFieldsOf, staffClients, type StaffRequest } from "../support/admin-http.ts";
import { ENGINE } from "../support/database.ts";
import {
  paymentInProcess,
  settle,
  startShop,
  type Services,
  type Shop,
} from "../support/payments-in-process.ts";

describe.each([ENGINE])("the 'Botón de arrepentimiento' on %s", (engine) => {
  let shop: Shop;
  let services: Services;
  let request: StaffRequest<"support" | "otherFranchise">;

  async function approvedSale() {
    const { account, payment } = await paymentInProcess(shop, services);
    await settle(shop, payment.providerPaymentId!);
    await services.paymentService.reconcile(payment.id);
    return { account, payment };
  }
  async function saleOf12DaysAgo() {
    const sale = await approvedSale();
    await shop.database.db
      .update(payments)
      .set({ approvedAt: sql`now() - interval '12 days'` })
      .where(eq(payments.id, sale.payment.id));
    return sale;
  }
  /** Posts the form from an address of its own unless `ip` is given (wrong guesses are counted per address). */
  const regret = (fields: Record<string, string>, ip?: string) =>
    postForm(shop.app, "/arrepentimiento", { comment: "", ...fields }, { ip });
  const requestsFor = (code: string) =>
    shop.database.db.select().from(regretRequests).where(eq(regretRequests.paymentCode, code));
  const mails = (template: string, to: string) =>
    shop.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.template, template), eq(mailOutbox.recipient, to)));

  beforeAll(async () => {
    ({ shop, services } = await startShop(engine, "http://127.0.0.1:9"));
    const [other] = await shop.database.db
      .select()
      .from(franchises)
      .where(eq(franchises.name, "Patagonia Piel S.R.L."));
    ({ request } = await staffClients(shop, {
      support: { role: "support" },
      otherFranchise: { role: "franchise", franchiseId: other!.id },
    }));
  });
  afterAll(() => shop?.close());

  it("answers every e-mail and code that match no purchase the same way, and keeps the requests", async () => {
    const { account, payment } = await approvedSale();
    const answers = await Promise.all([
      regret({ email: "otra@example.com", payment_code: payment.paymentCode }),
      regret({ email: account.email, payment_code: "CND-AAAAAAAA" }),
      regret({ email: "nadie@example.com", payment_code: "CND-BBBBBBBB" }),
    ]);
    const texts = answers.map((a) => {
      expect(a.statusCode).toBe(200);
      return /<div role="(?:status|alert)"[\s\S]*?<\/div>/.exec(decodeHtml(a.body))?.[0];
    });
    expect(texts[0]).toContain(M.neutral);
    expect(new Set(texts).size).toBe(1);
    expect((await requestsFor(payment.paymentCode)).map((r) => r.status)).toEqual(["unknown"]);
    expect(await mails("regret_accepted", account.email)).toEqual([]);
  });

  it("accepts a request within 10 days with a revocation code, on the page and by mail, once", async () => {
    const { account, payment } = await approvedSale();
    const first = await regret({
      email: account.email.toUpperCase(),
      payment_code: payment.paymentCode.toLowerCase(),
    });
    expect(first.statusCode).toBe(200);
    const code = /ARR-[A-Z2-7]{8}/.exec(decodeHtml(first.body))?.[0];
    expect(code).toBeDefined();
    expect(decodeHtml(first.body)).toContain(M.accepted(code!));
    // Asked again, at the same moment from several tabs: the same code, one request, one mail.
    const again = await Promise.all(
      Array.from({ length: 4 }, () => regret({ email: account.email, payment_code: payment.paymentCode })),
    );
    for (const res of again) expect(decodeHtml(res.body)).toContain(code!);
    const rows = await requestsFor(payment.paymentCode);
    expect(rows.map((r) => [r.status, r.revocationCode])).toEqual([["accepted", code]]);
    expect(rows[0]!.deadline!.getTime()).toBeGreaterThan(Date.now() + 9 * 86_400_000);
    expect(await mails("regret_accepted", account.email)).toHaveLength(1);
  });

  it("records a late request and answers with the reason", async () => {
    const { account, payment } = await saleOf12DaysAgo();
    const late = await regret({ email: account.email, payment_code: payment.paymentCode });
    expect(late.statusCode).toBe(200);
    expect(decodeHtml(late.body)).toContain("pasaron más de 10 días corridos");
    expect((await requestsFor(payment.paymentCode)).map((r) => r.status)).toEqual(["late"]);
    expect(await mails("regret_late", account.email)).toHaveLength(1);
  });

  it("answers bad fields in Spanish", async () => {
    const bad = await regret({ email: "no-es-correo", payment_code: "" });
    expect(bad.statusCode).toBe(400);
    expect(decodeHtml(bad.body)).toContain("E-mail inválido");
    expect(decodeHtml(bad.body)).toContain(M.required);
  });

  it("limits wrong guesses per address and per e-mail and code, never the buyer's right pair", async () => {
    await shop.database.db.delete(rateLimits);
    const { account, payment } = await approvedSale();
    // A stranger sends her e-mail with made-up codes, from one address and from many.
    const stranger = "203.0.113.77";
    const fromStranger: number[] = [];
    for (let i = 0; i < 11; i++) {
      const code = `CND-CCCCCC${String(i).padStart(2, "0")}`;
      fromStranger.push((await regret({ email: account.email, payment_code: code }, stranger)).statusCode);
    }
    expect(fromStranger).toEqual([...Array<number>(10).fill(200), 429]);
    for (let i = 0; i < 6; i++) {
      await regret({ email: account.email, payment_code: `CND-DDDDDD${String(i).padStart(2, "0")}` });
    }
    // The same wrong pair from ever-new addresses stops at five.
    const samePair: number[] = [];
    for (let i = 0; i < 6; i++)
      samePair.push((await regret({ email: account.email, payment_code: "CND-EEEEEEEE" })).statusCode);
    expect(samePair).toEqual([200, 200, 200, 200, 200, 429]);

    // The buyer's own e-mail and code get through, and asking again spends nothing.
    for (let i = 0; i < 7; i++) {
      const own = await regret({ email: account.email, payment_code: payment.paymentCode });
      expect(own.statusCode).toBe(200);
      expect(decodeHtml(own.body)).toContain(M.acceptedTitle);
    }
  });

  it("lets support refund only a regret request made in its term, not a late one nor a plain sale", async () => {
    const { account, payment } = await saleOf12DaysAgo();
    await regret({ email: account.email, payment_code: payment.paymentCode });
    const [late] = await requestsFor(payment.paymentCode);
    expect(late!.status).toBe("late");
    const lateRefund = await request("POST", "/admin/arrepentimientos", "support", { id: late!.id });
    expect(lateRefund.statusCode).toBe(409);
    const sale = await request("POST", `/admin/ventas/${payment.id}`, "support", {
      intent: "review",
      amount: "",
      reason: "Pedido del cliente",
      refund_key: randomUUID(),
    });
    expect(sale.statusCode).toBe(403);
    const refunds = await shop.database.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.paymentId, payment.id));
    expect(refunds).toEqual([]);
  });

  it("lets support refund an accepted request once, after a confirmation that restates it; another franchise cannot", async () => {
    const { account, payment } = await approvedSale();
    await regret({ email: account.email, payment_code: payment.paymentCode });
    const [row] = await requestsFor(payment.paymentCode);
    const inbox = decodeHtml((await request("GET", "/admin/arrepentimientos", "support")).body);
    expect(inbox).toContain(row!.revocationCode!);
    const other = decodeHtml((await request("GET", "/admin/arrepentimientos", "otherFranchise")).body);
    expect(other).not.toContain(row!.revocationCode!);
    expect(
      (await request("POST", "/admin/arrepentimientos", "otherFranchise", { id: row!.id })).statusCode,
    ).toBe(403);

    // 'Devolver' restates whose purchase, what goes back and the amount; nothing moves until it is confirmed.
    const review = await request("POST", "/admin/arrepentimientos", "support", { id: row!.id });
    const amount = formatMoney(payment.totalFinanced);
    expect(review.statusCode).toBe(200);
    expect(decodeHtml(review.body)).toContain(M.refundReview(payment.paymentCode, account.email, amount));
    for (const path of ["/admin/arrepentimientos", "/admin/arrepentimientos.data"]) {
      const skipped = await request("POST", path, "support", { id: row!.id, intent: "confirm" });
      expect([path, skipped.statusCode]).toEqual([path, 200]);
    }
    expect(
      await shop.database.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, payment.id)),
    ).toEqual([]);
    const confirm = hiddenFieldsOf(review.body, SALES_MESSAGES.confirmAmount(amount));
    const clicks = await Promise.all(
      [0, 1].map(() => request("POST", "/admin/arrepentimientos", "support", confirm)),
    );
    expect(clicks.map((c) => c.statusCode)).toEqual([200, 200]);
    const refunds = await shop.database.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.paymentId, payment.id));
    expect(refunds.map((r) => [r.source, r.amount, r.reason])).toEqual([
      ["regret", payment.totalFinanced, "Botón de arrepentimiento"],
    ]);
    const [after] = await shop.database.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(after!.status).toBe("refunded");
    expect((await requestsFor(payment.paymentCode))[0]!.status).toBe("refunded");
    expect(await mails("refund", account.email)).toHaveLength(1);
  });
});
