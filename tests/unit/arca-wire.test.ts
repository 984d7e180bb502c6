/** The voucher as WSFEv1 takes it: centavos to pesos, dates, the IVA lines and a credit note's citation. */
import { describe, expect, it } from "vitest";
import { caeRequest, fromWireDate, messagesOf, toCents, toPesos, toWireDate } from "#server/arca/wire.ts";

describe("the ARCA wire", () => {
  it("turns centavos into pesos and back without losing a centavo", () => {
    for (const cents of [0, 1, 7, 10, 99, 12_100_50, 1_000_000_01, 9_999_999_999_99]) {
      expect(toCents(toPesos(cents))).toBe(cents);
      expect(toCents(String(toPesos(cents)))).toBe(cents);
    }
    expect(toPesos(12_100_50)).toBe(12100.5);
    expect(() => toPesos(10.5)).toThrow(RangeError);
  });

  it("writes dates as yyyymmdd and reads them back", () => {
    expect(toWireDate("2026-11-29")).toBe("20261129");
    expect(fromWireDate("20261209")).toBe("2026-12-09");
    expect(fromWireDate(20261209)).toBe("2026-12-09");
    expect(() => toWireDate("29/11/2026")).toThrow(RangeError);
  });

  it("sends a credit note B with its IVA line and the invoice it credits", () => {
    const request = caeRequest({
      pointOfSale: 2,
      type: 8,
      number: 15,
      concept: 2,
      documentType: 96,
      documentNumber: "30111222",
      receiverIvaCondition: 5,
      issuedOn: "2026-11-29",
      servicePeriod: { from: "2026-11-01", to: "2026-11-29", paymentDue: "2026-11-29" },
      totalCents: 6_050_00,
      netCents: 5_000_00,
      ivaCents: 1_050_00,
      ivaRates: [{ id: 5, baseCents: 5_000_00, amountCents: 1_050_00 }],
      associated: { type: 6, pointOfSale: 2, number: 40, cuit: "30712345671", issuedOn: "2026-11-20" },
    });
    expect(request).toEqual({
      FeCabReq: { CantReg: 1, PtoVta: 2, CbteTipo: 8 },
      FeDetReq: {
        FECAEDetRequest: [
          {
            Concepto: 2,
            DocTipo: 96,
            DocNro: 30111222,
            CbteDesde: 15,
            CbteHasta: 15,
            CbteFch: "20261129",
            ImpTotal: 6050,
            ImpTotConc: 0,
            ImpNeto: 5000,
            ImpOpEx: 0,
            ImpTrib: 0,
            ImpIVA: 1050,
            FchServDesde: "20261101",
            FchServHasta: "20261129",
            FchVtoPago: "20261129",
            MonId: "PES",
            MonCotiz: 1,
            CondicionIVAReceptorId: 5,
            CbtesAsoc: {
              CbteAsoc: [{ Tipo: 6, PtoVta: 2, Nro: 40, Cuit: "30712345671", CbteFch: "20261120" }],
            },
            Iva: { AlicIva: [{ Id: 5, BaseImp: 5000, Importe: 1050 }] },
          },
        ],
      },
    });
  });

  it("keeps ARCA's messages as they came, one or many", () => {
    expect(messagesOf({ Err: { Code: "10016", Msg: "El numero…" } })).toEqual([
      { code: 10016, message: "El numero…" },
    ]);
    expect(messagesOf({ Obs: [{ Code: 10041 }, { Code: 10237, Msg: "x" }] })).toEqual([
      { code: 10041, message: "" },
      { code: 10237, message: "x" },
    ]);
    expect(messagesOf(undefined)).toEqual([]);
  });
});
