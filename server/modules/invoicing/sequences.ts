/**
 * A numbering sequence of ARCA (CUIT, point of sale, voucher type) is held by one voucher at a time, from
 * before its number is read until ARCA's answer is stored. The number asked for is recorded before the
 * request goes out, so whoever runs the voucher next (after a crash or an unknown outcome) looks it up before
 * asking again, and no other voucher can take or skip it meanwhile.
 */
import { and, eq, isNull, or, sql } from "drizzle-orm";
import type { VoucherType } from "#domain/invoicing/voucher.ts";
import type { Db, Tx } from "#server/db/client.ts";
import { voucherSequences } from "#server/db/schema/index.ts";

export interface SequenceKey {
  cuit: string;
  pointOfSale: number;
  voucherType: VoucherType;
}

const keyIs = (key: SequenceKey) =>
  and(
    eq(voucherSequences.cuit, key.cuit),
    eq(voucherSequences.pointOfSale, key.pointOfSale),
    eq(voucherSequences.voucherType, key.voucherType),
  );

/** The sequence this voucher holds, with the number it was asking for (null: none recorded yet). */
export async function heldBy(db: Db, voucherId: string) {
  const [row] = await db.select().from(voucherSequences).where(eq(voucherSequences.voucherId, voucherId));
  return row
    ? {
        key: { cuit: row.cuit, pointOfSale: row.pointOfSale, voucherType: row.voucherType as VoucherType },
        askingNumber: row.askingNumber,
      }
    : null;
}

/** Takes the sequence for the voucher; false while another voucher holds it. */
export async function claim(db: Db, key: SequenceKey, voucherId: string): Promise<boolean> {
  await db.insert(voucherSequences).values(key).onConflictDoNothing();
  const claimed = await db
    .update(voucherSequences)
    .set({ voucherId, heldSince: sql`coalesce(${voucherSequences.heldSince}, now())` })
    .where(and(keyIs(key), or(isNull(voucherSequences.voucherId), eq(voucherSequences.voucherId, voucherId))))
    .returning({ cuit: voucherSequences.cuit });
  return claimed.length > 0;
}

/** Records the number about to be asked for; false when the voucher no longer holds the sequence. */
export async function recordAsking(
  tx: Tx,
  key: SequenceKey,
  voucherId: string,
  number: number,
): Promise<boolean> {
  const held = await tx
    .update(voucherSequences)
    .set({ askingNumber: number })
    .where(and(keyIs(key), eq(voucherSequences.voucherId, voucherId)))
    .returning({ cuit: voucherSequences.cuit });
  return held.length > 0;
}

/** Lets the sequence go: the voucher's answer is stored (or nothing was sent). */
export async function release(tx: Db | Tx, key: SequenceKey, voucherId: string): Promise<void> {
  await tx
    .update(voucherSequences)
    .set({ voucherId: null, askingNumber: null, heldSince: null })
    .where(and(keyIs(key), eq(voucherSequences.voucherId, voucherId)));
}
