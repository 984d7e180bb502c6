/**
 * The customer's next sessions at the right interval: per area, the window after its last attended visit
 * (domain/booking/next-session.ts), grouped by branch and window, with the first free times in it and the
 * booking page's address with the branch, the areas and the day chosen. The account, the attendance mail,
 * the reminder and the booking page's early notice read it here.
 */
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { BOOK_PATH } from "#domain/booking/how-to-book.ts";
import { localDateOf, slotIso } from "#domain/booking/local-time.ts";
import {
  isEarlyDay,
  nextSessionWindow,
  searchDays,
  type EarlyNotice,
  type NextSessionOffer,
  type NextSessionWindow,
  type SessionInterval,
} from "#domain/booking/next-session.ts";
import { bookableDays } from "#domain/booking/rules.ts";
import { entitledArea, holdsSessions } from "#domain/purchases/area-sessions.ts";
import type { Db, Tx } from "#server/db/client.ts";
import { products, sessionEntitlements, stores, visitAreas, visits } from "#server/db/schema/index.ts";
import { readStatements } from "#server/modules/purchases/statements.ts";
import { areaMinutes, readBranchAgenda, readRules } from "./agenda.ts";
import { bookableStoreIds } from "./bookings.ts";
import { computeFreeTimes } from "./slots.ts";

/** How many free times an offer shows. */
const FIRST_TIMES = 3;

/** One area (all its purchases together) as its next session needs it. */
interface Course {
  productId: string;
  title: string;
  /** The purchase whose sessions the next visit takes: the first with sessions left. */
  entitlementId: string | null;
  storeId: string | null;
  storeName: string | null;
  left: number;
  booked: number;
  lastAttendedAt: number | null;
  lastVisitId: string | null;
  interval: SessionInterval;
}

/** Her areas, each with its sessions left and booked (from the purchases' statements) and its last visit. */
async function readCourses(tx: Tx, accountId: string): Promise<Course[]> {
  const rows = await tx
    .select({
      e: sessionEntitlements,
      storeName: stores.name,
      minDays: products.sessionIntervalMinDays,
      maxDays: products.sessionIntervalMaxDays,
    })
    .from(sessionEntitlements)
    .innerJoin(products, eq(products.id, sessionEntitlements.productId))
    .leftJoin(stores, eq(stores.id, sessionEntitlements.storeId))
    .where(eq(sessionEntitlements.accountId, accountId))
    .orderBy(asc(sessionEntitlements.createdAt), asc(sessionEntitlements.title));
  if (rows.length === 0) return [];
  const statements = await readStatements(
    tx,
    rows.map((r) => r.e.paymentId),
  );
  const attended = await tx
    .select({ entitlementId: visitAreas.entitlementId, visitId: visits.id, startsAt: visits.startsAt })
    .from(visitAreas)
    .innerJoin(visits, eq(visits.id, visitAreas.visitId))
    .where(
      and(
        eq(visits.accountId, accountId),
        eq(visits.status, "attended"),
        inArray(
          visitAreas.entitlementId,
          rows.map((r) => r.e.id),
        ),
      ),
    )
    .orderBy(desc(visits.startsAt));
  const courses = new Map<string, Course>();
  for (const { e, storeName, minDays, maxDays } of rows) {
    const entitled = entitledArea(statements, e);
    if (!entitled || !holdsSessions(entitled.statement)) continue;
    const { area } = entitled;
    const course = courses.get(e.productId) ?? {
      productId: e.productId,
      title: area.title,
      entitlementId: null,
      storeId: null,
      storeName: null,
      left: 0,
      booked: 0,
      lastAttendedAt: null,
      lastVisitId: null,
      interval: { minDays, maxDays },
    };
    course.left += area.available;
    course.booked += area.booked;
    if (course.entitlementId === null && area.available > 0)
      Object.assign(course, { entitlementId: e.id, storeId: area.storeId, storeName });
    const last = attended.find((a) => a.entitlementId === e.id);
    if (last && (course.lastAttendedAt === null || last.startsAt.getTime() > course.lastAttendedAt)) {
      course.lastAttendedAt = last.startsAt.getTime();
      course.lastVisitId = last.visitId;
    }
    courses.set(e.productId, course);
  }
  return [...courses.values()];
}

type Open = Course & {
  window: NextSessionWindow;
  entitlementId: string;
  storeId: string;
  lastVisitId: string;
};

/** The areas whose next session is due (a window and a branch to book it at). */
function openCourses(courses: Course[]): Open[] {
  return courses.flatMap((c) => {
    const window = nextSessionWindow(c);
    return window && c.entitlementId && c.storeId && c.lastVisitId ? [{ ...c, window } as Open] : [];
  });
}

function bookPath(areas: string[], storeId: string, day: string | null, slot?: string): string {
  const params = new URLSearchParams([...areas.map((id) => ["area", id]), ["store", storeId]]);
  if (day) params.set("dia", day);
  if (slot) params.set("slot", slot);
  return `${BOOK_PATH}?${params.toString()}`;
}

/**
 * Her next sessions, one offer per branch, window and visit (areas of one visit with one interval go
 * together), soonest first. `visitId` keeps the areas whose last attended visit it is.
 */
export async function nextSessionOffers(
  tx: Tx,
  accountId: string,
  now: Date,
  opts: { visitId?: string } = {},
): Promise<NextSessionOffer[]> {
  const open = openCourses(await readCourses(tx, accountId)).filter(
    (c) => !opts.visitId || c.lastVisitId === opts.visitId,
  );
  if (open.length === 0) return [];
  const groups = new Map<string, Open[]>();
  for (const c of open) {
    const key = [c.storeId, c.window.from, c.window.to, c.lastVisitId].join("|");
    groups.set(key, [...(groups.get(key) ?? []), c]);
  }
  const rules = await readRules(tx);
  const bookable = bookableDays(now.getTime(), rules);
  const bookableStores = await bookableStoreIds(
    tx,
    open.map((c) => c.storeId),
  );
  const offers: NextSessionOffer[] = [];
  for (const group of groups.values()) {
    const first = group[0]!;
    const days = searchDays(first.window, bookable);
    const branch =
      bookableStores.includes(first.storeId) && days.length > 0
        ? await readBranchAgenda(tx, first.storeId)
        : null;
    const productIds = group.map((c) => c.productId);
    const minutes = await areaMinutes(tx, productIds, rules);
    const durationMinutes = productIds.reduce(
      (sum, id) => sum + (minutes.get(id) ?? rules.defaultAreaMinutes),
      0,
    );
    const free = branch
      ? await computeFreeTimes(tx, { accountId, branch, productIds, durationMinutes, days, rules, now })
      : [];
    const times = free.slice(0, FIRST_TIMES);
    const day = times[0] !== undefined ? localDateOf(times[0]) : (days[0] ?? null);
    const ids = group.map((c) => c.entitlementId);
    offers.push({
      visitId: first.lastVisitId,
      areas: group.map((c) => ({ entitlementId: c.entitlementId, productId: c.productId, title: c.title })),
      storeId: first.storeId,
      storeName: first.storeName ?? "",
      interval: first.interval,
      window: first.window,
      times: times.map((t) => ({
        slot: slotIso(t),
        bookPath: bookPath(ids, first.storeId, localDateOf(t), slotIso(t)),
      })),
      bookPath: branch ? bookPath(ids, first.storeId, day) : BOOK_PATH,
    });
  }
  return offers.sort((a, b) => a.window.from.localeCompare(b.window.from));
}

/** For a day chosen on the booking page, the areas it comes early for (booking is allowed all the same). */
export async function earlyNotices(
  tx: Tx,
  accountId: string,
  entitlementIds: string[],
  day: string,
): Promise<EarlyNotice[]> {
  if (entitlementIds.length === 0) return [];
  const chosen = await tx
    .select({ productId: sessionEntitlements.productId })
    .from(sessionEntitlements)
    .where(
      and(eq(sessionEntitlements.accountId, accountId), inArray(sessionEntitlements.id, entitlementIds)),
    );
  const productIds = new Set(chosen.map((c) => c.productId));
  const early = openCourses(await readCourses(tx, accountId)).filter(
    (c) => productIds.has(c.productId) && isEarlyDay(day, c.window),
  );
  const notices = new Map<string, EarlyNotice>();
  for (const c of early) {
    const key = [c.window.from, c.interval.minDays, c.interval.maxDays].join("|");
    const notice = notices.get(key) ?? { areas: [], from: c.window.from, interval: c.interval };
    notice.areas.push(c.title);
    notices.set(key, notice);
  }
  return [...notices.values()];
}

/** What the account and the booking page read of the next sessions, each in one read-only snapshot. */
export class NextSessions {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private read<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(work, { isolationLevel: "repeatable read", accessMode: "read only" });
  }

  /** Her next sessions with their first free times ('Tu próxima sesión' in her account). */
  offers(accountId: string): Promise<NextSessionOffer[]> {
    return this.read((tx) => nextSessionOffers(tx, accountId, this.now()));
  }

  /** The booking page's notice for a day chosen before the window of the chosen areas opens. */
  early(accountId: string, entitlementIds: string[], day: string | null): Promise<EarlyNotice[]> {
    return day ? this.read((tx) => earlyNotices(tx, accountId, entitlementIds, day)) : Promise.resolve([]);
  }
}
