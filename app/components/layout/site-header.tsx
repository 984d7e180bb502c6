import { Link, NavLink } from "react-router";
import { Logo } from "#app/components/brand/logo.tsx";
import { PATHS } from "#app/lib/paths.ts";
import { useStorefront } from "#app/lib/storefront.ts";
import { ContactLinks } from "./contact-links.tsx";
import { AccountButton, CartButton } from "./header-actions.tsx";
import { MobileDrawer } from "./mobile-drawer.tsx";
import { MoreMenu } from "./more-menu.tsx";
import { MAIN_NAV } from "./nav-items.ts";
import { SocialLinks } from "./social-links.tsx";

/**
 * The fixed header: on large screens the contact bar (40 px), the brand row (80 px) and the menu (48 px), 168 px
 * in all; on small screens the brand row alone (80 px), with the menu in a drawer. The body is padded to match.
 */
export function SiteHeader() {
  const { client } = useStorefront();
  return (
    <header data-site-header className="fixed inset-x-0 top-0 z-40 bg-white shadow-sm">
      <div className="hidden h-10 bg-brand-900 text-sm text-brand-50 lg:block">
        <div className="mx-auto flex h-full max-w-6xl items-center justify-between px-4">
          <ContactLinks client={client} className="flex items-center gap-6" />
          <SocialLinks social={client.social} size={16} />
        </div>
      </div>
      <div className="mx-auto flex h-20 max-w-6xl items-center gap-2 px-4">
        <Link to={PATHS.home} className="mr-auto" aria-label={`${client.name}, ir al inicio`}>
          <Logo name={client.name} />
        </Link>
        <Link
          to={PATHS.stores}
          className="hidden min-h-11 items-center rounded-full border border-brand-200 px-4 font-medium text-brand-700 hover:bg-brand-50 lg:inline-flex"
        >
          Encontrá tu sucursal
        </Link>
        <span className="hidden lg:inline-flex">
          <AccountButton />
        </span>
        <CartButton />
        <MobileDrawer />
      </div>
      <nav aria-label="Principal" className="hidden h-12 border-t border-brand-100 lg:block">
        <ul className="mx-auto flex h-full max-w-6xl items-center gap-2 px-4">
          {MAIN_NAV.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={item.to === PATHS.home}
                prefetch="intent"
                className={({ isActive }) =>
                  `flex h-12 items-center border-b-2 px-3 font-medium ${isActive ? "border-brand-700 text-brand-700" : "border-transparent text-slate-700 hover:text-brand-700"}`
                }
              >
                {item.label}
              </NavLink>
            </li>
          ))}
          <li>
            <MoreMenu />
          </li>
        </ul>
      </nav>
    </header>
  );
}
