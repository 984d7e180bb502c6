import { setTimeout as sleep } from "node:timers/promises";
import { RateLimiterDrizzle } from "rate-limiter-flexible";
import type { Db } from "#server/db/client.ts";
import { rateLimits } from "#server/db/schema/index.ts";
import { consumeAll } from "./rate-limited.ts";
import type { RateLimited } from "#domain/accounts/views.ts";

/**
 * Sign-in limits. Wrong passwords spend the limits of the address they come from (alone, and paired with the
 * account), so an attacker is refused while the owner elsewhere is not; across all addresses an account is
 * only slowed down, never closed, or anyone could lock anyone out by failing on purpose.
 */
export const LOGIN_RULES = {
  /** Attempts per address, whatever the account (mobile carriers put many customers behind one address). */
  ip: { points: 100, duration: 900 },
  /** Attempts per address and account: guessing one person's password from one place. */
  pair: { points: 10, duration: 900 },
  /** After `afterFailures` wrong passwords on an account, each attempt on it waits, doubling up to the cap. */
  slowDown: { afterFailures: 5, duration: 3600, firstDelayMs: 250, maxDelayMs: 3000 },
} as const;

/** The wait before checking a password on an account that has had `failures` wrong ones lately. */
export function loginDelayMs(failures: number): number {
  const { afterFailures, firstDelayMs, maxDelayMs } = LOGIN_RULES.slowDown;
  const excess = failures - afterFailures;
  if (excess <= 0) return 0;
  return Math.min(maxDelayMs, firstDelayMs * 2 ** Math.min(excess - 1, 16));
}

export interface LoginKeys {
  ip: string;
  email: string;
}

const accountKey = (keys: LoginKeys) => keys.email.trim().toLowerCase();
const pairKey = (keys: LoginKeys) => `${keys.ip} ${accountKey(keys)}`;

/**
 * Counted in the shop's database like the other limits. Every attempt takes its points up front, so a burst
 * cannot slip past the limit before the first answers; a successful sign-in gives them back: only failures
 * count.
 */
export class LoginThrottle {
  private readonly perAddress: RateLimiterDrizzle;
  private readonly perPair: RateLimiterDrizzle;
  private readonly failures: RateLimiterDrizzle;

  /** `prefix` keeps the counts of another sign-in (the back office's) apart from the customers'. */
  constructor(db: Db, prefix = "login") {
    const limiter = (scope: string, rule: { points: number; duration: number }) =>
      new RateLimiterDrizzle({
        storeClient: db,
        schema: rateLimits,
        keyPrefix: `${prefix}:${scope}`,
        points: rule.points,
        duration: rule.duration,
        clearExpiredByTimeout: false,
      });
    this.perAddress = limiter("ip", LOGIN_RULES.ip);
    this.perPair = limiter("pair", LOGIN_RULES.pair);
    this.failures = limiter("failures", {
      points: LOGIN_RULES.slowDown.afterFailures,
      duration: LOGIN_RULES.slowDown.duration,
    });
  }

  /** Before the password is checked: refuses a spent address or pair, and waits out the account's slow-down. */
  async attempt(keys: LoginKeys): Promise<RateLimited | null> {
    const limited = await consumeAll([
      [this.perAddress, keys.ip],
      [this.perPair, pairKey(keys)],
    ]);
    if (limited) return limited;
    const failures = (await this.failures.get(accountKey(keys)))?.consumedPoints ?? 0;
    const delay = loginDelayMs(failures);
    if (delay > 0) await sleep(delay);
    return null;
  }

  /** A wrong password: one more failure on the account, from any address. */
  async failed(keys: LoginKeys): Promise<void> {
    await this.failures.penalty(accountKey(keys));
  }

  /** A successful sign-in: the pair starts over and the address gets its attempt back. */
  async succeeded(keys: LoginKeys): Promise<void> {
    await Promise.all([this.perPair.delete(pairKey(keys)), this.perAddress.reward(keys.ip)]);
  }
}
