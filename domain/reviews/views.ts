import type { ReviewStatus } from "./rules.ts";
import type { ReviewSummary } from "./summary.ts";

/** A published review as the storefront shows it. */
export interface PublicReview {
  id: string;
  stars: number;
  text: string;
  /** "María G." */
  author: string;
  /** When it was written (ISO). */
  createdAt: string;
  /** Its day on the shop's calendar, YYYY-MM-DD (the JSON-LD's datePublished). */
  day: string;
  /** The areas of the visit, in its order. */
  areas: string[];
  storeName: string;
  answer: string | null;
}

/** The reviews of an area or a branch: the summary of all published ones and the latest of them. */
export interface ReviewsBlock {
  summary: ReviewSummary;
  latest: PublicReview[];
}

/** A review in the back office's list. */
export interface ModeratedReview {
  id: string;
  status: ReviewStatus;
  stars: number;
  text: string;
  /** The customer's full name, for staff. */
  customer: string;
  author: string;
  createdAt: string;
  visitAt: string;
  areas: string[];
  storeName: string;
  hiddenReason: string | null;
  answer: string | null;
  version: number;
}
