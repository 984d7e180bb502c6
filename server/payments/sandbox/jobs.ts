import type { JobRunner } from "#server/jobs/runner.ts";
import type { MercadoPagoSandbox } from "./sandbox.ts";

/** The recurring job that settles due CONT payments. */
export const SANDBOX_SETTLEMENT_JOB = "sandbox.settlements";

/**
 * The sandbox's work on the app's job runner (nothing when its `pollMs` is 0): the job of each webhook
 * notification, and the settlement of due CONT payments every `pollMs`.
 */
export function sandboxJobs(jobs: JobRunner, sandbox: MercadoPagoSandbox): void {
  if (sandbox.pollMs <= 0) return;
  sandbox.registerNotifications(jobs);
  jobs.every(SANDBOX_SETTLEMENT_JOB, sandbox.pollMs, () => sandbox.settleDue());
}
