/** The voucher job on the runner: retried after a second, then less and less often while ARCA is away. */
import type { JobRunner } from "#server/jobs/runner.ts";
import type { VoucherIssuer } from "./issuer.ts";
import { VOUCHER_JOB } from "./queue.ts";

const VOUCHER_LEASE_MS = 120_000;

/**
 * Longer than a sign-in, a look-up and a request with their time-outs (and a margin), so that no other process
 * takes a voucher whose request may still be answered.
 */
export function voucherLeaseMs(arcaTimeoutMs: number): number {
  return Math.max(VOUCHER_LEASE_MS, 4 * arcaTimeoutMs);
}

/** `leaseMs`: how long a process that died with a voucher keeps it from the others (tests shorten it). */
export function registerVoucherJob(
  jobs: JobRunner,
  issuer: VoucherIssuer,
  opts: { leaseMs?: number } = {},
): void {
  jobs.register(
    VOUCHER_JOB,
    async (payload, ctx) => {
      const { voucherId } = payload as { voucherId?: unknown };
      if (typeof voucherId === "string") await issuer.issue(voucherId, ctx.id);
    },
    {
      leaseMs: opts.leaseMs ?? VOUCHER_LEASE_MS,
      retryBaseMs: 1_000,
      retryMaxMs: 10 * 60_000,
      maxAttempts: 40,
      onFailed: async (payload) => {
        const { voucherId } = payload as { voucherId?: unknown };
        if (typeof voucherId === "string") await issuer.exhausted(voucherId);
      },
    },
  );
}
