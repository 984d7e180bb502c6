import { asc, desc, eq, inArray } from "drizzle-orm";
import type { PromotionRuleInput } from "#domain/promotions/rule-form.ts";
import { PROMOTION_RULE_MESSAGES as M } from "#domain/promotions/messages.ts";
import type { Db, Tx } from "#server/db/client.ts";
import { categories, products, promotionRules } from "#server/db/schema/index.ts";
import { audit, invalid, saving } from "#server/modules/editing/saving.ts";
import type { EditResult } from "#server/modules/editing/edit-result.ts";
import { updateVersioned } from "#server/modules/editing/versioned-update.ts";
import { requirePermission } from "#server/modules/staff/access.ts";
import type { Acting } from "#server/modules/staff/types.ts";
import type { PromotionRuleRow } from "./service.ts";

const ENTITY = "promotion_rule";

const audited = (r: PromotionRuleRow) => ({
  name: r.name,
  kind: r.kind,
  buy_quantity: r.buyQuantity,
  pay_quantity: r.payQuantity,
  value: r.value,
  product_ids: r.productIds,
  category_ids: r.categoryIds,
  starts_at: r.startsAt?.toISOString() ?? null,
  ends_at: r.endsAt?.toISOString() ?? null,
  enabled: r.enabled,
});

/** The back office's automatic promotions: list, read, create and update, checked and audited. */
export class PromotionRuleEditor {
  constructor(private readonly db: Db) {}

  list(acting: Acting) {
    requirePermission(acting.actor, "promotions.read");
    return this.db
      .select()
      .from(promotionRules)
      .orderBy(desc(promotionRules.createdAt), desc(promotionRules.id));
  }

  async get(acting: Acting, id: string) {
    requirePermission(acting.actor, "promotions.read");
    const [row] = await this.db.select().from(promotionRules).where(eq(promotionRules.id, id));
    return row ?? null;
  }

  /** The areas and categories a rule may cover, for the form's checkboxes. */
  async choices(acting: Acting) {
    requirePermission(acting.actor, "promotions.read");
    const [areas, cats] = await Promise.all([
      this.db
        .select({ id: products.id, title: products.title })
        .from(products)
        .orderBy(asc(products.position), asc(products.slug)),
      this.db
        .select({ id: categories.id, title: categories.title })
        .from(categories)
        .orderBy(asc(categories.position)),
    ]);
    return { areas, categories: cats };
  }

  async create(acting: Acting, input: PromotionRuleInput): Promise<EditResult> {
    requirePermission(acting.actor, "promotions.edit");
    return saving(this.db, M.name, async (tx) => {
      const unknown = await unknownCoverage(tx, input);
      if (unknown) return unknown;
      const [row] = await tx.insert(promotionRules).values(input).returning();
      await audit(tx, acting, {
        entity: ENTITY,
        entityId: row!.id,
        action: "created",
        before: null,
        after: audited(row!),
      });
      return { ok: true, id: row!.id };
    });
  }

  async update(acting: Acting, id: string, version: number, input: PromotionRuleInput): Promise<EditResult> {
    requirePermission(acting.actor, "promotions.edit");
    return saving(this.db, M.name, async (tx) => {
      const [before] = await tx.select().from(promotionRules).where(eq(promotionRules.id, id)).for("update");
      if (!before) return { ok: false, code: "not_found" };
      const unknown = await unknownCoverage(tx, input);
      if (unknown) return unknown;
      const after = await updateVersioned(tx, promotionRules, ENTITY, id, version, input);
      await audit(tx, acting, {
        entity: ENTITY,
        entityId: id,
        action: "updated",
        before: audited(before),
        after: audited(after),
      });
      return { ok: true, id };
    });
  }
}

/** A refusal when the rule names an area or a category that does not exist (any more). */
async function unknownCoverage(tx: Tx, input: PromotionRuleInput): Promise<EditResult | null> {
  if (input.productIds.length > 0) {
    const found = await tx
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.id, input.productIds));
    if (found.length !== input.productIds.length) return invalid("product_ids", M.unknownArea);
  }
  if (input.categoryIds.length > 0) {
    const found = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(inArray(categories.id, input.categoryIds));
    if (found.length !== input.categoryIds.length) return invalid("category_ids", M.unknownArea);
  }
  return null;
}
