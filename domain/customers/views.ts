import type { CustomerState } from "#domain/customers/messages.ts";

export interface CustomerRow {
  id: string;
  name: string;
  surname: string;
  email: string;
  identifire: string;
  state: CustomerState;
  createdAt: Date;
}

export type CustomerReviewProblem =
  "not_found" | "not_under_review" | "already_rejected" | "already_verified" | "under_review" | "too_soon";

export type CustomerReviewResult = { ok: true } | { ok: false; code: CustomerReviewProblem };
