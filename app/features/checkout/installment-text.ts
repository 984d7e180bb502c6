import type { InstallmentOffer } from "#domain/installments/offers.ts";
import { formatMoney } from "#domain/money.ts";
import { formatRate } from "#domain/installments/financing.ts";

/** "1 pago de $ …", "3 cuotas sin interés de $ …" or "12 cuotas de $ …". */
export function planTitle(
  offer: Pick<InstallmentOffer, "installments" | "installmentAmount" | "interestFree" | "totalAmount">,
): string {
  if (offer.installments === 1) return `1 pago de ${formatMoney(offer.totalAmount)}`;
  return offer.interestFree
    ? `${offer.installments} cuotas sin interés de ${formatMoney(offer.installmentAmount)}`
    : `${offer.installments} cuotas de ${formatMoney(offer.installmentAmount)}`;
}

/** The plan's totals (Res. E 51/2017): cash price, and the total financed with TEA and CFT for more than one cuota. */
export function planDetail(offer: InstallmentOffer): string {
  if (offer.installments === 1) return `Precio contado ${formatMoney(offer.cashPrice)}`;
  return `Precio contado ${formatMoney(offer.cashPrice)} · Total financiado ${formatMoney(offer.totalAmount)} · TEA ${formatRate(offer.tea)} · CFT ${formatRate(offer.cft)}`;
}
