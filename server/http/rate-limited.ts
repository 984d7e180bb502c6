import { RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { ACCOUNT_MESSAGES } from "#domain/accounts/messages.ts";

/** A spent limit: how long to wait, and the Spanish message (429). */
export interface RateLimited {
  retryAfterSeconds: number;
  message: string;
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
  if (waitMs === 0) return null;
  const retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000));
  return { retryAfterSeconds, message: ACCOUNT_MESSAGES.rateLimited(Math.ceil(retryAfterSeconds / 60)) };
}
