import type { RateLimited } from "#domain/accounts/views.ts";

/** The status and Retry-After header of an answer to a spent rate limit. */
export function rateLimitedInit(limited: RateLimited) {
  return { status: 429, headers: { "Retry-After": String(limited.retryAfterSeconds) } };
}
