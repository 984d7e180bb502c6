import { RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { ACCOUNT_MESSAGES } from "#domain/accounts/messages.ts";
import type { RateLimited } from "#domain/accounts/views.ts";

/** The limit spent by the longest wait, in Spanish; null when there is nothing to wait for. */
function spent(waitMs: number): RateLimited | null {
  if (waitMs === 0) return null;
  const retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000));
  return { retryAfterSeconds, message: ACCOUNT_MESSAGES.rateLimited(Math.ceil(retryAfterSeconds / 60)) };
}

/** Whether any (limiter, key) pair has no attempt left, without counting one. */
export async function spentAny(
  attempts: readonly (readonly [RateLimiterAbstract, string])[],
): Promise<RateLimited | null> {
  const states = await Promise.all(attempts.map(([limiter, key]) => limiter.get(key)));
  let waitMs = 0;
  states.forEach((state, i) => {
    if (state && state.consumedPoints >= attempts[i]![0].points)
      waitMs = Math.max(waitMs, state.msBeforeNext);
  });
  return spent(waitMs);
}

/** Counts one attempt against every (limiter, key) pair; null while all are within their limits. */
export async function consumeAll(
  attempts: readonly (readonly [RateLimiterAbstract, string])[],
): Promise<RateLimited | null> {
  const results = await Promise.allSettled(attempts.map(([limiter, key]) => limiter.consume(key)));
  let waitMs = 0;
  for (const result of results) {
    if (result.status === "fulfilled") continue;
    if (!(result.reason instanceof RateLimiterRes)) throw result.reason;
    waitMs = Math.max(waitMs, result.reason.msBeforeNext);
  }
  return spent(waitMs);
}
