import { EventEmitter } from "node:events";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { jobs } from "#server/db/schema/index.ts";

/** A database handle or an open transaction: the job is stored with whatever else that transaction writes. */
export type JobTx = Pick<Db, "insert">;

export interface EnqueueOptions {
  /** When it may run first; now when absent. */
  runAt?: Date;
  /** A job with this key is queued once: a second one with the same key is not added. */
  key?: string;
}

/**
 * Queues a job of `kind` for the runner of any process. Call it inside the transaction of the change that
 * calls for it: both are stored, or neither. Resolves with the job's id, or null when `key` was taken.
 */
export async function enqueueJob(
  tx: JobTx,
  kind: string,
  payload: Record<string, unknown>,
  opts: EnqueueOptions = {},
): Promise<string | null> {
  const [row] = await tx
    .insert(jobs)
    .values({ kind, payload, runAt: opts.runAt, key: opts.key })
    .onConflictDoNothing({ target: jobs.key })
    .returning({ id: jobs.id });
  if (row) queued.emit("queued", kind);
  return row?.id ?? null;
}

const queued = new EventEmitter();
queued.setMaxListeners(0);

/** Lets this process's runner look for work at once instead of at its next poll. */
export function onJobQueued(listener: (kind: string) => void): () => void {
  queued.on("queued", listener);
  return () => queued.off("queued", listener);
}

/**
 * Queues a job that had failed for good again: its failed row, if the runner kept one, is replaced by a new
 * one. The runners take it at their next look at the table rather than at once.
 */
export async function requeueJob(
  tx: Pick<Db, "insert" | "delete">,
  kind: string,
  payload: Record<string, unknown>,
): Promise<void> {
  await tx
    .delete(jobs)
    .where(
      and(
        eq(jobs.kind, kind),
        isNotNull(jobs.failedAt),
        sql`${jobs.payload} = ${JSON.stringify(payload)}::jsonb`,
      ),
    );
  await tx.insert(jobs).values({ kind, payload });
}
