import type { Role, StaffActor } from "./permissions.ts";

/** The signed-in staff member as pages see it. */
export interface StaffMember extends StaffActor {
  email: string;
  name: string;
  role: Role;
  /** A second factor is enrolled. */
  totpEnabled: boolean;
}
