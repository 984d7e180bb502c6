import { describe, expect, it } from "vitest";
import { voucherDocument } from "#domain/invoicing/document.ts";
import { qrPayload, readQrUrl } from "#domain/invoicing/qr.ts";
import { voucherFileName, voucherPdf } from "#server/modules/invoicing/pdf.ts";
import { pdfQrCodes as pdfQrs, pdfText } from "../../support/pdf-read.ts";
import { creditNote, invoice, issuer, returned, sale, statement } from "../../support/invoicing-samples.ts";

describe("the PDF of a voucher", () => {
  it("prints what the law asks of a Factura B, and its QR decodes to the voucher", async () => {
    const doc = voucherDocument({ voucher: invoice, issuer, sale, statement });
    const pdf = await voucherPdf(doc);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const text = await pdfText(pdf);
    for (const item of [
      "ORIGINAL",
      "FACTURA",
      "Cód. 006",
      "0001-00000042",
      "Fecha de emisión: 01/12/2026",
      "Depilación Palermo S.R.L.",
      "Domicilio comercial: Av. Corrientes 1234, piso 5, C1043 CABA",
      "CUIT: 30-71234567-9",
      "Ingresos Brutos: Convenio Multilateral N° 901-123456-7",
      "Inicio de actividades: 01/03/2019",
      "Condición frente al IVA: IVA Responsable Inscripto",
      "Apellido y nombre: Marta Gómez",
      "Documento: DNI 30123456",
      "Condición frente al IVA: Consumidor Final",
      "Período facturado: Desde 01/12/2026 hasta 01/12/2026",
      "Vencimiento para el pago: 01/12/2026",
      "Sucursal: Candela Palermo, Av. Santa Fe 3253, 2° B, C1425 CABA",
      "Axilas",
      "2 × 6 sesiones = 12 sesiones",
      "2x1 en Axilas",
      "-$ 20.000,00",
      "Código de descuento",
      "Importe total $ 29.700,00",
      "Régimen de Transparencia Fiscal al Consumidor (Ley 27.743)",
      "IVA contenido: $ 5.154,55",
      "Otros impuestos nacionales indirectos: $ 0,00",
      "CAE: 76123456789012",
      "Vencimiento del CAE: 11/12/2026",
    ]) {
      expect(text).toContain(item);
    }
    const qrs = await pdfQrs(pdf);
    expect(qrs).toHaveLength(1);
    expect(readQrUrl(qrs[0]!)).toEqual(qrPayload({ ...invoice, cuit: issuer.cuit }));
    expect(voucherFileName(doc)).toBe("factura-B-0001-00000042.pdf");
  });

  it("prints a credit note citing its invoice", async () => {
    const doc = voucherDocument({ voucher: creditNote, issuer, sale, statement, returned });
    const pdf = await voucherPdf(doc);
    const text = await pdfText(pdf);
    expect(text).toContain("NOTA DE CRÉDITO");
    expect(text).toContain("Cód. 008");
    expect(text).toContain("Comprobante asociado: Factura B 0001-00000042 del 01/12/2026");
    expect(text).toContain("Sesiones que se dan de baja: Bozo: 6 sesiones");
    expect(readQrUrl((await pdfQrs(pdf))[0]!)).toMatchObject({ tipoCmp: 8, nroCmp: 7, importe: 5000 });
    expect(voucherFileName(doc)).toBe("nota-de-credito-B-0001-00000007.pdf");
  });
});
