/** The shop-wide booking rules and each area's minutes, edited by owner and admin (no franchise's data). */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { AGENDA_MESSAGES } from "#domain/booking/desk-messages.ts";
import type { BookingRules } from "#domain/booking/rules.ts";
import type { Db, Tx } from "#server/db/client.ts";
import { bookingRules, products } from "#server/db/schema/index.ts";
import { writeAudit } from "#server/modules/audit/writer.ts";
import { requirePermission } from "#server/modules/staff/access.ts";
import type { Acting } from "#server/modules/staff/types.ts";
import { readRules } from "./agenda.ts";
import type { DeskResult } from "./desk.ts";

const audit = (tx: Tx, acting: Acting, entry: Parameters<typeof writeAudit>[2]) =>
  writeAudit(tx, { staffId: acting.actor.id, ip: acting.ip }, entry);

export class BookingRulesEditor {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The shop-wide rules and each area's minutes (owner and admin: no franchise data). */
  async rules(acting: Acting) {
    requirePermission(acting.actor, "agenda.manage", null);
    const rules = await readRules(this.db);
    const areas = await this.db
      .select({ id: products.id, title: products.title, minutes: products.bookingMinutes })
      .from(products)
      .orderBy(asc(products.position), asc(products.title));
    return { rules, areas };
  }

  /** Saves the rules shown at `version`; a save over someone else's newer one is refused. */
  async saveRules(
    acting: Acting,
    rules: BookingRules,
    minutes: Map<string, number | null>,
    version: number,
  ): Promise<DeskResult> {
    requirePermission(acting.actor, "agenda.manage", null);
    const before = await readRules(this.db);
    return this.db.transaction(async (tx) => {
      const saved = await tx
        .update(bookingRules)
        .set({ ...rules, version: sql`${bookingRules.version} + 1`, updatedAt: this.now() })
        .where(and(eq(bookingRules.id, 1), eq(bookingRules.version, version)))
        .returning({ id: bookingRules.id });
      if (saved.length === 0) {
        return { ok: false, code: "invalid", field: "form", message: AGENDA_MESSAGES.rulesStale } as const;
      }
      const { version: _v, ...was } = before;
      await audit(tx, acting, {
        entity: "booking_rules",
        entityId: "1",
        action: "updated",
        before: { ...was },
        after: { ...rules },
      });
      const current = await tx
        .select({ id: products.id, minutes: products.bookingMinutes })
        .from(products)
        .where(inArray(products.id, [...minutes.keys()]));
      for (const row of current) {
        const next = minutes.get(row.id) ?? null;
        if (next === row.minutes) continue;
        await tx.update(products).set({ bookingMinutes: next }).where(eq(products.id, row.id));
        await audit(tx, acting, {
          entity: "area",
          entityId: row.id,
          action: "booking_minutes",
          before: { booking_minutes: row.minutes },
          after: { booking_minutes: next },
        });
      }
      return { ok: true } as const;
    });
  }
}
