/**
 * Offering a freed time: the job queued with it mails each person waiting for that branch-day, in the order
 * they joined, a link that books it. Only those for whom the time is free get it (her areas fit in it, she has
 * no visit then, the days between sessions allow it). One transaction per run, with the freed time locked: a
 * second run of the job offers nothing twice.
 */
import { and, asc, eq, gte, inArray, isNull, lte } from "drizzle-orm";
import { localDateOf } from "#domain/booking/local-time.ts";
import type { Db, Tx } from "#server/db/client.ts";
import {
  sessionEntitlements,
  waitlistEntries,
  waitlistOffers,
  waitlistReleases,
} from "#server/db/schema/index.ts";
import type { JobRunner } from "#server/jobs/runner.ts";
import { enqueueMail } from "#server/mail/outbox.ts";
import { mailRecipient } from "#server/modules/accounts/recipient.ts";
import { hashToken, randomToken } from "#server/modules/accounts/tokens.ts";
import { areaMinutes, readBranchAgenda, readRules } from "./agenda.ts";
import { readPlace } from "./places.ts";
import { computeFreeTimes } from "./slots.ts";
import { WAITLIST_OFFER_JOB } from "./waitlist-release.ts";

/** The areas of an entry, in its order, when they are all still hers. */
export async function entryAreas(
  db: Pick<Db, "select">,
  entry: { accountId: string; entitlementIds: string[] },
) {
  const rows = await db
    .select({
      id: sessionEntitlements.id,
      title: sessionEntitlements.title,
      productId: sessionEntitlements.productId,
    })
    .from(sessionEntitlements)
    .where(
      and(
        eq(sessionEntitlements.accountId, entry.accountId),
        inArray(sessionEntitlements.id, entry.entitlementIds),
      ),
    );
  const areas = entry.entitlementIds.map((id) => rows.find((r) => r.id === id));
  return areas.every((a) => a !== undefined) ? areas : null;
}

/** Mails the freed time `releaseId` to the people waiting for it; the number of offers sent. */
export async function offerFreedTime(db: Db, releaseId: string, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const [release] = await tx
      .select()
      .from(waitlistReleases)
      .where(eq(waitlistReleases.id, releaseId))
      .for("update");
    if (!release || release.bookedVisitId) return 0;
    const day = localDateOf(release.startsAt.getTime());
    const branch = await readBranchAgenda(tx, release.storeId);
    const place = await readPlace(tx, release.storeId);
    if (!branch || !place) return 0;
    const rules = await readRules(tx);
    const waiting = await tx
      .select()
      .from(waitlistEntries)
      .where(
        and(
          eq(waitlistEntries.storeId, release.storeId),
          isNull(waitlistEntries.endedAt),
          lte(waitlistEntries.firstDay, day),
          gte(waitlistEntries.lastDay, day),
        ),
      )
      .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
    // A second run of the job (its first died after the commit) offers no one twice.
    const offered = await tx
      .select({ entryId: waitlistOffers.entryId })
      .from(waitlistOffers)
      .where(eq(waitlistOffers.releaseId, release.id));
    let sent = 0;
    for (const entry of waiting) {
      if (offered.some((o) => o.entryId === entry.id)) continue;
      const areas = await entryAreas(tx, entry);
      if (!areas) continue;
      const minutes = await areaMinutes(
        tx,
        areas.map((a) => a.productId),
        rules,
      );
      const times = await computeFreeTimes(tx, {
        accountId: entry.accountId,
        branch,
        productIds: areas.map((a) => a.productId),
        durationMinutes: areas.reduce(
          (sum, a) => sum + (minutes.get(a.productId) ?? rules.defaultAreaMinutes),
          0,
        ),
        days: [day],
        rules,
        now,
      });
      if (!times.includes(release.startsAt.getTime())) continue;
      if (
        await offer(tx, {
          release,
          entry,
          position: offered.length + sent + 1,
          areas: areas.map((a) => a.title),
          place,
          now,
        })
      )
        sent++;
    }
    return sent;
  });
}

/** A second between two people's mails: whoever joined first reads of the freed time first. */
const MAIL_GAP_MS = 1_000;

async function offer(
  tx: Tx,
  o: {
    release: typeof waitlistReleases.$inferSelect;
    entry: typeof waitlistEntries.$inferSelect;
    position: number;
    areas: string[];
    place: { name: string; address: string };
    now: Date;
  },
): Promise<boolean> {
  const { release, entry, position, areas, place } = o;
  const token = randomToken();
  const [row] = await tx
    .insert(waitlistOffers)
    .values({ releaseId: release.id, entryId: entry.id, position, tokenHash: hashToken(token) })
    .onConflictDoNothing()
    .returning({ id: waitlistOffers.id });
  if (!row) return false;
  const to = await mailRecipient(tx, entry.accountId);
  if (!to) return false;
  await enqueueMail(
    tx,
    {
      template: "waitlist_offer",
      to: to.email,
      data: {
        name: to.name,
        startsAt: release.startsAt.toISOString(),
        storeName: place.name,
        storeAddress: place.address,
        areas,
        token,
      },
    },
    { runAt: new Date(o.now.getTime() + (position - 1) * MAIL_GAP_MS) },
  );
  return true;
}

export function registerWaitlistJob(jobs: JobRunner, db: Db): void {
  jobs.register(WAITLIST_OFFER_JOB, async (payload) => {
    const { releaseId } = payload as { releaseId?: unknown };
    if (typeof releaseId !== "string") return;
    await offerFreedTime(db, releaseId, new Date());
  });
}
