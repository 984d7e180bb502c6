/**
 * Issue 24: after a partial refund 'Mis pagos' and the refund mails tell the purchase's one statement. A part is
 * given back, then the rest (the regret button's refund): the list says 'Devuelto parcialmente' with what was
 * given back, and the second mail says the whole purchase is now given back without calling the rest "el total".
 */
import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatMoney } from "#domain/money.ts";
import { mailOutbox } from "#server/db/schema/index.ts";
import { renderMail } from "#server/mail/render.ts";
import type { RefundData } from "#server/mail/templates/refund.tsx";
import { ENGINE } from "../support/database.ts";
import { mailContext } from "../support/mail-context.ts";
import { SHOP_URL, startPaymentsHarness, type PaymentsHarness } from "./payments-service-harness.ts";

describe.each([ENGINE])("one story of a refunded purchase on %s", (engine) => {
  let h: PaymentsHarness;

  beforeAll(async () => {
    h = await startPaymentsHarness(engine);
  });
  afterAll(async () => {
    await h?.close();
  });

  async function approved() {
    const account = await h.customer(["axilas", "piernas-completas"]);
    const outcome = await h.service.pay(account.id, await h.request(account, await h.cardToken("APRO")));
    if (!outcome.ok) throw new Error(`payment refused: ${outcome.code}`);
    return { account, payment: outcome.payment };
  }

  const refund = (paymentId: string, amount?: number, source: "back_office" | "regret" = "back_office") =>
    h.service.refund({
      paymentId,
      amount,
      reason: "Pedido de la clienta",
      source,
      staffId: null,
      idempotencyKey: randomUUID(),
    });

  async function refundMails(to: string) {
    const rows = await h.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.template, "refund"), eq(mailOutbox.recipient, to)))
      .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id));
    return Promise.all(
      rows.map(
        async (r) =>
          (await renderMail("refund", r.data as unknown as RefundData, mailContext(SHOP_URL))).text,
      ),
    );
  }

  it("'Mis pagos' says 'Devuelto parcialmente' with what was given back, then 'Devuelto'", async () => {
    const { account, payment } = await approved();
    const part = 25_600_00;
    expect(await refund(payment.id, part)).toEqual({ ok: true });
    let [listed] = (await h.orders.paymentsByAccountId(account.id, { page: 1, pageSize: 10 })).items;
    expect(listed).toMatchObject({
      paymentStatus: "partially_refunded",
      total: payment.total,
      refunded: part,
    });

    expect(await refund(payment.id, undefined, "regret")).toEqual({ ok: true });
    [listed] = (await h.orders.paymentsByAccountId(account.id, { page: 1, pageSize: 10 })).items;
    expect(listed).toMatchObject({ paymentStatus: "refunded", refunded: payment.total });
  });

  it("mails what each refund gave back, and 'el total' only once nothing remains, for the whole amount", async () => {
    const { account, payment } = await approved();
    const part = 25_600_00;
    const rest = payment.total - part;
    await refund(payment.id, part);
    await refund(payment.id, undefined, "regret");
    const [first, second] = await refundMails(account.email);
    expect(first).toContain(`Devolvimos ${formatMoney(part)} de tu compra ${payment.paymentCode}`);
    expect(first).toContain("Te quedan 6 sesiones de Axilas y 8 sesiones de Piernas completas.");
    expect(first).not.toContain("el total");
    expect(second).toContain(`Devolvimos ${formatMoney(rest)} de tu compra ${payment.paymentCode}`);
    expect(second).toContain(`te devolvimos el total: ${formatMoney(payment.total)}`);
    expect(second).not.toContain(
      `Devolvimos el total de tu compra ${payment.paymentCode}: ${formatMoney(rest)}`,
    );
  });

  it("a refund of everything at once says 'el total' for the whole amount", async () => {
    const { account, payment } = await approved();
    await refund(payment.id, undefined, "regret");
    const [only] = await refundMails(account.email);
    expect(only).toContain(
      `Devolvimos el total de tu compra ${payment.paymentCode}: ${formatMoney(payment.total)}`,
    );
  });
});
