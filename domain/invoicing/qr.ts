/**
 * The QR that RG 4892 asks of every electronic voucher: ARCA's address with the voucher's data as base64 JSON
 * (ARCA's "Especificación QR", version 1). Scanning it lets anyone check the voucher against ARCA's records.
 */
import type { ArcaDate, DocumentType, VoucherType } from "./voucher.ts";

export const QR_URL = "https://www.arca.gob.ar/fe/qr/?p=";

/** The JSON of the specification, field by field: numbers where it says numeric, strings where it says text. */
export interface QrPayload {
  ver: 1;
  /** Issue date, RFC 3339 full-date (yyyy-mm-dd). */
  fecha: ArcaDate;
  /** The issuer's CUIT, 11 digits. */
  cuit: number;
  ptoVta: number;
  tipoCmp: VoucherType;
  nroCmp: number;
  /** The voucher's total in pesos, up to two decimals. */
  importe: number;
  moneda: "PES";
  ctz: 1;
  tipoDocRec: DocumentType;
  nroDocRec: number;
  /** "E": the authorisation is a CAE. */
  tipoCodAut: "E";
  /** The CAE, 14 digits. */
  codAut: number;
}

/** What the QR is made from: the authorised voucher as the shop stores it. */
export interface QrVoucher {
  issuedOn: ArcaDate;
  cuit: string;
  pointOfSale: number;
  type: VoucherType;
  number: number;
  totalCents: number;
  documentType: DocumentType;
  documentNumber: string;
  cae: string;
}

export function qrPayload(v: QrVoucher): QrPayload {
  return {
    ver: 1,
    fecha: v.issuedOn,
    cuit: digits(v.cuit, "CUIT"),
    ptoVta: v.pointOfSale,
    tipoCmp: v.type,
    nroCmp: v.number,
    importe: v.totalCents / 100,
    moneda: "PES",
    ctz: 1,
    tipoDocRec: v.documentType,
    nroDocRec: v.documentType === 99 ? 0 : digits(v.documentNumber, "document"),
    tipoCodAut: "E",
    codAut: digits(v.cae, "CAE"),
  };
}

/** The text the QR encodes: ARCA's address and the payload in base64. */
export function qrUrl(v: QrVoucher): string {
  // The JSON is plain ASCII (digits, a date and codes), which is what btoa takes.
  return QR_URL + btoa(JSON.stringify(qrPayload(v)));
}

/** The payload a QR's text carries, or null when it is not one of ARCA's voucher QRs. */
export function readQrUrl(url: string): QrPayload | null {
  if (!url.startsWith(QR_URL)) return null;
  try {
    return JSON.parse(atob(decodeURIComponent(url.slice(QR_URL.length)))) as QrPayload;
  } catch {
    return null;
  }
}

function digits(value: string, what: string): number {
  const clean = value.replace(/\D/g, "");
  if (clean.length === 0) throw new Error(`the voucher's ${what} has no digits: ${value}`);
  return Number(clean);
}
