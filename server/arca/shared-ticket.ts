/**
 * WSAA's access ticket, shared by every process through the database (arca_access_tickets). WSAA refuses a
 * second sign-in while a ticket is valid, so two processes must not both sign in: the one that claims the row's
 * login lease signs in and stores the ticket; the others wait for it. The ticket is used until five minutes
 * before it expires (ARCA's clock and ours may differ).
 */
import { randomUUID } from "node:crypto";
import { AccessTicket } from "@arcasdk/core";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { arcaAccessTickets } from "#server/db/schema/index.ts";

/** A ticket is not used in its last minutes. */
const EXPIRY_MARGIN_MS = 5 * 60_000;
/** How often a process waiting for another's sign-in looks for the ticket. */
const POLL_MS = 150;

export interface SharedTicketOptions {
  db: Db;
  environment: string;
  cuit: string;
  service: string;
  /** Signs in to WSAA (the library's AuthRepository.requestLogin, with no storage of its own). */
  signIn: () => Promise<AccessTicket>;
  /** How long a sign-in may take before another process may try: above the call's time limit. */
  leaseMs: number;
  now?: () => Date;
  sleep?: (ms: number) => Promise<void>;
}

/** Thrown when another process holds the sign-in for longer than a caller waits. */
export class SignInBusy extends Error {}

export class SharedTicket {
  private ticket: AccessTicket | null = null;
  private readonly owner = randomUUID();
  private readonly now: () => Date;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(private readonly opts: SharedTicketOptions) {
    this.now = opts.now ?? (() => new Date());
    this.sleep = opts.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  }

  private usable(expiresAt: Date | null | undefined): boolean {
    return !!expiresAt && expiresAt.getTime() - EXPIRY_MARGIN_MS > this.now().getTime();
  }

  private get key() {
    const t = arcaAccessTickets;
    return and(
      eq(t.environment, this.opts.environment),
      eq(t.cuit, this.opts.cuit),
      eq(t.service, this.opts.service),
    );
  }

  /** A valid ticket: this process's, the one another process stored, or a new one from WSAA. */
  async get(): Promise<AccessTicket> {
    if (this.ticket && this.usable(this.ticket.getExpiration())) return this.ticket;
    const deadline = this.now().getTime() + this.opts.leaseMs * 2;
    for (;;) {
      const stored = await this.stored();
      if (stored) return (this.ticket = stored);
      if (await this.claim()) return (this.ticket = await this.signIn());
      if (this.now().getTime() > deadline) throw new SignInBusy("otro proceso está iniciando sesión en ARCA");
      await this.sleep(POLL_MS);
    }
  }

  /** Forgets a ticket ARCA refused (error 600), so the next call signs in again. */
  async discard(): Promise<void> {
    const token = this.ticket?.getToken();
    this.ticket = null;
    if (!token) return;
    await this.opts.db
      .update(arcaAccessTickets)
      .set({ token: null, sign: null, expiresAt: null, updatedAt: sql`now()` })
      .where(and(this.key, eq(arcaAccessTickets.token, token)));
  }

  private async stored(): Promise<AccessTicket | null> {
    const [row] = await this.opts.db.select().from(arcaAccessTickets).where(this.key);
    if (!row?.token || !row.sign || !this.usable(row.expiresAt)) return null;
    return AccessTicket.create({
      header: [
        { version: "1.0" },
        {
          source: "",
          destination: "",
          uniqueid: "",
          generationtime: "",
          expirationtime: row.expiresAt!.toISOString(),
        },
      ],
      credentials: { token: row.token, sign: row.sign },
    });
  }

  /** Claims the sign-in: no ticket worth using, and no other process signing in (or its lease lapsed). */
  private async claim(): Promise<boolean> {
    const t = arcaAccessTickets;
    const now = this.now();
    const lease = {
      loginLeaseOwner: this.owner,
      loginLeaseUntil: new Date(now.getTime() + this.opts.leaseMs),
    };
    const claimed = await this.opts.db
      .insert(t)
      .values({
        environment: this.opts.environment,
        cuit: this.opts.cuit,
        service: this.opts.service,
        ...lease,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [t.environment, t.cuit, t.service],
        set: { ...lease, updatedAt: now },
        setWhere: and(
          or(isNull(t.loginLeaseUntil), lt(t.loginLeaseUntil, now)),
          or(isNull(t.expiresAt), lt(t.expiresAt, new Date(now.getTime() + EXPIRY_MARGIN_MS))),
        ),
      })
      .returning({ owner: t.loginLeaseOwner });
    return claimed[0]?.owner === this.owner;
  }

  private async signIn(): Promise<AccessTicket> {
    const release = { loginLeaseOwner: null, loginLeaseUntil: null, updatedAt: this.now() };
    const mine = and(this.key, eq(arcaAccessTickets.loginLeaseOwner, this.owner));
    let ticket: AccessTicket;
    try {
      ticket = await this.opts.signIn();
    } catch (err) {
      await this.opts.db.update(arcaAccessTickets).set(release).where(mine);
      throw err;
    }
    await this.opts.db
      .update(arcaAccessTickets)
      .set({
        ...release,
        token: ticket.getToken(),
        sign: ticket.getSign(),
        expiresAt: ticket.getExpiration(),
      })
      .where(mine);
    return ticket;
  }
}
