import type { JobRunner } from "#server/jobs/runner.ts";
import type { MercadoPagoSandbox } from "./sandbox.ts";

/** The recurring job that settles due CONT payments and delivers the sandbox's webhook notifications. */
export const SANDBOX_JOB = "sandbox.notifications";

/**
 * Runs the sandbox's due work on the job runner every `pollMs` (nothing when it is 0), and at once when the
 * sandbox queues a notification. Returns what undoes the registration's wake-up listener.
 */
export function sandboxJobs(jobs: JobRunner, sandbox: MercadoPagoSandbox): () => void {
  if (sandbox.pollMs <= 0) return () => {};
  jobs.every(SANDBOX_JOB, sandbox.pollMs, () => sandbox.runDue());
  return sandbox.onWork(() => jobs.wake(SANDBOX_JOB));
}
