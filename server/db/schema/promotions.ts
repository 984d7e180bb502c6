import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { PromotionKind } from "#domain/promotions/rules.ts";
import { id, timestamps } from "./columns.ts";

/**
 * An automatic promotion (docs/decisions/0041): applied by the cart's arithmetic to the areas it covers, with
 * no code to type. The storefront's promotion articles (`promotions`) are the words about it.
 */
export const promotionRules = pgTable(
  "promotion_rules",
  {
    id: id(),
    /** What the order summary's line says, e.g. "Verano sin vello: 2x1 en axilas". */
    name: text("name").notNull(),
    kind: text("kind").$type<PromotionKind>().notNull(),
    /** n×m: n units form a group, m of them are paid. */
    buyQuantity: integer("buy_quantity").notNull().default(2),
    payQuantity: integer("pay_quantity").notNull().default(1),
    /** A percentage (1-100) or centavos, by `kind`; 0 for n×m. */
    value: integer("value").notNull().default(0),
    /** Areas and categories covered; both empty covers every area. */
    productIds: uuid("product_ids")
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    categoryIds: uuid("category_ids")
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    enabled: boolean("enabled").notNull().default(true),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    version: integer("version").notNull().default(1),
    ...timestamps(),
  },
  (t) => [
    index("promotion_rules_active_idx")
      .on(t.endsAt)
      .where(sql`${t.enabled}`),
    check("promotion_rules_kind_check", sql`${t.kind} in ('n_for_m', 'percentage', 'fixed')`),
    check(
      "promotion_rules_terms_check",
      sql`(${t.kind} = 'n_for_m' and ${t.buyQuantity} >= 2 and ${t.payQuantity} >= 1 and ${t.payQuantity} < ${t.buyQuantity})
        or (${t.kind} = 'percentage' and ${t.value} between 1 and 100)
        or (${t.kind} = 'fixed' and ${t.value} > 0)`,
    ),
    check(
      "promotion_rules_dates_check",
      sql`${t.endsAt} is null or ${t.startsAt} is null or ${t.endsAt} >= ${t.startsAt}`,
    ),
  ],
);
