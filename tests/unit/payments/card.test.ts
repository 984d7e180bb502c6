import { describe, expect, it } from "vitest";
import { cardBin, cardDigits, luhnValid } from "#domain/payments/card.ts";
import { methodForBin } from "#server/payments/sandbox/data/payment-methods.ts";
import { TEST_CARDS } from "#server/payments/sandbox/data/test-cards.ts";
import { outcomeFor } from "#server/payments/sandbox/data/outcomes.ts";

describe("card numbers", () => {
  it("passes the Luhn check for every test card but Naranja's", () => {
    for (const card of TEST_CARDS) {
      expect(luhnValid(card.number), card.paymentMethodId).toBe(card.paymentMethodId !== "naranja");
    }
    expect(luhnValid("4509953566233705")).toBe(false);
    expect(luhnValid("45099535662337a4")).toBe(false);
  });

  it("keeps the digits of a typed number and takes its BIN", () => {
    expect(cardDigits("4509 9535-6623 3704")).toBe("4509953566233704");
    expect(cardBin("4509953566233704")).toBe("450995");
    expect(cardBin("4509953566233704", 8)).toBe("45099535");
    expect(cardBin("45099")).toBeNull();
  });

  it("tells each test card's network by its BIN, debit before credit", () => {
    for (const card of TEST_CARDS) expect(methodForBin(card.number)?.id).toBe(card.paymentMethodId);
    expect(methodForBin("12345")).toBeNull();
  });
});

describe("the sandbox outcomes by cardholder name", () => {
  it("reads the first word, in any case", () => {
    expect(outcomeFor("APRO", false).status).toBe("approved");
    expect(outcomeFor("apro gómez", false).status).toBe("approved");
    expect(outcomeFor("  CONT ", false)).toEqual({
      status: "in_process",
      statusDetail: "pending_contingency",
    });
  });

  it("rejects unknown names, and pending ones in binary mode", () => {
    expect(outcomeFor("Ana Pérez", false)).toEqual({
      status: "rejected",
      statusDetail: "cc_rejected_other_reason",
    });
    expect(outcomeFor("CONT", true).status).toBe("rejected");
  });
});
