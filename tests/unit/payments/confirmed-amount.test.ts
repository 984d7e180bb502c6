import { describe, expect, it } from "vitest";
import { paymentRequestSchema } from "#domain/payments/payment-request.ts";
import { MESSAGES } from "#domain/validation/messages.ts";

const request = (transaction_amount?: unknown) => ({
  token: "ff8080814c11e237014c1ff593b57b4d",
  payment_method_id: "visa",
  installments: "1",
  email: "lucia@example.com",
  mobile_phone: "1145678901",
  identification_type: "DNI",
  identification_number: "12345678",
  attempt_key: "a".repeat(32),
  ...(transaction_amount === undefined ? {} : { transaction_amount }),
});

describe("the confirmed total of the payment request", () => {
  it("is read in centavos from the pesos the page posts, or from a JSON number", () => {
    const cases: [unknown, number][] = [
      ["25600.00", 2_560_000],
      ["43600", 4_360_000],
      ["0.5", 50],
      ["18500.05", 1_850_005],
      [51200, 5_120_000],
      [1850.5, 185_050],
    ];
    for (const [sent, centavos] of cases) {
      const parsed = paymentRequestSchema.parse(request(sent));
      expect(parsed.transaction_amount, String(sent)).toBe(centavos);
    }
  });

  it("is required: a request without the total the customer confirmed is refused", () => {
    for (const sent of [undefined, "", "   "]) {
      const parsed = paymentRequestSchema.safeParse(request(sent));
      expect(parsed.success, JSON.stringify(sent)).toBe(false);
      if (!parsed.success) {
        const issue = parsed.error.issues.find((i) => i.path[0] === "transaction_amount");
        expect(issue?.message, JSON.stringify(sent)).toBe(MESSAGES.required);
      }
    }
  });

  it("refuses what is not pesos with at most two decimals", () => {
    for (const sent of ["25.600,00", "1e3", "-5", "10.005", "abc", 0.1 + 0.2, Number.NaN, { a: 1 }]) {
      const parsed = paymentRequestSchema.safeParse(request(sent));
      expect(parsed.success, String(sent)).toBe(false);
      if (!parsed.success) {
        const issue = parsed.error.issues.find((i) => i.path[0] === "transaction_amount");
        expect(issue?.message, String(sent)).toBe(MESSAGES.numeric);
      }
    }
  });
});
