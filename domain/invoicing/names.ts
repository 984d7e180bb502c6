/** How a voucher is named where a person reads it: 'Factura B', 'N° 0001-00000042'. */
import { VOUCHER_TYPE, type VoucherType } from "./voucher.ts";

export const VOUCHER_TYPE_NAMES: Record<VoucherType, string> = {
  [VOUCHER_TYPE.facturaB]: "Factura B",
  [VOUCHER_TYPE.notaCreditoB]: "Nota de Crédito B",
  [VOUCHER_TYPE.facturaC]: "Factura C",
  [VOUCHER_TYPE.notaCreditoC]: "Nota de Crédito C",
};

/** "0001-00000042": the point of sale in 4 digits (5 from 10000 on) and the number in 8. */
export function voucherNumberText(pointOfSale: number, number: number): string {
  return `${String(pointOfSale).padStart(4, "0")}-${String(number).padStart(8, "0")}`;
}

/** A voucher's type name, or the kind's when it has no type yet. */
export function voucherName(type: VoucherType | null, kind: "invoice" | "credit_note"): string {
  if (type !== null) return VOUCHER_TYPE_NAMES[type];
  return kind === "invoice" ? "Factura" : "Nota de Crédito";
}
