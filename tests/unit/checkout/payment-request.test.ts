import { describe, expect, it } from "vitest";
import type { CartView } from "#server/modules/cart/service.ts";
import { paymentRequest } from "#app/features/checkout/payment-request.ts";
import type { ReviewedPayment } from "#app/features/checkout/payment-review.tsx";

const reviewed: ReviewedPayment = {
  card: {
    email: "lucia@example.com",
    mobile_phone: "1145678901",
    docType: "DNI",
    docNumber: "12345678",
    cardholderName: "APRO",
    cardNumber: "4509953566233704",
    cardExpirationMonth: "11",
    cardExpirationYear: "30",
    securityCode: "987",
    issuer: undefined,
    installments: 3,
  },
  billing: {
    name: "Lucía",
    surname: "Pérez",
    email: "facturas@example.com",
    address: "Av. Santa Fe 1234",
    address_information: "3° B",
    city: "CABA",
    zip: undefined,
    country: "country-id",
    state: "state-id",
  },
  labels: { country: "Argentina", state: "Ciudad Autónoma de Buenos Aires", issuer: "Banco Galicia" },
  offer: {
    installments: 3,
    cashPrice: 4_360_000,
    charge: 4_360_000,
    installmentAmount: 1_655_637,
    totalAmount: 4_966_912,
    interestFree: false,
    tea: 93.36,
    cft: 120.48,
  },
  method: {
    id: "visa",
    name: "Visa",
    paymentTypeId: "credit_card",
    thumbnail: "",
    issuer: { id: "279", name: "Banco Galicia" },
    needsIssuer: false,
    cardNumber: { length: 16, validation: "standard" },
    securityCode: { length: 3, mode: "mandatory", cardLocation: "back" },
  },
  issuerId: "279",
};

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
