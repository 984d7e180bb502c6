import { inArray, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { accounts, categories, franchises, products, provinces, stores } from "#server/db/schema/index.ts";
import { isUuid } from "#domain/validation/uuid.ts";
import type { AuditNames } from "#domain/audit/fields.ts";

/** Every id a set of audit rows refers to: the records themselves and the ids their values keep. */
function idsOf(rows: { entityId: string; before: unknown; after: unknown }[]): string[] {
  const ids = new Set<string>();
  const walk = (value: unknown) => {
    if (typeof value === "string" && isUuid(value)) ids.add(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  for (const row of rows) [row.entityId, row.before, row.after].forEach(walk);
  return [...ids];
}

/**
 * The names of the branches, franchises, provinces, areas, categories and customers the rows refer to by id,
 * so that a sentence says "Centro" and not the branch's id. One lookup by primary key per table.
 */
export async function auditNames(
  db: Db,
  rows: { entityId: string; before: unknown; after: unknown }[],
): Promise<AuditNames> {
  const ids = idsOf(rows);
  if (ids.length === 0) return {};
  const found = await Promise.all([
    db.select({ id: stores.id, name: stores.name }).from(stores).where(inArray(stores.id, ids)),
    db
      .select({ id: franchises.id, name: franchises.name })
      .from(franchises)
      .where(inArray(franchises.id, ids)),
    db.select({ id: provinces.id, name: provinces.name }).from(provinces).where(inArray(provinces.id, ids)),
    db.select({ id: products.id, name: products.title }).from(products).where(inArray(products.id, ids)),
    db
      .select({ id: categories.id, name: categories.title })
      .from(categories)
      .where(inArray(categories.id, ids)),
    db
      .select({ id: accounts.id, name: sql<string>`${accounts.name} || ' ' || ${accounts.surname}` })
      .from(accounts)
      .where(inArray(accounts.id, ids)),
  ]);
  return Object.fromEntries(found.flat().map((r) => [r.id, r.name]));
}
