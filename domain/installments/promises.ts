/**
 * What the storefront promises about instalments and cards, all read from one source: the shop settings'
 * instalment plans, maximum and card brands (`shop_settings`), with each area's own fields, through the same
 * rules the checkout and the payment service apply (rules.ts). The area card's promo, the
 * 'Ver cuotas' dialog, the checkout's 'Cuotas' and the 'Medios de pago' page cannot disagree.
 * See docs/decisions/0040-one-source-for-promises.md.
 */
import type { ProductField } from "#domain/catalog/views.ts";
import { spanishList } from "#domain/payments/card-brands.ts";
import { DEBIT_PAYMENT_METHODS, paymentMethodName } from "#domain/payments/payment-methods.ts";
import { formatRate } from "./financing.ts";
import {
  cardMaximum,
  installmentOptions,
  offeredPlans,
  type InstallmentOption,
  type InstallmentSettings,
} from "./rules.ts";
import { effectivePrice, type Priced } from "#domain/pricing.ts";
import type { InstallmentPromo } from "./promo.ts";

export type { InstallmentSettings };

/** The instalment part of the shop settings, as the storefront and the checkout read it. */
export function installmentSettings(settings: InstallmentSettings): InstallmentSettings {
  return {
    maxInstallments: settings.maxInstallments,
    interestRatesEnabled: settings.interestRatesEnabled,
    installmentPlans: settings.installmentPlans,
  };
}

/** The options the checkout would offer for the area on its own: what 'Ver cuotas' lists. */
export function areaInstallmentOptions(
  product: Priced & { fields: readonly ProductField[] },
  settings: InstallmentSettings,
): InstallmentOption[] {
  return installmentOptions({ total: effectivePrice(product), settings, products: [product] });
}

export { installmentPromoText, type InstallmentPromo } from "./promo.ts";

/**
 * 'Hasta N cuotas sin interés de {price}' (SPEC.md §2): among the options the checkout would offer for the
 * product alone (§9, see rules.ts), the one with 0% interest and the most instalments, only
 * when N is above 1; the price per instalment is (amount + amount × percentage / 100) / N, with the option's
 * percentage (0), on the offer price when above 0, else the price. 0% is the percentage charged, so a plan
 * whose rate is waived for the product counts and one whose rate applies does not. Nothing when interest
 * rates are disabled.
 */
export function installmentPromo(
  product: Priced & { fields: readonly ProductField[] },
  settings: InstallmentSettings,
): InstallmentPromo | null {
  if (!settings.interestRatesEnabled) return null;
  const best = areaInstallmentOptions(product, settings)
    .filter((o) => o.percentage === 0)
    .at(-1);
  if (!best || best.installments <= 1) return null;
  return { installments: best.installments, amount: best.installmentAmount };
}

/** The 'Medios de pago' page's cards and plans, before they are put into words. */
export interface PaymentOptions {
  /** The accepted brands' names, in the settings' order. */
  brands: string[];
  /** The accepted brands that take the plans of more than one cuota. */
  inInstallments: string[];
  /** The accepted brands that take a single payment only (American Express, debit cards but Maestro). */
  singlePayment: string[];
  /** Whether the single payment is offered at all. */
  onePayment: boolean;
  /** Plans of more than one cuota with no interest, fewest first. */
  interestFree: number[];
  /** Plans of more than one cuota that carry their interest when the area's 'Aplica interés' says SI. */
  withInterest: { installments: number; percentage: number }[];
  /** The shop-wide maximum of cuotas. */
  maximum: number;
}

/**
 * Every plan the checkout can offer (the shop's maximum, no area limit) and every brand it accepts, read from
 * the shop settings with the checkout's own rules.
 */
export function paymentOptions(settings: InstallmentSettings, cardBrands: readonly string[]): PaymentOptions {
  const plans = offeredPlans(settings, []);
  const limited = (id: string) =>
    cardMaximum({
      paymentMethodId: id,
      paymentTypeId: DEBIT_PAYMENT_METHODS.has(id) ? "debit_card" : "credit_card",
    }) === 1;
  const several = plans.filter((p) => p.installments > 1);
  const charged = (percentage: number) => settings.interestRatesEnabled && percentage > 0;
  return {
    brands: cardBrands.map(paymentMethodName),
    inInstallments: cardBrands.filter((id) => !limited(id)).map(paymentMethodName),
    singlePayment: cardBrands.filter(limited).map(paymentMethodName),
    onePayment: plans.some((p) => p.installments === 1),
    interestFree: several.filter((p) => !charged(p.percentage)).map((p) => p.installments),
    withInterest: several
      .filter((p) => charged(p.percentage))
      .map((p) => ({ installments: p.installments, percentage: p.percentage })),
    maximum: Math.max(0, ...plans.map((p) => p.installments)),
  };
}

/** The 'Cuotas' list of the 'Medios de pago' page, one sentence each. */
export function paymentOptionsLines(options: PaymentOptions): string[] {
  const counts = (ns: readonly number[]) => spanishList(ns.map(String));
  const withBrands = options.inInstallments.length > 0 ? ` con ${spanishList(options.inInstallments)}` : "";
  const lines: string[] = [];
  if (options.onePayment) lines.push("1 pago con todas las tarjetas.");
  if (options.inInstallments.length > 0) {
    if (options.interestFree.length > 0) {
      lines.push(`${counts(options.interestFree)} cuotas sin interés${withBrands}.`);
    }
    for (const plan of options.withInterest) {
      lines.push(
        `${plan.installments} cuotas con un interés total de ${formatRate(plan.percentage)}${withBrands}.`,
      );
    }
  }
  if (options.singlePayment.length > 0 && options.maximum > 1) {
    lines.push(`${spanishList(options.singlePayment)}: solo 1 pago.`);
  }
  return lines;
}
