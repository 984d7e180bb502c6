/**
 * Issue 24, point 2: a refund says what it returns. Sessions of an area given back are cancelled with the money,
 * the visits to come that lose their session are taken off (one mail lists them), an amount alone leaves the
 * sessions, and the lines are applied once whichever path records the refund first.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatMoney } from "#domain/money.ts";
import { refundRequests } from "#server/db/schema/index.ts";
import { loadStatement } from "#server/modules/purchases/statements.ts";
import { PaymentProviderError } from "#server/payments/provider.ts";
import { ENGINE } from "../support/database.ts";
import type { PaymentsHarness } from "./payments-service-harness.ts";
import { startRefundLinesShop, type refundLinesShop } from "./refund-lines-support.ts";

describe.each([ENGINE])("refunds that return areas' sessions on %s", (engine) => {
  let h: PaymentsHarness;
  let shop: Awaited<ReturnType<typeof refundLinesShop>>;

  beforeAll(async () => {
    ({ h, shop } = await startRefundLinesShop(engine));
  });
  afterAll(async () => {
    await h?.close();
  });

  const area = async (paymentId: string, title: string) =>
    (await loadStatement(h.db, paymentId))!.areas.find((a) => a.title === title)!;

  it("gives back some of an area's sessions with the money; the mail names them and what remains", async () => {
    const p = await shop.purchase();
    expect(
      await shop.refund(p, { amount: 25_600_00, lines: [{ productId: p.bozo.productId, sessions: 6 }] }),
    ).toEqual({ ok: true });
    expect(
      await shop.refund(p, { amount: 1_000_00, lines: [{ productId: p.axilas.productId, sessions: 2 }] }),
    ).toEqual({ ok: true });
    expect(await shop.stored(p)).toEqual({
      Axilas: { used: 0, cancelled: 2, booked: 0 },
      Bozo: { used: 0, cancelled: 6, booked: 0 },
    });
    expect(await area(p.payment.id, "Axilas")).toMatchObject({ bought: 6, cancelled: 2, available: 4 });
    expect(await area(p.payment.id, "Bozo")).toMatchObject({ bought: 6, cancelled: 6, available: 0 });
    const [first, second] = await shop.mails(p.account.email);
    const code = p.payment.paymentCode;
    expect(first).toContain(
      `Devolvimos ${formatMoney(25_600_00)} de tu compra ${code} (Bozo). Te quedan 6 sesiones de Axilas.`,
    );
    expect(second).toContain(
      `Devolvimos ${formatMoney(1_000_00)} de tu compra ${code} (2 sesiones de Axilas). Te quedan 4 sesiones de Axilas.`,
    );
    expect(`${first}${second}`).not.toContain("el total");
  });

  it("an amount alone leaves every session", async () => {
    const p = await shop.purchase();
    expect(await shop.refund(p, { amount: 5_000_00 })).toEqual({ ok: true });
    expect(await shop.stored(p)).toEqual({
      Axilas: { used: 0, cancelled: 0, booked: 0 },
      Bozo: { used: 0, cancelled: 0, booked: 0 },
    });
    expect(await shop.refundLines(p)).toEqual([]);
    const [mail] = await shop.mails(p.account.email);
    expect(mail).toContain(
      `de tu compra ${p.payment.paymentCode}. Te quedan 6 sesiones de Axilas y 6 sesiones de Bozo.`,
    );
  });

  it("returning an area takes it off the visits to come beyond its sessions, in one mail, the furthest first", async () => {
    const p = await shop.purchase();
    const near = await shop.book(p, [p.axilas.id], "2026-12-02");
    const both = await shop.book(p, [p.axilas.id, p.bozo.id], "2026-12-30");
    const far = await shop.book(p, [p.axilas.id], "2027-01-28");
    if (!near.ok || !both.ok || !far.ok) throw new Error("booking refused");
    const visitMails = (await shop.mails(p.account.email, "visit")).length;

    // 6 − 4 = 2 sessions kept: the two nearest visits keep Axilas.
    await shop.refund(p, { amount: 2_000_00, lines: [{ productId: p.axilas.productId, sessions: 4 }] });
    expect(await shop.stored(p)).toMatchObject({ Axilas: { cancelled: 4, booked: 2 } });
    expect(await shop.visitStatus(far.visitId)).toBe("cancelled");
    expect(await shop.visitStatus(both.visitId)).toBe("booked");

    // All of Axilas: the visit with Bozo stays, without Axilas; the one of Axilas alone is cancelled.
    await shop.refund(p, { amount: 2_000_00, lines: [{ productId: p.axilas.productId, sessions: 2 }] });
    expect(await shop.stored(p)).toEqual({
      Axilas: { used: 0, cancelled: 6, booked: 0 },
      Bozo: { used: 0, cancelled: 0, booked: 1 },
    });
    expect(await shop.visitStatus(near.visitId)).toBe("cancelled");
    expect(await shop.visitStatus(both.visitId)).toBe("booked");
    expect(await area(p.payment.id, "Axilas")).toMatchObject({ booked: 0, cancelled: 6, available: 0 });
    expect(await area(p.payment.id, "Bozo")).toMatchObject({ booked: 1, available: 5 });

    const [, second] = await shop.mails(p.account.email);
    expect(second).toContain("(Axilas). Te quedan 6 sesiones de Bozo.");
    expect(second).toMatch(/ 2 de diciembre de 2026.*cancelado \(Axilas\)/);
    expect(second).toMatch(/30 de diciembre de 2026.*sigue en pie, sin Axilas/);
    // No mail of its own per visit.
    expect(await shop.mails(p.account.email, "visit")).toHaveLength(visitMails);
  });

  it("applies the lines once when the provider's webhook records the refund before the shop's answer", async () => {
    const p = await shop.purchase();
    h.provider.afterRefund.push(() => h.runDue());
    const asked = { amount: 3_000_00, lines: [{ productId: p.bozo.productId, sessions: 3 }] };
    expect(await shop.refund(p, asked)).toEqual({ ok: true });
    expect(await shop.refundLines(p)).toEqual([{ productId: p.bozo.productId, sessions: 3 }]);
    expect(await shop.stored(p)).toMatchObject({ Bozo: { cancelled: 3 } });
    const [mail, ...more] = await shop.mails(p.account.email);
    expect(more).toEqual([]);
    expect(mail).toContain("(3 sesiones de Bozo). Te quedan 6 sesiones de Axilas y 3 sesiones de Bozo.");
    const [request] = await h.db
      .select()
      .from(refundRequests)
      .where(eq(refundRequests.paymentId, p.payment.id));
    expect(request).toMatchObject({ source: "back_office", reason: "Pedido de la clienta" });
    expect(request!.refundId).not.toBeNull();
  });

  it("applies the lines when the answer is lost and the webhook records the refund later; a retry changes nothing", async () => {
    const p = await shop.purchase();
    h.provider.readFailures.push(new PaymentProviderError("connection", "socket hang up"));
    const asked = {
      amount: 3_000_00,
      lines: [{ productId: p.axilas.productId, sessions: 1 }],
      idempotencyKey: randomUUID(),
    };
    expect(await shop.refund(p, asked)).toEqual({ ok: true });
    expect(await shop.refundLines(p)).toEqual([]);
    await h.runDue();
    expect(await shop.refund(p, asked)).toEqual({ ok: true });
    expect(await shop.refundLines(p)).toEqual([{ productId: p.axilas.productId, sessions: 1 }]);
    expect(await shop.stored(p)).toMatchObject({ Axilas: { cancelled: 1 } });
    expect(await shop.mails(p.account.email)).toHaveLength(1);
  });

  it("a regret refund after an amount alone returns every session not used, and says 'el total'", async () => {
    const p = await shop.purchase();
    const visit = await shop.book(p, [p.bozo.id], "2026-12-07");
    if (!visit.ok) throw new Error("booking refused");
    await shop.refund(p, { amount: 10_000_00 });
    await shop.refund(p, { source: "regret" });
    expect(await shop.stored(p)).toEqual({
      Axilas: { used: 0, cancelled: 6, booked: 0 },
      Bozo: { used: 0, cancelled: 6, booked: 0 },
    });
    expect(await shop.visitStatus(visit.visitId)).toBe("cancelled");
    expect(new Set(await shop.refundLines(p))).toEqual(
      new Set([
        { productId: p.axilas.productId, sessions: 6 },
        { productId: p.bozo.productId, sessions: 6 },
      ]),
    );
    const [, last] = await shop.mails(p.account.email);
    expect(last).toContain(`te devolvimos el total: ${formatMoney(p.payment.totalFinanced)}`);
    expect(last).toMatch(/7 de diciembre de 2026.*cancelado \(Bozo\)/);
    expect((await loadStatement(h.db, p.payment.id))!.status).toBe("refunded");
  });
});
