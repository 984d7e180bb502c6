import type { Db } from "#server/db/client.ts";
import { ReviewModeration } from "./moderation.ts";
import { ReviewService } from "./service.ts";

/** Verified reviews: the storefront's side and the back office's. */
export function createReviewServices(db: Db) {
  return { shop: new ReviewService(db), moderation: new ReviewModeration(db) };
}
