import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type { Db } from "#server/db/client.ts";
import { onJobQueued } from "./enqueue.ts";
import { retryDelay, type RetryPolicy } from "./retry.ts";
import {
  claimDue,
  ensureRecurring,
  finish,
  makeDueNow,
  msUntilNextDue,
  rearm,
  renewLease,
  retryOrFail,
  clockNow,
  databaseNow,
  type JobRow,
  type Now,
} from "./store.ts";

interface Logger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface JobContext {
  id: string;
  /** 1 on the first run of a queued job. */
  attempts: number;
  /** Aborted when the runner stops: a long handler ends early and leaves the rest to the next run. */
  signal: AbortSignal;
}

export type JobHandler = (payload: Record<string, unknown>, ctx: JobContext) => Promise<unknown>;

export interface QueuedJobOptions extends Partial<RetryPolicy> {
  /** How long a claimed job belongs to this process; longer than the handler can take. */
  leaseMs?: number;
  /**
   * Called once a job has failed for good (its last run failed, or its process died on every run), before
   * its row is kept as failed: where a kind records the outcome its readers see.
   */
  onFailed?: (payload: Record<string, unknown>, error: string) => Promise<void>;
}

export interface JobRunnerOptions {
  db: Db;
  log: Logger;
  /** The longest wait between two looks at the jobs table. */
  pollMs?: number;
  /** Jobs this process runs at once. */
  concurrency?: number;
  /** The time due jobs, leases and retries go by; the database's when absent (a test's clock otherwise). */
  now?: () => Date;
}

type Kind =
  | { handler: JobHandler; leaseMs: number; everyMs: number }
  | {
      handler: JobHandler;
      leaseMs: number;
      everyMs?: undefined;
      retry: RetryPolicy;
      onFailed?: QueuedJobOptions["onFailed"];
    };

const DEFAULT_LEASE_MS = 60_000;
/**
 * A recurring job's lease, renewed every third of it while a run goes on: however long a pass takes, a process
 * that dies during it holds the job at most this long.
 */
const RECURRING_LEASE_MS = 15_000;
const DEFAULT_RETRY: RetryPolicy = { maxAttempts: 10, retryBaseMs: 10_000, retryMaxMs: 3_600_000 };
/** When a due job was skipped because another process was claiming it, look again this soon. */
const MIN_GAP_MS = 20;

/**
 * Runs the queued and recurring jobs of the kinds registered here, in any number of processes on one
 * database. Each job row is claimed with FOR UPDATE SKIP LOCKED and a lease (server/jobs/store.ts), so one
 * process at a time runs it, and a job whose process died is taken again once its lease lapses. A job runs
 * at least once: one whose process dies after the work and before the row is settled runs again.
 * One timer per process: it sleeps until the next job is due, at most `pollMs`.
 */
export class JobRunner {
  readonly owner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly db: Db;
  private readonly log: Logger;
  private readonly pollMs: number;
  private readonly concurrency: number;
  private readonly clock: (() => Date) | undefined;
  private readonly kinds = new Map<string, Kind>();
  private readonly running = new Set<Promise<void>>();
  /** Recurring kinds to bring forward at the next look, and those woken while running here. */
  private readonly woken = new Set<string>();
  private readonly wokenWhileRunning = new Set<string>();
  private readonly runningHere = new Set<string>();
  private recurringReady = false;
  private timer: NodeJS.Timeout | undefined;
  private timerAt = Infinity;
  private tickInFlight: Promise<void> | undefined;
  private tickAgain = false;
  private stopped = true;
  private stopping: Promise<void> | undefined;
  private abort = new AbortController();
  private unsubscribe: (() => void) | undefined;

  constructor(opts: JobRunnerOptions) {
    this.db = opts.db;
    this.log = opts.log;
    this.pollMs = opts.pollMs ?? 1000;
    this.concurrency = opts.concurrency ?? 4;
    this.clock = opts.now;
  }

  private get now(): Now {
    return this.clock ? clockNow(this.clock()) : databaseNow;
  }

  /** Jobs of `kind` queued with enqueueJob run `handler`; a failure is retried with a growing delay. */
  register(kind: string, handler: JobHandler, opts: QueuedJobOptions = {}): this {
    const { leaseMs = DEFAULT_LEASE_MS, onFailed, ...retry } = opts;
    return this.add(kind, { handler, leaseMs, retry: { ...DEFAULT_RETRY, ...retry }, onFailed });
  }

  /**
   * Runs `handler` every `everyMs` (after the previous run ends), in one process at a time: the lease is
   * renewed while a run lasts, so it only lapses when the process running it is gone.
   */
  every(kind: string, everyMs: number, handler: JobHandler, opts: { leaseMs?: number } = {}): this {
    return this.add(kind, { handler, leaseMs: opts.leaseMs ?? RECURRING_LEASE_MS, everyMs });
  }

  private add(kind: string, def: Kind): this {
    if (this.kinds.has(kind)) throw new Error(`job kind registered twice: ${kind}`);
    this.kinds.set(kind, def);
    this.recurringReady = false;
    return this;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.stopping = undefined;
    this.abort = new AbortController();
    this.unsubscribe = onJobQueued((kind) => {
      if (this.kinds.has(kind)) this.soon(0);
    });
    this.soon(0);
  }

  /** Stops looking for work and waits for the jobs running here. */
  stop(): Promise<void> {
    return (this.stopping ??= this.halt());
  }

  private async halt(): Promise<void> {
    this.stopped = true;
    this.abort.abort();
    clearTimeout(this.timer);
    this.timer = undefined;
    this.unsubscribe?.();
    await this.tickInFlight;
    await Promise.allSettled([...this.running]);
  }

  /** Runs a recurring kind now rather than at its next time (in whichever process claims it first). */
  wake(kind: string): void {
    if (this.kinds.get(kind)?.everyMs === undefined || this.stopped) return;
    this.woken.add(kind);
    if (this.runningHere.has(kind)) this.wokenWhileRunning.add(kind);
    this.soon(10);
  }

  /** Claims what is due now and runs it; resolves with how many jobs ran (tests, scripts). */
  async runOnce(): Promise<number> {
    const started = await this.claimAndStart();
    await Promise.all(started);
    return started.length;
  }

  private soon(delayMs: number): void {
    if (this.stopped) return;
    const at = Date.now() + delayMs;
    if (this.timer && this.timerAt <= at) return;
    clearTimeout(this.timer);
    this.timerAt = at;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.timerAt = Infinity;
      if (this.tickInFlight) this.tickAgain = true;
      else this.tickInFlight = this.tick().finally(() => (this.tickInFlight = undefined));
    }, delayMs);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    let delay = this.pollMs;
    try {
      await this.claimAndStart();
      if (this.running.size < this.concurrency) {
        const next = await msUntilNextDue(this.db, [...this.kinds.keys()], this.now);
        if (next !== null) delay = Math.min(delay, Math.max(MIN_GAP_MS, next));
      }
    } catch (err) {
      this.log.error({ err }, "job runner: looking for due jobs failed");
    }
    if (this.tickAgain) {
      this.tickAgain = false;
      delay = 0;
    }
    // The timer is set after this tick has ended; it may not start another one meanwhile.
    setImmediate(() => this.soon(delay));
  }

  private async claimAndStart(): Promise<Promise<void>[]> {
    if (!this.recurringReady) {
      const recurring = [...this.kinds].filter(([, k]) => k.everyMs !== undefined).map(([kind]) => kind);
      await ensureRecurring(this.db, recurring, this.now);
      this.recurringReady = true;
    }
    if (this.woken.size > 0) {
      const woken = [...this.woken];
      this.woken.clear();
      await makeDueNow(this.db, woken, this.now);
    }
    const leaseMs = Object.fromEntries([...this.kinds].map(([kind, k]) => [kind, k.leaseMs]));
    const limit = this.concurrency - this.running.size;
    const claimed = await claimDue(this.db, { owner: this.owner, leaseMs, limit, now: this.now });
    return claimed.map((job) => {
      const run: Promise<void> = this.run(job).finally(() => {
        this.running.delete(run);
        this.soon(0);
      });
      this.running.add(run);
      return run;
    });
  }

  private async run(job: JobRow): Promise<void> {
    const kind = this.kinds.get(job.kind)!;
    const ctx: JobContext = { id: job.id, attempts: job.attempts, signal: this.abort.signal };
    if (kind.everyMs !== undefined) {
      this.runningHere.add(job.kind);
      const renewing = setInterval(() => this.renew(job, kind.leaseMs), kind.leaseMs / 3);
      let error: string | null = null;
      try {
        await kind.handler(job.payload, ctx);
      } catch (err) {
        error = messageOf(err);
        this.log.error({ err, job: job.kind }, "recurring job failed: it runs again at its next time");
      } finally {
        clearInterval(renewing);
        this.runningHere.delete(job.kind);
      }
      const woken = this.wokenWhileRunning.delete(job.kind);
      await this.settle(job, () =>
        rearm(this.db, job, this.owner, { delayMs: woken ? 0 : kind.everyMs, error, now: this.now }),
      );
      return;
    }
    const { retry } = kind;
    if (job.attempts > retry.maxAttempts) {
      // Its process died on every attempt (the lease lapsed each time): it is not started again.
      const error = job.lastError ?? "the job's process stopped before it ended, on every attempt";
      await this.settle(job, () => this.fail(job, kind.onFailed, { error, delayMs: 0, final: true }));
      return;
    }
    try {
      await kind.handler(job.payload, ctx);
    } catch (err) {
      const final = job.attempts >= retry.maxAttempts;
      const delayMs = retryDelay(job.attempts, retry);
      this.log.warn(
        { err, job: job.kind, jobId: job.id, attempts: job.attempts, final },
        final ? "job failed for good" : "job failed: will retry",
      );
      await this.settle(job, () => this.fail(job, kind.onFailed, { error: messageOf(err), delayMs, final }));
      return;
    }
    await this.settle(job, () => finish(this.db, job, this.owner));
  }

  private async fail(
    job: JobRow,
    onFailed: QueuedJobOptions["onFailed"],
    opts: { error: string; delayMs: number; final: boolean },
  ): Promise<void> {
    if (opts.final) await onFailed?.(job.payload, opts.error);
    await retryOrFail(this.db, job, this.owner, { ...opts, now: this.now });
  }

  /** Extends the lease of a job running here; a failed write leaves it to lapse, as a dead process's would. */
  private renew(job: JobRow, leaseMs: number): void {
    renewLease(this.db, job, this.owner, { leaseMs, now: this.now }).catch((err: unknown) =>
      this.log.warn({ err, job: job.kind }, "the lease of a running job could not be renewed"),
    );
  }

  /** Records how a job ended; when the database cannot be written the lease lapses and the job runs again. */
  private async settle(job: JobRow, write: () => Promise<void>): Promise<void> {
    try {
      await write();
    } catch (err) {
      this.log.error({ err, job: job.kind, jobId: job.id }, "job ended but its row could not be updated");
    }
  }
}

function messageOf(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
