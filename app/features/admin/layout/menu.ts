import { ADMIN_PAGES } from "#domain/staff/pages.ts";
import { can, type Role } from "#domain/staff/permissions.ts";

/** The pages of the menu that this role can use, in the menu's order. */
export function menuFor(role: Role): { path: string; label: string }[] {
  return Object.values(ADMIN_PAGES)
    .filter((page) => page.permission === null || can(role, page.permission))
    .map(({ path, label }) => ({ path, label }));
}
