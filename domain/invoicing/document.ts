/**
 * What the document of an authorised voucher shows (RG 1415 and RG 4291 for a factura or nota de crédito B or C,
 * RG 4892 for its QR, Ley 27.743 for the IVA a consumer pays), as plain data: the PDF and any page only lay it
 * out. Its figures come from the stored voucher, which ARCA authorised, and from the purchase's statement.
 */
import { sessionsText } from "#domain/purchases/area-sessions.ts";
import type { PurchaseStatement } from "#domain/purchases/statement.ts";
import { DOCUMENT_MESSAGES as M, SELLER_IVA_CONDITION_NAMES } from "./document-messages.ts";
import { cuitDigits, formatCuit } from "./cuit.ts";
import { voucherNumberText as voucherNumber } from "./names.ts";
import { qrUrl } from "./qr.ts";
import {
  VOUCHER_TYPE,
  type ArcaDate,
  type SellerIvaCondition,
  type VoucherRequest,
  type VoucherType,
} from "./voucher.ts";

/** A voucher as stored once ARCA authorised it. */
export interface AuthorisedVoucher extends VoucherRequest {
  cae: string;
  caeDueOn: ArcaDate;
}

/** The franchise that issues it, as its invoicing settings say. */
export interface Issuer {
  legalName: string;
  cuit: string;
  /** Its 'Domicilio comercial'; none for settings saved before it was asked for: the sale's branch prints. */
  address: string | null;
  ivaCondition: SellerIvaCondition;
  /** The Ingresos Brutos registration; none means it is the CUIT (as many provinces number it). */
  grossIncome: string | null;
  activitiesStartOn: ArcaDate;
}

/** The sale the voucher is about, as the payment row keeps it. */
export interface Sale {
  paymentCode: string;
  customerName: string;
  /** The billing address given at checkout, in one line; null when none was kept. */
  customerAddress: string | null;
  /** "Tarjeta de crédito Visa", say. */
  paymentMethod: string;
  /** The branch where the service is given, as the payment kept it. */
  branch: { name: string; address: string };
  /** The price per unit of each area, before discounts. */
  lines: readonly { productId: string; unitPrice: number; quantity: number }[];
  promotions: readonly { name: string; amount: number }[];
  /** Promotions and codes together. */
  discount: number;
}

/** For a credit note: the sessions its refund gave up, per area (none when it gave back money alone). */
export type Returned = readonly { productId: string; sessions: number }[];

export interface DocumentLine {
  description: string;
  detail: string | null;
  amount: number;
}

export interface VoucherDocument {
  kind: "invoice" | "creditNote";
  title: string;
  letter: "B" | "C";
  code: string;
  copy: string;
  /** "0001-00000042". */
  number: string;
  pointOfSale: string;
  voucherNumber: string;
  issuedOn: string;
  issuer: {
    legalName: string;
    cuit: string;
    address: string;
    ivaCondition: string;
    grossIncome: string;
    activitiesStart: string;
  };
  receiver: { name: string; document: string; ivaCondition: string; address: string | null };
  paymentCondition: string;
  period: { from: string; to: string; paymentDue: string };
  paymentCode: string;
  /** "Candela Palermo, Av. Santa Fe 3253…": where the service is given. */
  branch: string;
  lines: DocumentLine[];
  /** Discounts (negative) and financing (positive) between the lines' subtotal and the total. */
  adjustments: { text: string; amount: number }[];
  subtotal: number;
  total: number;
  /** Factura and nota de crédito B: the IVA the total contains (Ley 27.743); null for C. */
  transparency: { ivaContained: number; otherTaxes: number } | null;
  cae: string;
  caeDueOn: string;
  qrUrl: string;
  /** A credit note cites the invoice it credits. */
  cites: string | null;
}

/** An authorised voucher as 'Mis pagos' and the sale's page link it. */
export interface VoucherLink {
  id: string;
  /** 'Factura (PDF)', 'Nota de crédito (PDF)'. */
  label: string;
  /** 'Factura B 0001-00000042'. */
  name: string;
}

const LETTER: Record<VoucherType, { letter: "B" | "C"; kind: VoucherDocument["kind"] }> = {
  [VOUCHER_TYPE.facturaB]: { letter: "B", kind: "invoice" },
  [VOUCHER_TYPE.notaCreditoB]: { letter: "B", kind: "creditNote" },
  [VOUCHER_TYPE.facturaC]: { letter: "C", kind: "invoice" },
  [VOUCHER_TYPE.notaCreditoC]: { letter: "C", kind: "creditNote" },
};

export function voucherDocument(input: {
  voucher: AuthorisedVoucher;
  issuer: Issuer;
  sale: Sale;
  statement: PurchaseStatement;
  /** For a credit note. */
  returned?: Returned;
}): VoucherDocument {
  const { voucher, issuer, sale, statement } = input;
  const { letter, kind } = LETTER[voucher.type];
  const lines =
    kind === "invoice"
      ? invoiceLines(sale, statement)
      : creditLines(sale, statement, input.returned ?? [], voucher.totalCents);
  const subtotal = lines.reduce((sum, l) => sum + l.amount, 0);
  const adjustments = kind === "invoice" ? invoiceAdjustments(sale, subtotal, voucher.totalCents) : [];
  const associated = voucher.associated;
  return {
    kind,
    title: kind === "invoice" ? M.invoice : M.creditNote,
    letter,
    code: M.code(voucher.type),
    copy: M.original,
    number: voucherNumber(voucher.pointOfSale, voucher.number),
    pointOfSale: pad(voucher.pointOfSale, 4),
    voucherNumber: pad(voucher.number, 8),
    issuedOn: arcaDate(voucher.issuedOn),
    issuer: {
      legalName: issuer.legalName,
      cuit: cuitText(issuer.cuit),
      address: issuer.address?.trim() || sale.branch.address,
      ivaCondition: SELLER_IVA_CONDITION_NAMES[issuer.ivaCondition],
      grossIncome: issuer.grossIncome?.trim() || cuitText(issuer.cuit),
      activitiesStart: arcaDate(issuer.activitiesStartOn),
    },
    receiver: {
      name: sale.customerName,
      document: voucher.documentType === 96 ? `DNI ${voucher.documentNumber}` : M.noDocument,
      ivaCondition: M.consumidorFinal,
      address: sale.customerAddress,
    },
    paymentCondition: sale.paymentMethod,
    period: {
      from: arcaDate(voucher.servicePeriod.from),
      to: arcaDate(voucher.servicePeriod.to),
      paymentDue: arcaDate(voucher.servicePeriod.paymentDue),
    },
    paymentCode: sale.paymentCode,
    branch: `${sale.branch.name}, ${sale.branch.address}`,
    lines,
    adjustments,
    subtotal,
    total: voucher.totalCents,
    transparency: letter === "B" ? { ivaContained: voucher.ivaCents, otherTaxes: 0 } : null,
    cae: voucher.cae,
    caeDueOn: arcaDate(voucher.caeDueOn),
    qrUrl: qrUrl({ ...voucher, cuit: issuer.cuit }),
    cites: associated
      ? M.citedInvoice(
          LETTER[associated.type].letter,
          voucherNumber(associated.pointOfSale, associated.number),
          arcaDate(associated.issuedOn),
        )
      : null,
  };
}

/** Each area as bought: its units and sessions, at its price before discounts. */
function invoiceLines(sale: Sale, statement: PurchaseStatement): DocumentLine[] {
  return statement.areas.map((area) => {
    const amount = sale.lines
      .filter((l) => l.productId === area.productId)
      .reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
    const sessions = area.bought > 0 ? area.bought : area.quantity * area.sessionsPerUnit;
    const units = area.quantity > 1 ? `${area.quantity} × ${sessionsText(area.sessionsPerUnit)} = ` : "";
    return { description: area.title, detail: `${units}${sessionsText(sessions)}`, amount };
  });
}

/** The promotions by name, the codes' share, and the interest of the plan when the total carries some. */
function invoiceAdjustments(sale: Sale, subtotal: number, total: number): VoucherDocument["adjustments"] {
  const promotions = sale.promotions.filter((p) => p.amount > 0);
  const codes = sale.discount - promotions.reduce((sum, p) => sum + p.amount, 0);
  const adjustments = [
    ...promotions.map((p) => ({ text: p.name, amount: -p.amount })),
    ...(codes > 0 ? [{ text: M.codeDiscount, amount: -codes }] : []),
  ];
  const interest = total - (subtotal - sale.discount);
  if (interest !== 0) adjustments.push({ text: M.interest, amount: interest });
  return adjustments;
}

/** One line: the money given back, with the sessions of each area that the refund gave up. */
function creditLines(
  sale: Sale,
  statement: PurchaseStatement,
  returned: Returned,
  total: number,
): DocumentLine[] {
  const areas = returned.flatMap((r) => {
    const area = statement.areas.find((a) => a.productId === r.productId);
    return area && r.sessions > 0 ? [`${area.title}: ${sessionsText(r.sessions)}`] : [];
  });
  return [
    {
      description: M.creditFor(sale.paymentCode),
      detail: areas.length > 0 ? `${M.creditAreas}: ${areas.join(", ")}` : null,
      amount: total,
    },
  ];
}

/** yyyy-mm-dd → dd/mm/yyyy, without a time zone to move it. */
export function arcaDate(date: ArcaDate): string {
  const [y, m, d] = date.split("-");
  return `${d}/${m}/${y}`;
}

/** "30-71234567-9"; a stored CUIT always has its 11 digits. */
const cuitText = (cuit: string) => formatCuit(cuitDigits(cuit) ?? cuit);

const pad = (n: number, width: number) => String(n).padStart(width, "0");
