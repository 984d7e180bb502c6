import { useEffect, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { useDetailsMenu } from "#app/components/ui/details-menu.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { ADMIN_PAGES } from "#domain/staff/pages.ts";
import type { MenuGroup } from "./menu.ts";

/** Where the page's content starts: focus goes there once a page is chosen from the phone's menu. */
export const ADMIN_CONTENT_ID = "panel-contenido";

/**
 * The menu item of the current page: the one the address is within and not within a longer item (the
 * promotions' rules); 'Inicio' only on the home page itself.
 */
function useCurrentPath(groups: MenuGroup[]): string | undefined {
  const { pathname } = useLocation();
  const home = ADMIN_PAGES.dashboard.path;
  if (pathname === home || `${pathname}/` === home) return home;
  return groups
    .flatMap((g) => g.items)
    .filter((i) => i.path !== home && `${pathname}/`.startsWith(`${i.path.replace(/\/$/, "")}/`))
    .sort((a, b) => b.path.length - a.path.length)[0]?.path;
}

/** The groups with their headings, each page a link; the current one marked. */
function MenuGroups({ groups }: { groups: MenuGroup[] }) {
  const current = useCurrentPath(groups);
  return (
    <div className="space-y-4">
      {groups.map((group) => (
        <div key={group.heading ?? ""}>
          {group.heading ? (
            <h2 className="px-3 pb-1 font-sans text-xs font-semibold tracking-wide text-slate-600 uppercase">
              {group.heading}
            </h2>
          ) : null}
          <ul>
            {group.items.map((item) => (
              <li key={item.path}>
                <NavLink
                  to={item.path}
                  aria-current={item.path === current ? "page" : "false"}
                  className={`block rounded-lg px-3 py-2 text-sm font-medium ${item.path === current ? "bg-brand-100 text-brand-900" : "text-slate-700 hover:bg-brand-50 hover:text-brand-700"}`}
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

/** The menu beside the page on a wide screen. */
export function AdminSidebar({ groups }: { groups: MenuGroup[] }) {
  return (
    <nav aria-label="Panel" className="hidden py-8 lg:block">
      <MenuGroups groups={groups} />
    </nav>
  );
}

/**
 * The menu behind 'Menú' below the wide screen: a <details> disclosure, so it opens before the scripts load;
 * it closes on navigation (focus then moves to the chosen page), on Escape and on a click elsewhere.
 */
export function AdminPhoneMenu({ groups }: { groups: MenuGroup[] }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  useDetailsMenu(ref, () => document.getElementById(ADMIN_CONTENT_ID)?.focus());
  // Opened before the scripts ran, its toggle went unheard.
  useEffect(() => setOpen(ref.current?.open ?? false), []);
  return (
    <details ref={ref} className="admin-menu lg:hidden" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary
        role="button"
        aria-expanded={open}
        className="inline-flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-full border border-brand-200 px-4 font-medium text-brand-700 hover:bg-brand-50"
      >
        <Icon name={open ? "close" : "menu"} size={18} />
        Menú
      </summary>
      <nav
        aria-label="Panel"
        className="absolute inset-x-0 top-full z-40 max-h-[75vh] overflow-y-auto border-b border-brand-100 bg-white px-4 py-4 shadow-lg"
      >
        <MenuGroups groups={groups} />
      </nav>
    </details>
  );
}
