/**
 * The waiting list: joining it for a full day (or a few days) at a branch, leaving it in one click (from her
 * account or from the offer's link), the offer's page and its booking, and the agenda's view of who waits.
 * A freed time is booked once: the booking through an offer locks the freed time first and records the visit
 * on it, and the booking's own rules (the branch-day's lock, the exclusion constraints) hold as for any other.
 */
import { and, asc, eq, gte, inArray, isNull, lte } from "drizzle-orm";
import { localDateOf } from "#domain/booking/local-time.ts";
import { BOOKING_MESSAGES } from "#domain/booking/messages.ts";
import { bookableDays } from "#domain/booking/rules.ts";
import {
  type WaitlistEntryView,
  type WaitlistJoin,
  type WaitlistOfferView,
  type WaitlistRefusal,
} from "#domain/booking/waitlist.ts";
import type { Db } from "#server/db/client.ts";
import { isUniqueViolation } from "#server/db/errors.ts";
import {
  accounts,
  sessionEntitlements,
  stores,
  waitlistEntries,
  waitlistOffers,
  waitlistReleases,
} from "#server/db/schema/index.ts";
import { mailRecipient } from "#server/modules/accounts/recipient.ts";
import { hashToken } from "#server/modules/accounts/tokens.ts";
import { requirePermission } from "#server/modules/staff/access.ts";
import type { Acting } from "#server/modules/staff/types.ts";
import { readBranchAgenda, readClosedDays, readRules } from "./agenda.ts";
import { bookableStoreIds, bookVisit } from "./bookings.ts";
import { readPlace } from "./places.ts";
import type { BookingService } from "./service.ts";
import { entryAreas } from "./waitlist-offers.ts";

export type JoinOutcome =
  { ok: true; firstDay: string; lastDay: string } | { ok: false; code: WaitlistRefusal };

const active = isNull(waitlistEntries.endedAt);

export class WaitlistService {
  constructor(
    private readonly db: Db,
    private readonly booking: BookingService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** 'Avisame si se libera': refused kindly when she already waits for the same days and areas there. */
  async join(accountId: string, ask: WaitlistJoin): Promise<JoinOutcome> {
    const invalid = (code: WaitlistRefusal): JoinOutcome => ({ ok: false, code });
    const days = bookableDays(this.now().getTime(), await readRules(this.db));
    if (ask.firstDay < days.firstDay || ask.lastDay > days.lastDay) return invalid("days");
    // Her areas with sessions left, as the booking form offers them.
    const sessions = await this.booking.sessions(accountId);
    const areas = ask.entitlementIds.map((id) => sessions.find((s) => s.entitlementId === id));
    if (areas.some((a) => !a || a.left < 1)) return invalid("area");
    const allowed = await bookableStoreIds(
      this.db,
      areas.map((a) => a!.storeId),
    );
    if (!allowed.includes(ask.storeId)) return invalid("store");
    const closed = await readClosedDays(this.db, ask.storeId, ask.firstDay, ask.lastDay);
    if (ask.firstDay === ask.lastDay && closed.length > 0) return invalid("closed");
    try {
      await this.db.insert(waitlistEntries).values({ accountId, ...ask });
    } catch (err) {
      if (isUniqueViolation(err)) return invalid("duplicate");
      throw err;
    }
    return { ok: true, firstDay: ask.firstDay, lastDay: ask.lastDay };
  }

  /** 'Salir de la lista' from her account: true when the entry was hers and still waiting. */
  async leave(accountId: string, entryId: string): Promise<boolean> {
    const rows = await this.db
      .update(waitlistEntries)
      .set({ endedAt: this.now(), endedBy: "left" })
      .where(and(eq(waitlistEntries.id, entryId), eq(waitlistEntries.accountId, accountId), active))
      .returning({ id: waitlistEntries.id });
    return rows.length > 0;
  }

  /** Her entries still waiting, for days from today on, soonest first. */
  async mine(accountId: string): Promise<WaitlistEntryView[]> {
    const today = localDateOf(this.now().getTime());
    const rows = await this.db
      .select({ entry: waitlistEntries, storeName: stores.name })
      .from(waitlistEntries)
      .innerJoin(stores, eq(stores.id, waitlistEntries.storeId))
      .where(and(eq(waitlistEntries.accountId, accountId), active, gte(waitlistEntries.lastDay, today)))
      .orderBy(asc(waitlistEntries.firstDay), asc(waitlistEntries.createdAt));
    return Promise.all(
      rows.map(async ({ entry, storeName }) => ({
        id: entry.id,
        storeId: entry.storeId,
        storeName,
        entitlementIds: entry.entitlementIds,
        areas: ((await entryAreas(this.db, entry)) ?? []).map((a) => a.title),
        firstDay: entry.firstDay,
        lastDay: entry.lastDay,
      })),
    );
  }

  /** Who waits for a time at the branch on `day`, in the order they joined: the agenda's list. */
  async waitingOn(acting: Acting, storeId: string, day: string) {
    requirePermission(acting.actor, "agenda.read");
    const branch = await readBranchAgenda(this.db, storeId);
    if (!branch) return [];
    requirePermission(acting.actor, "agenda.read", branch.franchiseId);
    const rows = await this.db
      .select({ entry: waitlistEntries, name: accounts.name, surname: accounts.surname })
      .from(waitlistEntries)
      .innerJoin(accounts, eq(accounts.id, waitlistEntries.accountId))
      .where(
        and(
          eq(waitlistEntries.storeId, storeId),
          active,
          lte(waitlistEntries.firstDay, day),
          gte(waitlistEntries.lastDay, day),
        ),
      )
      .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
    const titles = await this.titles(rows.flatMap((r) => r.entry.entitlementIds));
    return rows.map(({ entry, name, surname }) => ({
      id: entry.id,
      customer: `${name} ${surname}`,
      accountId: entry.accountId,
      areas: entry.entitlementIds.map((id) => titles.get(id) ?? ""),
      firstDay: entry.firstDay,
      lastDay: entry.lastDay,
      since: entry.createdAt.toISOString(),
    }));
  }

  private async titles(ids: string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select({ id: sessionEntitlements.id, title: sessionEntitlements.title })
      .from(sessionEntitlements)
      .where(inArray(sessionEntitlements.id, ids));
    return new Map(rows.map((r) => [r.id, r.title]));
  }

  private async find(token: string) {
    const [row] = await this.db
      .select({ offer: waitlistOffers, entry: waitlistEntries, release: waitlistReleases })
      .from(waitlistOffers)
      .innerJoin(waitlistEntries, eq(waitlistEntries.id, waitlistOffers.entryId))
      .innerJoin(waitlistReleases, eq(waitlistReleases.id, waitlistOffers.releaseId))
      .where(eq(waitlistOffers.tokenHash, hashToken(token)));
    return row ?? null;
  }

  /** What the offer's link shows: the freed time, and whether it can still be booked through it. */
  async offer(token: string): Promise<WaitlistOfferView> {
    const found = await this.find(token);
    if (!found) return { state: "invalid" };
    const { offer, entry, release } = found;
    const state =
      offer.status === "booked"
        ? "booked"
        : entry.endedAt
          ? "left"
          : release.bookedVisitId || offer.status === "taken" || release.startsAt <= this.now()
            ? "taken"
            : "open";
    const [person, place, areas] = await Promise.all([
      mailRecipient(this.db, entry.accountId),
      readPlace(this.db, release.storeId),
      entryAreas(this.db, entry),
    ]);
    return {
      state,
      name: person?.name ?? "",
      startsAt: release.startsAt.toISOString(),
      storeName: place?.name ?? "",
      storeAddress: place?.address ?? "",
      areas: (areas ?? []).map((a) => a.title),
      visitId: state === "booked" ? release.bookedVisitId : null,
    };
  }

  /**
   * 'Reservar este horario': books the freed time for her areas, if nobody booked it first and it is still
   * free for her; the offer's page as it is then. Whoever is second is told it was taken and stays on the list.
   */
  async book(token: string): Promise<WaitlistOfferView> {
    const found = await this.find(token);
    if (!found || found.offer.status !== "sent" || found.entry.endedAt) return this.offer(token);
    const { offer, entry, release } = found;
    const now = this.now();
    const taken = { ok: false as const, field: "slot" as const, message: BOOKING_MESSAGES.slotTaken };
    const outcome = await bookVisit(
      this.db,
      {
        accountId: entry.accountId,
        storeId: release.storeId,
        entitlementIds: entry.entitlementIds,
        start: release.startsAt.getTime(),
      },
      now,
      {
        // The freed time first: the presses of one offer or of two run one after the other.
        before: async (tx) => {
          const [freed] = await tx
            .select({ bookedVisitId: waitlistReleases.bookedVisitId })
            .from(waitlistReleases)
            .where(eq(waitlistReleases.id, release.id))
            .for("update");
          const [still] = await tx
            .select({ status: waitlistOffers.status })
            .from(waitlistOffers)
            .where(eq(waitlistOffers.id, offer.id));
          return !freed || freed.bookedVisitId || still?.status !== "sent" ? taken : null;
        },
        after: async (tx, visitId) => {
          await tx
            .update(waitlistReleases)
            .set({ bookedVisitId: visitId })
            .where(eq(waitlistReleases.id, release.id));
          await tx
            .update(waitlistOffers)
            .set({ status: "booked", answeredAt: now })
            .where(eq(waitlistOffers.id, offer.id));
          await tx
            .update(waitlistEntries)
            .set({ endedAt: now, endedBy: "booked" })
            .where(and(eq(waitlistEntries.id, entry.id), active));
        },
      },
    );
    if (!outcome.ok && outcome.field !== "slot" && outcome.field !== "day") {
      const view = await this.offer(token);
      return view.state === "invalid" ? view : { ...view, state: "refused", message: outcome.message };
    }
    if (!outcome.ok) {
      await this.db
        .update(waitlistOffers)
        .set({ status: "taken", answeredAt: now })
        .where(and(eq(waitlistOffers.id, offer.id), eq(waitlistOffers.status, "sent")));
    }
    return this.offer(token);
  }

  /** 'Salir de la lista de espera' from the offer's link: no sign-in, the link is hers. */
  async leaveByToken(token: string): Promise<WaitlistOfferView> {
    const found = await this.find(token);
    if (found && !found.entry.endedAt) {
      await this.db
        .update(waitlistEntries)
        .set({ endedAt: this.now(), endedBy: "left" })
        .where(and(eq(waitlistEntries.id, found.entry.id), active));
    }
    return this.offer(token);
  }
}
