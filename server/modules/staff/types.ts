import type { StaffActor } from "#domain/staff/permissions.ts";

/** The staff member behind a change and the address the request came from (for the audit log). */
export interface Acting {
  actor: StaffActor;
  ip: string | null;
}

export type StaffProblem =
  | "email_taken"
  | "franchise_required"
  | "franchise_only_for_role"
  | "franchise_unknown"
  | "not_found"
  | "stale_version"
  | "self_change";

/** A refused change, with the form field it belongs to when there is one. */
export interface StaffRefusal {
  ok: false;
  code: StaffProblem;
  field?: string;
}
