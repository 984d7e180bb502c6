/** The back office's side of booking: a branch's day, marking visits, the agenda's settings and the rules. */
import { and, asc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { addDays, instantAt, isLocalDate, localDateOf } from "#domain/booking/local-time.ts";
import { weekStart } from "#domain/booking/week.ts";
import { entitledArea, holdsSessions } from "#domain/purchases/area-sessions.ts";
import { FRANCHISE_SCOPED_ROLES } from "#domain/staff/permissions.ts";
import type { Db, Tx } from "#server/db/client.ts";
import {
  accounts,
  sessionEntitlements,
  storeAgendas,
  storeClosedDays,
  stores,
  visitAreas,
  visits,
} from "#server/db/schema/index.ts";
import { writeAudit } from "#server/modules/audit/writer.ts";
import { loadStatements } from "#server/modules/purchases/statements.ts";
import { requirePermission } from "#server/modules/staff/access.ts";
import type { Acting } from "#server/modules/staff/types.ts";
import { readBranchAgenda, readClosedDays, readRules } from "./agenda.ts";
import type { BookingOutcome, BookRequest } from "./bookings.ts";
import type { BookingService } from "./service.ts";
import { BOOKING_MESSAGES } from "#domain/booking/messages.ts";
import { AGENDA_MESSAGES } from "#domain/booking/desk-messages.ts";
import { markVisit, undoMark, type Mark, type MarkResult } from "./marks.ts";

export type DeskResult =
  { ok: true } | { ok: false; code: "not_found" | "invalid"; field?: string; message?: string };

const audit = (tx: Tx, acting: Acting, entry: Parameters<typeof writeAudit>[2]) =>
  writeAudit(tx, { staffId: acting.actor.id, ip: acting.ip }, entry);

export class BookingDesk {
  constructor(
    private readonly db: Db,
    private readonly booking: BookingService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The booking form for a customer who phoned: her areas, the branches this person may book at, free times. */
  async choiceFor(acting: Acting, accountId: string, chosen: Parameters<BookingService["choice"]>[1]) {
    requirePermission(acting.actor, "agenda.book");
    const [customer] = await this.db
      .select({ id: accounts.id, name: accounts.name, surname: accounts.surname, email: accounts.email })
      .from(accounts)
      .where(eq(accounts.id, accountId));
    if (!customer) return null;
    const allowed = new Set((await this.branches(acting)).map((b) => b.id));
    // A franchise books for the customers whose sessions are at its branches, and sees no one else.
    if (FRANCHISE_SCOPED_ROLES.includes(acting.actor.role)) {
      const own = await this.db
        .select({ storeId: sessionEntitlements.storeId })
        .from(sessionEntitlements)
        .where(eq(sessionEntitlements.accountId, accountId));
      if (!own.some((e) => e.storeId && allowed.has(e.storeId))) return null;
    }
    const choice = await this.booking.choice(accountId, chosen);
    const storesAllowed = choice.stores.filter((s) => allowed.has(s.id));
    return { customer, choice: { ...choice, stores: storesAllowed } };
  }

  /** Books for the customer under the same rules, at a branch of this person's scope; recorded as booked by staff. */
  async bookFor(acting: Acting, req: Omit<BookRequest, "bookedBy">): Promise<BookingOutcome> {
    const branch = await this.branch(acting, req.storeId, "agenda.book");
    if (!branch) return { ok: false, field: "store", message: BOOKING_MESSAGES.noStore };
    const answer = await this.booking.book({ ...req, bookedBy: acting.actor.id });
    // The refusal alone: the page reads the choice again, within this person's branches.
    if (!answer.ok) return { ok: false, field: answer.field, message: answer.message };
    await writeAudit(
      this.db,
      { staffId: acting.actor.id, ip: acting.ip },
      {
        entity: "visit",
        entityId: answer.visitId,
        action: "booked",
        before: null,
        after: {
          account_id: req.accountId,
          store_id: req.storeId,
          starts_at: new Date(req.start).toISOString(),
        },
      },
    );
    return answer;
  }

  /** The branches whose agenda this person may see (a franchise sees its own). */
  async branches(acting: Acting) {
    requirePermission(acting.actor, "agenda.read");
    const scoped = FRANCHISE_SCOPED_ROLES.includes(acting.actor.role);
    const rows = await this.db
      .select({ id: stores.id, name: stores.name, enabled: stores.enabled, rooms: storeAgendas.rooms })
      .from(stores)
      .leftJoin(storeAgendas, eq(storeAgendas.storeId, stores.id))
      .where(scoped ? eq(stores.franchiseId, acting.actor.franchiseId ?? "") : undefined)
      .orderBy(asc(stores.name));
    return rows.map((r) => ({ ...r, rooms: r.rooms ?? 1 }));
  }

  /** The branch, checked against the person's scope for `permission`; null when there is no such branch. */
  private async branch(
    acting: Acting,
    storeId: string,
    permission: "agenda.read" | "agenda.book" | "agenda.manage",
  ) {
    requirePermission(acting.actor, permission);
    const branch = await readBranchAgenda(this.db, storeId);
    if (!branch) return null;
    requirePermission(acting.actor, permission, branch.franchiseId);
    return branch;
  }

  /** A branch's visits on one local day, with the customer and the areas, in time order. */
  async day(acting: Acting, storeId: string, day?: string | null) {
    const branch = await this.branch(acting, storeId, "agenda.read");
    if (!branch) return null;
    const now = this.now();
    const date = day && isLocalDate(day) ? day : localDateOf(now.getTime());
    const list = await this.visitsOn(storeId, date, addDays(date, 1));
    const closed = await readClosedDays(this.db, storeId, date, date);
    return {
      branch,
      day: date,
      /** The instant the day was read: what can be marked or undone is decided against it. */
      now,
      closed: closed[0] ?? null,
      visits: list,
    };
  }

  /** A branch's week (Monday to Sunday) holding `day`: its active visits, closed days and rules, in five reads. */
  async week(acting: Acting, storeId: string, day?: string | null) {
    const branch = await this.branch(acting, storeId, "agenda.read");
    if (!branch) return null;
    const now = this.now();
    const monday = weekStart(day && isLocalDate(day) ? day : localDateOf(now.getTime()));
    const sunday = addDays(monday, 6);
    const list = await this.visitsOn(storeId, monday, addDays(monday, 7));
    return {
      branch,
      monday,
      now,
      rules: await readRules(this.db),
      closed: await readClosedDays(this.db, storeId, monday, sunday),
      visits: list.filter((v) => v.status !== "cancelled"),
    };
  }

  /** A branch's visits starting from the local date `first` up to (not on) `end`, with customer and areas. */
  private async visitsOn(storeId: string, first: string, end: string) {
    const from = new Date(instantAt(first, "00:00"));
    const to = new Date(instantAt(end, "00:00"));
    const rows = await this.db
      .select({
        id: visits.id,
        room: visits.room,
        startsAt: visits.startsAt,
        endsAt: visits.endsAt,
        status: visits.status,
        markedAt: visits.markedAt,
        accountId: visits.accountId,
        name: accounts.name,
        surname: accounts.surname,
        email: accounts.email,
        phone: accounts.mobilePhone,
      })
      .from(visits)
      .innerJoin(accounts, eq(accounts.id, visits.accountId))
      .where(and(eq(visits.storeId, storeId), gte(visits.startsAt, from), lt(visits.startsAt, to)))
      .orderBy(asc(visits.startsAt), asc(visits.room));
    const areas =
      rows.length === 0
        ? []
        : await this.db
            .select({ visitId: visitAreas.visitId, title: sessionEntitlements.title })
            .from(visitAreas)
            .innerJoin(sessionEntitlements, eq(sessionEntitlements.id, visitAreas.entitlementId))
            .where(
              inArray(
                visitAreas.visitId,
                rows.map((r) => r.id),
              ),
            )
            .orderBy(asc(visitAreas.position));
    return rows.map((r) => ({ ...r, areas: areas.filter((a) => a.visitId === r.id).map((a) => a.title) }));
  }

  /** 'Asistió' uses one session of each area of the visit; 'No asistió' uses none. Only once the visit started. */
  mark(acting: Acting, visitId: string, outcome: Mark): Promise<MarkResult> {
    return markVisit(this.db, acting, visitId, outcome, this.now);
  }

  /** 'Deshacer': the visit marked today is booked again, its sessions given back. */
  undo(acting: Acting, visitId: string): Promise<MarkResult> {
    return undoMark(this.db, acting, visitId, this.now);
  }

  /** The rooms and the closed days from today on. */
  async agenda(acting: Acting, storeId: string) {
    const branch = await this.branch(acting, storeId, "agenda.manage");
    if (!branch) return null;
    const today = localDateOf(this.now().getTime());
    const closed = await readClosedDays(this.db, storeId, today, addDays(today, 3650));
    return { branch, closed };
  }

  async saveRooms(acting: Acting, storeId: string, rooms: number): Promise<DeskResult> {
    const branch = await this.branch(acting, storeId, "agenda.manage");
    if (!branch) return { ok: false, code: "not_found" };
    if (!Number.isInteger(rooms) || rooms < 1 || rooms > 50) {
      return {
        ok: false,
        code: "invalid",
        field: "rooms",
        message: AGENDA_MESSAGES.rooms,
      };
    }
    await this.db.transaction(async (tx) => {
      await tx
        .insert(storeAgendas)
        .values({ storeId, rooms })
        .onConflictDoUpdate({
          target: storeAgendas.storeId,
          set: { rooms, version: sql`${storeAgendas.version} + 1`, updatedAt: this.now() },
        });
      await audit(tx, acting, {
        entity: "agenda",
        entityId: storeId,
        action: "rooms",
        before: { rooms: branch.rooms },
        after: { rooms },
      });
    });
    return { ok: true };
  }

  async addClosedDay(acting: Acting, storeId: string, day: string, reason: string): Promise<DeskResult> {
    const branch = await this.branch(acting, storeId, "agenda.manage");
    if (!branch) return { ok: false, code: "not_found" };
    if (!isLocalDate(day)) {
      return { ok: false, code: "invalid", field: "day", message: AGENDA_MESSAGES.dayInvalid };
    }
    if (day < localDateOf(this.now().getTime())) {
      return { ok: false, code: "invalid", field: "day", message: AGENDA_MESSAGES.pastDay };
    }
    const text = reason.trim().slice(0, 120);
    await this.db.transaction(async (tx) => {
      await tx
        .insert(storeClosedDays)
        .values({ storeId, day, reason: text })
        .onConflictDoUpdate({
          target: [storeClosedDays.storeId, storeClosedDays.day],
          set: { reason: text },
        });
      await audit(tx, acting, {
        entity: "agenda",
        entityId: storeId,
        action: "closed_day_added",
        before: null,
        after: { day, reason: text },
      });
    });
    return { ok: true };
  }

  async removeClosedDay(acting: Acting, storeId: string, day: string): Promise<DeskResult> {
    const branch = await this.branch(acting, storeId, "agenda.manage");
    if (!branch) return { ok: false, code: "not_found" };
    if (!isLocalDate(day)) return { ok: false, code: "not_found" };
    await this.db.transaction(async (tx) => {
      const removed = await tx
        .delete(storeClosedDays)
        .where(and(eq(storeClosedDays.storeId, storeId), eq(storeClosedDays.day, day)))
        .returning();
      if (removed.length > 0) {
        await audit(tx, acting, {
          entity: "agenda",
          entityId: storeId,
          action: "closed_day_removed",
          before: { day },
          after: null,
        });
      }
    });
    return { ok: true };
  }

  /**
   * A customer's purchased areas, for her file: where their sessions are carried out, and their figures as
   * their purchases' statements tell them.
   */
  async customerSessions(acting: Acting, accountId: string) {
    requirePermission(acting.actor, "customers.read");
    const rows = await this.db
      .select({
        id: sessionEntitlements.id,
        paymentId: sessionEntitlements.paymentId,
        productId: sessionEntitlements.productId,
        storeName: stores.name,
      })
      .from(sessionEntitlements)
      .leftJoin(stores, eq(stores.id, sessionEntitlements.storeId))
      .where(eq(sessionEntitlements.accountId, accountId))
      .orderBy(asc(sessionEntitlements.createdAt));
    const statements = await loadStatements(
      this.db,
      rows.map((r) => r.paymentId),
    );
    return rows.flatMap((r) => {
      const entitled = entitledArea(statements, r);
      if (!entitled) return [];
      const { statement, area } = entitled;
      return [{ id: r.id, storeName: r.storeName, ...area, given: !holdsSessions(statement) }];
    });
  }

  /** Moves the remaining sessions of a purchased area to another branch (visits already booked stay). */
  async moveSessions(
    acting: Acting,
    accountId: string,
    entitlementId: string,
    storeId: string,
  ): Promise<DeskResult> {
    requirePermission(acting.actor, "customers.edit");
    return this.db.transaction(async (tx) => {
      const [e] = await tx
        .select()
        .from(sessionEntitlements)
        .where(and(eq(sessionEntitlements.id, entitlementId), eq(sessionEntitlements.accountId, accountId)))
        .for("update");
      const [target] = await tx
        .select({ id: stores.id })
        .from(stores)
        .where(and(eq(stores.id, storeId), eq(stores.enabled, true)));
      if (!e) return { ok: false, code: "not_found" } as const;
      if (!target) {
        return { ok: false, code: "invalid", field: "store", message: AGENDA_MESSAGES.chooseStore } as const;
      }
      if (e.storeId === storeId) return { ok: true } as const;
      await tx
        .update(sessionEntitlements)
        .set({ storeId, updatedAt: this.now() })
        .where(eq(sessionEntitlements.id, e.id));
      await audit(tx, acting, {
        entity: "sessions",
        entityId: e.id,
        action: "moved",
        before: { store_id: e.storeId },
        after: { store_id: storeId },
      });
      return { ok: true } as const;
    });
  }
}
