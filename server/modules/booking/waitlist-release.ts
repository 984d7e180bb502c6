/**
 * A time freed at a branch: when a visit is cancelled or moved away, and someone waits for its day there, the
 * time is recorded and the job that offers it to them is queued, both in the cancellation's (or move's)
 * transaction.
 */
import { and, eq, gte, isNull, lte } from "drizzle-orm";
import { localDateOf } from "#domain/booking/local-time.ts";
import type { Tx } from "#server/db/client.ts";
import { waitlistEntries, waitlistReleases } from "#server/db/schema/index.ts";
import { enqueueJob } from "#server/jobs/enqueue.ts";

/** The job that mails the freed time to the people waiting for it (server/modules/booking/waitlist-offers.ts). */
export const WAITLIST_OFFER_JOB = "booking.waitlist.offer";

export async function queueRelease(
  tx: Tx,
  visit: { id: string; storeId: string; startsAt: Date },
): Promise<void> {
  const day = localDateOf(visit.startsAt.getTime());
  const [waiting] = await tx
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.storeId, visit.storeId),
        isNull(waitlistEntries.endedAt),
        lte(waitlistEntries.firstDay, day),
        gte(waitlistEntries.lastDay, day),
      ),
    )
    .limit(1);
  if (!waiting) return;
  const [release] = await tx
    .insert(waitlistReleases)
    .values({ storeId: visit.storeId, startsAt: visit.startsAt, visitId: visit.id })
    .returning({ id: waitlistReleases.id });
  await enqueueJob(tx, WAITLIST_OFFER_JOB, { releaseId: release!.id });
}
