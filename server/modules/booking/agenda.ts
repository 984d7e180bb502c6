/** What the free times of a branch are computed from: the rules, the branch's hours, rooms and closed days, the areas' minutes. */
import { and, eq, gte, inArray, lte, type SQL } from "drizzle-orm";
import type { BookingRules } from "#domain/booking/rules.ts";
import { DEFAULT_BOOKING_RULES } from "#domain/booking/rules.ts";
import type { OpeningHours } from "#domain/stores/views.ts";
import type { Db } from "#server/db/client.ts";
import { bookingRules, products, storeAgendas, storeClosedDays, stores } from "#server/db/schema/index.ts";

type Reader = Pick<Db, "select">;

export interface BranchAgenda {
  id: string;
  name: string;
  franchiseId: string;
  enabled: boolean;
  hours: OpeningHours;
  rooms: number;
}

export async function readRules(db: Reader): Promise<BookingRules & { version: number }> {
  const [row] = await db.select().from(bookingRules).where(eq(bookingRules.id, 1));
  return row ?? { ...DEFAULT_BOOKING_RULES, version: 0 };
}

/** The branch's agenda; with `within`, a condition on `stores`, null unless the branch meets it. */
export async function readBranchAgenda(
  db: Reader,
  storeId: string,
  within?: SQL,
): Promise<BranchAgenda | null> {
  const [row] = await db
    .select({
      id: stores.id,
      name: stores.name,
      franchiseId: stores.franchiseId,
      enabled: stores.enabled,
      hours: stores.openingHours,
      rooms: storeAgendas.rooms,
    })
    .from(stores)
    .leftJoin(storeAgendas, eq(storeAgendas.storeId, stores.id))
    .where(and(eq(stores.id, storeId), within));
  return row ? { ...row, rooms: row.rooms ?? 1 } : null;
}

/** The branch's closed days between two local dates, inclusive. */
export async function readClosedDays(db: Reader, storeId: string, from: string, to: string) {
  return db
    .select({ day: storeClosedDays.day, reason: storeClosedDays.reason })
    .from(storeClosedDays)
    .where(
      and(eq(storeClosedDays.storeId, storeId), gte(storeClosedDays.day, from), lte(storeClosedDays.day, to)),
    )
    .orderBy(storeClosedDays.day);
}

/** Minutes per area (product id); an area without its own takes the rules' default. */
export async function areaMinutes(
  db: Reader,
  productIds: string[],
  rules: BookingRules,
): Promise<Map<string, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, minutes: products.bookingMinutes })
    .from(products)
    .where(inArray(products.id, productIds));
  return new Map(rows.map((r) => [r.id, r.minutes ?? rules.defaultAreaMinutes]));
}
