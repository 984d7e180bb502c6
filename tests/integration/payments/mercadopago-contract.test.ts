/**
 * Contract tests of the production adapter: the official `mercadopago` SDK, exactly as the shop configures it,
 * talking to a local stand-in for api.mercadopago.com. The SDK's base URL is a fixed constant and it calls
 * the global fetch, so the tests redirect at the transport: fetch is wrapped for the duration of this file
 * and sends https://api.mercadopago.com/… to the stand-in on 127.0.0.1 (docs/decisions/0006-mercadopago-contract-tests.md).
 */
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { MercadoPagoProvider } from "#server/payments/mercadopago/provider.ts";
import { PaymentProviderError, type CreatePaymentRequest } from "#server/payments/provider.ts";
import { signWebhook } from "#server/payments/webhook-signature.ts";
import { createTestDatabase, ENGINE, type TestDatabase } from "../../support/database.ts";
import { MP_API, redirectMercadoPago } from "../../support/mercadopago-redirect.ts";
import { ACCESS_TOKEN, createToken, startSandbox, type Harness } from "./sandbox-harness.ts";

interface Recorded {
  /** The address the SDK asked for, before redirection. */
  sdkUrl: string;
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** The stand-in: records every request and answers from a script (then 500). */
class StandIn {
  requests: Recorded[] = [];
  script: Reply[] = [];
  private server: Server;
  private pendingSdkUrls: string[] = [];
  origin = "";

  constructor() {
    this.server = createServer((req, res) => {
      let raw = "";
      req.on("data", (c: Buffer) => (raw += c.toString()));
      req.on("end", () => {
        this.requests.push({
          sdkUrl: this.pendingSdkUrls.shift() ?? "",
          method: req.method ?? "",
          path: req.url ?? "",
          headers: req.headers,
          body: raw ? JSON.parse(raw) : undefined,
        });
        const reply = this.script.shift() ?? {
          status: 500,
          body: { message: "unscripted", error: "x", status: 500 },
        };
        res.writeHead(reply.status, { "content-type": "application/json", ...reply.headers });
        res.end(reply.body === undefined ? "" : JSON.stringify(reply.body));
      });
    });
  }

  async listen() {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** Notes the address the SDK asked for, to pair it with the request that arrives. */
  expect(sdkUrl: string) {
    this.pendingSdkUrls.push(sdkUrl);
  }

  close() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

const PAYMENT_RESOURCE = {
  id: 1325658745,
  status: "approved",
  status_detail: "accredited",
  transaction_amount: 1850.5,
  installments: 3,
  payment_method_id: "visa",
  payment_type_id: "credit_card",
  issuer_id: "279",
  date_created: "2026-03-02T11:00:00.000-04:00",
  date_approved: "2026-03-02T11:00:01.000-04:00",
  date_last_updated: "2026-03-02T11:00:01.000-04:00",
  live_mode: true,
  external_reference: "order-7",
  card: { first_six_digits: "450995", last_four_digits: "3704", cardholder: { name: "ANA PEREZ" } },
  transaction_details: { total_paid_amount: 2108.1, installment_amount: 702.7, net_received_amount: 1800 },
  fee_details: [{ type: "financing_fee", fee_payer: "payer", amount: 257.6 }],
};

const REQUEST: CreatePaymentRequest = {
  transactionAmount: 185_050,
  token: "ff8080814c11e237014c1ff593b57b4d",
  installments: 3,
  paymentMethodId: "visa",
  issuerId: "279",
  description: "Candela: Axilas",
  payer: {
    email: "ana@example.com",
    firstName: "Ana",
    lastName: "Pérez",
    identification: { type: "DNI", number: "12345678" },
  },
  externalReference: "order-7",
  notificationUrl: "https://tienda.example.com/api/payments/webhook?source_news=webhooks",
  statementDescriptor: "CANDELA",
};

const error = (status: number, code: number | string, message: string, error = "bad_request") => ({
  status,
  body: { message, error, status, cause: [{ code, description: message }] },
});

describe("the Mercado Pago adapter against a stand-in of its REST API", () => {
  const standIn = new StandIn();
  const provider = new MercadoPagoProvider({
    accessToken: "APP_USR-1234567890-access",
    webhookSecret: "panel-secret",
    maxRetries: 2,
    initialRetryDelayMs: 5,
    maxRetryDelayMs: 20,
  });

  /** Where the SDK's requests go: the stand-in, unless a test points them elsewhere. */
  let target: string | null = null;

  beforeAll(async () => {
    await standIn.listen();
    redirectMercadoPago(
      () => target ?? standIn.origin,
      (url) => standIn.expect(url),
    );
  });
  afterEach(() => {
    standIn.requests = [];
    standIn.script = [];
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    await standIn.close();
  });

  it("posts the payment to /v1/payments with the token, the idempotency key and the body Mercado Pago expects", async () => {
    standIn.script = [{ status: 201, body: PAYMENT_RESOURCE }];
    const payment = await provider.createPayment(REQUEST, { idempotencyKey: "attempt-7f3e" });

    const [sent] = standIn.requests;
    expect(sent!.sdkUrl).toBe(`${MP_API}/v1/payments`);
    expect(sent!.method).toBe("POST");
    expect(sent!.path).toBe("/v1/payments");
    expect(sent!.headers.authorization).toBe("Bearer APP_USR-1234567890-access");
    expect(sent!.headers["x-idempotency-key"]).toBe("attempt-7f3e");
    expect(sent!.headers["content-type"]).toBe("application/json");
    expect(sent!.body).toEqual({
      transaction_amount: 1850.5,
      token: "ff8080814c11e237014c1ff593b57b4d",
      description: "Candela: Axilas",
      installments: 3,
      payment_method_id: "visa",
      issuer_id: 279,
      payer: {
        email: "ana@example.com",
        first_name: "Ana",
        last_name: "Pérez",
        identification: { type: "DNI", number: "12345678" },
      },
      external_reference: "order-7",
      notification_url: "https://tienda.example.com/api/payments/webhook?source_news=webhooks",
      statement_descriptor: "CANDELA",
    });

    expect(payment).toEqual({
      id: "1325658745",
      status: "approved",
      statusDetail: "accredited",
      transactionAmount: 185_050,
      totalPaidAmount: 210_810,
      installmentAmount: 70_270,
      installments: 3,
      paymentMethodId: "visa",
      paymentTypeId: "credit_card",
      issuerId: "279",
      card: { firstSixDigits: "450995", lastFourDigits: "3704", cardholderName: "ANA PEREZ" },
      externalReference: "order-7",
      dateCreated: "2026-03-02T11:00:00.000-04:00",
      dateApproved: "2026-03-02T11:00:01.000-04:00",
      dateLastUpdated: "2026-03-02T11:00:01.000-04:00",
      liveMode: true,
      amountRefunded: 0,
      refunds: [],
    });
  });

  it("sends the shop's notification URL only when it is HTTPS (Mercado Pago refuses others; its panel's URL applies)", async () => {
    const offered = [
      "http://localhost:3000/api/payments/webhook?source_news=webhooks",
      "http://tienda.example.com/api/payments/webhook?source_news=webhooks",
      "not a url",
      undefined,
    ];
    standIn.script = offered.map(() => ({ status: 201, body: PAYMENT_RESOURCE }));
    for (const [i, notificationUrl] of offered.entries()) {
      await provider.createPayment({ ...REQUEST, notificationUrl }, { idempotencyKey: `plain-${i}` });
    }
    expect(standIn.requests).toHaveLength(offered.length);
    for (const sent of standIn.requests) expect(sent.body).not.toHaveProperty("notification_url");
  });

  it("sends each payment its own idempotency key (a fresh client per call)", async () => {
    standIn.script = [
      { status: 201, body: PAYMENT_RESOURCE },
      { status: 201, body: { ...PAYMENT_RESOURCE, id: 1325658746 } },
    ];
    await provider.createPayment(REQUEST, { idempotencyKey: "attempt-1" });
    await provider.createPayment(REQUEST, { idempotencyKey: "attempt-2" });
    expect(standIn.requests.map((r) => r.headers["x-idempotency-key"])).toEqual(["attempt-1", "attempt-2"]);
  });

  it("fetches a payment with GET /v1/payments/:id and no idempotency key", async () => {
    standIn.script = [
      {
        status: 200,
        body: { ...PAYMENT_RESOURCE, status: "in_process", status_detail: "pending_contingency" },
      },
    ];
    const payment = await provider.getPayment("1325658745");
    const [sent] = standIn.requests;
    expect(sent!.sdkUrl).toBe(`${MP_API}/v1/payments/1325658745`);
    expect(sent!.method).toBe("GET");
    expect(sent!.headers.authorization).toBe("Bearer APP_USR-1234567890-access");
    expect(sent!.headers["x-idempotency-key"]).toBeUndefined();
    expect(payment).toMatchObject({
      id: "1325658745",
      status: "in_process",
      statusDetail: "pending_contingency",
    });
  });

  it("refuses to fetch an id that is not a payment id, without calling out", async () => {
    await expect(provider.getPayment("../users/me")).rejects.toThrow(/not a Mercado Pago payment id/);
    expect(standIn.requests).toHaveLength(0);
  });

  it.each([
    [error(400, 2006, "Card Token not found"), "bad_request", ["2006"]],
    [error(400, 801, "Already posted the same request in the last minute"), "bad_request", ["801"]],
    [error(401, 401, "invalid access token", "unauthorized"), "unauthorized", ["401"]],
    [error(404, 2000, "Payment not found", "not_found"), "not_found", ["2000"]],
    [
      error(409, "idempotency_key_already_used", "conflict", "conflict"),
      "idempotency_conflict",
      ["idempotency_key_already_used"],
    ],
  ] as const)("maps an error body to a typed error without retrying (%#)", async (reply, kind, codes) => {
    standIn.script = [reply, { status: 201, body: PAYMENT_RESOURCE }];
    const err = await provider
      .createPayment(REQUEST, { idempotencyKey: "attempt-err" })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PaymentProviderError);
    expect(err).toMatchObject({
      kind,
      status: reply.status,
      codes,
      message: reply.body.message,
      retryable: false,
    });
    expect(standIn.requests).toHaveLength(1);
  });

  it("retries a 5xx with the same idempotency key and returns the payment", async () => {
    standIn.script = [
      { status: 500, body: { message: "internal_error", error: "internal_error", status: 500, cause: [] } },
      { status: 502, body: {} },
      { status: 201, body: PAYMENT_RESOURCE },
    ];
    const payment = await provider.createPayment(REQUEST, { idempotencyKey: "attempt-retry" });
    expect(payment.id).toBe("1325658745");
    expect(standIn.requests.map((r) => r.headers["x-idempotency-key"])).toEqual([
      "attempt-retry",
      "attempt-retry",
      "attempt-retry",
    ]);
    expect(new Set(standIn.requests.map((r) => JSON.stringify(r.body))).size).toBe(1);
  });

  it("retries a 429 and honours Retry-After", async () => {
    standIn.script = [
      {
        status: 429,
        body: { message: "too_many_requests", error: "too_many_requests", status: 429, cause: [] },
        headers: { "retry-after": "1" },
      },
      { status: 200, body: PAYMENT_RESOURCE },
    ];
    expect((await provider.getPayment("1325658745")).id).toBe("1325658745");
    expect(standIn.requests).toHaveLength(2);
  });

  it("gives up after the retries with a retryable typed error", async () => {
    const limited = {
      status: 429,
      body: { message: "too_many_requests", error: "too_many_requests", status: 429, cause: [] },
      headers: { "retry-after": "7" },
    };
    standIn.script = [limited, limited, limited];
    const err = await provider
      .createPayment(REQUEST, { idempotencyKey: "attempt-429" })
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ kind: "rate_limited", status: 429, retryAfter: 7, retryable: true });
    expect(standIn.requests).toHaveLength(3);

    standIn.requests = [];
    const down = {
      status: 503,
      body: { message: "service unavailable", error: "service_unavailable", status: 503, cause: [] },
    };
    standIn.script = [down, down, down];
    const unavailable = await provider.getPayment("1").catch((e: unknown) => e);
    expect(unavailable).toMatchObject({ kind: "provider_unavailable", status: 503, retryable: true });
    expect(standIn.requests).toHaveLength(3);
  });

  it("reports an unreachable provider as a connection error", async () => {
    target = "http://127.0.0.1:9";
    try {
      const err = await provider.getPayment("1").catch((e: unknown) => e);
      expect(err).toMatchObject({ kind: "connection", status: 0, retryable: true });
    } finally {
      target = null;
    }
  });

  it("verifies webhook signatures with MP_WEBHOOK_SECRET", () => {
    const signed = {
      dataId: "1325658745",
      requestId: "bb56a2f1-6aae-46ac-982e-9dcd3581d08e",
      ts: "1742505638",
    };
    const notification = {
      signature: signWebhook({ ...signed, secret: "panel-secret" }),
      requestId: signed.requestId,
      dataId: signed.dataId,
      type: "payment",
    };
    expect(provider.verifyWebhook(notification)).toEqual({ valid: true, paymentId: "1325658745" });
    const other = signWebhook({ ...signed, secret: "another-secret" });
    expect(provider.verifyWebhook({ ...notification, signature: other })).toEqual({
      valid: false,
      reason: "bad_signature",
    });
    expect(provider.verifyWebhook({ ...notification, dataId: "1325658746" }).valid).toBe(false);
    expect(provider.verifyWebhook({ ...notification, signature: "ts=1742505638" }).valid).toBe(false);
  });
});

describe.each([ENGINE])("the Mercado Pago adapter against the shop's sandbox on %s", (engine) => {
  let database: TestDatabase;
  let h: Harness;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    h = await startSandbox(database);
    redirectMercadoPago(() => h.base);
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    await h?.close();
    await database?.destroy();
  });

  it("speaks the same protocol: the official SDK pays, replays and fetches through the sandbox", async () => {
    const provider = new MercadoPagoProvider({ accessToken: ACCESS_TOKEN, webhookSecret: "unused" });
    const token = await createToken(h.base);
    const request = { ...REQUEST, token, notificationUrl: undefined, transactionAmount: 10_000 };
    const payment = await provider.createPayment(request, { idempotencyKey: "sdk-via-sandbox-1" });
    expect(payment).toMatchObject({
      status: "approved",
      statusDetail: "accredited",
      transactionAmount: 10_000,
      totalPaidAmount: 11_392,
      installmentAmount: 3797,
      liveMode: false,
    });
    const replay = await provider.createPayment(request, { idempotencyKey: "sdk-via-sandbox-1" });
    expect(replay.id).toBe(payment.id);
    expect(await provider.getPayment(payment.id)).toMatchObject({ id: payment.id, status: "approved" });

    const reused = await provider
      .createPayment(request, { idempotencyKey: "sdk-via-sandbox-2" })
      .catch((e: unknown) => e);
    expect(reused).toMatchObject({ kind: "bad_request", codes: ["2006"] });
    const found = await provider.findByExternalReference(request.externalReference);
    expect(found).toMatchObject({ id: payment.id, status: "approved", externalReference: "order-7" });
    expect(await provider.findByExternalReference("no-such-reference")).toBeNull();
    const wrongToken = new MercadoPagoProvider({ accessToken: "TEST-wrong", webhookSecret: "unused" });
    expect(await wrongToken.getPayment(payment.id).catch((e: unknown) => e)).toMatchObject({
      kind: "unauthorized",
    });
  });

  it("refunds through the SDK in part and in full, once per key, and never more than was paid", async () => {
    const provider = new MercadoPagoProvider({ accessToken: ACCESS_TOKEN, webhookSecret: "unused" });
    const token = await createToken(h.base);
    const request = {
      ...REQUEST,
      token,
      notificationUrl: undefined,
      transactionAmount: 12_000,
      installments: 1,
    };
    const payment = await provider.createPayment(request, { idempotencyKey: `refund-pay-${engine}` });
    expect(payment.status).toBe("approved");

    const part = await provider.refundPayment(
      payment.id,
      { amount: 2_500 },
      { idempotencyKey: `r1-${engine}` },
    );
    expect(part).toMatchObject({ paymentId: payment.id, amount: 2_500 });
    const again = await provider.refundPayment(
      payment.id,
      { amount: 2_500 },
      { idempotencyKey: `r1-${engine}` },
    );
    expect(again.id).toBe(part.id);
    expect(await provider.getPayment(payment.id)).toMatchObject({
      status: "approved",
      statusDetail: "partially_refunded",
      amountRefunded: 2_500,
      refunds: [{ id: part.id, amount: 2_500 }],
    });
    const tooMuch = await provider
      .refundPayment(payment.id, { amount: 10_000 }, { idempotencyKey: `r2-${engine}` })
      .catch((e: unknown) => e);
    expect(tooMuch).toMatchObject({ kind: "bad_request", codes: ["4040"] });

    // Eight full refunds at once, each with its own key: the rest is given back once.
    const raced = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) =>
        provider.refundPayment(payment.id, {}, { idempotencyKey: `race-${engine}-${i}` }),
      ),
    );
    expect(raced.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const r of raced.filter((r) => r.status === "rejected")) {
      expect((r as PromiseRejectedResult).reason).toMatchObject({ codes: ["2063"] });
    }
    expect(await provider.getPayment(payment.id)).toMatchObject({
      status: "refunded",
      statusDetail: "refunded",
      amountRefunded: 12_000,
    });

    const noKey = await fetch(`${h.base}/v1/payments/${payment.id}/refunds`, {
      method: "POST",
      headers: { authorization: `Bearer ${ACCESS_TOKEN}`, "content-type": "application/json" },
      body: "{}",
    });
    expect(noKey.status).toBe(400);
    expect((await noKey.json()).cause[0].code).toBe(4292);
  });
});
