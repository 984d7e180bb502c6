/**
 * A voucher (factura or nota de crédito) as ARCA's WSFEv1 receives it. Amounts are integer centavos; the
 * ARCA client turns them into pesos with two decimals. The facts behind the codes are in docs/arca.md.
 */

/** WSFEv1 voucher types (FEParamGetTiposCbte) the shop issues. */
export const VOUCHER_TYPE = {
  facturaB: 6,
  notaCreditoB: 8,
  facturaC: 11,
  notaCreditoC: 13,
} as const;
export type VoucherType = (typeof VOUCHER_TYPE)[keyof typeof VOUCHER_TYPE];

/** The seller's IVA condition, set per franchise. */
export type SellerIvaCondition = "responsable_inscripto" | "monotributo";

/** WSFEv1 concept: 2 = services, which need the service period and the payment due date. */
export const SERVICES_CONCEPT = 2;

/** WSFEv1 document types (FEParamGetTiposDoc): 96 DNI, 99 consumidor final without identification. */
export type DocumentType = 96 | 99;

/** A date as ARCA takes it, in Argentina: yyyy-mm-dd here, yyyymmdd on the wire. */
export type ArcaDate = string;

export interface VoucherIvaRate {
  /** WSFEv1 IVA id (FEParamGetTiposIva): 5 = 21 %. */
  id: number;
  baseCents: number;
  amountCents: number;
}

export interface AssociatedVoucher {
  type: VoucherType;
  pointOfSale: number;
  number: number;
  /** The issuer's CUIT, 11 digits. */
  cuit: string;
  issuedOn: ArcaDate;
}

/** The seller's data as they stood when ARCA authorised a voucher: its document prints these ever after. */
export interface IssuerAtAuthorisation {
  legalName: string;
  commercialAddress: string | null;
  grossIncome: string | null;
  /** yyyy-mm-dd. */
  activitiesStart: string;
}

export interface VoucherRequest {
  pointOfSale: number;
  type: VoucherType;
  number: number;
  concept: typeof SERVICES_CONCEPT;
  documentType: DocumentType;
  documentNumber: string;
  /** The receiver's IVA condition id (RG 5616; 5 = consumidor final). */
  receiverIvaCondition: number;
  issuedOn: ArcaDate;
  servicePeriod: { from: ArcaDate; to: ArcaDate; paymentDue: ArcaDate };
  totalCents: number;
  /** Net taxed amount: the total less its IVA for B, the whole total for C. */
  netCents: number;
  /** IVA contained in the total: 0 for C. */
  ivaCents: number;
  /** The IVA lines for B (their amounts add up to `ivaCents`); empty for C. */
  ivaRates: VoucherIvaRate[];
  /** A credit note cites the invoice it credits. */
  associated?: AssociatedVoucher;
}
