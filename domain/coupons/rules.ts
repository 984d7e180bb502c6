import { formatMoney } from "#domain/money.ts";

export type CouponKind = "percentage" | "fixed";

/** A discount code as the rules see it. `value` is a percentage (1-100) or centavos, by `kind`. */
export interface CouponTerms {
  code: string;
  kind: CouponKind;
  value: number;
  enabled: boolean;
  validFrom: Date | null;
  validUntil: Date | null;
  /** Minimum cart subtotal in centavos; 0 for none. */
  minTotal: number;
  /** Redemptions allowed in all; null for no limit. */
  maxUses: number | null;
  /** Redemptions allowed per account; null for no limit. */
  maxUsesPerAccount: number | null;
}

export interface CouponUsage {
  /** Redemptions (paid uses) and uses held by payments in progress, in all. */
  total: number;
  /** The same, by this account. */
  byAccount: number;
}

export type CouponRefusal =
  "unknown" | "disabled" | "not_started" | "expired" | "below_minimum" | "used_up" | "used_by_account";

/** Why a code cannot be used, in the shopper's words. */
export function couponRefusalMessage(reason: CouponRefusal, terms?: Pick<CouponTerms, "minTotal">): string {
  switch (reason) {
    case "unknown":
      return "El código de descuento no existe.";
    case "disabled":
      return "El código de descuento no está habilitado.";
    case "not_started":
      return "El código de descuento todavía no está vigente.";
    case "expired":
      return "El código de descuento está vencido.";
    case "below_minimum":
      return `El código de descuento requiere una compra mínima de ${formatMoney(terms?.minTotal ?? 0)}.`;
    case "used_up":
      return "El código de descuento ya alcanzó su límite de usos.";
    case "used_by_account":
      return "Ya usaste este código de descuento.";
  }
}

/** Checks a code against the cart subtotal (centavos), the moment and its usage so far. */
export function checkCoupon(
  terms: CouponTerms,
  ctx: { subtotal: number; now: Date; usage: CouponUsage },
): { ok: true } | { ok: false; reason: CouponRefusal } {
  if (!terms.enabled) return { ok: false, reason: "disabled" };
  if (terms.validFrom && ctx.now < terms.validFrom) return { ok: false, reason: "not_started" };
  if (terms.validUntil && ctx.now > terms.validUntil) return { ok: false, reason: "expired" };
  if (ctx.subtotal < terms.minTotal) return { ok: false, reason: "below_minimum" };
  if (terms.maxUses !== null && ctx.usage.total >= terms.maxUses) return { ok: false, reason: "used_up" };
  if (terms.maxUsesPerAccount !== null && ctx.usage.byAccount >= terms.maxUsesPerAccount) {
    return { ok: false, reason: "used_by_account" };
  }
  return { ok: true };
}

/** The discount in centavos a code takes off `base`: never more than the base, rounded to the centavo. */
export function couponDiscount(terms: Pick<CouponTerms, "kind" | "value">, base: number): number {
  const raw = terms.kind === "percentage" ? Math.round((base * terms.value) / 100) : terms.value;
  return Math.max(0, Math.min(base, raw));
}

/**
 * The discount of each code, in the cart's order: each takes its share of what the previous ones left, so
 * stacked codes never take the total below zero. The order summary and the payment both use it.
 */
export function stackedDiscounts(
  base: number,
  codes: readonly Pick<CouponTerms, "kind" | "value">[],
): number[] {
  let remaining = base;
  return codes.map((c) => {
    const amount = couponDiscount(c, remaining);
    remaining -= amount;
    return amount;
  });
}

/** The text of a discount line in the order summary. */
export function couponText(terms: Pick<CouponTerms, "code" | "kind" | "value">): string {
  const amount = terms.kind === "percentage" ? `${terms.value}%` : formatMoney(terms.value);
  return `Descuento ${terms.code.toUpperCase()} (${amount})`;
}

/** Codes are compared case-insensitively and without surrounding spaces. */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}
