/**
 * The reminder a day before a visit: a queued job per visit and start, run by the job runner of whichever
 * process claims it. The job marks the visit (`reminded_for`) and queues the mail in one transaction, so a
 * second run, in this process or another, finds the mark and sends nothing.
 */
import { and, eq, isNull, ne, or } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { visits } from "#server/db/schema/index.ts";
import { enqueueJob, type JobTx } from "#server/jobs/enqueue.ts";
import type { JobRunner } from "#server/jobs/runner.ts";
import { queueVisitMail } from "./visit-mail.ts";

export const VISIT_REMINDER_JOB = "booking.reminder";
const DAY_MS = 24 * 3_600_000;

/** Queues the reminder of a visit starting at `start`, unless it starts within a day (the confirmation is enough). */
export async function scheduleReminder(tx: JobTx, visitId: string, start: number, now: Date): Promise<void> {
  const runAt = start - DAY_MS;
  if (runAt <= now.getTime()) return;
  const startsAt = new Date(start).toISOString();
  await enqueueJob(
    tx,
    VISIT_REMINDER_JOB,
    { visitId, startsAt },
    { runAt: new Date(runAt), key: `${VISIT_REMINDER_JOB}:${visitId}:${startsAt}` },
  );
}

/** Sends the reminder if the visit is still booked at the time the job was queued for; true when it did. */
export async function sendReminder(db: Db, payload: { visitId: string; startsAt: string }): Promise<boolean> {
  return db.transaction(async (tx) => {
    const startsAt = new Date(payload.startsAt);
    const [marked] = await tx
      .update(visits)
      .set({ remindedFor: startsAt })
      .where(
        and(
          eq(visits.id, payload.visitId),
          eq(visits.status, "booked"),
          eq(visits.startsAt, startsAt),
          or(isNull(visits.remindedFor), ne(visits.remindedFor, startsAt)),
        ),
      )
      .returning({ id: visits.id });
    if (!marked) return false;
    await queueVisitMail(tx, marked.id, "reminder");
    return true;
  });
}

export function registerReminderJob(jobs: JobRunner, db: Db): void {
  jobs.register(VISIT_REMINDER_JOB, async (payload) => {
    const { visitId, startsAt } = payload as { visitId?: unknown; startsAt?: unknown };
    if (typeof visitId !== "string" || typeof startsAt !== "string") return;
    await sendReminder(db, { visitId, startsAt });
  });
}
