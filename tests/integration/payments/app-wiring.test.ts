import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../support/app.ts";
import { ENGINE } from "../../support/database.ts";

const MERCADOPAGO = {
  PAYMENTS_PROVIDER: "mercadopago",
  MP_PUBLIC_KEY: "APP_USR-public",
  MP_ACCESS_TOKEN: "APP_USR-access",
  MP_WEBHOOK_SECRET: "panel-secret",
};

describe.each([ENGINE])("the payment provider in the shop app on %s", (engine) => {
  let sandboxShop: Awaited<ReturnType<typeof createTestApp>>;
  let mercadopagoShop: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    sandboxShop = await createTestApp(engine);
    mercadopagoShop = await createTestApp(engine, { env: MERCADOPAGO });
  });
  afterAll(async () => {
    await sandboxShop?.close();
    await mercadopagoShop?.close();
  });

  it("serves the sandbox on the shop's origin by default", async () => {
    const { app, config } = sandboxShop;
    expect(config.payments.provider).toBe("sandbox");
    const res = await app.inject({
      url: `/sandbox/mercadopago/v1/identification_types?public_key=${config.payments.publicKey}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.json()[0]).toMatchObject({ id: "DNI", min_length: 7, max_length: 8 });

    const token = await app.inject({
      method: "POST",
      url: `/sandbox/mercadopago/v1/card_tokens?public_key=${config.payments.publicKey}`,
      headers: { origin: config.publicUrl },
      payload: {
        card_number: "4509953566233704",
        security_code: "123",
        expiration_month: "11",
        expiration_year: "30",
        cardholder: { name: "APRO", identification: { type: "DNI", number: "12345678" } },
      },
    });
    expect(token.statusCode).toBe(201);

    const payment = await app.inject({
      method: "POST",
      url: "/sandbox/mercadopago/v1/payments",
      headers: { authorization: `Bearer ${config.payments.accessToken}`, "x-idempotency-key": "wiring-1" },
      payload: {
        transaction_amount: 100,
        token: token.json().id,
        installments: 1,
        payment_method_id: "visa",
        payer: { email: "wiring@example.com" },
      },
    });
    expect(payment.statusCode).toBe(201);
    expect(payment.json().status).toBe("approved");
  });

  it("does not mount the sandbox with PAYMENTS_PROVIDER=mercadopago", async () => {
    const { app, config } = mercadopagoShop;
    expect(config.payments.provider).toBe("mercadopago");
    const res = await app.inject({
      url: "/sandbox/mercadopago/v1/identification_types?public_key=APP_USR-public",
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).not.toMatch(/json/);
  });
});
