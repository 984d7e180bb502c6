import { STAFF_MESSAGES } from "#domain/staff/messages.ts";
import type { StaffProblem } from "#domain/staff/views.ts";

/** The Spanish message of each refused team change. */
export const TEAM_REFUSALS: Record<StaffProblem, string> = {
  email_taken: STAFF_MESSAGES.emailTaken,
  franchise_required: STAFF_MESSAGES.franchiseRequired,
  franchise_only_for_role: STAFF_MESSAGES.franchiseOnlyForRole,
  franchise_unknown: STAFF_MESSAGES.franchiseUnknown,
  not_found: STAFF_MESSAGES.notFound,
  stale_version: STAFF_MESSAGES.staleVersion,
  self_change: STAFF_MESSAGES.selfChange,
};
