/**
 * Money arithmetic for instalment plans and the annual rates Argentine rules (Res. E 51/2017) require next to
 * every plan with interest: TEA (tasa efectiva anual) and CFT (costo financiero total).
 * Amounts are integer centavos; every rounding is explicit and happens here.
 */

/** IVA on the interest of a consumer credit: the CFT includes it, the TEA does not. */
export const IVA_ON_INTEREST = 0.21;

/** Months in a year: the annual rates compound the monthly rate 12 times (Mercado Pago's labels do the same). */
const PERIODS_PER_YEAR = 12;

/** `numerator / denominator` rounded half up, for non-negative integers (exact, no floating point). */
export function divideRoundingHalfUp(numerator: number, denominator: number): number {
  if (
    !Number.isSafeInteger(numerator) ||
    !Number.isSafeInteger(denominator) ||
    numerator < 0 ||
    denominator <= 0
  ) {
    throw new RangeError(`divideRoundingHalfUp needs non-negative integers (${numerator} / ${denominator})`);
  }
  const n = BigInt(numerator);
  const d = BigInt(denominator);
  return Number((2n * n + d) / (2n * d));
}

/**
 * `percentage` percent of `centavos`, rounded half up to the centavo. The percentage may carry up to four
 * decimals (48.5, 13.9275); more are rounded away first.
 */
export function percentageOf(centavos: number, percentage: number): number {
  if (!Number.isFinite(percentage) || percentage < 0) {
    throw new RangeError(`percentageOf needs a non-negative percentage (${percentage})`);
  }
  // percentage / 100 expressed in millionths, an exact integer.
  const millionths = Math.round(percentage * 10_000);
  return Number((2n * BigInt(centavos) * BigInt(millionths) + 1_000_000n) / 2_000_000n);
}

/** The price financed at `percentage` total interest: total + total × percentage / 100, in centavos. */
export function totalWithInterest(total: number, percentage: number): number {
  return total + percentageOf(total, percentage);
}

/**
 * The amount of each instalment: the financed total divided by the instalments, rounded half up to the
 * centavo (as Mercado Pago shows it: 3 × $ 37,97 for $ 113,92). The financed total stays the exact amount
 * charged; n × instalment may differ from it by less than n centavos.
 */
export function instalmentAmount(totalFinanced: number, instalments: number): number {
  if (!Number.isInteger(instalments) || instalments < 1) {
    throw new RangeError(`instalments must be a whole number from 1 (${instalments})`);
  }
  return divideRoundingHalfUp(totalFinanced, instalments);
}

/**
 * What the buyer pays for a payment, in all and per cuota: the provider's reported total once known (it
 * includes any financing the provider adds), else what the shop charged.
 */
export function buyerPays(payment: {
  totalFinanced: number;
  installmentAmount: number;
  installments: number;
  paidAmount: number | null;
}): { total: number; perInstalment: number } {
  if (payment.paidAmount == null || payment.paidAmount === payment.totalFinanced) {
    return { total: payment.totalFinanced, perInstalment: payment.installmentAmount };
  }
  return {
    total: payment.paidAmount,
    perInstalment: instalmentAmount(payment.paidAmount, payment.installments),
  };
}

/**
 * The monthly rate i at which `instalments` equal monthly payments of `payment` repay `principal`:
 * principal = payment × (1 − (1 + i)^−n) / i. Found by bisection; 0 when there is no interest.
 */
export function monthlyRate(principal: number, payment: number, instalments: number): number {
  if (principal <= 0 || payment * instalments <= principal) return 0;
  const presentValue = (i: number) => (payment * (1 - Math.pow(1 + i, -instalments))) / i;
  let low = 0;
  let high = 1;
  while (presentValue(high) > principal) high *= 2;
  for (let step = 0; step < 200; step++) {
    const mid = (low + high) / 2;
    if (presentValue(mid) > principal) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

/** (1 + i)^12 − 1, as a percentage. */
function annualPercentage(monthly: number): number {
  return (Math.pow(1 + monthly, PERIODS_PER_YEAR) - 1) * 100;
}

/** A percentage rounded half up to two decimals, the precision the rates are shown with. */
export function roundRate(percentage: number): number {
  return Math.round((percentage + Number.EPSILON) * 100) / 100;
}

export interface FinancingCost {
  /** Tasa efectiva anual, percent with two decimals: the interest alone, without IVA. */
  tea: number;
  /** Costo financiero total, percent with two decimals: everything the buyer pays on top, IVA included. */
  cft: number;
}

/**
 * TEA and CFT of paying `principal` (the cash price) as `totalFinanced` in `instalments` equal monthly
 * instalments, the first one month after the purchase.
 *
 * - CFT: the monthly rate of the real instalments (totalFinanced / n), compounded to a year.
 * - TEA: the same with the interest net of its IVA — instalments of (principal + interest / 1.21) / n.
 *
 * The unrounded instalment enters the equation, so the rates do not depend on centavo rounding. With these
 * formulas Mercado Pago's own labels are reproduced (6 cuotas at 26,62 %: CFT 130,09 %, TEA 101,12 %).
 */
export function financingCost(principal: number, totalFinanced: number, instalments: number): FinancingCost {
  if (totalFinanced <= principal) return { tea: 0, cft: 0 };
  const interest = totalFinanced - principal;
  const cftMonthly = monthlyRate(principal, totalFinanced / instalments, instalments);
  const teaMonthly = monthlyRate(
    principal,
    (principal + interest / (1 + IVA_ON_INTEREST)) / instalments,
    instalments,
  );
  return { tea: roundRate(annualPercentage(teaMonthly)), cft: roundRate(annualPercentage(cftMonthly)) };
}

/** A rate as Mercado Pago and Argentine banks print it: 93.32 → "93,32%"; always two decimals ("0,00%"). */
export function formatRate(percentage: number): string {
  return `${roundRate(percentage).toFixed(2).replace(".", ",")}%`;
}
