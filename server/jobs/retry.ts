export interface RetryPolicy {
  /** After this many failed runs a job is kept as failed and not run again. */
  maxAttempts: number;
  /** The first retries wait this long, each further one twice as long, up to retryMaxMs. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** How many retries wait retryBaseMs before the waits start doubling; 1 when absent. */
  retriesAtBase?: number;
}

/** The wait before the next run of a job that failed on its `attempts`-th run. */
export function retryDelay(
  attempts: number,
  policy: Pick<RetryPolicy, "retryBaseMs" | "retryMaxMs" | "retriesAtBase">,
): number {
  const doublings = Math.max(0, attempts - (policy.retriesAtBase ?? 1));
  return Math.min(policy.retryBaseMs * 2 ** doublings, policy.retryMaxMs);
}
