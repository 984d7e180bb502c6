/** The published reviews of an area or a branch: their summary and the latest of them. */
import { and, asc, desc, eq, exists, inArray, sql, type SQL } from "drizzle-orm";
import { localDateOf } from "#domain/booking/local-time.ts";
import { reviewerName, reviewSummary } from "#domain/reviews/summary.ts";
import { REVIEWS_ON_PAGE } from "#domain/reviews/rules.ts";
import type { ReviewsBlock } from "#domain/reviews/views.ts";
import type { Queryable } from "#server/db/client.ts";
import {
  accounts,
  reviews,
  sessionEntitlements,
  stores,
  visitAreas,
  visits,
} from "#server/db/schema/index.ts";

/** The review's visit treated this area. */
export const visitHadArea = (productId: string) =>
  exists(
    sql`(select 1 from ${visitAreas} inner join ${sessionEntitlements} on ${sessionEntitlements.id} = ${visitAreas.entitlementId} where ${visitAreas.visitId} = ${reviews.visitId} and ${sessionEntitlements.productId} = ${productId})`,
  );

/** The review's visit was at this branch. */
export const visitAtStore = (storeId: string) =>
  exists(
    sql`(select 1 from ${visits} where ${visits.id} = ${reviews.visitId} and ${visits.storeId} = ${storeId})`,
  );

/** The areas of each visit, in the visit's order. */
export async function areasOfVisits(db: Queryable, visitIds: string[]): Promise<Map<string, string[]>> {
  const byVisit = new Map<string, string[]>();
  if (visitIds.length === 0) return byVisit;
  const rows = await db
    .select({ visitId: visitAreas.visitId, title: sessionEntitlements.title })
    .from(visitAreas)
    .innerJoin(sessionEntitlements, eq(sessionEntitlements.id, visitAreas.entitlementId))
    .where(inArray(visitAreas.visitId, visitIds))
    .orderBy(asc(visitAreas.position));
  for (const row of rows) byVisit.set(row.visitId, [...(byVisit.get(row.visitId) ?? []), row.title]);
  return byVisit;
}

/** The summary of the published reviews that `which` selects, and the latest `REVIEWS_ON_PAGE` of them. */
export async function publishedReviews(db: Queryable, which: SQL): Promise<ReviewsBlock> {
  const where = and(eq(reviews.status, "published"), which);
  const [totals, latest] = await Promise.all([
    db
      .select({
        count: sql<number>`count(*)::int`,
        sum: sql<number>`coalesce(sum(${reviews.stars}), 0)::int`,
      })
      .from(reviews)
      .where(where),
    db
      .select({
        id: reviews.id,
        visitId: reviews.visitId,
        stars: reviews.stars,
        text: reviews.text,
        answer: reviews.answer,
        createdAt: reviews.createdAt,
        name: accounts.name,
        surname: accounts.surname,
        storeName: stores.name,
      })
      .from(reviews)
      .innerJoin(visits, eq(visits.id, reviews.visitId))
      .innerJoin(accounts, eq(accounts.id, visits.accountId))
      .innerJoin(stores, eq(stores.id, visits.storeId))
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(REVIEWS_ON_PAGE),
  ]);
  const areas = await areasOfVisits(
    db,
    latest.map((r) => r.visitId),
  );
  return {
    summary: reviewSummary(totals[0] ?? { count: 0, sum: 0 }),
    latest: latest.map((r) => ({
      id: r.id,
      stars: r.stars,
      text: r.text,
      author: reviewerName(r.name, r.surname),
      createdAt: r.createdAt.toISOString(),
      day: localDateOf(r.createdAt.getTime()),
      areas: areas.get(r.visitId) ?? [],
      storeName: r.storeName,
      answer: r.answer,
    })),
  };
}
