/**
 * The mails of the next session. 'Asistió' queues the attendance mail (thanks, and the next session with its
 * first free times) and, per window, a reminder job for the morning it opens, in the mark's transaction. The
 * job runs in whichever process claims it; it mails only when the visit is still attended and nothing is
 * booked for those areas, and a row of `next_session_reminders` (visit and opening day) makes it once.
 */
import { eq } from "drizzle-orm";
import { hasOpened, windowOpensAt } from "#domain/booking/next-session.ts";
import type { Db, Tx } from "#server/db/client.ts";
import { nextSessionReminders, stores, visits } from "#server/db/schema/index.ts";
import { enqueueJob } from "#server/jobs/enqueue.ts";
import type { JobRunner } from "#server/jobs/runner.ts";
import { enqueueMail } from "#server/mail/outbox.ts";
import type { NextSessionMailData } from "#server/mail/templates/next-session.tsx";
import { mailRecipient } from "#server/modules/accounts/recipient.ts";
import type { NextSessionOffer } from "#domain/booking/next-session.ts";
import { nextSessionOffers } from "./next-session.ts";
import { visitAreaTitles } from "./visit-mail.ts";

export const NEXT_SESSION_JOB = "booking.next-session";

const mailOffer = (o: NextSessionOffer) => ({
  areas: o.areas.map((a) => a.title),
  from: o.window.from,
  to: o.window.to,
  storeName: o.storeName,
  times: o.times.map((t) => t.slot),
  bookPath: o.bookPath,
});

async function queueMail(tx: Tx, accountId: string, data: Omit<NextSessionMailData, "name">): Promise<void> {
  const to = await mailRecipient(tx, accountId);
  if (!to?.email) return;
  await enqueueMail(tx, { template: "next_session", to: to.email, data: { ...data, name: to.name } });
}

/**
 * In the transaction of 'Asistió': the attendance mail, and the reminder of each window that opens later.
 * The job's key (visit and opening day) keeps a second mark of the visit from queueing it twice.
 */
export async function afterAttended(tx: Tx, visitId: string, now: Date): Promise<void> {
  const [visit] = await tx
    .select({ accountId: visits.accountId, startsAt: visits.startsAt, storeName: stores.name })
    .from(visits)
    .innerJoin(stores, eq(stores.id, visits.storeId))
    .where(eq(visits.id, visitId));
  if (!visit) return;
  const offers = await nextSessionOffers(tx, visit.accountId, now, { visitId });
  await queueMail(tx, visit.accountId, {
    kind: "attended",
    visit: {
      startsAt: visit.startsAt.toISOString(),
      storeName: visit.storeName,
      areas: await visitAreaTitles(tx, visitId),
    },
    offers: offers.map(mailOffer),
  });
  for (const opensOn of new Set(offers.map((o) => o.window.from))) {
    const runAt = windowOpensAt({ from: opensOn });
    if (runAt <= now.getTime()) continue;
    await enqueueJob(
      tx,
      NEXT_SESSION_JOB,
      { visitId, opensOn },
      { runAt: new Date(runAt), key: `${NEXT_SESSION_JOB}:${visitId}:${opensOn}` },
    );
  }
}

/**
 * The reminder that the window opening on `opensOn` has opened: sent when the visit is still attended and an
 * area of it still waits for its next session; true when it was queued now (once per visit and day).
 */
export async function sendNextSessionReminder(
  db: Db,
  payload: { visitId: string; opensOn: string },
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [visit] = await tx
      .select({ accountId: visits.accountId, status: visits.status })
      .from(visits)
      .where(eq(visits.id, payload.visitId));
    if (visit?.status !== "attended") return false;
    const offers = (await nextSessionOffers(tx, visit.accountId, now, { visitId: payload.visitId })).filter(
      (o) => hasOpened(o.window, now.getTime()),
    );
    if (offers.length === 0) return false;
    const [mark] = await tx
      .insert(nextSessionReminders)
      .values({ visitId: payload.visitId, opensOn: payload.opensOn, sentAt: now })
      .onConflictDoNothing()
      .returning({ visitId: nextSessionReminders.visitId });
    if (!mark) return false;
    await queueMail(tx, visit.accountId, { kind: "reminder", offers: offers.map(mailOffer) });
    return true;
  });
}

export function registerNextSessionJob(jobs: JobRunner, db: Db, clock: () => Date = () => new Date()): void {
  jobs.register(NEXT_SESSION_JOB, async (payload) => {
    const { visitId, opensOn } = payload as { visitId?: unknown; opensOn?: unknown };
    if (typeof visitId !== "string" || typeof opensOn !== "string") return;
    await sendNextSessionReminder(db, { visitId, opensOn }, clock());
  });
}
