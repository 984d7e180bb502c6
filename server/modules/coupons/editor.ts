import { and, count, desc, eq, gt, ilike, isNotNull, lt, not, sql, type SQL } from "drizzle-orm";
import type { CouponInput } from "#domain/coupons/coupon-form.ts";
import { COUPON_ADMIN_MESSAGES as M } from "#domain/coupons/messages.ts";
import type { CouponQuery } from "#domain/coupons/coupon-query.ts";
import { COUPONS_PAGE_SIZE } from "#domain/coupons/coupon-query.ts";
import type { CouponStatus } from "#domain/coupons/status.ts";
import type { Db } from "#server/db/client.ts";
import { accounts, couponRedemptions, coupons } from "#server/db/schema/index.ts";
import { audit, invalid, saving } from "#server/modules/editing/saving.ts";
import { containsPattern } from "#server/db/like.ts";
import type { EditResult } from "#server/modules/editing/edit-result.ts";
import { updateVersioned } from "#server/modules/editing/versioned-update.ts";
import { requirePermission } from "#server/modules/staff/access.ts";
import type { Acting } from "#server/modules/staff/types.ts";

const ENTITY = "coupon";

export type CouponRow = typeof coupons.$inferSelect;

const uses = sql<number>`(select count(*)::int from coupon_redemptions r where r.coupon_id = "coupons"."id" and r.status <> 'released')`;

const on = eq(coupons.enabled, true);
const ended = and(isNotNull(coupons.validUntil), lt(coupons.validUntil, sql`now()`))!;
const usedUp = and(isNotNull(coupons.maxUses), sql`${uses} >= ${coupons.maxUses}`)!;
const notYet = and(isNotNull(coupons.validFrom), gt(coupons.validFrom, sql`now()`))!;

/** Each status as a condition, in `couponStatus`'s order: the first that holds is the code's status. */
const STATE: Record<CouponStatus, SQL> = {
  inactivos: eq(coupons.enabled, false),
  vencidos: and(on, ended)!,
  agotados: and(on, not(ended), usedUp)!,
  programados: and(on, not(ended), not(usedUp), notYet)!,
  activos: and(on, not(ended), not(usedUp), not(notYet))!,
};

const audited = (c: CouponRow) => ({
  code: c.code,
  kind: c.kind,
  value: c.value,
  min_total: c.minTotal,
  valid_from: c.validFrom?.toISOString() ?? null,
  valid_until: c.validUntil?.toISOString() ?? null,
  max_uses: c.maxUses,
  max_uses_per_account: c.maxUsesPerAccount,
  enabled: c.enabled,
});

/** The back office's discount codes: list, read with their uses, create and update, checked and audited. */
export class CouponEditor {
  constructor(private readonly db: Db) {}

  async list(acting: Acting, query: CouponQuery) {
    requirePermission(acting.actor, "codes.read");
    const conditions = [
      query.q ? ilike(coupons.code, containsPattern(query.q)) : undefined,
      query.estado ? STATE[query.estado] : undefined,
    ].filter((c): c is SQL => c !== undefined);
    const where = conditions.length ? and(...conditions) : undefined;
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          id: coupons.id,
          code: coupons.code,
          kind: coupons.kind,
          value: coupons.value,
          enabled: coupons.enabled,
          validFrom: coupons.validFrom,
          validUntil: coupons.validUntil,
          maxUses: coupons.maxUses,
          uses,
        })
        .from(coupons)
        .where(where)
        .orderBy(desc(coupons.createdAt), desc(coupons.id))
        .limit(COUPONS_PAGE_SIZE)
        .offset((Math.max(1, query.page) - 1) * COUPONS_PAGE_SIZE),
      this.db.select({ n: count() }).from(coupons).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  async get(acting: Acting, id: string) {
    requirePermission(acting.actor, "codes.read");
    const [row] = await this.db.select().from(coupons).where(eq(coupons.id, id));
    if (!row) return null;
    const redemptions = await this.db
      .select({
        id: couponRedemptions.id,
        at: couponRedemptions.createdAt,
        email: accounts.email,
        paymentRef: couponRedemptions.paymentRef,
        status: couponRedemptions.status,
        amount: couponRedemptions.amount,
      })
      .from(couponRedemptions)
      .innerJoin(accounts, eq(accounts.id, couponRedemptions.accountId))
      .where(eq(couponRedemptions.couponId, id))
      .orderBy(desc(couponRedemptions.createdAt))
      .limit(200);
    return { coupon: row, redemptions };
  }

  async create(acting: Acting, input: CouponInput): Promise<EditResult> {
    requirePermission(acting.actor, "codes.edit");
    return saving(
      this.db,
      M.codeTaken,
      async (tx) => {
        const [row] = await tx.insert(coupons).values(input).returning();
        await audit(tx, acting, {
          entity: ENTITY,
          entityId: row!.id,
          action: "created",
          before: null,
          after: audited(row!),
        });
        return { ok: true, id: row!.id };
      },
      "code",
    );
  }

  async update(acting: Acting, id: string, version: number, input: CouponInput): Promise<EditResult> {
    requirePermission(acting.actor, "codes.edit");
    return saving(
      this.db,
      M.codeTaken,
      async (tx) => {
        const [before] = await tx.select().from(coupons).where(eq(coupons.id, id)).for("update");
        if (!before) return { ok: false, code: "not_found" };
        if (before.code !== input.code) {
          const [used] = await tx
            .select({ n: count() })
            .from(couponRedemptions)
            .where(eq(couponRedemptions.couponId, id));
          if ((used?.n ?? 0) > 0) return invalid("code", M.codeLocked);
        }
        const after = await updateVersioned(tx, coupons, ENTITY, id, version, input);
        await audit(tx, acting, {
          entity: ENTITY,
          entityId: id,
          action: "updated",
          before: audited(before),
          after: audited(after),
        });
        return { ok: true, id };
      },
      "code",
    );
  }
}
