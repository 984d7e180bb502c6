/**
 * The sandbox's instalment offer, from a real /v1/payment_methods/installments response (Visa, issuer 279,
 * amount 100): the rate of each number of cuotas, its CFT/TEA label and the smallest amount it accepts.
 * The total is amount × (1 + rate / 100) and the cuota is the total / n, both rounded to the centavo.
 * Debit cards take a single payment.
 */
import { divideRoundingHalfUp } from "#domain/installments/financing.ts";

export interface RateRow {
  installments: number;
  /** Percent, as Mercado Pago gives it (13.92 means 13,92 %). */
  rate: number;
  labels: string[];
  /** Pesos. */
  minAllowedAmount: number;
}

/**
 * ⚠ The capture caps 1 cuota at $ 250.000; it predates years of inflation and would refuse ordinary carts
 * of today's prices, so the sandbox caps every row at this amount instead.
 */
export const MAX_ALLOWED_AMOUNT = 25_000_000;

export const CREDIT_RATES: readonly RateRow[] = [
  { installments: 1, rate: 0, labels: ["CFT_0,00%|TEA_0,00%"], minAllowedAmount: 0 },
  { installments: 3, rate: 13.92, labels: ["CFT_120,42%|TEA_93,32%"], minAllowedAmount: 2 },
  {
    installments: 6,
    rate: 26.62,
    labels: ["CFT_130,09%|TEA_101,12%", "recommended_interest_installment_with_some_banks"],
    minAllowedAmount: 3,
  },
  { installments: 9, rate: 39.93, labels: ["CFT_133,02%|TEA_103,92%"], minAllowedAmount: 5 },
  { installments: 12, rate: 53.24, labels: ["recommended_installment", "CFT_132,06%|TEA_103,75%"], minAllowedAmount: 6 },
];

export const DEBIT_RATES: readonly RateRow[] = [CREDIT_RATES[0]!];

/** Every number of cuotas the sandbox offers. */
export const ALL_INSTALLMENTS: readonly number[] = CREDIT_RATES.map((row) => row.installments);

const NO_INTEREST_LABEL = "CFT_0,00%|TEA_0,00%";

/**
 * The rows as a seller account sees them when it offers `interestFree` cuotas "sin interés": the seller
 * absorbs their financing, so the buyer pays the transaction amount and the row's rate is 0.
 */
export function sellerRates(rows: readonly RateRow[], interestFree: readonly number[]): RateRow[] {
  return rows.map((row) =>
    interestFree.includes(row.installments) && row.rate !== 0
      ? { ...row, rate: 0, labels: [NO_INTEREST_LABEL, ...row.labels.filter((l) => !l.startsWith("CFT_"))] }
      : row,
  );
}

export interface PayerCost {
  installments: number;
  installment_rate: number;
  discount_rate: number;
  reimbursement_rate: null;
  labels: string[];
  installment_rate_collector: string[];
  min_allowed_amount: number;
  max_allowed_amount: number;
  recommended_message: string;
  installment_amount: number;
  total_amount: number;
  payment_method_option_id: string;
}

/** "$ 1.234,50": Mercado Pago's message format (plain spaces, dot thousands, two decimals). */
export function pesosText(centavos: number): string {
  const pesos = Math.floor(centavos / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  return `$ ${pesos},${String(centavos % 100).padStart(2, "0")}`;
}

/** The rate row's amounts for an amount in centavos. */
export function financedAmounts(row: RateRow, amount: number): { total: number; perInstalment: number } {
  const total = divideRoundingHalfUp(amount * (10_000 + Math.round(row.rate * 100)), 10_000);
  return { total, perInstalment: divideRoundingHalfUp(total, row.installments) };
}

/** The payer costs Mercado Pago offers for an amount (centavos): the rows whose amount limits admit it. */
export function payerCosts(rows: readonly RateRow[], amount: number): PayerCost[] {
  return rows
    .filter((row) => amount >= row.minAllowedAmount * 100 && amount <= MAX_ALLOWED_AMOUNT * 100)
    .map((row) => {
      const { total, perInstalment } = financedAmounts(row, amount);
      const cuotas = row.installments === 1 ? "1 cuota" : `${row.installments} cuotas`;
      return {
        installments: row.installments,
        installment_rate: row.rate,
        discount_rate: 0,
        reimbursement_rate: null,
        labels: row.labels,
        installment_rate_collector: ["MERCADOPAGO"],
        min_allowed_amount: row.minAllowedAmount,
        max_allowed_amount: MAX_ALLOWED_AMOUNT,
        recommended_message: `${cuotas} de ${pesosText(perInstalment)} (${pesosText(total)})`,
        installment_amount: perInstalment / 100,
        total_amount: total / 100,
        payment_method_option_id: `sandbox-${row.installments}`,
      };
    });
}
