/** The voucher job on the runner: retried after a second, then less and less often while ARCA is away. */
import type { JobRunner } from "#server/jobs/runner.ts";
import type { VoucherIssuer } from "./issuer.ts";
import { VOUCHER_JOB } from "./queue.ts";

export function registerVoucherJob(jobs: JobRunner, issuer: VoucherIssuer): void {
  jobs.register(
    VOUCHER_JOB,
    async (payload, ctx) => {
      const { voucherId } = payload as { voucherId?: unknown };
      if (typeof voucherId === "string") await issuer.issue(voucherId, ctx.id);
    },
    {
      // Longer than a sign-in, a look-up and a request with their time-outs.
      leaseMs: 120_000,
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
