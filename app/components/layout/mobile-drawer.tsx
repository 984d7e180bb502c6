import { useState } from "react";
import { NavLink, useLocation } from "react-router";
import { useStorefront } from "../../lib/storefront.ts";
import { Dialog } from "../ui/dialog.tsx";
import { Icon } from "../ui/icon.tsx";
import { ContactLinks } from "./contact-links.tsx";
import { AccountButton } from "./header-actions.tsx";
import { MAIN_NAV, MORE_NAV } from "./nav-items.ts";
import { SocialLinks } from "./social-links.tsx";

const DRAWER_ID = "menu-movil";

/** The phone menu: a 'Menú' button opening a side drawer with every link, closed by 'Cerrar' or a navigation. */
export function MobileDrawer() {
  const { client } = useStorefront();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const [openedAt, setOpenedAt] = useState(location);
  // Any navigation (a link in the drawer, back or forward) closes it.
  if (location !== openedAt) {
    setOpenedAt(location);
    setOpen(false);
  }

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `block rounded-lg px-3 py-3 text-lg ${isActive ? "bg-brand-50 font-semibold text-brand-700" : "text-slate-800 hover:bg-brand-50"}`;

  return (
    <>
      <button
        type="button"
        className="inline-flex min-h-11 items-center gap-1 rounded-full px-3 font-medium text-brand-700 hover:bg-brand-50 lg:hidden"
        aria-expanded={open}
        aria-controls={DRAWER_ID}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Icon name="menu" size={24} />
        Menú
      </button>
      <Dialog
        id={DRAWER_ID}
        variant="drawer"
        title="Menú"
        hideTitle
        open={open}
        onClose={() => setOpen(false)}
      >
        <nav aria-label="Menú móvil" className="mt-4">
          <ul>
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === "/"} className={linkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <p className="mt-4 px-3 text-sm font-semibold tracking-wide text-slate-600 uppercase">Más</p>
          <ul>
            {MORE_NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={linkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-4 border-t border-brand-100 pt-4">
          <AccountButton />
        </div>
        <div className="mt-4 border-t border-brand-100 pt-4 text-slate-700">
          <ContactLinks client={client} className="space-y-3 px-3" />
          <SocialLinks social={client.social} className="mt-3 px-1 text-brand-700" size={20} />
        </div>
      </Dialog>
    </>
  );
}
