import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { mailOutbox } from "#server/db/schema/index.ts";
import { listMailbox } from "#server/mail/transports/mailbox.ts";
import { signWebhook } from "#server/payments/webhook-signature.ts";
import { ENGINES } from "../support/database.ts";
import {
  freePort,
  paymentInProcess,
  settle,
  startShop,
  type Services,
  type Shop,
} from "../support/payments-in-process.ts";

function notification(
  shop: Shop,
  dataId: string,
  opts: { secret?: string; type?: string; signature?: string | null } = {},
) {
  const requestId = randomUUID();
  const ts = String(Math.floor(Date.now() / 1000));
  const signature =
    opts.signature === undefined
      ? signWebhook({ dataId, requestId, ts, secret: opts.secret ?? shop.config.payments.webhookSecret })
      : opts.signature;
  return shop.app.inject({
    method: "POST",
    url: `/api/payments/webhook?source_news=webhooks&data.id=${encodeURIComponent(dataId)}&type=${opts.type ?? "payment"}`,
    headers: {
      "content-type": "application/json",
      "x-request-id": requestId,
      ...(signature !== null ? { "x-signature": signature } : {}),
    },
    payload: { type: opts.type ?? "payment", action: "payment.updated", data: { id: dataId } },
  });
}

const purchaseMails = (shop: Shop, to: string) =>
  shop.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.template, "purchase"), eq(mailOutbox.recipient, to)));

describe.each(ENGINES)("the payment webhook endpoint on %s", (engine) => {
  let shop: Shop;
  let services: Services;
  beforeAll(async () => {
    // Nothing listens at this address: the sandbox's own deliveries fail, the test delivers by hand.
    ({ shop, services } = await startShop(engine, "http://127.0.0.1:9"));
  });
  afterAll(async () => {
    await shop?.close();
  });

  it("refuses a notification without a valid signature, and one that names no payment", async () => {
    for (const res of [
      await notification(shop, "1300000001", { signature: null }),
      await notification(shop, "1300000001", { signature: "ts=1700000000,v1=deadbeef" }),
      await notification(shop, "1300000001", { secret: "not-the-secret" }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        error: { code: "invalid_signature", message: "La firma de la notificación no es válida." },
      });
    }
    const notAnId = await notification(shop, "../v1/payments");
    expect(notAnId.statusCode).toBe(400);
    expect(notAnId.json().error.code).toBe("bad_payment_id");
    // The CSRF check is not exempted for it: only what a browser marks as cross-site is refused there.
    const fromAPage = await shop.app.inject({
      method: "POST",
      url: "/api/payments/webhook?data.id=1300000001&type=payment",
      headers: { "content-type": "application/json", "sec-fetch-site": "cross-site" },
      payload: {},
    });
    expect(fromAPage.statusCode).toBe(403);
    const otherTopic = await notification(shop, "1300000001", { type: "merchant_order" });
    expect(otherTopic.statusCode).toBe(200);
    expect(otherTopic.json()).toEqual({ status: "ignored" });
  });

  it("a signed notification re-fetches the payment and applies it once, however often it comes", async () => {
    const { account, payment } = await paymentInProcess(shop, services);
    await settle(shop, payment.providerPaymentId!);

    const res = await notification(shop, payment.providerPaymentId!);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "received" });
    await services.paymentService.idle();
    expect(await services.paymentService.byId(payment.id)).toMatchObject({ status: "approved" });
    expect(await purchaseMails(shop, account.email)).toHaveLength(1);

    const again = await notification(shop, payment.providerPaymentId!);
    expect(again.statusCode).toBe(200);
    await services.paymentService.idle();
    expect(await purchaseMails(shop, account.email)).toHaveLength(1);
    expect(await services.accountOrders.itemsByAccountId(account.id)).toHaveLength(1);
  });

  it("a signed notification for a payment the shop does not know is answered and changes nothing", async () => {
    const res = await notification(shop, "999999999999");
    expect(res.statusCode).toBe(200);
    await services.paymentService.idle();
  });
});

describe.each(ENGINES)("the sandbox's own webhook deliveries to a running shop on %s", (engine) => {
  let shop: Shop;
  let services: Services;
  beforeAll(async () => {
    const port = await freePort();
    ({ shop, services } = await startShop(engine, `http://127.0.0.1:${port}`));
    await shop.app.listen({ port, host: "127.0.0.1" });
  });
  afterAll(async () => {
    await shop?.close();
  });

  it("settling a CONT payment approves it through the webhook, and the purchase mail is delivered", async () => {
    const { account, payment } = await paymentInProcess(shop, services);
    await settle(shop, payment.providerPaymentId!);

    await vi.waitFor(
      async () => {
        expect(await services.paymentService.byId(payment.id)).toMatchObject({ status: "approved" });
      },
      { timeout: 30_000, interval: 100 },
    );
    const mail = await vi.waitFor(
      async () => {
        const found = (await listMailbox(shop.config.mail.mailboxDir)).find(
          (m) => m.to === account.email && m.subject.includes(payment.paymentCode),
        );
        expect(found).toBeDefined();
        return found!;
      },
      { timeout: 30_000, interval: 100 },
    );
    expect(mail.subject).toBe(`Tu compra en Candela fue aprobada (${payment.paymentCode})`);
    expect(mail.text).toContain("Cómo reservar tu turno");
    expect(mail.text).toContain(payment.storeName);
    expect(await purchaseMails(shop, account.email)).toHaveLength(1);
  });
});
