import { describe, expect, it } from "vitest";
import { csvAmount, csvCell, csvDateTime, csvLine } from "#domain/payments/sales-csv.ts";

describe("the sales CSV for an es-AR spreadsheet", () => {
  it("writes amounts with a decimal comma and no thousands separator", () => {
    expect(csvAmount(2_700_050)).toBe("27000,50");
    expect(csvAmount(5)).toBe("0,05");
    expect(csvAmount(100_000)).toBe("1000,00");
  });

  it("writes dates on the shop's clock as dd/mm/aaaa hh:mm", () => {
    expect(csvDateTime(new Date("2026-11-25T03:05:00Z"))).toBe("25/11/2026 00:05");
  });

  it("quotes cells with the separator, quotes or line breaks, and never lets a cell run as a formula", () => {
    expect(csvCell("Axilas, Bozo")).toBe("Axilas, Bozo");
    expect(csvCell("a;b")).toBe('"a;b"');
    expect(csvCell('dice "hola"')).toBe('"dice ""hola"""');
    expect(csvCell("dos\nlíneas")).toBe('"dos\nlíneas"');
    expect(csvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvCell("+54 11")).toBe("'+54 11");
    expect(csvCell(-3)).toBe("-3");
    expect(csvLine(["a", 1, "b;c"])).toBe('a;1;"b;c"\r\n');
  });
});
