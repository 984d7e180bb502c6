import { canOn, type Permission, type StaffActor } from "#domain/staff/permissions.ts";

/** Thrown by a service when the acting staff member lacks the permission; pages answer it with a 403. */
export class ForbiddenError extends Error {
  constructor(readonly permission: Permission) {
    super(`forbidden: ${permission}`);
    this.name = "ForbiddenError";
  }

  /** By name, not `instanceof`: the pages' bundle and the services' may each hold a copy of this class. */
  static is(err: unknown): err is ForbiddenError {
    return err instanceof Error && err.name === "ForbiddenError";
  }
}

export function requirePermission(actor: StaffActor, permission: Permission, franchiseId?: string | null) {
  if (!canOn(actor, permission, franchiseId)) throw new ForbiddenError(permission);
}
