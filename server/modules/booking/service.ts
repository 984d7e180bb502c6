/** The customer's side of booking: her sessions, the free times, and her visits. */
import { and, asc, eq, gt, inArray } from "drizzle-orm";
import { formatLocalDate, isLocalDate, localDateOf, slotIso } from "#domain/booking/local-time.ts";
import { BOOKING_MESSAGES as M } from "#domain/booking/messages.ts";
import { isMonth, monthOf } from "#domain/booking/month.ts";
import { bookableDays, canChangeVisit, isBookableDay, type BookableDays } from "#domain/booking/rules.ts";
import { entitledArea, holdsSessions } from "#domain/purchases/area-sessions.ts";
import type { Db } from "#server/db/client.ts";
import { sessionEntitlements, stores, visitAreas, visits } from "#server/db/schema/index.ts";
import { loadStatements } from "#server/modules/purchases/statements.ts";
import { areaMinutes, readBranchAgenda, readRules } from "./agenda.ts";
import {
  bookableStoreIds,
  bookVisit,
  cancelVisit,
  moveVisit,
  type BookingOutcome,
  type BookingRefusal,
  type BookRequest,
  type FreeTimesRead,
  type JudgedOutcome,
  type MoveRequest,
} from "./bookings.ts";
import { readBookingMonth } from "./month.ts";
import { readPlace } from "./places.ts";
import { computeFreeTimes } from "./slots.ts";
import type { AreaSessions, VisitDetail, BookingChoice } from "#domain/booking/views.ts";

/** What the forms to book and to move are told: booked, or why not and what can be chosen now. */
export type BookingAnswer = { ok: true; visitId: string } | (BookingRefusal & { choice: BookingChoice });

type Chosen = {
  entitlementIds?: string[];
  storeId?: string | null;
  day?: string | null;
  visitId?: string;
  /** The calendar's month ("YYYY-MM"; null for the one of the chosen day or of today): booking shows it. */
  month?: string | null;
};

/** The month asked for when it has bookable days; otherwise the chosen day's, or the first bookable day's. */
function calendarMonth(chosen: Chosen, day: string | null, days: BookableDays): string {
  const { month } = chosen;
  const first = monthOf(days.firstDay);
  if (month && isMonth(month) && month >= first && month <= monthOf(days.lastDay)) return month;
  return day ? monthOf(day) : first;
}

export class BookingService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Per purchased area: its quantity and sessions bought, used, booked and left, as its purchase's statement
   * tells them (docs/decisions/0049), and the next visit.
   */
  async sessions(accountId: string): Promise<AreaSessions[]> {
    const rows = await this.db
      .select({ e: sessionEntitlements, storeName: stores.name })
      .from(sessionEntitlements)
      .leftJoin(stores, eq(stores.id, sessionEntitlements.storeId))
      .where(eq(sessionEntitlements.accountId, accountId))
      .orderBy(asc(sessionEntitlements.createdAt), asc(sessionEntitlements.title));
    const ids = rows.map((r) => r.e.id);
    const statements = await loadStatements(
      this.db,
      rows.map((r) => r.e.paymentId),
    );
    const next =
      ids.length === 0
        ? []
        : await this.db
            .select({ entitlementId: visitAreas.entitlementId, id: visits.id, startsAt: visits.startsAt })
            .from(visitAreas)
            .innerJoin(visits, eq(visits.id, visitAreas.visitId))
            .where(and(inArray(visitAreas.entitlementId, ids), eq(visits.status, "booked")))
            .orderBy(asc(visits.startsAt));
    return rows.flatMap(({ e, storeName }) => {
      const entitled = entitledArea(statements, e);
      if (!entitled) return [];
      const { statement, area } = entitled;
      const visit = next.find((n) => n.entitlementId === e.id);
      return [
        {
          entitlementId: e.id,
          productId: e.productId,
          title: area.title,
          quantity: area.quantity,
          storeId: area.storeId,
          storeName,
          total: area.bought,
          used: area.used,
          booked: area.booked,
          left: area.available,
          cancelled: !holdsSessions(statement),
          nextVisit: visit ? { id: visit.id, startsAt: visit.startsAt } : null,
        },
      ];
    });
  }

  /** Her visits still to come, soonest first. */
  async upcoming(accountId: string) {
    const rows = await this.db
      .select({ id: visits.id })
      .from(visits)
      .where(and(eq(visits.accountId, accountId), eq(visits.status, "booked"), gt(visits.endsAt, this.now())))
      .orderBy(asc(visits.startsAt));
    const details = await Promise.all(rows.map((r) => this.visit(accountId, r.id)));
    return details.filter((d): d is VisitDetail => d !== null);
  }

  async visit(accountId: string, visitId: string): Promise<VisitDetail | null> {
    const [visit] = await this.db
      .select()
      .from(visits)
      .where(and(eq(visits.id, visitId), eq(visits.accountId, accountId)));
    if (!visit) return null;
    const rules = await readRules(this.db);
    const areas = await this.db
      .select({ entitlementId: visitAreas.entitlementId, title: sessionEntitlements.title })
      .from(visitAreas)
      .innerJoin(sessionEntitlements, eq(sessionEntitlements.id, visitAreas.entitlementId))
      .where(eq(visitAreas.visitId, visitId))
      .orderBy(asc(visitAreas.position));
    return {
      id: visit.id,
      status: visit.status,
      startsAt: visit.startsAt,
      endsAt: visit.endsAt,
      place: await readPlace(this.db, visit.storeId),
      areas,
      canChange:
        visit.status === "booked" && canChangeVisit(visit.startsAt.getTime(), this.now().getTime(), rules),
      changeCutoffHours: rules.changeCutoffHours,
    };
  }

  /**
   * What the booking form shows for the choices made so far: the areas she can book, the branches that take
   * them (hers first), and the free times of the chosen day. `visitId` is a visit being moved; `read`, the free
   * times a refused booking has just read, stands for them when it is of the same branch-day and areas.
   */
  async choice(accountId: string, chosen: Chosen, read?: FreeTimesRead): Promise<BookingChoice> {
    const now = this.now();
    const rules = await readRules(this.db);
    const days = bookableDays(now.getTime(), rules);
    const { firstDay, lastDay } = days;
    const all = await this.sessions(accountId);
    const moving = chosen.visitId ? await this.visit(accountId, chosen.visitId) : null;
    const movingIds = moving?.areas.map((a) => a.entitlementId) ?? [];
    const areas = (
      moving ? all.filter((a) => movingIds.includes(a.entitlementId)) : all.filter((a) => a.left > 0)
    ).map((a) => ({
      id: a.entitlementId,
      title: a.title,
      quantity: a.quantity,
      left: a.left,
      storeId: a.storeId,
    }));
    // The calendar opens on the areas of her branch, so that it can show free times straight away.
    const asked =
      chosen.entitlementIds ??
      (chosen.month !== undefined
        ? areas.filter((a) => a.storeId === areas[0]?.storeId).map((a) => a.id)
        : []);
    const entitlementIds = moving ? movingIds : asked.filter((id) => areas.some((a) => a.id === id));
    const picked = areas.filter((a) => entitlementIds.includes(a.id));
    const storeIds = await bookableStoreIds(
      this.db,
      (picked.length > 0 ? picked : areas).map((a) => a.storeId),
    );
    const storeRows =
      storeIds.length === 0
        ? []
        : await this.db
            .select({ id: stores.id, name: stores.name })
            .from(stores)
            .where(inArray(stores.id, storeIds))
            .orderBy(asc(stores.name));
    const home = moving?.place?.id ?? picked[0]?.storeId ?? areas[0]?.storeId ?? null;
    const ordered = [...storeRows.filter((s) => s.id === home), ...storeRows.filter((s) => s.id !== home)];
    const storeId =
      chosen.storeId && ordered.some((s) => s.id === chosen.storeId)
        ? chosen.storeId
        : (ordered[0]?.id ?? null);
    const askedDay = chosen.day && isBookableDay(chosen.day, days) ? chosen.day : null;
    const minutes = await areaMinutes(
      this.db,
      all.filter((a) => entitlementIds.includes(a.entitlementId)).map((a) => a.productId),
      rules,
    );
    const durationMinutes = all
      .filter((a) => entitlementIds.includes(a.entitlementId))
      .reduce((sum, a) => sum + (minutes.get(a.productId) ?? rules.defaultAreaMinutes), 0);
    const productIds = all.filter((a) => entitlementIds.includes(a.entitlementId)).map((a) => a.productId);
    const wanted = chosen.month !== undefined || askedDay !== null;
    const branch =
      storeId && wanted && entitlementIds.length > 0 ? await readBranchAgenda(this.db, storeId) : null;
    const query = { accountId, productIds, durationMinutes, rules, now, exceptVisitId: chosen.visitId };
    const calendar =
      branch && chosen.month !== undefined
        ? await readBookingMonth(this.db, { ...query, branch, month: calendarMonth(chosen, askedDay, days) })
        : null;
    // Without a day of her own, the calendar's first day with free times.
    const day = chosen.day ? askedDay : (calendar?.view.days.find((d) => d.state === "free")?.day ?? null);
    const free =
      !branch || !day
        ? []
        : read?.storeId === branch.id &&
            read.day === day &&
            read.entitlementIds.join() === entitlementIds.join()
          ? read.times
          : calendar && monthOf(day) === calendar.view.month
            ? (calendar.byDay.get(day) ?? [])
            : await computeFreeTimes(this.db, { ...query, branch, days: [day] });
    const refused: BookingChoice["refused"] = {};
    if ((chosen.entitlementIds ?? []).some((id) => !entitlementIds.includes(id)))
      refused.area = M.unknownArea;
    if (chosen.storeId && chosen.storeId !== storeId) refused.store = M.storeNotBookable;
    if (chosen.day && isLocalDate(chosen.day) && !day)
      refused.day = M.dayRange(formatLocalDate(firstDay), formatLocalDate(lastDay));
    return {
      areas,
      stores: ordered,
      entitlementIds,
      storeId,
      day,
      firstDay,
      lastDay,
      durationMinutes,
      slots: free.map(slotIso),
      calendar: calendar?.view ?? null,
      refused,
    };
  }

  /**
   * Books the chosen time, judged under the branch-day's lock; refused, with the choice as it is now (and the
   * calendar's month, when the form shows one).
   */
  async book(req: BookRequest, calendar?: { month: string | null }): Promise<BookingAnswer> {
    const outcome = await bookVisit(this.db, req, this.now());
    return this.answer(outcome, req.accountId, {
      entitlementIds: req.entitlementIds,
      storeId: req.storeId,
      day: localDateOf(req.start),
      ...calendar,
    });
  }

  /** Moves the visit to the chosen time, judged as a booking is. */
  async move(req: MoveRequest): Promise<BookingAnswer> {
    const outcome = await moveVisit(this.db, req, this.now());
    return this.answer(outcome, req.accountId, {
      storeId: req.storeId,
      day: localDateOf(req.start),
      visitId: req.visitId,
    });
  }

  private async answer(outcome: JudgedOutcome, accountId: string, chosen: Chosen): Promise<BookingAnswer> {
    if (outcome.ok) return outcome;
    const { read, ...refusal } = outcome;
    return { ...refusal, choice: await this.choice(accountId, chosen, read) };
  }

  cancel(req: { accountId: string; visitId: string; staffId?: string | null }): Promise<BookingOutcome> {
    return cancelVisit(this.db, req, this.now());
  }
}
