import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Tx } from "#server/db/client.ts";
import type { Acting } from "#server/modules/staff/types.ts";
import type { EditResult } from "./edit-result.ts";
import { audit, invalid } from "./saving.ts";
import { lastChange, StaleVersionError, updateVersioned } from "./versioned-update.ts";

type OrderedTable = PgTable & { id: PgColumn; version: PgColumn; position: PgColumn };

/**
 * 'Subir' or 'Bajar' in an ordered list: swaps the row with its neighbour and renumbers the list 0…n-1. `rows`
 * is the whole list in order, read locked (for update) by the caller, so two moves at once cannot leave two
 * rows on one place; a row shown at an older version is refused as stale.
 */
export async function moveInList(
  tx: Tx,
  acting: Acting,
  target: { table: OrderedTable; entity: string; cannotMove: string },
  rows: readonly { id: string; position: number; version: number }[],
  move: { id: string; version: number; direction: "up" | "down" },
): Promise<EditResult> {
  const from = rows.findIndex((r) => r.id === move.id);
  if (from < 0) return { ok: false, code: "not_found" };
  if (rows[from]!.version !== move.version) {
    throw new StaleVersionError(await lastChange(tx, target.entity, move.id));
  }
  const to = move.direction === "up" ? from - 1 : from + 1;
  if (to < 0 || to >= rows.length) return invalid("direction", target.cannotMove);
  const order = [...rows];
  [order[from], order[to]] = [order[to]!, order[from]!];
  for (const [position, row] of order.entries()) {
    if (row.position === position) continue;
    await updateVersioned(tx, target.table, target.entity, row.id, row.version, { position });
    await audit(tx, acting, {
      entity: target.entity,
      entityId: row.id,
      action: "moved",
      before: { position: row.position },
      after: { position },
    });
  }
  return { ok: true, id: move.id };
}
