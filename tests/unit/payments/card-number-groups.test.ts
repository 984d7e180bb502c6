import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { caretAfterGrouping, groupCardNumber } from "#domain/payments/card-number-groups.ts";
import { cardDigits } from "#domain/payments/card.ts";

describe("groupCardNumber", () => {
  it("groups a Visa or Mastercard number in fours as it grows", () => {
    expect(groupCardNumber("4")).toBe("4");
    expect(groupCardNumber("4509")).toBe("4509");
    expect(groupCardNumber("45099")).toBe("4509 9");
    expect(groupCardNumber("4509953566233704")).toBe("4509 9535 6623 3704");
    expect(groupCardNumber("5031755734530604")).toBe("5031 7557 3453 0604");
  });

  it("groups an American Express number 4-6-5", () => {
    expect(groupCardNumber("3714496")).toBe("3714 496");
    expect(groupCardNumber("371449635398431")).toBe("3714 496353 98431");
    expect(groupCardNumber("341111111111111")).toBe("3411 111111 11111");
  });

  it("drops spaces, dashes and letters, and regroups what was already grouped", () => {
    expect(groupCardNumber("4509 9535-6623 3704")).toBe("4509 9535 6623 3704");
    expect(groupCardNumber("4509 95a35")).toBe("4509 9535");
    expect(groupCardNumber("4509 9535 6")).toBe("4509 9535 6");
    expect(groupCardNumber("")).toBe("");
  });

  it("keeps every digit in order, so the number sent on is the one typed", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{0,19}$/), (digits) => {
        expect(cardDigits(groupCardNumber(digits))).toBe(digits);
        expect(groupCardNumber(groupCardNumber(digits))).toBe(groupCardNumber(digits));
      }),
    );
  });
});

describe("caretAfterGrouping", () => {
  it("keeps the caret after the same digit", () => {
    // Typing the 5th digit at the end: the caret goes past the new space.
    expect(caretAfterGrouping("45099", 5, "4509 9")).toBe(6);
    // A digit typed in the middle of the second group.
    expect(caretAfterGrouping("4509 95135", 7, "4509 9513 5")).toBe(7);
    // Deleting the digit before a space: the caret stays after the remaining digit.
    expect(caretAfterGrouping("4509 535", 4, "4509 535")).toBe(4);
    expect(caretAfterGrouping("4509", 0, "4509")).toBe(0);
  });
});
