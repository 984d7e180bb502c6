import { NavLink } from "react-router";
import { useStorefront } from "#app/lib/storefront.ts";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { ContactLinks } from "./contact-links.tsx";
import { AccountButton } from "./header-actions.tsx";
import { MAIN_NAV, MORE_NAV } from "./nav-items.ts";
import { SocialLinks } from "./social-links.tsx";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-3 text-lg ${isActive ? "bg-brand-50 font-semibold text-brand-700" : "text-slate-800 hover:bg-brand-50"}`;

/** The drawer's content: every link, the account button, contact and social links. */
export default function MobileDrawerPanel({
  id,
  open,
  onClose,
}: {
  id: string;
  open: boolean;
  onClose: () => void;
}) {
  const { client } = useStorefront();
  return (
    <Dialog id={id} variant="drawer" title="Menú" hideTitle open={open} onClose={onClose}>
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
  );
}
