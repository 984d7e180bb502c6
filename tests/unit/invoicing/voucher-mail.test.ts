import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readQrUrl } from "#domain/invoicing/qr.ts";
import { renderMail } from "#server/mail/render.ts";
import { smtpTransport } from "#server/mail/transports/smtp.ts";
import { creditNoteDocument, invoiceDocument } from "../../support/invoicing-samples.ts";
import { mailContext } from "../../support/mail-context.ts";
import { pdfQrCodes, pdfText } from "../../support/pdf-read.ts";
import { startSmtp, type TestSmtp } from "../../support/smtp.ts";

const ctx = mailContext("https://tienda.example");

describe("the mail of a voucher", () => {
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(() => smtp?.stop());

  it("sends the invoice as a PDF over SMTP, byte for byte, with its QR readable", async () => {
    const mail = await renderMail("voucher", { name: "Marta", document: invoiceDocument }, ctx);
    expect(mail.subject).toBe("Tu factura de la compra CND-ABCDEFGH");
    expect(mail.text.replace(/\s+/g, " ")).toContain(
      "Te enviamos la Factura B 0001-00000042 de tu compra CND-ABCDEFGH, por $ 29.700,00.",
    );
    expect(mail.html).toContain("https://tienda.example/my-account/order/payments");

    const transport = smtpTransport(smtp.url);
    await transport.send({
      id: "00000000-0000-4000-8000-0000000000aa",
      from: "no-responder@candela.test",
      to: "marta@example.com",
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      attachments: mail.attachments,
      messageId: "<voucher-mail@tienda.example>",
    });
    await transport.close();
    const received = await smtp.waitFor((m) => m.to.includes("marta@example.com"));
    const [file] = received.attachments;
    expect(file).toMatchObject({
      filename: "factura-B-0001-00000042.pdf",
      contentType: expect.stringMatching(/^application\/pdf/),
    });
    const pdf = Buffer.from(file!.base64, "base64");
    expect(pdf.equals(Buffer.from(mail.attachments![0]!.content, "base64"))).toBe(true);
    expect(await pdfText(pdf)).toContain("FACTURA");
    expect(readQrUrl((await pdfQrCodes(pdf))[0]!)).toMatchObject({ tipoCmp: 6, nroCmp: 42, importe: 29700 });
  });

  it("tells what a credit note is for and which invoice it cites", async () => {
    const mail = await renderMail("voucher", { name: "Marta", document: creditNoteDocument }, ctx);
    expect(mail.subject).toBe("Tu nota de crédito de la compra CND-ABCDEFGH");
    expect(mail.text.replace(/\s+/g, " ")).toContain(
      "Te enviamos la Nota de crédito B 0001-00000007 por $ 5.000,00, de la devolución de tu compra CND-ABCDEFGH. Corresponde a la Factura B 0001-00000042 del 01/12/2026.",
    );
    expect(mail.attachments![0]!.filename).toBe("nota-de-credito-B-0001-00000007.pdf");
  });
});
