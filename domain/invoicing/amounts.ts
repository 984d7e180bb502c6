/**
 * The amounts of a voucher from its total: a Factura B (and its credit note) contains 21 % IVA, a Factura C
 * has none. The one rounding rule: the net is the total divided by 1.21 rounded to the centavo, the IVA is
 * what is left, so net + IVA is always the total (no tie can occur: 100 × total / 121 never ends in .5).
 */
import type { SellerIvaCondition, VoucherIvaRate } from "./voucher.ts";

/** WSFEv1's IVA id for 21 % (FEParamGetTiposIva). */
export const IVA_21_ID = 5;

export interface VoucherAmounts {
  totalCents: number;
  netCents: number;
  ivaCents: number;
  ivaRates: VoucherIvaRate[];
}

/** The IVA contained in a total at 21 %: net = round(total / 1.21), IVA = total − net. */
export function ivaContained(totalCents: number): { netCents: number; ivaCents: number } {
  if (!Number.isSafeInteger(totalCents) || totalCents < 0)
    throw new RangeError("total must be whole centavos");
  const netCents = Math.round((totalCents * 100) / 121);
  return { netCents, ivaCents: totalCents - netCents };
}

export function voucherAmounts(totalCents: number, seller: SellerIvaCondition): VoucherAmounts {
  if (seller === "monotributo") {
    ivaContained(totalCents);
    return { totalCents, netCents: totalCents, ivaCents: 0, ivaRates: [] };
  }
  const { netCents, ivaCents } = ivaContained(totalCents);
  return {
    totalCents,
    netCents,
    ivaCents,
    ivaRates: [{ id: IVA_21_ID, baseCents: netCents, amountCents: ivaCents }],
  };
}
