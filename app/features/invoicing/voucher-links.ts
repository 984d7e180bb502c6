/** Where a voucher's PDF is downloaded: the customer's from 'Mis pagos', staff's from the sale's page. */
import { DOCUMENT_MESSAGES } from "#domain/invoicing/document-messages.ts";
import type { VoucherKind } from "#domain/invoicing/states.ts";

export const customerVoucherPath = (voucherId: string) => `/my-account/comprobantes/${voucherId}`;

export const staffVoucherPath = (saleId: string, voucherId: string) =>
  `/admin/ventas/${saleId}/comprobantes/${voucherId}`;

/** 'Factura (PDF)' or 'Nota de crédito (PDF)', to the sale's voucher in the back office. */
export function voucherPdfLink(saleId: string, v: { id: string; kind: VoucherKind }) {
  return {
    href: staffVoucherPath(saleId, v.id),
    label: DOCUMENT_MESSAGES.link[v.kind === "invoice" ? "invoice" : "creditNote"],
  };
}
