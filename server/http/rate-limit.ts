import { lt } from "drizzle-orm";
import { RateLimiterDrizzle, RateLimiterRes } from "rate-limiter-flexible";
import { ACCOUNT_MESSAGES } from "../../domain/accounts/messages.ts";
import type { Db } from "../db/client.ts";
import { rateLimits } from "../db/schema/index.ts";

interface Window {
  points: number;
  /** Seconds. */
  duration: number;
}

/**
 * Attempts allowed per window, by client address and by account (e-mail or account id). The address limits
 * are generous because mobile carriers put many customers behind one address; the account limits stop
 * password guessing against one person.
 */
export const RATE_LIMIT_RULES = {
  login: { ip: { points: 100, duration: 900 }, account: { points: 10, duration: 900 } },
  register: { ip: { points: 50, duration: 3600 }, account: { points: 5, duration: 3600 } },
  passwordReset: { ip: { points: 30, duration: 3600 }, account: { points: 5, duration: 3600 } },
  passwordChange: { ip: { points: 50, duration: 900 }, account: { points: 10, duration: 900 } },
  passwordRestore: { ip: { points: 30, duration: 900 }, account: { points: 10, duration: 900 } },
  profile: { ip: { points: 30, duration: 900 }, account: { points: 10, duration: 900 } },
  contact: { ip: { points: 10, duration: 3600 }, account: { points: 5, duration: 3600 } },
  coupon: { ip: { points: 30, duration: 600 }, account: { points: 20, duration: 600 } },
  cardToken: { ip: { points: 60, duration: 600 }, account: { points: 60, duration: 600 } },
} as const satisfies Record<string, { ip: Window; account: Window }>;

/** Sign-in: per address, per address and account pair, and a slow-down per account across addresses. */
export const LOGIN_RULES = {
  ip: { points: 100, duration: 900 },
  pair: { points: 10, duration: 900 },
} as const;

export type RateLimitName = keyof typeof RATE_LIMIT_RULES;

/** A spent limit: how long to wait, and the Spanish message (429). */
export interface RateLimited {
  retryAfterSeconds: number;
  message: string;
}

/**
 * Rate limits kept in the shop's database (rate-limiter-flexible's Drizzle store), so every process behind
 * a load balancer counts against the same numbers, on PostgreSQL and on the embedded database alike.
 */
export class RateLimits {
  private readonly limiters = new Map<string, RateLimiterDrizzle>();
  private readonly purgeTimer: NodeJS.Timeout;

  constructor(private readonly db: Db) {
    for (const [name, rule] of Object.entries(RATE_LIMIT_RULES)) {
      for (const scope of ["ip", "account"] as const) {
        this.limiters.set(
          `${name}:${scope}`,
          new RateLimiterDrizzle({
            storeClient: db,
            schema: rateLimits,
            keyPrefix: `${name}:${scope}`,
            points: rule[scope].points,
            duration: rule[scope].duration,
            clearExpiredByTimeout: false,
          }),
        );
      }
    }
    this.purgeTimer = setInterval(() => void this.purgeExpired().catch(() => {}), 15 * 60_000);
    this.purgeTimer.unref();
  }

  /** Counts one attempt against the address and the account; null while both are within their limits. */
  async consume(name: RateLimitName, keys: { ip: string; account?: string }): Promise<RateLimited | null> {
    const attempts = [this.limiter(name, "ip").consume(keys.ip)];
    if (keys.account) attempts.push(this.limiter(name, "account").consume(keys.account.toLowerCase()));
    const results = await Promise.allSettled(attempts);
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

  /** Forgets the account's attempts (after a successful sign-in). */
  async reset(name: RateLimitName, account: string): Promise<void> {
    await this.limiter(name, "account").delete(account.toLowerCase());
  }

  async purgeExpired(): Promise<void> {
    await this.db.delete(rateLimits).where(lt(rateLimits.expire, new Date()));
  }

  close(): void {
    clearInterval(this.purgeTimer);
  }

  private limiter(name: RateLimitName, scope: "ip" | "account") {
    return this.limiters.get(`${name}:${scope}`)!;
  }
}
