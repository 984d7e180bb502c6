/**
 * A payment provider that accepts the create call and never answers: the Mercado Pago adapter (the official
 * SDK, with a short timeout set through its options) gives up, retries once with the same key, gives up
 * again, and the attempt is left pending ('Estamos procesando tu pago'). It is then settled exactly once: by
 * the provider's webhook, by the periodic reconciliation (which finds the payment by the attempt's
 * reference), or by the customer sending the same attempt again; an attempt the provider never received is
 * marked not charged after the grace period, its coupon use is given back and the customer can pay again.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { JobRunner } from "#server/jobs/runner.ts";
import { CHECKOUT_MESSAGES } from "#server/modules/payments/errors.ts";
import { PaymentReconcileWorker, paymentReconciliation } from "#server/modules/payments/reconcile-worker.ts";
import { NOT_CHARGED } from "#server/modules/payments/result.ts";
import { MercadoPagoProvider } from "#server/payments/mercadopago/provider.ts";
import {
  ACCESS_TOKEN,
  WEBHOOK_SECRET,
  startPaymentsHarness,
  type PaymentsHarness,
} from "../integration/payments-service-harness.ts";
import { ENGINE } from "../support/database.ts";
import { insertCoupon } from "../support/fixtures.ts";
import { redirectMercadoPago } from "../support/mercadopago-redirect.ts";
import { eventually } from "./faults-support.ts";
import { startHangingProvider, type Hang, type HangingProvider } from "./hanging-provider.ts";

const quiet = { info() {}, warn() {}, error() {} };

describe.each([ENGINE])("a payment provider that hangs past the adapter's timeout (%s)", (engine) => {
  let h: PaymentsHarness;
  let mp: HangingProvider;
  beforeAll(async () => {
    const provider = new MercadoPagoProvider({
      accessToken: ACCESS_TOKEN,
      webhookSecret: WEBHOOK_SECRET,
      timeoutMs: 500,
      maxRetries: 1,
      initialRetryDelayMs: 10,
      maxRetryDelayMs: 10,
    });
    h = await startPaymentsHarness(engine, { provider });
    mp = await startHangingProvider(h.sandbox, h.db);
    redirectMercadoPago(() => mp.origin);
  });
  afterEach(() => mp.answer());
  afterAll(async () => {
    vi.unstubAllGlobals();
    await mp?.close();
    await h?.close();
  });

  const reconciler = (afterMs: number, everyMs = 100) =>
    new PaymentReconcileWorker({ payments: h.service, log: quiet, everyMs, afterMs });
  /** The reconciliation as the app runs it: a recurring job on a job runner. */
  const reconciling = (afterMs: number) => {
    const jobs = new JobRunner({ db: h.db, log: quiet, pollMs: 50 });
    paymentReconciliation(jobs, {
      payments: h.service,
      log: quiet,
      everyMs: 100,
      afterMs,
    });
    jobs.start();
    return jobs;
  };

  /** A customer whose 'Confirmar Pago' got no answer from the provider: the attempt is left pending. */
  async function timedOutPayment(hang: Hang) {
    const account = await h.customer(["axilas"]);
    const coupon = await insertCoupon(h.db, { kind: "percentage", value: 10, maxUsesPerAccount: 1 });
    await h.coupons.apply(account.id, coupon.code, (await h.cart.view(account.id)).summary.subtotal);
    mp.hang(hang);
    const before = mp.creates;
    const request = await h.request(account, await h.cardToken("APRO"));
    const outcome = await h.service.pay(account.id, request);
    expect(outcome).toMatchObject({
      ok: false,
      code: "payment_pending",
      message: CHECKOUT_MESSAGES.paymentPending,
    });
    // The adapter timed out, retried once with the same key, and that request hung too.
    expect(mp.creates - before).toBe(2);
    const shown = await h.service.result(account.id);
    expect(shown).toMatchObject({ status: "pending", title: "Estamos procesando tu pago", awaiting: true });
    const [row] = await h.paymentRows(account.id);
    expect(row).toMatchObject({ status: "pending", providerPaymentId: null });
    expect((await h.redemptions(shown!.id)).map((r) => r.status)).toEqual(["held"]);
    if (hang === "after_charge") {
      // The provider made the payment once, whatever the retry did.
      await eventually("the provider has made the payment", async () =>
        (await h.sandboxPaymentsFor(shown!.id)).length > 0 ? true : undefined,
      );
      expect(await h.sandboxChargesFor(shown!.id)).toBe(1);
    }
    return { account, request, paymentId: shown!.id, couponCode: coupon.code };
  }

  it("the webhook settles it to approved once; the reconciliation afterwards changes nothing", async () => {
    const { account, paymentId } = await timedOutPayment("after_charge");

    await h.runDue();
    expect(await h.service.result(account.id)).toMatchObject({
      id: paymentId,
      status: "approved",
      title: "¡Tu pago fue aprobado!",
    });
    expect(await h.purchaseMails(account.email)).toHaveLength(1);

    const pass = await reconciler(0).runOnce();
    expect(pass.notCharged).toBe(0);
    for (const delivery of [...h.deliveries]) await h.redeliver(delivery);
    await h.service.idle();
    expect(await h.purchaseMails(account.email)).toHaveLength(1);
    expect(await h.sandboxChargesFor(paymentId)).toBe(1);
    expect((await h.redemptions(paymentId)).map((r) => r.status)).toEqual(["redeemed"]);
  });

  it("without a webhook, the periodic reconciliation finds the payment by its reference and approves it once", async () => {
    const { account, paymentId } = await timedOutPayment("after_charge");
    const [sandboxPayment] = await h.sandboxPaymentsFor(paymentId);

    const worker = reconciling(200);
    try {
      await eventually("the reconciliation approves the payment", async () => {
        const row = (await h.paymentRows(account.id)).find((p) => p.id === paymentId);
        return row?.status === "approved" ? row : undefined;
      });
    } finally {
      await worker.stop();
    }
    const [row] = (await h.paymentRows(account.id)).filter((p) => p.id === paymentId);
    expect(row!.providerPaymentId).toBe(String(sandboxPayment!.id));
    expect(await h.purchaseMails(account.email)).toHaveLength(1);

    // The webhook that finally arrives, and another pass, change nothing.
    await h.runDue();
    await reconciler(0).runOnce();
    expect(await h.purchaseMails(account.email)).toHaveLength(1);
    expect(await h.sandboxChargesFor(paymentId)).toBe(1);
    expect((await h.redemptions(paymentId)).map((r) => r.status)).toEqual(["redeemed"]);
  });

  it("the customer sending the same attempt again once the provider answers gets the one payment, charged once", async () => {
    const { account, request, paymentId } = await timedOutPayment("after_charge");

    mp.answer();
    const before = mp.creates;
    const again = await h.service.pay(account.id, request);
    expect(again).toMatchObject({ ok: true, payment: { id: paymentId, status: "approved" } });
    expect(mp.creates - before).toBe(1);
    expect(await h.sandboxChargesFor(paymentId)).toBe(1);
    expect(await h.paymentRows(account.id)).toHaveLength(1);
    expect(await h.purchaseMails(account.email)).toHaveLength(1);
  });

  it("an attempt the provider never received is marked not charged after the grace period, and can be paid again", async () => {
    const { account, request, paymentId, couponCode } = await timedOutPayment("before_provider");
    expect(await h.sandboxPaymentsFor(paymentId)).toHaveLength(0);

    // Within the grace period nothing is decided.
    expect(await reconciler(3_600_000).runOnce()).toMatchObject({ checked: 0, notCharged: 0 });
    expect((await h.service.result(account.id))?.status).toBe("pending");

    const worker = reconciling(200);
    try {
      await eventually("the attempt is marked not charged", async () => {
        const shown = await h.service.result(account.id);
        return shown?.status === "rejected" ? shown : undefined;
      });
    } finally {
      await worker.stop();
    }
    const shown = await h.service.result(account.id);
    expect(shown).toMatchObject({ id: paymentId, status: "rejected", statusDetail: NOT_CHARGED });
    expect(shown!.explanation).toContain("no se realizó ningún cargo");
    expect((await h.redemptions(paymentId)).map((r) => r.status)).toEqual(["released"]);
    expect(await h.sandboxChargesFor(paymentId)).toBe(0);
    expect(await h.purchaseMails(account.email)).toHaveLength(0);

    // The same attempt sent again is not charged behind the customer's back …
    mp.answer();
    const creates = mp.creates;
    expect(await h.service.pay(account.id, request)).toMatchObject({
      ok: true,
      payment: { status: "rejected" },
    });
    expect(mp.creates).toBe(creates);
    // … and a new one, with the code given back, goes through once.
    const cart = await h.cart.view(account.id);
    expect(cart.coupons.map((c) => c.code)).toEqual([couponCode]);
    const retry = await h.service.pay(account.id, await h.request(account, await h.cardToken("APRO")));
    expect(retry).toMatchObject({ ok: true, payment: { status: "approved" } });
    if (!retry.ok) return;
    expect(retry.payment.id).not.toBe(paymentId);
    expect(mp.creates).toBe(creates + 1);
    expect(await h.sandboxChargesFor(retry.payment.id)).toBe(1);
    expect((await h.redemptions(retry.payment.id)).map((r) => r.status)).toEqual(["redeemed"]);
    expect(await h.purchaseMails(account.email)).toHaveLength(1);
  });
});
