import { createHmac } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sandboxCharges, sandboxNotifications } from "#server/db/schema/index.ts";
import { verifyWebhookSignature } from "#server/payments/webhook-signature.ts";
import { createTestDatabase, ENGINE, type TestDatabase } from "../../support/database.ts";
import {
  ACCESS_TOKEN,
  WEBHOOK_SECRET,
  call,
  cardBody,
  causeCodes,
  createToken,
  pay,
  paymentBody,
  startSandbox,
  type Harness,
  type ReceivedWebhook,
} from "./sandbox-harness.ts";

const auth = { authorization: `Bearer ${ACCESS_TOKEN}` };

/** The notification as the shop's endpoint sees it: the parts its signature covers. */
function asNotification(hook: ReceivedWebhook) {
  const query = new URL(hook.url, "http://shop").searchParams;
  return {
    signature: hook.headers["x-signature"] as string | undefined,
    requestId: hook.headers["x-request-id"] as string | undefined,
    dataId: query.get("data.id") ?? undefined,
    type: query.get("type") ?? undefined,
  };
}

describe.each([ENGINE])("sandbox webhooks on %s", (engine) => {
  let database: TestDatabase;
  let h: Harness;
  let seq = 0;
  const payer = () => ({
    email: `webhooks${++seq}@example.com`,
    identification: { type: "DNI", number: "12345678" },
  });

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    h = await startSandbox(database);
  });
  afterAll(async () => {
    await h?.close();
    await database?.destroy();
  });
  beforeEach(() => {
    h.receiver.received.length = 0;
    h.receiver.answers = [];
  });

  async function approvedPayment(name = "APRO", extra: Record<string, unknown> = {}) {
    const token = await createToken(h.base, cardBody({}, name));
    const answer = await pay(h.base, paymentBody(token, { payer: payer(), ...extra }), `wh-${++seq}`);
    expect(answer.status).toBe(201);
    return answer.body;
  }

  it("posts a signed payment.created notification in Mercado Pago's format once due work runs", async () => {
    const payment = await approvedPayment();
    expect(h.receiver.received).toHaveLength(0);
    expect(await h.sandbox.runDue()).toEqual({ settled: 0, delivered: 1 });
    const [hook] = h.receiver.received;
    expect(hook!.url).toBe(`/api/payments/webhook?data.id=${payment.id}&type=payment`);
    expect(hook!.headers["content-type"]).toBe("application/json");
    expect(hook!.body).toMatchObject({
      live_mode: false,
      type: "payment",
      api_version: "v1",
      action: "payment.created",
      data: { id: String(payment.id) },
    });
    expect(typeof hook!.body.id).toBe("number");
    expect(typeof hook!.body.user_id).toBe("number");

    // x-signature: ts=<seconds>,v1=HMAC-SHA256(secret, "id:<data.id>;request-id:<x-request-id>;ts:<ts>;")
    const requestId = String(hook!.headers["x-request-id"]);
    const [, ts, v1] = /^ts=(\d+),v1=([0-9a-f]{64})$/.exec(String(hook!.headers["x-signature"]))!;
    expect(Number(ts)).toBe(Math.floor(h.clock.current.getTime() / 1000));
    const expected = createHmac("sha256", WEBHOOK_SECRET)
      .update(`id:${payment.id};request-id:${requestId};ts:${ts};`)
      .digest("hex");
    expect(v1).toBe(expected);

    expect(verifyWebhookSignature(asNotification(hook!), WEBHOOK_SECRET)).toEqual({
      valid: true,
      paymentId: String(payment.id),
    });
    expect(verifyWebhookSignature(asNotification(hook!), "another-secret")).toEqual({
      valid: false,
      reason: "bad_signature",
    });
    const forged = { ...asNotification(hook!), dataId: "1300000999" };
    expect(verifyWebhookSignature(forged, WEBHOOK_SECRET).valid).toBe(false);
    expect(
      verifyWebhookSignature({ ...asNotification(hook!), signature: undefined }, WEBHOOK_SECRET),
    ).toEqual({
      valid: false,
      reason: "missing_signature",
    });

    // Nothing is sent twice.
    expect(await h.sandbox.runDue()).toEqual({ settled: 0, delivered: 0 });
  });

  it("posts to the payment's own notification_url, keeping its query string", async () => {
    const origin = new URL(h.notificationUrl).origin;
    const payment = await approvedPayment("APRO", {
      notification_url: `${origin}/api/payments/webhook?source_news=webhooks`,
    });
    expect(payment.notification_url).toBe(`${origin}/api/payments/webhook?source_news=webhooks`);
    await h.sandbox.runDue();
    expect(h.receiver.received.map((r) => r.url)).toEqual([
      `/api/payments/webhook?source_news=webhooks&data.id=${payment.id}&type=payment`,
    ]);
  });

  it("retries until the shop answers 2xx, then stops", async () => {
    h.receiver.answers = [500];
    const payment = await approvedPayment();
    expect((await h.sandbox.runDue()).delivered).toBe(1);
    expect(h.receiver.received).toHaveLength(1);
    // Not due again until the retry delay has passed.
    expect((await h.sandbox.runDue()).delivered).toBe(0);
    h.clock.advance(1000);
    expect((await h.sandbox.runDue()).delivered).toBe(1);
    expect(h.receiver.received).toHaveLength(2);
    const [row] = await database.db
      .select()
      .from(sandboxNotifications)
      .where(eq(sandboxNotifications.paymentId, Number(payment.id)));
    expect(row).toMatchObject({ attempts: 2, lastStatus: 200, failedAt: null });
    expect(row!.deliveredAt).not.toBeNull();
    h.clock.advance(60_000);
    expect((await h.sandbox.runDue()).delivered).toBe(0);
  });

  it("gives up after the last attempt", async () => {
    h.receiver.answers = [503, 503, 503];
    const payment = await approvedPayment();
    for (let i = 0; i < 3; i++) {
      await h.sandbox.runDue();
      h.clock.advance(10_000);
    }
    expect(h.receiver.received).toHaveLength(3);
    const [row] = await database.db
      .select()
      .from(sandboxNotifications)
      .where(eq(sandboxNotifications.paymentId, Number(payment.id)));
    expect(row).toMatchObject({ attempts: 3, lastStatus: 503, deliveredAt: null });
    expect(row!.failedAt).not.toBeNull();
    expect((await h.sandbox.runDue()).delivered).toBe(0);
  });

  it("settles a CONT payment as approved after the configured delay and notifies the change", async () => {
    const payment = await approvedPayment("CONT");
    expect(payment).toMatchObject({ status: "in_process", status_detail: "pending_contingency" });
    await h.sandbox.runDue();
    h.clock.advance(59_000);
    expect((await h.sandbox.runDue()).settled).toBe(0);
    h.clock.advance(1000);
    expect(await h.sandbox.runDue()).toEqual({ settled: 1, delivered: 1 });
    const settled = await h.sandbox.getPayment(String(payment.id));
    expect(settled).toMatchObject({ status: "approved", status_detail: "accredited" });
    expect(settled.date_approved).not.toBeNull();
    const charges = await database.db
      .select({ n: count() })
      .from(sandboxCharges)
      .where(eq(sandboxCharges.paymentId, Number(payment.id)));
    expect(charges[0]!.n).toBe(1);
    expect(h.receiver.received.map((r) => r.body.action)).toEqual(["payment.created", "payment.updated"]);
    expect(h.receiver.received[1]!.body.data).toEqual({ id: String(payment.id) });
    expect(await h.sandbox.runDue()).toEqual({ settled: 0, delivered: 0 });
  });

  it("lets the back office settle, refund and charge back on request", async () => {
    const payment = await approvedPayment("CONT");
    const settle = await call(h.base, "POST", `/admin/payments/${payment.id}/settle`, { headers: auth });
    expect(settle.body).toMatchObject({ status: "approved", status_detail: "accredited" });
    const again = await call(h.base, "POST", `/admin/payments/${payment.id}/settle`, { headers: auth });
    expect(again.status).toBe(400);
    expect(causeCodes(again)).toEqual(["invalid_status"]);
    const refund = await call(h.base, "POST", `/admin/payments/${payment.id}/refund`, { headers: auth });
    expect(refund.body).toMatchObject({ status: "refunded", status_detail: "refunded" });
    const [charge] = await database.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.paymentId, Number(payment.id)));
    expect(charge!.reversedAt).not.toBeNull();
    expect((await call(h.base, "POST", `/admin/payments/${payment.id}/settle`)).status).toBe(401);
    await h.sandbox.runDue();
    expect(h.receiver.received.map((r) => r.body.action)).toEqual([
      "payment.created",
      "payment.updated",
      "payment.updated",
    ]);
  });
});

describe.each([ENGINE])("the sandbox worker on %s", (engine) => {
  let database: TestDatabase;
  let h: Harness;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    // A real clock and a running worker: delivery happens on its own, after the payment's answer.
    h = await startSandbox(database, { now: () => new Date(), pollMs: 50, pendingDelayMs: 100 });
  });
  afterAll(async () => {
    await h?.close();
    await database?.destroy();
  });

  it("delivers notifications asynchronously and settles CONT payments by itself", async () => {
    const token = await createToken(h.base, cardBody({}, "CONT"));
    const answer = await pay(h.base, paymentBody(token), "worker-1");
    expect(answer.body.status).toBe("in_process");
    await h.receiver.waitFor(2);
    expect(h.receiver.received.map((r) => r.body.action)).toEqual(["payment.created", "payment.updated"]);
    expect((await h.sandbox.getPayment(String(answer.body.id))).status).toBe("approved");
  });
});
