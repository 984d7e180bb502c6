/** The SQL of the job runner: every statement that reads or writes the jobs table. */
import { and, asc, eq, gt, inArray, isNull, lt, lte, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { jobs } from "#server/db/schema/index.ts";

export type JobRow = typeof jobs.$inferSelect;

/** The time the runner goes by: the database's, or a clock of its own given as a value (a test's). */
export type Now = SQL;
export const databaseNow: Now = sql`now()`;
export const clockNow = (at: Date): Now => sql`${at.toISOString()}::timestamptz`;

const ms = (n: number) => sql`(${n}::int * interval '1 millisecond')`;
const notFailed = isNull(jobs.failedAt);
const free = (now: Now) => or(isNull(jobs.leaseUntil), lt(jobs.leaseUntil, now));

/**
 * Claims up to `limit` due jobs of the given kinds for `owner`: rows nobody holds (or whose holder's lease has
 * lapsed) are locked with FOR UPDATE SKIP LOCKED, so two processes claiming at once never get the same row.
 * Each kind has its own lease length.
 */
export async function claimDue(
  db: Db,
  opts: { owner: string; leaseMs: Record<string, number>; limit: number; now: Now },
): Promise<JobRow[]> {
  const kinds = Object.keys(opts.leaseMs);
  if (kinds.length === 0 || opts.limit <= 0) return [];
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(inArray(jobs.kind, kinds), notFailed, lte(jobs.runAt, opts.now), free(opts.now)))
    .orderBy(asc(jobs.runAt), asc(jobs.createdAt))
    .limit(opts.limit)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(jobs)
    .set({
      leaseOwner: opts.owner,
      leaseUntil: sql`${opts.now} + ((${JSON.stringify(opts.leaseMs)}::jsonb ->> ${jobs.kind})::int * interval '1 millisecond')`,
      attempts: sql`${jobs.attempts} + 1`,
    })
    .where(inArray(jobs.id, due))
    .returning();
  // Started in the order they were due (and queued): an update returns its rows in no particular order.
  return claimed.sort(
    (a, b) => a.runAt.getTime() - b.runAt.getTime() || a.createdAt.getTime() - b.createdAt.getTime(),
  );
}

/** Milliseconds until the next job of these kinds may be claimed (null: none is waiting). */
export async function msUntilNextDue(db: Db, kinds: string[], now: Now): Promise<number | null> {
  if (kinds.length === 0) return null;
  const [row] = await db
    .select({
      ms: sql<
        string | null
      >`extract(epoch from (min(greatest(${jobs.runAt}, coalesce(${jobs.leaseUntil}, ${jobs.runAt}))) - ${now})) * 1000`,
    })
    .from(jobs)
    .where(and(inArray(jobs.kind, kinds), notFailed));
  return row?.ms == null ? null : Math.max(0, Number(row.ms));
}

const held = (job: JobRow, owner: string) => and(eq(jobs.id, job.id), eq(jobs.leaseOwner, owner));

/** The lease of a job `owner` still holds, extended to `leaseMs` from now. */
export async function renewLease(
  db: Db,
  job: JobRow,
  owner: string,
  opts: { leaseMs: number; now: Now },
): Promise<void> {
  await db
    .update(jobs)
    .set({ leaseUntil: sql`${opts.now} + ${ms(opts.leaseMs)}` })
    .where(held(job, owner));
}

/** A queued job that ran: it is gone. */
export async function finish(db: Db, job: JobRow, owner: string): Promise<void> {
  await db.delete(jobs).where(held(job, owner));
}

/** A queued job that failed: it runs again after `delayMs`, or is kept as failed when `final`. */
export async function retryOrFail(
  db: Db,
  job: JobRow,
  owner: string,
  opts: { error: string; delayMs: number; final: boolean; now: Now },
): Promise<void> {
  await db
    .update(jobs)
    .set({
      leaseOwner: null,
      leaseUntil: null,
      lastError: opts.error.slice(0, 1000),
      runAt: sql`${opts.now} + ${ms(opts.delayMs)}`,
      failedAt: opts.final ? opts.now : null,
    })
    .where(held(job, owner));
}

/** A recurring job that ran (or failed): its row waits for the next run in `delayMs`. */
export async function rearm(
  db: Db,
  job: JobRow,
  owner: string,
  opts: { delayMs: number; error: string | null; now: Now },
): Promise<void> {
  await db
    .update(jobs)
    .set({
      leaseOwner: null,
      leaseUntil: null,
      attempts: 0,
      lastError: opts.error?.slice(0, 1000) ?? null,
      runAt: sql`${opts.now} + ${ms(opts.delayMs)}`,
    })
    .where(held(job, owner));
}

/** The row of each recurring kind, due now if it did not exist yet. */
export async function ensureRecurring(db: Db, kinds: string[], now: Now): Promise<void> {
  if (kinds.length === 0) return;
  await db
    .insert(jobs)
    .values(kinds.map((kind) => ({ kind, key: kind, runAt: now })))
    .onConflictDoNothing({ target: jobs.key });
}

/** Brings the next run of these recurring kinds forward to now. */
export async function makeDueNow(db: Db, kinds: string[], now: Now): Promise<void> {
  if (kinds.length === 0) return;
  await db
    .update(jobs)
    .set({ runAt: now })
    .where(and(inArray(jobs.key, kinds), inArray(jobs.kind, kinds), gt(jobs.runAt, now)));
}
