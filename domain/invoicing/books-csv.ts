/**
 * The monthly book of a franchise's sales vouchers as CSV, es-AR as the sales export writes it (';', decimal
 * comma, UTF-8 with a byte-order mark): one line per authorised voucher, in number order per type. A credit
 * note's amounts are negative, so each column adds up to the month's net sales.
 */
import { formatDate } from "#domain/dates.ts";
import { csvAmount, csvLine } from "#domain/payments/sales-csv.ts";
import { formatCuit } from "./cuit.ts";
import { VOUCHER_TYPE_NAMES, voucherNumberText } from "./names.ts";
import { VOUCHER_TYPE, type VoucherRequest, type VoucherType } from "./voucher.ts";

export const BOOKS_CSV_COLUMNS = [
  "Fecha",
  "Tipo",
  "Código de comprobante",
  "Punto de venta",
  "Número",
  "CAE",
  "Vencimiento del CAE",
  "Tipo de documento",
  "Documento",
  "Cliente",
  "Neto gravado",
  "IVA 21 %",
  "Total",
  "Comprobante asociado",
  "Venta",
] as const;

export interface BookVoucher {
  issuedOn: string;
  voucherType: VoucherType;
  pointOfSale: number;
  number: number;
  cae: string;
  caeDueOn: string;
  request: VoucherRequest;
  customerName: string;
  paymentCode: string;
}

const CREDIT: ReadonlySet<VoucherType> = new Set([VOUCHER_TYPE.notaCreditoB, VOUCHER_TYPE.notaCreditoC]);
/** A signed amount: csvAmount keeps no sign below one peso. */
const signed = (centavos: number) => (centavos < 0 ? `-${csvAmount(-centavos)}` : csvAmount(centavos));
const day = (iso: string) => formatDate(`${iso}T12:00:00-03:00`);

export function bookLine(v: BookVoucher): string {
  const sign = CREDIT.has(v.voucherType) ? -1 : 1;
  const { netCents, ivaCents, totalCents } = v.request;
  const associated = v.request.associated;
  return csvLine([
    day(v.issuedOn),
    VOUCHER_TYPE_NAMES[v.voucherType],
    v.voucherType,
    v.pointOfSale,
    v.number,
    v.cae,
    day(v.caeDueOn),
    v.request.documentType === 96 ? "DNI" : "Consumidor final",
    v.request.documentType === 96 ? v.request.documentNumber : "",
    v.customerName,
    signed(sign * netCents),
    signed(sign * ivaCents),
    signed(sign * totalCents),
    associated
      ? `${VOUCHER_TYPE_NAMES[associated.type]} ${voucherNumberText(associated.pointOfSale, associated.number)}`
      : "",
    v.paymentCode,
  ]);
}

/** The file's name: libro-ventas-<cuit>-<yyyy-mm>.csv. */
export const bookFileName = (cuit: string | null, month: string) =>
  `libro-ventas-${cuit ? formatCuit(cuit) : "franquicia"}-${month}.csv`;
