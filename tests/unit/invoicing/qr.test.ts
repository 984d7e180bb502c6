import { describe, expect, it } from "vitest";
import { QR_URL, qrPayload, qrUrl, readQrUrl } from "#domain/invoicing/qr.ts";
import { invoice } from "../../support/invoicing-samples.ts";

const voucher = { ...invoice, cuit: "30-71234567-9" };

describe("the RG 4892 QR", () => {
  it("is ARCA's address with the voucher's data as base64 JSON, field by field as the specification names them", () => {
    const url = qrUrl(voucher);
    expect(url.startsWith("https://www.arca.gob.ar/fe/qr/?p=")).toBe(true);
    const json: unknown = JSON.parse(Buffer.from(url.slice(QR_URL.length), "base64").toString("utf8"));
    expect(json).toEqual({
      ver: 1,
      fecha: "2026-12-01",
      cuit: 30712345679,
      ptoVta: 1,
      tipoCmp: 6,
      nroCmp: 42,
      importe: 29700,
      moneda: "PES",
      ctz: 1,
      tipoDocRec: 96,
      nroDocRec: 30123456,
      tipoCodAut: "E",
      codAut: 76123456789012,
    });
    expect(Object.keys(json as object)).toEqual([
      "ver",
      "fecha",
      "cuit",
      "ptoVta",
      "tipoCmp",
      "nroCmp",
      "importe",
      "moneda",
      "ctz",
      "tipoDocRec",
      "nroDocRec",
      "tipoCodAut",
      "codAut",
    ]);
  });

  it("reads back what it wrote, centavos included", () => {
    const odd = { ...voucher, totalCents: 1_234_56, type: 13 as const };
    expect(readQrUrl(qrUrl(odd))).toEqual(qrPayload(odd));
    expect(qrPayload(odd).importe).toBe(1234.56);
  });

  it("gives a receiver without a document number 0, as WSFEv1 takes document type 99", () => {
    expect(qrPayload({ ...voucher, documentType: 99, documentNumber: "0" })).toMatchObject({
      tipoDocRec: 99,
      nroDocRec: 0,
    });
  });

  it("is no voucher QR at another address or with no JSON", () => {
    expect(readQrUrl("https://example.com/?p=e30=")).toBeNull();
    expect(readQrUrl(`${QR_URL}no-base64`)).toBeNull();
  });

  it("refuses a voucher with no CAE rather than printing a QR that checks nothing", () => {
    expect(() => qrUrl({ ...voucher, cae: "" })).toThrow(/CAE/);
  });
});
