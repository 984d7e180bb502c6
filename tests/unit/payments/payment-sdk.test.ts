import { describe, expect, it } from "vitest";
import { createPaymentSdk, PaymentSdkError } from "#app/features/checkout/payment-sdk.ts";
import { parseRateLabels, toSdkError } from "#app/features/checkout/payment-sdk-mapping.ts";
import {
  MERCADOPAGO_JS_URL,
  MercadoPagoJsSdk,
  type MercadoPagoConstructor,
  type MercadoPagoJs,
} from "#app/features/checkout/payment-sdk-mercadopago.ts";
import { SandboxPaymentSdk } from "#app/features/checkout/payment-sdk-sandbox.ts";

/** A stand-in for MercadoPago.js v2 that records how it is built and called. */
function fakeMercadoPago(overrides: Partial<MercadoPagoJs> = {}) {
  const calls: { method: string; input: unknown }[] = [];
  const built: { publicKey: string; options: unknown }[] = [];
  const loads: { src: string; nonce?: string }[] = [];
  const record =
    (method: string, answer: unknown) =>
    async (input?: unknown): Promise<unknown> => {
      calls.push({ method, input });
      return answer;
    };
  const MercadoPago = function (this: unknown, publicKey: string, options: unknown) {
    built.push({ publicKey, options });
    return {
      getIdentificationTypes: record("getIdentificationTypes", [
        { id: "DNI", name: "DNI", type: "number", min_length: 7, max_length: 8 },
      ]),
      getPaymentMethods: record("getPaymentMethods", {
        paging: { total: 1 },
        results: [
          {
            id: "master",
            name: "Mastercard",
            payment_type_id: "credit_card",
            secure_thumbnail: "https://www.mercadopago.com/org-img/MP3/API/logos/master.gif",
            additional_info_needed: ["cardholder_name", "issuer_id"],
            settings: [
              {
                card_number: { length: 16, validation: "standard" },
                security_code: { length: 3, mode: "mandatory", card_location: "back" },
              },
            ],
          },
        ],
      }),
      getIssuers: record("getIssuers", [
        { id: "310", name: "Banco Santander Rio S.A.", secure_thumbnail: "x" },
      ]),
      getInstallments: record("getInstallments", [
        {
          payment_method_id: "master",
          payment_type_id: "credit_card",
          issuer: { id: "310", name: "Banco Santander Rio S.A." },
          payer_costs: [
            {
              installments: 6,
              installment_rate: 26.62,
              installment_amount: 3896.47,
              total_amount: 23378.84,
              labels: ["CFT_130,09%|TEA_101,12%"],
              recommended_message: "6 cuotas de $ 3.896,47 ($ 23.378,84)",
            },
          ],
        },
      ]),
      createCardToken: record("createCardToken", {
        id: "a1b2",
        first_six_digits: "503175",
        last_four_digits: "0604",
        expiration_month: 11,
        expiration_year: 2030,
        cardholder: { name: "APRO" },
        date_due: "2026-03-09T11:00:00.000-04:00",
      }),
      ...overrides,
    } satisfies MercadoPagoJs;
  } as unknown as MercadoPagoConstructor;
  const loadScript = async (src: string, nonce?: string) => {
    loads.push({ src, nonce });
    return MercadoPago;
  };
  return { calls, built, loads, loadScript };
}

const CARD = {
  cardNumber: "5031 7557 3453 0604",
  cardholderName: "APRO",
  cardExpirationMonth: "11",
  cardExpirationYear: "30",
  securityCode: "123",
  identificationType: "DNI",
  identificationNumber: "12345678",
};

describe("the MercadoPago.js v2 implementation", () => {
  it("loads the script only when first asked, once, with the page's nonce", async () => {
    const fake = fakeMercadoPago();
    const sdk = new MercadoPagoJsSdk({
      publicKey: "APP_USR-public",
      nonce: "n0nce",
      loadScript: fake.loadScript,
    });
    expect(fake.loads).toHaveLength(0);
    await sdk.getIdentificationTypes();
    await sdk.getPaymentMethod("50317557");
    expect(fake.loads).toEqual([{ src: MERCADOPAGO_JS_URL, nonce: "n0nce" }]);
    expect(MERCADOPAGO_JS_URL).toBe("https://sdk.mercadopago.com/js/v2");
    expect(fake.built).toEqual([{ publicKey: "APP_USR-public", options: { locale: "es-AR" } }]);
  });

  it("calls the v2 methods with their documented arguments and maps the answers", async () => {
    const fake = fakeMercadoPago();
    const sdk = new MercadoPagoJsSdk({ publicKey: "pk", loadScript: fake.loadScript });
    expect(await sdk.getIdentificationTypes()).toEqual([
      { id: "DNI", name: "DNI", type: "number", minLength: 7, maxLength: 8 },
    ]);
    expect(await sdk.getPaymentMethod("50317557")).toMatchObject({
      id: "master",
      needsIssuer: true,
      issuer: null,
    });
    expect(await sdk.getIssuers({ paymentMethodId: "master", bin: "50317557" })).toEqual([
      { id: "310", name: "Banco Santander Rio S.A.", thumbnail: "x" },
    ]);
    const offer = await sdk.getInstallments({
      amount: 1_846_250,
      bin: "50317557",
      paymentTypeId: "credit_card",
    });
    expect(offer!.payerCosts).toEqual([
      expect.objectContaining({
        installments: 6,
        installmentAmount: 389_647,
        totalAmount: 2_337_884,
        cft: 130.09,
        tea: 101.12,
      }),
    ]);
    await sdk.createCardToken(CARD);
    expect(fake.calls.map((c) => [c.method, c.input])).toEqual([
      ["getIdentificationTypes", undefined],
      ["getPaymentMethods", { bin: "50317557" }],
      ["getIssuers", { paymentMethodId: "master", bin: "50317557" }],
      ["getInstallments", { amount: "18462.50", bin: "50317557", paymentTypeId: "credit_card" }],
      ["createCardToken", { ...CARD, cardNumber: "5031755734530604" }],
    ]);
  });

  it("turns a token refusal into the cause codes of SPEC §8", async () => {
    const fake = fakeMercadoPago({
      createCardToken: async () => {
        throw [
          { code: "205", message: "parameter cardNumber can not be null/empty" },
          { code: "E302", message: "invalid parameter securityCode" },
        ];
      },
    });
    const sdk = new MercadoPagoJsSdk({ publicKey: "pk", loadScript: fake.loadScript });
    const err = await sdk.createCardToken(CARD).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PaymentSdkError);
    expect((err as PaymentSdkError).operation).toBe("cardToken");
    expect((err as PaymentSdkError).codes).toEqual(["205", "E302"]);
  });

  it("reports a script that cannot load as a failed lookup, and tries again next time", async () => {
    const fake = fakeMercadoPago();
    let fail = true;
    const sdk = new MercadoPagoJsSdk({
      publicKey: "pk",
      loadScript: async (src) => {
        if (fail) throw new Error("blocked");
        return fake.loadScript(src);
      },
    });
    const err = await sdk.getIdentificationTypes().catch((e: unknown) => e);
    expect(err).toMatchObject({
      name: "PaymentSdkError",
      operation: "identificationTypes",
      message: "blocked",
    });
    fail = false;
    expect(await sdk.getIdentificationTypes()).toHaveLength(1);
  });
});

describe("the SDK factory and the shared mapping", () => {
  it("chooses the implementation the server's provider names", () => {
    expect(createPaymentSdk({ provider: "sandbox", publicKey: "TEST-x" })).toBeInstanceOf(SandboxPaymentSdk);
    expect(createPaymentSdk({ provider: "mercadopago", publicKey: "APP_USR-x" })).toBeInstanceOf(
      MercadoPagoJsSdk,
    );
  });

  it("reads CFT and TEA from Mercado Pago's labels", () => {
    expect(parseRateLabels(["recommended_installment", "CFT_132,06%|TEA_103,75%"])).toEqual({
      cft: 132.06,
      tea: 103.75,
    });
    expect(parseRateLabels(["CFT_0,00%|TEA_0,00%"])).toEqual({ cft: 0, tea: 0 });
    expect(parseRateLabels([])).toEqual({ cft: null, tea: null });
  });

  it("reads every error payload shape into cause codes", () => {
    expect(
      toSdkError("cardToken", { message: "bad", cause: [{ code: 221, description: "x" }] }).codes,
    ).toEqual(["221"]);
    expect(toSdkError("cardToken", { code: "316", message: "invalid name" }).codes).toEqual(["316"]);
    expect(toSdkError("installments", new Error("offline"))).toMatchObject({ codes: [], message: "offline" });
  });
});
