import { and, desc, eq, gt, lte, ne } from "drizzle-orm";
import type { Db, Tx } from "#server/db/client.ts";
import { staffAccounts, staffSessions } from "#server/db/schema/index.ts";
import type { StaffMember } from "#domain/staff/staff-member.ts";
import { hashToken, randomToken } from "#server/modules/accounts/tokens.ts";

const HOUR_MS = 3_600_000;
/** A back-office session lasts one working day; its cookie holds no other state. */
export const STAFF_SESSION_TTL_MS = 12 * HOUR_MS;
/** Between the password and the code of the second factor. */
export const STAFF_PENDING_TTL_MS = 10 * 60_000;
/** `last_seen_at` is written at most this often, so a busy page costs no write per request. */
const LAST_SEEN_EVERY_MS = 5 * 60_000;

export interface StaffSessionMeta {
  ip?: string;
  userAgent?: string;
}

export interface OpenStaffSession {
  id: string;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  ip: string | null;
  userAgent: string | null;
}

export interface ResolvedStaffSession {
  sessionId: string;
  pendingSecondFactor: boolean;
  staff: StaffMember;
}

/** Server-side sessions behind the `staff_token` cookie. */
export class StaffSessions {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async create(
    tx: Tx | Db,
    staffId: string,
    meta: StaffSessionMeta,
    pendingSecondFactor = false,
  ): Promise<{ token: string; expiresAt: Date }> {
    const token = randomToken();
    const ttl = pendingSecondFactor ? STAFF_PENDING_TTL_MS : STAFF_SESSION_TTL_MS;
    const expiresAt = new Date(this.now().getTime() + ttl);
    await tx.insert(staffSessions).values({
      staffId,
      tokenHash: hashToken(token),
      pendingSecondFactor,
      expiresAt,
      ip: meta.ip?.slice(0, 64),
      userAgent: meta.userAgent?.slice(0, 512),
    });
    return { token, expiresAt };
  }

  /** The staff member behind a cookie value, or null when the session is unknown, over or disabled. */
  async resolve(token: string): Promise<ResolvedStaffSession | null> {
    if (!token || token.length > 128) return null;
    const now = this.now();
    const [row] = await this.db
      .select({
        sessionId: staffSessions.id,
        pendingSecondFactor: staffSessions.pendingSecondFactor,
        lastSeenAt: staffSessions.lastSeenAt,
        id: staffAccounts.id,
        email: staffAccounts.email,
        name: staffAccounts.name,
        role: staffAccounts.role,
        franchiseId: staffAccounts.franchiseId,
        totpSecret: staffAccounts.totpSecret,
      })
      .from(staffSessions)
      .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
      .where(
        and(
          eq(staffSessions.tokenHash, hashToken(token)),
          gt(staffSessions.expiresAt, now),
          eq(staffAccounts.disabled, false),
        ),
      )
      .limit(1);
    if (!row) return null;
    if (now.getTime() - row.lastSeenAt.getTime() > LAST_SEEN_EVERY_MS) {
      await this.db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, row.sessionId));
    }
    const { sessionId, pendingSecondFactor, totpSecret, lastSeenAt: _seen, ...staff } = row;
    return { sessionId, pendingSecondFactor, staff: { ...staff, totpEnabled: totpSecret !== null } };
  }

  /** The second factor was given: the pending session becomes a full one, under a new token. */
  async promote(tx: Tx | Db, sessionId: string, staffId: string, meta: StaffSessionMeta) {
    await tx.delete(staffSessions).where(eq(staffSessions.id, sessionId));
    return this.create(tx, staffId, meta);
  }

  /** The open (complete, unexpired) sessions of a staff member, newest first. */
  async list(staffId: string): Promise<OpenStaffSession[]> {
    return this.db
      .select({
        id: staffSessions.id,
        createdAt: staffSessions.createdAt,
        lastSeenAt: staffSessions.lastSeenAt,
        expiresAt: staffSessions.expiresAt,
        ip: staffSessions.ip,
        userAgent: staffSessions.userAgent,
      })
      .from(staffSessions)
      .where(
        and(
          eq(staffSessions.staffId, staffId),
          eq(staffSessions.pendingSecondFactor, false),
          gt(staffSessions.expiresAt, this.now()),
        ),
      )
      .orderBy(desc(staffSessions.lastSeenAt));
  }

  /** Ends one of the staff member's own sessions; false when it is not theirs or already over. */
  async revoke(tx: Tx | Db, staffId: string, sessionId: string): Promise<boolean> {
    const gone = await tx
      .delete(staffSessions)
      .where(and(eq(staffSessions.id, sessionId), eq(staffSessions.staffId, staffId)))
      .returning({ id: staffSessions.id });
    return gone.length > 0;
  }

  async destroy(token: string): Promise<void> {
    await this.db.delete(staffSessions).where(eq(staffSessions.tokenHash, hashToken(token)));
  }

  /** Ends every session of the staff member, but `exceptSessionId` when given. */
  async destroyAll(tx: Tx | Db, staffId: string, exceptSessionId?: string): Promise<void> {
    const own = eq(staffSessions.staffId, staffId);
    await tx
      .delete(staffSessions)
      .where(exceptSessionId ? and(own, ne(staffSessions.id, exceptSessionId)) : own);
  }

  async purgeExpired(): Promise<void> {
    await this.db.delete(staffSessions).where(lte(staffSessions.expiresAt, this.now()));
  }
}
