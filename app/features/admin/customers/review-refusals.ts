import { CUSTOMER_MESSAGES } from "#domain/customers/messages.ts";
import type { CustomerReviewProblem } from "#domain/customers/views.ts";

/** The Spanish message of each refused review action. */
export const REVIEW_REFUSALS: Record<CustomerReviewProblem, string> = {
  not_found: CUSTOMER_MESSAGES.notFound,
  not_under_review: CUSTOMER_MESSAGES.notUnderReview,
  already_rejected: CUSTOMER_MESSAGES.alreadyRejected,
  already_verified: CUSTOMER_MESSAGES.alreadyVerified,
  under_review: CUSTOMER_MESSAGES.verificationUnderReview,
  too_soon: CUSTOMER_MESSAGES.verificationTooSoon,
};
