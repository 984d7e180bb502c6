/** The limits of a review and of its moderation, checked in the forms and in the database alike. */
export const REVIEW_TEXT_MAX = 1000;
export const REVIEW_ANSWER_MAX = 1000;
export const REVIEW_HIDE_REASON_MAX = 300;
/** How long a review link works after its mail is queued. */
export const REVIEW_LINK_DAYS = 60;
/** The latest published reviews an area or branch page shows. */
export const REVIEWS_ON_PAGE = 5;

export const REVIEW_STATUSES = ["pending", "published", "hidden"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const isReviewStatus = (value: unknown): value is ReviewStatus =>
  typeof value === "string" && (REVIEW_STATUSES as readonly string[]).includes(value);

/** The review page of a request mail's link; it needs no sign-in. */
export const reviewPath = (token: string) => `/resena/${encodeURIComponent(token)}`;
/** Where the review page goes once the review is stored. */
export const REVIEW_THANKS_PATH = "/resena/gracias";
