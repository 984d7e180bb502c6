/**
 * The instalment ("cuotas") rules of SPEC.md §9. Amounts are integer centavos.
 * How the ambiguous sentences of §9 are read is recorded in docs/decisions/0004-instalment-rules.md and
 * docs/decisions/0025-instalment-and-card-rules.md (the waiver and the brands).
 */
import { productField, type ProductField } from "#domain/catalog/views.ts";
import type { InstallmentPlan } from "#domain/settings/views.ts";
import { financingCost, instalmentAmount, totalWithInterest } from "./financing.ts";
import { DEBIT_PAYMENT_METHODS } from "#domain/payments/payment-methods.ts";

/** The part of the shop settings the rules read. */
export interface InstallmentSettings {
  /** The shop-wide maximum number of instalments. */
  maxInstallments: number;
  /** Whether the plans' interest percentages are charged at all. */
  interestRatesEnabled: boolean;
  installmentPlans: readonly InstallmentPlan[];
}

/** A cart item as far as instalments go: its product's custom fields. */
export interface InstallmentProduct {
  fields: readonly ProductField[];
}

/** The card being paid with, as the provider identified it from the BIN. */
export interface CardKind {
  paymentMethodId: string;
  paymentTypeId: string;
}

/** One instalment option as the checkout shows it. */
export interface InstallmentOption {
  installments: number;
  /** The interest percentage charged: the plan's, or 0 when rates are waived or disabled. */
  percentage: number;
  /** The plan carries no interest for this cart. */
  interestFree: boolean;
  /** The cash price (precio de contado). */
  cashPrice: number;
  /** Total financed (precio total financiado): what the buyer pays in the end. */
  totalAmount: number;
  /** The amount of each instalment, rounded half up to the centavo. */
  installmentAmount: number;
  /** TEA and CFT in percent (Res. E 51/2017); shown whenever installments > 1, even when 0. */
  tea: number;
  cft: number;
}

/** The default maximum (§9): the shop settings' number; a card payment always allows at least 1. */
export function defaultMaximum(settings: Pick<InstallmentSettings, "maxInstallments">): number {
  return Math.max(1, Math.floor(settings.maxInstallments));
}

/**
 * A product's own maximum (§9): the first number in its `max_installments` field ("6", "6 cuotas",
 * "Hasta 12"). Null when the product has no such field or no number in it: the product sets no limit.
 * A 0 reads as 1, the single payment every card allows.
 */
export function productMaximum(fields: readonly ProductField[]): number | null {
  const match = productField(fields, "max_installments")?.match(/\d+/);
  if (!match) return null;
  return Math.max(1, Number(match[0]));
}

/**
 * The cart's maximum (§9): the smallest product maximum across the items when it is within the settings'
 * maximum, otherwise the settings' maximum.
 */
export function cartMaximum(
  settings: Pick<InstallmentSettings, "maxInstallments">,
  products: readonly InstallmentProduct[],
): number {
  const configured = defaultMaximum(settings);
  const limits = products.map((p) => productMaximum(p.fields)).filter((n): n is number => n !== null);
  if (limits.length === 0) return configured;
  const smallest = Math.min(...limits);
  return smallest <= configured ? smallest : configured;
}

/** Mercado Pago types Maestro as a debit card; SPEC.md §9 sells it like Visa (up to 6 free or 12 fixed). */
const DEBIT_IN_CUOTAS: ReadonlySet<string> = new Set(["maestro"]);

/**
 * The card's own limit (§9): American Express takes a single payment only, and so does every debit card
 * except Maestro. Null: the card takes the cart's plans.
 */
export function cardMaximum(card: CardKind): number | null {
  if (card.paymentMethodId === "amex") return 1;
  if (DEBIT_IN_CUOTAS.has(card.paymentMethodId)) return null;
  if (card.paymentTypeId === "debit_card" || DEBIT_PAYMENT_METHODS.has(card.paymentMethodId)) return 1;
  return null;
}

/**
 * The waiver rule (§9), read with the product field it names, 'Aplica interés' (`installment_rates`, SI/NO):
 * the plans' rates are waived for every offered plan (all are within the limit) only when every product's
 * field says 'NO'; one product that does not say 'NO' makes the cart pay each plan's own percentage
 * (0 for the plans sold "sin interés"). An empty cart waives (nothing to charge interest on).
 */
export function ratesWaived(products: readonly InstallmentProduct[]): boolean {
  return products.every((p) => productField(p.fields, "installment_rates")?.trim().toUpperCase() === "NO");
}

/** Rates apply when the settings enable them and the cart does not waive them. */
export function ratesApply(
  settings: Pick<InstallmentSettings, "interestRatesEnabled">,
  products: readonly InstallmentProduct[],
): boolean {
  return settings.interestRatesEnabled && !ratesWaived(products);
}

/**
 * The plans offered (§9): enabled, not above the maximum (the cart's, lowered by the card's own limit), one
 * per number of instalments, fewest first.
 */
export function offeredPlans(
  settings: InstallmentSettings,
  products: readonly InstallmentProduct[],
  card?: CardKind,
): InstallmentPlan[] {
  const cardLimit = card ? cardMaximum(card) : null;
  const maximum = Math.min(cartMaximum(settings, products), cardLimit ?? Infinity);
  const byCount = new Map<number, InstallmentPlan>();
  for (const plan of settings.installmentPlans) {
    if (!plan.enabled || !Number.isInteger(plan.installments)) continue;
    if (plan.installments < 1 || plan.installments > maximum) continue;
    if (!byCount.has(plan.installments)) byCount.set(plan.installments, plan);
  }
  return [...byCount.values()].sort((a, b) => a.installments - b.installments);
}

/**
 * The charge per instalment when rates apply (§2, §9): (total + total × percentage / 100) / instalments,
 * rounded half up to the centavo. `percentage` is the plan's total interest in percent (48.5 means 48,5 %).
 */
export function installmentCharge(total: number, percentage: number, installments: number): number {
  return instalmentAmount(totalWithInterest(total, percentage), installments);
}

/** One option: what the buyer pays for `total` under `plan`, with or without its interest. */
export function installmentOption(
  total: number,
  plan: InstallmentPlan,
  withRates: boolean,
): InstallmentOption {
  const percentage = withRates ? plan.percentage : 0;
  const totalAmount = totalWithInterest(total, percentage);
  const { tea, cft } = financingCost(total, totalAmount, plan.installments);
  return {
    installments: plan.installments,
    percentage,
    interestFree: totalAmount === total,
    cashPrice: total,
    totalAmount,
    installmentAmount: instalmentAmount(totalAmount, plan.installments),
    tea,
    cft,
  };
}

/** Every option the checkout offers for a cart total, with its amounts, TEA and CFT. */
export function installmentOptions(input: {
  total: number;
  settings: InstallmentSettings;
  products: readonly InstallmentProduct[];
  card?: CardKind;
}): InstallmentOption[] {
  const withRates = ratesApply(input.settings, input.products);
  return offeredPlans(input.settings, input.products, input.card).map((plan) =>
    installmentOption(input.total, plan, withRates),
  );
}
