/**
 * A numbering sequence of ARCA (CUIT, point of sale, voucher type) is held by one voucher at a time, from
 * before its number is read until ARCA's answer is stored. The number asked for is recorded before the
 * request goes out, so whoever runs the voucher next (after a crash or an unknown outcome) looks it up before
 * asking again, and no other voucher can take or skip it meanwhile.
 */
import { and, eq, sql } from "drizzle-orm";
import type { WaitingReason } from "#domain/invoicing/states.ts";
import type { VoucherType } from "#domain/invoicing/voucher.ts";
import type { Db, Tx } from "#server/db/client.ts";
import { jobs, voucherSequences, vouchers } from "#server/db/schema/index.ts";
import { queueVoucherJob } from "./queue.ts";

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

/**
 * Takes the sequence for the voucher, or, while another voucher holds it, marks this one as waiting its turn
 * and deletes its job `jobId` (the holder queues a new one when it lets the sequence go). Both under the
 * sequence's row lock, so a voucher never waits on a sequence that was let go meanwhile.
 */
export async function claimOrWait(
  db: Db,
  key: SequenceKey,
  voucherId: string,
  jobId: string,
): Promise<boolean> {
  await db.insert(voucherSequences).values(key).onConflictDoNothing();
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(voucherSequences).where(keyIs(key)).for("update");
    if (row!.voucherId === null || row!.voucherId === voucherId) {
      await tx
        .update(voucherSequences)
        .set({ voucherId, heldSince: sql`coalesce(${voucherSequences.heldSince}, now())` })
        .where(keyIs(key));
      return true;
    }
    await tx
      .update(vouchers)
      .set({ ...key, waiting: "turno" satisfies WaitingReason })
      .where(and(eq(vouchers.id, voucherId), eq(vouchers.state, "pendiente")));
    // Its job ends here, so the holder's release can queue a new one.
    await tx.delete(jobs).where(eq(jobs.id, jobId));
    return false;
  });
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

/**
 * Lets the sequence go (the voucher's answer is stored, or nothing was sent), in the caller's transaction, and
 * queues the vouchers that waited their turn on it.
 */
export async function release(tx: Tx, key: SequenceKey, voucherId: string): Promise<void> {
  const released = await tx
    .update(voucherSequences)
    .set({ voucherId: null, askingNumber: null, heldSince: null })
    .where(and(keyIs(key), eq(voucherSequences.voucherId, voucherId)))
    .returning({ cuit: voucherSequences.cuit });
  if (released.length === 0) return;
  const waiting = await tx
    .update(vouchers)
    .set({ waiting: null })
    .where(
      and(
        eq(vouchers.cuit, key.cuit),
        eq(vouchers.pointOfSale, key.pointOfSale),
        eq(vouchers.voucherType, key.voucherType),
        eq(vouchers.state, "pendiente"),
        eq(vouchers.waiting, "turno"),
      ),
    )
    .returning({ id: vouchers.id });
  for (const { id } of waiting) await queueVoucherJob(tx, id);
}
