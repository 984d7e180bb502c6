import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { EDITOR_MESSAGES } from "#domain/editing/messages.ts";
import { moneyInput, moneyText, parseMoneyText } from "#domain/editing/money-input.ts";

describe("es-AR money fields", () => {
  it.each([
    ["27.000", 2_700_000],
    ["27.000,50", 2_700_050],
    ["27000", 2_700_000],
    ["27000,5", 2_700_050],
    ["$ 1.234.567,89", 123_456_789],
    [" 0 ", 0],
    ["999", 99_900],
  ])("reads %j as %i centavos", (text, centavos) => {
    expect(parseMoneyText(text)).toBe(centavos);
    expect(moneyInput().parse(text)).toBe(centavos);
  });

  it.each(["", "abc", "27,000.50", "27.00", "1.2345", "27.000,505", "-100", "27 000", "1e5"])(
    "refuses %j with the Spanish message",
    (text) => {
      expect(parseMoneyText(text)).toBeNull();
      const result = moneyInput().safeParse(text);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(EDITOR_MESSAGES.money);
    },
  );

  it("refuses amounts the price columns cannot hold", () => {
    expect(moneyInput().safeParse("99.999.999.999").error?.issues[0]?.message).toBe(
      EDITOR_MESSAGES.moneyTooLarge,
    );
  });

  it("shows centavos as the text it reads back", () => {
    expect(moneyText(2_700_000)).toBe("27.000");
    expect(moneyText(2_700_050)).toBe("27.000,50");
    expect(moneyText(100_000)).toBe("1.000");
    expect(moneyText(5)).toBe("0,05");
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_000_000_000 }), (c) => parseMoneyText(moneyText(c)) === c),
    );
  });
});
