import { formatMoney } from "#domain/money.ts";

/**
 * The area card's 'Hasta N cuotas sin interés de {price}', worked out by promises.ts on the server and
 * only put into words here: the pages that show the promo need not ship the instalment rules to the browser.
 */
export interface InstallmentPromo {
  installments: number;
  /** Integer centavos charged per instalment. */
  amount: number;
}

export function installmentPromoText(promo: InstallmentPromo): string {
  return `Hasta ${promo.installments} cuotas sin interés de ${formatMoney(promo.amount)}`;
}

/** The promo without the amount, for a list of areas with different prices: 'Hasta N cuotas sin interés'. */
export function installmentPromoShort(promo: InstallmentPromo): string {
  return `Hasta ${promo.installments} cuotas sin interés`;
}
