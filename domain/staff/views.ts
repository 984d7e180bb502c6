import type { Role } from "#domain/staff/permissions.ts";

export type StaffProblem =
  | "email_taken"
  | "franchise_required"
  | "franchise_only_for_role"
  | "franchise_unknown"
  | "not_found"
  | "stale_version"
  | "self_change";

export interface TeamMember {
  id: string;
  email: string;
  name: string;
  role: Role;
  franchise_id: string | null;
  franchise_name: string | null;
  disabled: boolean;
  totp: boolean;
  version: number;
  created_at: Date;
}
