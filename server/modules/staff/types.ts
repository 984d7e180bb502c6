import type { StaffActor } from "#domain/staff/permissions.ts";
import type { StaffProblem } from "#domain/staff/views.ts";

/** The staff member behind a change and the address the request came from (for the audit log). */
export interface Acting {
  actor: StaffActor;
  ip: string | null;
}

/** A refused change, with the form field it belongs to when there is one. */
export interface StaffRefusal {
  ok: false;
  code: StaffProblem;
  field?: string;
}
