import { data, type AppLoadContext } from "react-router";
import { ADMIN_PAGES } from "#domain/staff/pages.ts";
import { TWO_FACTOR_REQUIRED_ROLES } from "#domain/staff/permissions.ts";
import type { StaffMember } from "#domain/staff/staff-member.ts";
import { isUuid } from "#domain/validation/uuid.ts";
import { ForbiddenError } from "#server/modules/staff/access.ts";

/** Whether this person must enrol a second factor before using anything but their account page. */
export function mustEnrolTwoFactor(context: AppLoadContext, staff: StaffMember): boolean {
  return context.production && TWO_FACTOR_REQUIRED_ROLES.includes(staff.role) && !staff.totpEnabled;
}

/** Back-office answers are never kept by a cache (the server also marks every /admin answer so). */
export function noStoreHeaders({ actionHeaders }: { actionHeaders: Headers }): Record<string, string> {
  const retryAfter = actionHeaders.get("Retry-After");
  return { "Cache-Control": "no-store", ...(retryAfter ? { "Retry-After": retryAfter } : {}) };
}

/** Only back-office paths are followed after the login. */
export function safeAdminNext(next: string | null): string {
  // "/admin" itself becomes "/admin/" (see ADMIN_PAGES.dashboard); anything outside the back office is ignored.
  return next && /^\/admin\/[^/]/.test(next) ? next : ADMIN_PAGES.dashboard.path;
}

/** Awaits a service call; its ForbiddenError (another franchise's record, say) becomes the Spanish 403 page. */
export async function orForbidden<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    if (ForbiddenError.is(err)) throw data({ forbidden: true }, { status: 403 });
    throw err;
  }
}

/** The `:id` of an editor's address; anything that cannot be a row id is the 404 page. */
export function recordId(id: string): string {
  if (!isUuid(id)) throw data(null, { status: 404 });
  return id;
}
