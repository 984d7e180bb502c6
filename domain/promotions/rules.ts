export type PromotionKind = "n_for_m" | "percentage" | "fixed";

/**
 * An automatic promotion as the cart's arithmetic sees it. It covers every area when `allAreas`, else the areas
 * named in `productIds` and every area in one of `categories` (slugs).
 */
export interface PromotionRule {
  id: string;
  name: string;
  kind: PromotionKind;
  /** n of "n×m": units that form one group (2 in a 2x1). Unused by the other kinds. */
  buyQuantity: number;
  /** m of "n×m": units of a group the customer pays (1 in a 2x1). Unused by the other kinds. */
  payQuantity: number;
  /** A percentage (1-100) or centavos, by `kind`; unused by "n_for_m". */
  value: number;
  allAreas: boolean;
  productIds: readonly string[];
  categories: readonly string[];
  enabled: boolean;
  /** Start and end instants (inclusive); null for no bound. */
  startsAt: Date | null;
  endsAt: Date | null;
}

/** A cart line (an area) as the promotions see it: what one unit costs and how many units there are. */
export interface PromotionLine {
  productId: string;
  /** The area's category slugs. */
  categories: readonly string[];
  /** The effective price of one unit, in centavos. */
  unitPrice: number;
  quantity: number;
}

export interface AppliedPromotion {
  id: string;
  name: string;
  /** Centavos taken off. */
  amount: number;
}

/** Enabled and inside its dates at `now`. */
export function promotionActive(rule: PromotionRule, now: Date): boolean {
  if (!rule.enabled) return false;
  if (rule.startsAt && now < rule.startsAt) return false;
  if (rule.endsAt && now > rule.endsAt) return false;
  return true;
}

export function promotionCovers(
  rule: Pick<PromotionRule, "allAreas" | "productIds" | "categories">,
  line: PromotionLine,
): boolean {
  if (rule.allAreas) return true;
  return rule.productIds.includes(line.productId) || line.categories.some((c) => rule.categories.includes(c));
}

/**
 * The discount (centavos) of one promotion over the lines it covers, never more than they cost.
 * - n×m: the covered units, dearest first, form groups of n; in each full group the n−m cheapest are free.
 *   A 2x1 on axilas: quantity 2 of Axilas pays one; quantity 3 still pays two.
 * - percentage: that share of the covered lines, rounded to the centavo.
 * - fixed: that amount once per cart, off the covered lines.
 */
export function promotionDiscount(rule: PromotionRule, lines: readonly PromotionLine[]): number {
  const covered = lines.filter((l) => l.quantity > 0 && promotionCovers(rule, l));
  const base = covered.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
  if (base <= 0) return 0;
  let raw: number;
  switch (rule.kind) {
    case "n_for_m": {
      const n = rule.buyQuantity;
      const free = n - rule.payQuantity;
      if (n < 2 || free < 1) return 0;
      const units = covered
        .flatMap((l) => Array.from({ length: l.quantity }, () => l.unitPrice))
        .sort((a, b) => b - a);
      raw = 0;
      for (let start = 0; start + n <= units.length; start += n) {
        for (let k = start + n - free; k < start + n; k++) raw += units[k]!;
      }
      break;
    }
    case "percentage":
      raw = Math.round((base * rule.value) / 100);
      break;
    case "fixed":
      raw = rule.value;
      break;
  }
  return Math.max(0, Math.min(base, raw));
}

/**
 * The promotions a cart gets at `now`. An area takes part in one promotion at most: among the active ones, the
 * one that takes most off goes first and claims the areas it covers, then the next best on the areas left, and
 * so on. Promotions that take nothing off are not listed.
 */
export function applyPromotions(
  lines: readonly PromotionLine[],
  rules: readonly PromotionRule[],
  now: Date,
): AppliedPromotion[] {
  let free = [...lines];
  let pending = rules.filter((r) => promotionActive(r, now));
  const applied: AppliedPromotion[] = [];
  for (;;) {
    const best = pending
      .map((rule) => ({ rule, amount: promotionDiscount(rule, free) }))
      .filter((c) => c.amount > 0)
      .sort((a, b) => b.amount - a.amount || a.rule.name.localeCompare(b.rule.name, "es"))[0];
    if (!best) return applied;
    applied.push({ id: best.rule.id, name: best.rule.name, amount: best.amount });
    free = free.filter((l) => !promotionCovers(best.rule, l));
    pending = pending.filter((r) => r !== best.rule);
  }
}
