import { and, asc, eq, gte, inArray, isNull, or } from "drizzle-orm";
import type { PromotionRule } from "#domain/promotions/rules.ts";
import type { Queryable } from "#server/db/client.ts";
import { categories, promotionRules } from "#server/db/schema/index.ts";

export type PromotionRuleRow = typeof promotionRules.$inferSelect;

/**
 * The automatic promotions that may apply at `now`: enabled and not ended (a start in the future is left to
 * `promotionActive`, so the rule set is the same one the arithmetic judges). Categories come as slugs, the way
 * a cart's areas name them.
 */
export async function currentPromotionRules(db: Queryable, now: Date): Promise<PromotionRule[]> {
  const rows = await db
    .select()
    .from(promotionRules)
    .where(
      and(
        eq(promotionRules.enabled, true),
        or(isNull(promotionRules.endsAt), gte(promotionRules.endsAt, now)),
      ),
    )
    .orderBy(asc(promotionRules.createdAt));
  const categoryIds = [...new Set(rows.flatMap((r) => r.categoryIds))];
  const slugs = new Map(
    categoryIds.length === 0
      ? []
      : (
          await db
            .select({ id: categories.id, slug: categories.slug })
            .from(categories)
            .where(inArray(categories.id, categoryIds))
        ).map((c) => [c.id, c.slug]),
  );
  return rows.map((r) => toRule(r, (id) => slugs.get(id)));
}

export function toRule(
  row: PromotionRuleRow,
  slugOf: (categoryId: string) => string | undefined,
): PromotionRule {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    buyQuantity: row.buyQuantity,
    payQuantity: row.payQuantity,
    value: row.value,
    // A rule whose categories were all deleted covers nothing, not every area.
    allAreas: row.productIds.length === 0 && row.categoryIds.length === 0,
    productIds: row.productIds,
    categories: row.categoryIds.flatMap((id) => slugOf(id) ?? []),
    enabled: row.enabled,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
  };
}
