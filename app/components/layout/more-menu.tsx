import { useRef } from "react";
import { NavLink } from "react-router";
import { useDetailsMenu } from "#app/components/ui/details-menu.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { MORE_NAV } from "./nav-items.ts";

/**
 * The 'Más' dropdown: a <details> disclosure, so it opens before the scripts load; once hydrated it also closes
 * on navigation, on Escape and on a click elsewhere.
 */
export function MoreMenu() {
  const ref = useRef<HTMLDetailsElement>(null);
  useDetailsMenu(ref);

  return (
    <details ref={ref} className="more-menu relative">
      <summary className="flex h-12 cursor-pointer list-none items-center gap-1 px-3 font-medium text-slate-700 hover:text-brand-700">
        Más
        <Icon name="chevron-down" size={16} className="more-menu-chevron" />
      </summary>
      <ul className="absolute top-full right-0 z-50 w-56 rounded-xl border border-brand-100 bg-white py-2 shadow-lg">
        {MORE_NAV.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              prefetch="intent"
              className={({ isActive }) =>
                `block px-4 py-2.5 hover:bg-brand-50 ${isActive ? "font-semibold text-brand-700" : "text-slate-700"}`
              }
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </details>
  );
}
