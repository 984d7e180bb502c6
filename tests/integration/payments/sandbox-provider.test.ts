import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PaymentSdkError } from "#app/features/checkout/payment-sdk.ts";
import { SandboxPaymentSdk } from "#app/features/checkout/payment-sdk-sandbox.ts";
import { paymentErrorMessage, tokenErrorList } from "#domain/payments/errors.ts";
import { PaymentProviderError, type CreatePaymentRequest } from "#server/payments/provider.ts";
import { SandboxPaymentProvider } from "#server/payments/sandbox/provider.ts";
import { createTestDatabase, ENGINE, type TestDatabase } from "../../support/database.ts";
import { PUBLIC_KEY, startSandbox, type Harness } from "./sandbox-harness.ts";

const CARD = {
  cardNumber: "4509 9535 6623 3704",
  cardholderName: "APRO",
  cardExpirationMonth: "11",
  cardExpirationYear: "30",
  securityCode: "123",
  identificationType: "DNI",
  identificationNumber: "12345678",
};

describe.each([ENGINE])("the sandbox through the provider interfaces on %s", (engine) => {
  let database: TestDatabase;
  let h: Harness;
  let sdk: SandboxPaymentSdk;
  let provider: SandboxPaymentProvider;
  let seq = 0;

  const request = (token: string, over: Partial<CreatePaymentRequest> = {}): CreatePaymentRequest => ({
    transactionAmount: 10_000,
    token,
    installments: 3,
    paymentMethodId: "visa",
    issuerId: "279",
    description: "Axilas",
    payer: { email: `provider${++seq}@example.com`, identification: { type: "DNI", number: "12345678" } },
    externalReference: "order-9",
    ...over,
  });

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    h = await startSandbox(database);
    sdk = new SandboxPaymentSdk({ publicKey: PUBLIC_KEY, baseUrl: h.base });
    provider = new SandboxPaymentProvider(h.sandbox);
  });
  afterAll(async () => {
    await h?.close();
    await database?.destroy();
  });

  describe("in the browser (sandbox SDK)", () => {
    it("lists identification types", async () => {
      const types = await sdk.getIdentificationTypes();
      expect(types[0]).toEqual({ id: "DNI", name: "DNI", type: "number", minLength: 7, maxLength: 8 });
    });

    it("finds the payment method of a BIN, or none", async () => {
      const visa = await sdk.getPaymentMethod("45099535");
      expect(visa).toMatchObject({
        id: "visa",
        name: "Visa",
        paymentTypeId: "credit_card",
        issuer: { id: "279", name: "Banco Galicia" },
        needsIssuer: false,
        cardNumber: { length: 16, validation: "standard" },
        securityCode: { length: 3, mode: "mandatory", cardLocation: "back" },
      });
      expect(visa!.thumbnail).toBe(`${h.base}/thumbnails/payment-methods/visa.svg`);
      expect(await sdk.getPaymentMethod("999999")).toBeNull();
      expect((await sdk.getPaymentMethod("503175"))!.needsIssuer).toBe(true);
    });

    it("lists issuers", async () => {
      expect((await sdk.getIssuers({ paymentMethodId: "visa", bin: "450995" })).map((i) => i.id)).toEqual([
        "279",
      ]);
      expect((await sdk.getIssuers({ paymentMethodId: "master", bin: "503175" })).length).toBeGreaterThan(10);
    });

    it("gives payer costs in centavos with their CFT and TEA", async () => {
      const offer = await sdk.getInstallments({
        amount: 10_000,
        bin: "450995",
        paymentTypeId: "credit_card",
      });
      expect(offer!.paymentMethodId).toBe("visa");
      expect(offer!.payerCosts[1]).toMatchObject({
        installments: 3,
        installmentRate: 13.92,
        installmentAmount: 3797,
        totalAmount: 11_392,
        cft: 120.42,
        tea: 93.32,
        recommendedMessage: "3 cuotas de $ 37,97 ($ 113,92)",
      });
      expect(
        await sdk.getInstallments({ amount: 10_000, bin: "450995", paymentTypeId: "debit_card" }),
      ).toBeNull();
    });

    it("creates a card token, and reports refused fields by cause code", async () => {
      const token = await sdk.createCardToken(CARD);
      expect(token).toMatchObject({
        firstSixDigits: "450995",
        lastFourDigits: "3704",
        cardholderName: "APRO",
      });
      expect(token.id).toMatch(/^[0-9a-f]{32}$/);

      const refused = await sdk
        .createCardToken({ ...CARD, cardNumber: "4509953566233705", identificationNumber: "123" })
        .catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(PaymentSdkError);
      expect((refused as PaymentSdkError).operation).toBe("cardToken");
      expect((refused as PaymentSdkError).codes).toEqual(["E301", "324"]);
      expect(tokenErrorList((refused as PaymentSdkError).codes).items.map((i) => i.description)).toEqual([
        "Ingresá un número de tarjeta válido.",
        "El documento es inválido.",
      ]);
    });

    it("fails a lookup with the operation named", async () => {
      const wrongKey = new SandboxPaymentSdk({ publicKey: "TEST-wrong", baseUrl: h.base });
      const err = await wrongKey.getIdentificationTypes().catch((e: unknown) => e);
      expect(err).toBeInstanceOf(PaymentSdkError);
      expect((err as PaymentSdkError).operation).toBe("identificationTypes");
      const offline = new SandboxPaymentSdk({ publicKey: PUBLIC_KEY, baseUrl: "http://127.0.0.1:9/sandbox" });
      expect(
        ((await offline.getPaymentMethod("450995").catch((e: unknown) => e)) as PaymentSdkError).operation,
      ).toBe("paymentMethod");
    });
  });

  describe("on the server (provider)", () => {
    it("creates a payment in centavos, idempotently, and fetches it", async () => {
      const token = await sdk.createCardToken(CARD);
      const payment = await provider.createPayment(request(token.id), { idempotencyKey: "provider-1" });
      expect(payment).toMatchObject({
        status: "approved",
        statusDetail: "accredited",
        transactionAmount: 10_000,
        totalPaidAmount: 11_392,
        installmentAmount: 3797,
        installments: 3,
        paymentMethodId: "visa",
        paymentTypeId: "credit_card",
        issuerId: "279",
        card: { firstSixDigits: "450995", lastFourDigits: "3704", cardholderName: "APRO" },
        externalReference: "order-9",
        liveMode: false,
      });
      expect(payment.id).toMatch(/^\d+$/);
      const again = await provider.createPayment(request(token.id), { idempotencyKey: "provider-1" });
      expect(again.id).toBe(payment.id);
      expect(await provider.getPayment(payment.id)).toEqual(again);
    });

    it("raises typed errors with the provider's cause codes", async () => {
      const token = await sdk.createCardToken(CARD);
      const buyer = request(token.id).payer;
      await provider.createPayment(request(token.id, { payer: buyer }), { idempotencyKey: "provider-2" });
      const used = await provider
        .createPayment(request(token.id), { idempotencyKey: "provider-3" })
        .catch((e: unknown) => e);
      expect(used).toBeInstanceOf(PaymentProviderError);
      expect(used).toMatchObject({ kind: "bad_request", status: 400, codes: ["2006"], retryable: false });

      const second = await sdk.createCardToken(CARD);
      const duplicate = (await provider
        .createPayment(request(second.id, { payer: buyer }), { idempotencyKey: "provider-4" })
        .catch((e: unknown) => e)) as PaymentProviderError;
      expect(duplicate.codes).toEqual(["801"]);
      expect(paymentErrorMessage(duplicate.codes[0])).toBe(
        "Realizaste un pago similar hace instantes. Intentá nuevamente en unos minutos.",
      );

      const missing = await provider.getPayment("1").catch((e: unknown) => e);
      expect(missing).toMatchObject({ kind: "not_found", status: 404 });
    });

    it("verifies the notifications the sandbox sends", async () => {
      const token = await sdk.createCardToken({ ...CARD, cardholderName: "CONT" });
      const payment = await provider.createPayment(request(token.id), { idempotencyKey: "provider-5" });
      h.receiver.received.length = 0;
      await h.sandbox.runDue();
      const hook = h.receiver.received.find((r) => (r.body.data as { id: string }).id === payment.id)!;
      const query = new URL(hook.url, "http://shop").searchParams;
      const notification = {
        signature: String(hook.headers["x-signature"]),
        requestId: String(hook.headers["x-request-id"]),
        dataId: query.get("data.id") ?? undefined,
        type: query.get("type") ?? undefined,
      };
      expect(provider.verifyWebhook(notification)).toEqual({ valid: true, paymentId: payment.id });
      expect(provider.verifyWebhook({ ...notification, requestId: "other" }).valid).toBe(false);
      expect(provider.verifyWebhook({ ...notification, type: "merchant_order" })).toEqual({
        valid: false,
        reason: "not_a_payment",
      });
    });
  });
});
