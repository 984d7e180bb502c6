import { and, eq, gt, lte, ne, sql } from "drizzle-orm";
import type { Db, Tx } from "#server/db/client.ts";
import { accountSessions, accounts, cartItems } from "#server/db/schema/index.ts";
import type { SessionAccount } from "#domain/accounts/session-account.ts";
import { SESSION_TTL_MS, hashToken, randomToken } from "./tokens.ts";

export interface SessionMeta {
  ip?: string;
  userAgent?: string;
}

export interface NewSession {
  /** The cookie value; only its hash is stored. */
  token: string;
  expiresAt: Date;
}

/** The session behind a token hash, with its account and cart (SessionService.resolve). */
function prepareResolve(db: Db) {
  return db
    .select({
      sessionId: accountSessions.id,
      id: accounts.id,
      name: accounts.name,
      surname: accounts.surname,
      email: accounts.email,
      cartProductIds: sql<
        string[]
      >`coalesce((select json_agg(${cartItems.productId} order by ${cartItems.createdAt}) from ${cartItems} where ${cartItems.accountId} = ${accounts.id}), '[]'::json)`,
    })
    .from(accountSessions)
    .innerJoin(accounts, eq(accounts.id, accountSessions.accountId))
    .where(
      and(
        eq(accountSessions.tokenHash, sql.placeholder("tokenHash")),
        gt(accountSessions.expiresAt, sql.placeholder("now")),
      ),
    )
    .limit(1)
    .prepare("session_resolve");
}

/** Server-side sessions behind the `token` cookie. */
export class SessionService {
  private readonly resolveQuery: ReturnType<typeof prepareResolve>;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.resolveQuery = prepareResolve(db);
  }

  /** A new session (a new id and a new secret) for the account. */
  async create(tx: Tx | Db, accountId: string, meta: SessionMeta = {}): Promise<NewSession> {
    const token = randomToken();
    const expiresAt = new Date(this.now().getTime() + SESSION_TTL_MS);
    await tx.insert(accountSessions).values({
      accountId,
      tokenHash: hashToken(token),
      expiresAt,
      ip: meta.ip?.slice(0, 64),
      userAgent: meta.userAgent?.slice(0, 512),
    });
    return { token, expiresAt };
  }

  /**
   * The signed-in account behind a cookie value, or null when the session is unknown or over; with the areas
   * in its cart, oldest first, which every page shows (one query for both, prepared once: every request of a
   * signed-in customer runs it).
   */
  async resolve(
    token: string,
  ): Promise<{ sessionId: string; account: SessionAccount; cartProductIds: string[] } | null> {
    if (!token || token.length > 128) return null;
    const [row] = await this.resolveQuery.execute({ tokenHash: hashToken(token), now: this.now() });
    if (!row) return null;
    const { sessionId, cartProductIds, ...account } = row;
    return { sessionId, account, cartProductIds };
  }

  /** Ends the session of this cookie value (sign out). */
  async destroy(token: string): Promise<void> {
    await this.db.delete(accountSessions).where(eq(accountSessions.tokenHash, hashToken(token)));
  }

  /** Ends every session of the account (password change or reset). */
  async destroyAll(tx: Tx | Db, accountId: string): Promise<void> {
    await tx.delete(accountSessions).where(eq(accountSessions.accountId, accountId));
  }

  /** Ends every session of the account but the one behind `keepToken` (when it is one of the account's). */
  async destroyOthers(tx: Tx | Db, accountId: string, keepToken: string | null): Promise<void> {
    if (!keepToken) return this.destroyAll(tx, accountId);
    await tx
      .delete(accountSessions)
      .where(
        and(eq(accountSessions.accountId, accountId), ne(accountSessions.tokenHash, hashToken(keepToken))),
      );
  }

  /** Removes sessions that are over; harmless to run at any time. */
  async purgeExpired(): Promise<void> {
    await this.db.delete(accountSessions).where(lte(accountSessions.expiresAt, this.now()));
  }
}
