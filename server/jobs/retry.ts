export interface RetryPolicy {
  /** After this many failed runs a job is kept as failed and not run again. */
  maxAttempts: number;
  /** The first retry waits this long, each further one twice as long, up to retryMaxMs. */
  retryBaseMs: number;
  retryMaxMs: number;
}

/** The wait before the next run of a job that failed on its `attempts`-th run. */
export function retryDelay(
  attempts: number,
  policy: Pick<RetryPolicy, "retryBaseMs" | "retryMaxMs">,
): number {
  return Math.min(policy.retryBaseMs * 2 ** Math.max(0, attempts - 1), policy.retryMaxMs);
}
