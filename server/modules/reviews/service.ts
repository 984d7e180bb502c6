/**
 * Verified reviews on the storefront's side: the one-time link of the request mail (no sign-in), the review it
 * writes, and the published reviews of an area or a branch.
 */
import { eq } from "drizzle-orm";
import type { ReviewInput } from "#domain/reviews/forms.ts";
import type { ReviewsBlock } from "#domain/reviews/views.ts";
import type { Db, Tx } from "#server/db/client.ts";
import { reviewRequests, reviews, stores, visits } from "#server/db/schema/index.ts";
import { hashToken } from "#server/modules/accounts/tokens.ts";
import { areasOfVisits, publishedReviews, visitAtStore, visitHadArea } from "./published.ts";

/** Why a link cannot take a review: unknown, already used, too old, or its visit is not marked attended. */
export type LinkProblem = "invalid" | "used" | "expired" | "not_attended";

/** What the review page says of the visit. */
export interface ReviewedVisit {
  areas: string[];
  storeName: string;
  startsAt: Date;
}

export type LinkState = { ok: true; visit: ReviewedVisit } | { ok: false; code: LinkProblem };

export class ReviewService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The state of a link, as its page shows it before anything is sent. */
  link(token: string): Promise<LinkState> {
    return this.db.transaction((tx) => this.judge(tx, token, false));
  }

  /**
   * Writes the review of the link's visit and uses the link, in one transaction; the link's row is locked
   * first, so two posts of one link store one review (and the visit's unique review says so too).
   */
  async submit(token: string, input: ReviewInput): Promise<LinkState> {
    return this.db.transaction(async (tx) => {
      const state = await this.judge(tx, token, true);
      if (!state.ok) return state;
      const now = this.now();
      const tokenHash = hashToken(token);
      const [request] = await tx
        .update(reviewRequests)
        .set({ usedAt: now })
        .where(eq(reviewRequests.tokenHash, tokenHash))
        .returning({ visitId: reviewRequests.visitId });
      const [written] = await tx
        .insert(reviews)
        .values({ visitId: request!.visitId, stars: input.stars, text: input.text, createdAt: now })
        .onConflictDoNothing({ target: reviews.visitId })
        .returning({ id: reviews.id });
      if (!written) return { ok: false, code: "used" } as const;
      return state;
    });
  }

  /** The published reviews of the visits that treated an area. */
  forArea(productId: string): Promise<ReviewsBlock> {
    return publishedReviews(this.db, visitHadArea(productId));
  }

  /** The published reviews of the visits at a branch. */
  forStore(storeId: string): Promise<ReviewsBlock> {
    return publishedReviews(this.db, visitAtStore(storeId));
  }

  private async judge(tx: Tx, token: string, lock: boolean): Promise<LinkState> {
    if (!token || token.length > 200) return { ok: false, code: "invalid" };
    const query = tx
      .select({
        visitId: reviewRequests.visitId,
        usedAt: reviewRequests.usedAt,
        expiresAt: reviewRequests.expiresAt,
      })
      .from(reviewRequests)
      .where(eq(reviewRequests.tokenHash, hashToken(token)));
    const [request] = lock ? await query.for("update") : await query;
    if (!request) return { ok: false, code: "invalid" };
    if (request.usedAt) return { ok: false, code: "used" };
    if (request.expiresAt <= this.now()) return { ok: false, code: "expired" };
    const visitQuery = tx
      .select({ status: visits.status, startsAt: visits.startsAt, storeName: stores.name })
      .from(visits)
      .innerJoin(stores, eq(stores.id, visits.storeId))
      .where(eq(visits.id, request.visitId));
    // Held until the review is stored: an undo of the mark waits, and then finds the review written.
    const [visit] = lock ? await visitQuery.for("share", { of: visits }) : await visitQuery;
    if (!visit || visit.status !== "attended") return { ok: false, code: "not_attended" };
    const areas = await areasOfVisits(tx, [request.visitId]);
    return {
      ok: true,
      visit: {
        areas: areas.get(request.visitId) ?? [],
        storeName: visit.storeName,
        startsAt: visit.startsAt,
      },
    };
  }
}
