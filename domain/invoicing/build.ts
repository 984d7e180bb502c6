/**
 * The VoucherRequest for a sale's invoice or a credit note (docs/decisions/0070). The amount comes from the
 * purchase's statement (invoiceAmount, creditNoteAmount); this file only shapes it as ARCA takes it.
 */
import type { PurchaseStatement } from "#domain/purchases/statement.ts";
import { voucherAmounts } from "./amounts.ts";
import type { VoucherCause, VoucherKind } from "./states.ts";
import {
  SERVICES_CONCEPT,
  VOUCHER_TYPE,
  type ArcaDate,
  type AssociatedVoucher,
  type DocumentType,
  type SellerIvaCondition,
  type VoucherRequest,
  type VoucherType,
} from "./voucher.ts";

/** RG 5616: the receiver's IVA condition id for a consumidor final. */
export const CONSUMIDOR_FINAL = 5;

/** Factura B / Nota de Crédito B for a Responsable Inscripto; C for a Monotributista. */
export function voucherTypeFor(kind: VoucherKind, seller: SellerIvaCondition): VoucherType {
  if (seller === "responsable_inscripto") {
    return kind === "invoice" ? VOUCHER_TYPE.facturaB : VOUCHER_TYPE.notaCreditoB;
  }
  return kind === "invoice" ? VOUCHER_TYPE.facturaC : VOUCHER_TYPE.notaCreditoC;
}

/** The credit note's type for the invoice it credits (B → NC B, C → NC C). */
export function creditNoteTypeFor(invoiceType: VoucherType): VoucherType {
  return invoiceType === VOUCHER_TYPE.facturaB ? VOUCHER_TYPE.notaCreditoB : VOUCHER_TYPE.notaCreditoC;
}

/** The buyer as ARCA identifies her: by DNI when she gave one, otherwise as an unidentified consumidor final. */
export function receiverDocument(identification: { type: string; number: string }): {
  documentType: DocumentType;
  documentNumber: string;
} {
  const digits = identification.number.replace(/\D/g, "");
  if (identification.type.toUpperCase() === "DNI" && /^\d{7,9}$/.test(digits)) {
    return { documentType: 96, documentNumber: String(Number(digits)) };
  }
  return { documentType: 99, documentNumber: "0" };
}

/**
 * The centavos a voucher is for, from the statement: the invoice is what was charged (promotions, codes and
 * the plan's interest already in it); a refund's credit note is the refund's amount; a chargeback's is what
 * the chargeback took. Null when there is nothing to invoice.
 */
export function voucherAmountOf(
  cause: VoucherCause,
  statement: Pick<PurchaseStatement, "paid" | "chargedBack">,
  refundAmount?: number,
): number | null {
  const amount =
    cause === "sale" ? statement.paid : cause === "chargeback" ? statement.chargedBack : (refundAmount ?? 0);
  return amount > 0 ? amount : null;
}

/**
 * The service period (docs/decisions/0070): the sessions are sold as a package paid on the day of the purchase
 * and they do not expire, so the period is that day; the payment was due, and made, by the issue date.
 */
export function servicePeriod(purchasedOn: ArcaDate, issuedOn: ArcaDate): VoucherRequest["servicePeriod"] {
  return { from: purchasedOn, to: purchasedOn, paymentDue: issuedOn < purchasedOn ? purchasedOn : issuedOn };
}

export interface VoucherFacts {
  kind: VoucherKind;
  seller: { ivaCondition: SellerIvaCondition; pointOfSale: number };
  /** The type of the invoice a credit note credits decides the credit note's (not the seller's today). */
  associated?: AssociatedVoucher;
  number: number;
  issuedOn: ArcaDate;
  purchasedOn: ArcaDate;
  totalCents: number;
  buyer: { type: string; number: string };
}

export function buildVoucherRequest(facts: VoucherFacts): VoucherRequest {
  const type = facts.associated
    ? creditNoteTypeFor(facts.associated.type)
    : voucherTypeFor(facts.kind, facts.seller.ivaCondition);
  const ivaCondition: SellerIvaCondition =
    type === VOUCHER_TYPE.facturaB || type === VOUCHER_TYPE.notaCreditoB
      ? "responsable_inscripto"
      : "monotributo";
  return {
    pointOfSale: facts.seller.pointOfSale,
    type,
    number: facts.number,
    concept: SERVICES_CONCEPT,
    ...receiverDocument(facts.buyer),
    receiverIvaCondition: CONSUMIDOR_FINAL,
    issuedOn: facts.issuedOn,
    servicePeriod: servicePeriod(facts.purchasedOn, facts.issuedOn),
    ...voucherAmounts(facts.totalCents, ivaCondition),
    ...(facts.associated ? { associated: facts.associated } : {}),
  };
}
