import { describe, expect, it } from "vitest";
import type { CartView } from "#domain/cart/views.ts";
import { paymentRequest } from "#app/features/checkout/payment-request.ts";
import { REVIEWED_PAYMENT as reviewed } from "../../support/reviewed-payment.ts";

const view = { coupons: [{ id: "c1", code: "BIENVENIDA10" }] } as unknown as CartView;

describe("what 'Confirmar Pago' posts", () => {
  const body = paymentRequest(reviewed, view, "tok_0123456789abcdef", "a".repeat(32));

  it("is the payment request of SPEC.md §3 with the attempt key and the billing address", () => {
    expect(Object.fromEntries(body)).toEqual({
      intent: "confirm",
      attempt_key: "a".repeat(32),
      token: "tok_0123456789abcdef",
      payment_method_id: "visa",
      installments: "3",
      issuer: "279",
      email: "lucia@example.com",
      mobile_phone: "1145678901",
      identification_type: "DNI",
      identification_number: "12345678",
      transaction_amount: "43600.00",
      cupons: "c1",
      "billing.name": "Lucía",
      "billing.surname": "Pérez",
      "billing.email": "facturas@example.com",
      "billing.address": "Av. Santa Fe 1234",
      "billing.address_information": "3° B",
      "billing.city": "CABA",
      "billing.country": "country-id",
      "billing.state": "state-id",
    });
  });

  it("never carries the card number, security code or expiry", () => {
    const sent = [...body.entries()].map(([k, v]) => `${k}=${String(v)}`).join("&");
    for (const secret of ["4509953566233704", "987", "cardNumber", "securityCode", "cardExpiration"]) {
      expect(sent).not.toContain(secret);
    }
    expect(body.has("cardholderName")).toBe(false);
  });
});
