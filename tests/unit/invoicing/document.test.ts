import { describe, expect, it } from "vitest";
import { arcaDate, voucherDocument } from "#domain/invoicing/document.ts";
import { readQrUrl } from "#domain/invoicing/qr.ts";
import { creditNote, invoice, issuer, returned, sale, statement } from "../../support/invoicing-samples.ts";

describe("the document of a Factura B", () => {
  const doc = voucherDocument({ voucher: invoice, issuer, sale, statement });

  it("names the letter, the code, the copy, the point of sale and the number as the law prints them", () => {
    expect(doc).toMatchObject({
      kind: "invoice",
      title: "FACTURA",
      letter: "B",
      code: "Cód. 006",
      copy: "ORIGINAL",
      number: "0001-00000042",
      pointOfSale: "0001",
      voucherNumber: "00000042",
      issuedOn: "01/12/2026",
    });
  });

  it("says who issues it, with the domicilio comercial and Ingresos Brutos of its settings, and who receives it", () => {
    expect(doc.issuer).toEqual({
      legalName: "Depilación Palermo S.R.L.",
      cuit: "30-71234567-9",
      address: "Av. Corrientes 1234, piso 5, C1043 CABA",
      ivaCondition: "IVA Responsable Inscripto",
      grossIncome: "Convenio Multilateral N° 901-123456-7",
      activitiesStart: "01/03/2019",
    });
    // Where the service is given, on its own line.
    expect(doc.branch).toBe("Candela Palermo, Av. Santa Fe 3253, 2° B, C1425 CABA");
    expect(doc.receiver).toEqual({
      name: "Marta Gómez",
      document: "DNI 30123456",
      ivaCondition: "Consumidor Final",
      address: sale.customerAddress,
    });
    expect(doc.period).toEqual({ from: "01/12/2026", to: "01/12/2026", paymentDue: "01/12/2026" });
  });

  it("without a stored domicilio comercial prints the sale's branch, and without Ingresos Brutos the CUIT", () => {
    for (const blank of [null, "  "]) {
      const issued = voucherDocument({
        voucher: invoice,
        issuer: { ...issuer, address: blank, grossIncome: blank },
        sale,
        statement,
      }).issuer;
      expect(issued).toMatchObject({
        address: "Av. Santa Fe 3253, 2° B, C1425 CABA",
        grossIncome: "30-71234567-9",
      });
    }
  });

  it("lists the areas as bought, the promotion by name, the code and the plan's interest, adding up to the total ARCA authorised", () => {
    expect(doc.lines).toEqual([
      { description: "Axilas", detail: "2 × 6 sesiones = 12 sesiones", amount: 40_000_00 },
      { description: "Bozo", detail: "6 sesiones", amount: 10_000_00 },
    ]);
    expect(doc.adjustments).toEqual([
      { text: "2x1 en Axilas", amount: -20_000_00 },
      { text: "Código de descuento", amount: -3_000_00 },
      { text: "Interés de financiación", amount: 2_700_00 },
    ]);
    expect(doc.subtotal + doc.adjustments.reduce((s, a) => s + a.amount, 0)).toBe(doc.total);
    expect(doc.total).toBe(statement.paid);
  });

  it("shows the IVA the total contains (Ley 27.743) and the CAE, and its QR carries the voucher", () => {
    expect(doc.transparency).toEqual({ ivaContained: 5_154_55, otherTaxes: 0 });
    expect(doc).toMatchObject({ cae: "76123456789012", caeDueOn: "11/12/2026", cites: null });
    expect(readQrUrl(doc.qrUrl)).toMatchObject({ cuit: 30712345679, tipoCmp: 6, nroCmp: 42, importe: 29700 });
  });

  it("has no IVA line for a Factura C", () => {
    const c = voucherDocument({
      voucher: { ...invoice, type: 11, ivaCents: 0, netCents: invoice.totalCents, ivaRates: [] },
      issuer: { ...issuer, ivaCondition: "monotributo" },
      sale,
      statement,
    });
    expect(c).toMatchObject({ letter: "C", code: "Cód. 011", transparency: null });
    expect(c.issuer.ivaCondition).toBe("Responsable Monotributo");
  });
});

describe("the document of a Nota de Crédito B", () => {
  const doc = voucherDocument({ voucher: creditNote, issuer, sale, statement, returned });

  it("cites the invoice it credits and says what was given back", () => {
    expect(doc).toMatchObject({
      kind: "creditNote",
      title: "NOTA DE CRÉDITO",
      code: "Cód. 008",
      number: "0001-00000007",
      cites: "Factura B 0001-00000042 del 01/12/2026",
      total: 5_000_00,
      transparency: { ivaContained: 867_77, otherTaxes: 0 },
      adjustments: [],
    });
    expect(doc.lines).toEqual([
      {
        description: "Devolución de la compra CND-ABCDEFGH",
        detail: "Sesiones que se dan de baja: Bozo: 6 sesiones",
        amount: 5_000_00,
      },
    ]);
  });

  it("is money alone when the refund gave up no sessions", () => {
    expect(voucherDocument({ voucher: creditNote, issuer, sale, statement }).lines[0]!.detail).toBeNull();
  });
});

describe("how a voucher's figures print", () => {
  it("turns ARCA's dates around without a time zone to move them", () => {
    expect(arcaDate("2026-02-09")).toBe("09/02/2026");
    expect(arcaDate("2026-12-31")).toBe("31/12/2026");
  });
});
