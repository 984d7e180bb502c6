/**
 * The review request: 'Asistió' queues one job per visit (its key), run after a delay by whichever process's
 * runner claims it. The job, in one transaction, finds the visit still attended, stores the link's token
 * hashed (one per visit: the key of `review_requests`) and queues the mail. A mark undone before the job runs
 * sends nothing; a second run, or a second mark, finds the stored link and sends nothing either.
 */
import { asc, eq } from "drizzle-orm";
import { REVIEW_LINK_DAYS } from "#domain/reviews/rules.ts";
import type { Db } from "#server/db/client.ts";
import { reviewRequests, sessionEntitlements, stores, visitAreas, visits } from "#server/db/schema/index.ts";
import { enqueueJob, type JobTx } from "#server/jobs/enqueue.ts";
import type { JobRunner } from "#server/jobs/runner.ts";
import { enqueueMail } from "#server/mail/outbox.ts";
import { mailRecipient } from "#server/modules/accounts/recipient.ts";
import { hashToken, randomToken } from "#server/modules/accounts/tokens.ts";

export const REVIEW_REQUEST_JOB = "reviews.request";
/** After the mark: she is home by then, and a mark pressed by mistake has usually been undone. */
export const DEFAULT_REVIEW_REQUEST_DELAY_MS = 2 * 3_600_000;
const DAY_MS = 24 * 3_600_000;

let requestDelayMs = DEFAULT_REVIEW_REQUEST_DELAY_MS;

/** The wait between 'Asistió' and the mail (REVIEW_REQUEST_DELAY_MINUTES), set once when the app is built. */
export function setReviewRequestDelay(ms: number): void {
  requestDelayMs = ms;
}

/** Called in the transaction of an 'Asistió' mark: the request's job, once per visit. */
export async function scheduleReviewRequest(tx: JobTx, visitId: string, now: Date): Promise<void> {
  await enqueueJob(
    tx,
    REVIEW_REQUEST_JOB,
    { visitId },
    { runAt: new Date(now.getTime() + requestDelayMs), key: `${REVIEW_REQUEST_JOB}:${visitId}` },
  );
}

/**
 * Stores the link of an attended visit and queues its mail, in one transaction. Returns the link's token, or
 * null when the visit is not attended (any more) or was already asked about.
 */
export async function sendReviewRequest(db: Db, visitId: string, now: Date = new Date()) {
  return db.transaction(async (tx) => {
    // Shared with the job, exclusive with a mark or an undo: the status read holds until the commit.
    const [visit] = await tx
      .select({
        status: visits.status,
        accountId: visits.accountId,
        startsAt: visits.startsAt,
        storeName: stores.name,
      })
      .from(visits)
      .innerJoin(stores, eq(stores.id, visits.storeId))
      .where(eq(visits.id, visitId))
      .for("share", { of: visits });
    if (!visit || visit.status !== "attended") return null;
    const token = randomToken();
    const [stored] = await tx
      .insert(reviewRequests)
      .values({
        visitId,
        tokenHash: hashToken(token),
        expiresAt: new Date(now.getTime() + REVIEW_LINK_DAYS * DAY_MS),
        createdAt: now,
      })
      .onConflictDoNothing({ target: reviewRequests.visitId })
      .returning({ visitId: reviewRequests.visitId });
    if (!stored) return null;
    const areas = await tx
      .select({ title: sessionEntitlements.title })
      .from(visitAreas)
      .innerJoin(sessionEntitlements, eq(sessionEntitlements.id, visitAreas.entitlementId))
      .where(eq(visitAreas.visitId, visitId))
      .orderBy(asc(visitAreas.position));
    const recipient = await mailRecipient(tx, visit.accountId);
    if (!recipient) return null;
    await enqueueMail(tx, {
      template: "review_request",
      to: recipient.email,
      data: {
        name: recipient.name,
        token,
        areas: areas.map((a) => a.title),
        storeName: visit.storeName,
        startsAt: visit.startsAt.toISOString(),
        linkDays: REVIEW_LINK_DAYS,
      },
    });
    return token;
  });
}

export function registerReviewRequestJob(jobs: JobRunner, db: Db, opts: { delayMs: number }): void {
  setReviewRequestDelay(opts.delayMs);
  jobs.register(REVIEW_REQUEST_JOB, async (payload) => {
    const { visitId } = payload as { visitId?: unknown };
    if (typeof visitId !== "string") return;
    await sendReviewRequest(db, visitId);
  });
}
