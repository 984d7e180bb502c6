/**
 * The PDF of a voucher's document (domain/invoicing/document.ts): A4, one column and large type, so that it
 * reads on a phone as well as printed. It lays the document out and adds nothing to it.
 */
import PDFDocument from "pdfkit";
import QRCode from "qrcode";
import { DOCUMENT_MESSAGES as M } from "#domain/invoicing/document-messages.ts";
import type { VoucherDocument } from "#domain/invoicing/document.ts";
import { formatMoney } from "#domain/money.ts";

const MARGIN = 40;
const WIDTH = 595.28 - 2 * MARGIN;
const AMOUNT_WIDTH = 150;
const QR_SIZE = 130;
const SIZE = { title: 26, heading: 17, body: 15, small: 13 };
const INK = "#111827";
const MUTED = "#4b5563";
const RULE = "#9ca3af";

/** The file a customer downloads or receives: "factura-B-0001-00000042.pdf". */
export function voucherFileName(doc: Pick<VoucherDocument, "kind" | "letter" | "number">): string {
  return `${M.fileName[doc.kind]}-${doc.letter}-${doc.number}.pdf`;
}

export async function voucherPdf(doc: VoucherDocument): Promise<Buffer> {
  const qr = await QRCode.toBuffer(doc.qrUrl, {
    type: "png",
    errorCorrectionLevel: "M",
    margin: 4,
    scale: 6,
  });
  const pdf = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    info: { Title: `${doc.title} ${doc.letter} ${doc.number}`, Author: doc.issuer.legalName },
    lang: "es-AR",
  });
  const chunks: Buffer[] = [];
  pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });
  const page = new Layout(pdf);
  page.header(doc);
  page.issuer(doc);
  page.receiver(doc);
  page.lines(doc);
  page.transparency(doc);
  page.authorisation(doc, qr);
  pdf.end();
  return done;
}

class Layout {
  constructor(private readonly pdf: PDFKit.PDFDocument) {}

  header(doc: VoucherDocument) {
    const { pdf } = this;
    pdf.font("Helvetica-Bold").fontSize(SIZE.small).fillColor(MUTED);
    pdf.text(doc.copy, MARGIN, MARGIN, { width: WIDTH, align: "right", characterSpacing: 1 });
    const top = pdf.y + 6;
    // The letter in its box, with the voucher's code under it, as RG 1415 places them.
    pdf.lineWidth(1.5).strokeColor(INK).rect(MARGIN, top, 64, 64).stroke();
    pdf.font("Helvetica-Bold").fontSize(40).fillColor(INK);
    pdf.text(doc.letter, MARGIN, top + 8, { width: 64, align: "center" });
    pdf.fontSize(SIZE.small).text(doc.code, MARGIN, top + 70, { width: 64, align: "center" });
    const x = MARGIN + 80;
    const width = WIDTH - 80;
    pdf.fontSize(SIZE.title).text(doc.title, x, top, { width });
    pdf.fontSize(SIZE.heading).text(doc.number, x, pdf.y + 2, { width });
    pdf.y += 4;
    this.pair(M.pointOfSale, doc.pointOfSale, x, { gap: `   ${M.number}: `, value: doc.voucherNumber });
    this.pair(M.issuedOn, doc.issuedOn, x);
    pdf.y = Math.max(pdf.y, top + 86);
    this.rule();
  }

  issuer(doc: VoucherDocument) {
    const { issuer } = doc;
    this.pdf.font("Helvetica-Bold").fontSize(SIZE.heading).fillColor(INK);
    this.pdf.text(issuer.legalName, MARGIN, this.pdf.y, { width: WIDTH });
    this.pdf.moveDown(0.2);
    this.pair(M.address, issuer.address);
    this.pair(M.ivaCondition, issuer.ivaCondition);
    this.pair(M.cuit, issuer.cuit);
    this.pair(M.grossIncome, issuer.grossIncome);
    this.pair(M.activitiesStart, issuer.activitiesStart);
    this.rule();
  }

  receiver(doc: VoucherDocument) {
    this.heading(M.receiver);
    this.pair(M.receiverName, doc.receiver.name);
    this.pair(M.document, doc.receiver.document);
    this.pair(M.ivaCondition, doc.receiver.ivaCondition);
    if (doc.receiver.address) this.pair(M.receiverAddress, doc.receiver.address);
    this.pair(M.paymentCondition, doc.paymentCondition);
    this.pair(M.period, M.periodRange(doc.period.from, doc.period.to));
    this.pair(M.paymentDue, doc.period.paymentDue);
    this.pair(M.purchase, doc.paymentCode);
    this.pair(M.branch, doc.branch);
    if (doc.cites) this.pair(M.cites, doc.cites);
    this.rule();
  }

  lines(doc: VoucherDocument) {
    this.heading(`${M.description} / ${M.amount}`);
    for (const line of doc.lines) {
      this.amountRow(line.description, line.amount, { bold: true });
      if (line.detail) this.muted(line.detail);
      this.pdf.moveDown(0.2);
    }
    if (doc.adjustments.length > 0) {
      this.amountRow(M.subtotal, doc.subtotal);
      for (const a of doc.adjustments) this.amountRow(a.text, a.amount);
    }
    this.pdf.moveDown(0.3);
    this.amountRow(M.total, doc.total, { bold: true, size: SIZE.heading + 2 });
    this.rule();
  }

  transparency(doc: VoucherDocument) {
    if (!doc.transparency) return;
    this.heading(M.transparencyTitle);
    this.pair(M.ivaContained, formatMoney(doc.transparency.ivaContained));
    this.pair(M.otherTaxes, formatMoney(doc.transparency.otherTaxes));
    this.rule();
  }

  authorisation(doc: VoucherDocument, qr: Buffer) {
    const { pdf } = this;
    if (pdf.y + QR_SIZE > pdf.page.height - pdf.page.margins.bottom) pdf.addPage();
    const top = pdf.y;
    pdf.image(qr, MARGIN, top, { width: QR_SIZE, height: QR_SIZE });
    const x = MARGIN + QR_SIZE + 16;
    const width = WIDTH - QR_SIZE - 16;
    pdf.font("Helvetica-Bold").fontSize(SIZE.heading).fillColor(INK);
    pdf.text(`${M.cae}: ${doc.cae}`, x, top + 10, { width });
    pdf.font("Helvetica").fontSize(SIZE.body);
    pdf.text(`${M.caeDueOn}: ${doc.caeDueOn}`, x, pdf.y + 4, { width });
    pdf
      .fontSize(SIZE.small)
      .fillColor(MUTED)
      .text(M.qrCaption, x, pdf.y + 8, { width });
    pdf.y = Math.max(pdf.y, top + QR_SIZE);
  }

  private heading(text: string) {
    this.pdf.font("Helvetica-Bold").fontSize(SIZE.body).fillColor(INK);
    this.pdf.text(text, MARGIN, this.pdf.y, { width: WIDTH });
    this.pdf.moveDown(0.2);
  }

  /** "Label: value" on a line of its own, the label muted; `more` adds a second pair on the same line. */
  private pair(label: string, value: string, x = MARGIN, more?: { gap: string; value: string }) {
    const { pdf } = this;
    pdf.font("Helvetica").fontSize(SIZE.body).fillColor(MUTED);
    pdf.text(`${label}: `, x, pdf.y, { width: MARGIN + WIDTH - x, continued: true });
    pdf.font("Helvetica-Bold").fillColor(INK).text(value, { continued: !!more });
    if (more) pdf.font("Helvetica").fillColor(MUTED).text(more.gap, { continued: true });
    if (more) pdf.font("Helvetica-Bold").fillColor(INK).text(more.value);
  }

  private muted(text: string) {
    this.pdf.font("Helvetica").fontSize(SIZE.small).fillColor(MUTED);
    this.pdf.text(text, MARGIN, this.pdf.y, { width: WIDTH - AMOUNT_WIDTH });
  }

  /** A text and its amount at the right edge, on one line. */
  private amountRow(text: string, amount: number, style: { bold?: boolean; size?: number } = {}) {
    const { pdf } = this;
    const top = pdf.y;
    pdf
      .font(style.bold ? "Helvetica-Bold" : "Helvetica")
      .fontSize(style.size ?? SIZE.body)
      .fillColor(INK);
    pdf.text(text, MARGIN, top, { width: WIDTH - AMOUNT_WIDTH - 10 });
    const bottom = pdf.y;
    const money = amount < 0 ? `-${formatMoney(-amount)}` : formatMoney(amount);
    pdf.text(money, MARGIN + WIDTH - AMOUNT_WIDTH, top, { width: AMOUNT_WIDTH, align: "right" });
    pdf.y = Math.max(bottom, pdf.y);
  }

  private rule() {
    const { pdf } = this;
    pdf.moveDown(0.5);
    pdf
      .lineWidth(0.75)
      .strokeColor(RULE)
      .moveTo(MARGIN, pdf.y)
      .lineTo(MARGIN + WIDTH, pdf.y)
      .stroke();
    pdf.moveDown(0.6);
  }
}
