import { lt } from "drizzle-orm";
import { RateLimiterDrizzle } from "rate-limiter-flexible";
import type { Db } from "#server/db/client.ts";
import { rateLimits } from "#server/db/schema/index.ts";
import { LoginThrottle } from "./login-throttle.ts";
import { consumeAll, spentAny } from "./rate-limited.ts";
import type { RateLimited } from "#domain/accounts/views.ts";

export { LOGIN_RULES } from "./login-throttle.ts";

interface Window {
  points: number;
  /** Seconds. */
  duration: number;
}

/**
 * Attempts allowed per window, by client address and by account (e-mail, account id or, for card tokens, the
 * public key). The address limits are generous because mobile carriers put many customers behind one
 * address; the account limits stop guessing against one person and floods under ever-new addresses. The
 * sign-in has rules of its own (LOGIN_RULES).
 */
export const RATE_LIMIT_RULES = {
  register: { ip: { points: 50, duration: 3600 }, account: { points: 5, duration: 3600 } },
  passwordReset: { ip: { points: 30, duration: 3600 }, account: { points: 5, duration: 3600 } },
  passwordChange: { ip: { points: 50, duration: 900 }, account: { points: 10, duration: 900 } },
  passwordRestore: { ip: { points: 30, duration: 900 }, account: { points: 10, duration: 900 } },
  profile: { ip: { points: 30, duration: 900 }, account: { points: 10, duration: 900 } },
  contact: { ip: { points: 10, duration: 3600 }, account: { points: 5, duration: 3600 } },
  // Wrong guesses only, per address and per e-mail and code together (RateLimits.guess): a stranger cannot spend
  // a buyer's attempts by sending her e-mail with made-up codes.
  regret: { ip: { points: 10, duration: 3600 }, account: { points: 5, duration: 3600 } },
  coupon: { ip: { points: 30, duration: 600 }, account: { points: 20, duration: 600 } },
  // Counted per address only: there is no account behind a card token (see the sandbox plugin).
  cardToken: { ip: { points: 60, duration: 600 }, account: { points: 60, duration: 600 } },
} as const satisfies Record<string, { ip: Window; account: Window }>;

export type RateLimitName = keyof typeof RATE_LIMIT_RULES;

/**
 * Rate limits kept in the shop's database (rate-limiter-flexible's Drizzle store), so every process behind
 * a load balancer counts against the same numbers, on PostgreSQL and on the embedded database alike.
 */
export class RateLimits {
  private readonly limiters = new Map<string, RateLimiterDrizzle>();
  private readonly purgeTimer: NodeJS.Timeout;
  /** The sign-in's limits and slow-down. */
  readonly login: LoginThrottle;
  /** The back office's sign-in: the same rules, counted apart. */
  readonly staffLogin: LoginThrottle;

  constructor(private readonly db: Db) {
    this.login = new LoginThrottle(db);
    this.staffLogin = new LoginThrottle(db, "staff-login");
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
    return consumeAll([
      [this.limiter(name, "ip"), keys.ip],
      ...(keys.account ? [[this.limiter(name, "account"), keys.account.toLowerCase()] as const] : []),
    ]);
  }

  /**
   * For checks that guess at something (a purchase code): refused while the address or the key has no wrong
   * guess left; otherwise `check` runs, and only an answer it calls wrong is counted. Right answers never
   * spend anyone's attempts.
   */
  async guess<T>(
    name: RateLimitName,
    keys: { ip: string; account: string },
    check: () => Promise<T>,
    isWrong: (answer: T) => boolean,
  ): Promise<{ limited: RateLimited } | { answer: T }> {
    const attempts = [
      [this.limiter(name, "ip"), keys.ip],
      [this.limiter(name, "account"), keys.account.toLowerCase()],
    ] as const;
    const limited = await spentAny(attempts);
    if (limited) return { limited };
    const answer = await check();
    if (isWrong(answer)) await consumeAll(attempts);
    return { answer };
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
