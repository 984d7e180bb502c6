import { ADMIN_GROUPS, ADMIN_PAGES, type AdminGroup } from "#domain/staff/pages.ts";
import { can, type Role } from "#domain/staff/permissions.ts";

export interface MenuItem {
  path: string;
  label: string;
}

/** One heading of the menu and its pages; the heading is null for the pages above the groups ('Inicio'). */
export interface MenuGroup {
  heading: AdminGroup | null;
  items: MenuItem[];
}

/** The pages of the menu that this role can use, under their groups in the menu's order; no empty group. */
export function menuFor(role: Role): MenuGroup[] {
  const usable = Object.values(ADMIN_PAGES).filter(
    (page) => page.permission === null || can(role, page.permission),
  );
  return [null, ...ADMIN_GROUPS]
    .map((heading) => ({
      heading,
      items: usable.filter((page) => page.group === heading).map(({ path, label }) => ({ path, label })),
    }))
    .filter((group) => group.items.length > 0);
}
