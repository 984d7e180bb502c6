/**
 * A provider call that times out leaves the attempt pending ('Estamos procesando tu pago'), and it is settled
 * later exactly once: by the provider's webhook, or — when no webhook comes — by the periodic reconciliation,
 * which finds the payment by the attempt's reference. An attempt the provider never received is marked not
 * charged after the grace period: its coupon use is given back and the customer can pay again.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JobRunner } from "#server/jobs/runner.ts";
import { PaymentReconcileWorker, paymentReconciliation } from "#server/modules/payments/reconcile-worker.ts";
import { NOT_CHARGED } from "#server/modules/payments/result.ts";
import { PaymentProviderError } from "#server/payments/provider.ts";
import { startPaymentsHarness, type PaymentsHarness } from "../integration/payments-service-harness.ts";
import { ENGINES } from "../support/database.ts";
import { insertCoupon } from "../support/fixtures.ts";
import { eventually } from "./faults-support.ts";

const quiet = { info() {}, warn() {}, error() {} };
const timeout = () => new PaymentProviderError("connection", "the provider did not answer within 20000 ms");

describe.each(ENGINES)("a payment provider that times out (%s)", (engine) => {
  let h: PaymentsHarness;
  beforeAll(async () => {
    h = await startPaymentsHarness(engine);
  });
  afterAll(() => h?.close());

  const reconciler = (afterMs: number, everyMs = 100) =>
    new PaymentReconcileWorker({
      db: h.db,
      payments: h.service,
      provider: h.provider,
      coupons: h.coupons,
      log: quiet,
      everyMs,
      afterMs,
    });
  /** The reconciliation as the app runs it: a recurring job on a job runner. */
  const reconciling = (afterMs: number) => {
    const jobs = new JobRunner({ db: h.db, log: quiet, pollMs: 50 });
    paymentReconciliation(jobs, {
      db: h.db,
      payments: h.service,
      provider: h.provider,
      coupons: h.coupons,
      log: quiet,
      everyMs: 100,
      afterMs,
    });
    jobs.start();
    return jobs;
  };

  /** A customer whose 'Confirmar Pago' got no answer from the provider: the attempt is left pending. */
  async function timedOutPayment(lost: "after_charge" | "before_provider") {
    const account = await h.customer(["axilas"]);
    const coupon = await insertCoupon(h.db, { kind: "percentage", value: 10, maxUsesPerAccount: 1 });
    await h.coupons.apply(account.id, coupon.code, (await h.cart.view(account.id)).summary.subtotal);
    if (lost === "after_charge") h.provider.lostAnswers.push(timeout());
    else h.provider.failures.push(timeout());
    const request = h.request(account, await h.cardToken("APRO"));
    const outcome = await h.service.pay(account.id, request);
    expect(outcome).toMatchObject({ ok: false, code: "payment_pending" });
    const shown = await h.service.result(account.id);
    expect(shown).toMatchObject({ status: "pending", title: "Estamos procesando tu pago", awaiting: true });
    expect((await h.redemptions(shown!.id)).map((r) => r.status)).toEqual(["held"]);
    return { account, request, paymentId: shown!.id, couponCode: coupon.code };
  }

  it("the webhook settles it to approved once; the reconciliation afterwards changes nothing", async () => {
    const { account, paymentId } = await timedOutPayment("after_charge");
    expect(await h.sandboxChargesFor(paymentId)).toBe(1);

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
    const calls = h.provider.createKeys.length;
    expect(await h.service.pay(account.id, request)).toMatchObject({
      ok: true,
      payment: { status: "rejected" },
    });
    expect(h.provider.createKeys).toHaveLength(calls);
    // … and a new one, with the code given back, goes through once.
    const cart = await h.cart.view(account.id);
    expect(cart.coupons.map((c) => c.code)).toEqual([couponCode]);
    const retry = await h.service.pay(account.id, h.request(account, await h.cardToken("APRO")));
    expect(retry).toMatchObject({ ok: true, payment: { status: "approved" } });
    if (!retry.ok) return;
    expect(retry.payment.id).not.toBe(paymentId);
    expect((await h.redemptions(retry.payment.id)).map((r) => r.status)).toEqual(["redeemed"]);
    expect(await h.purchaseMails(account.email)).toHaveLength(1);
  });
});
