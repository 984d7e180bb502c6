import { Link } from "react-router";
import { SHOP_TIME_ZONE } from "#domain/settings/views.ts";
import { useStorefront } from "#app/lib/storefront.ts";
import { ContactLinks } from "./contact-links.tsx";
import { FOOTER_LEGAL, FOOTER_NAV } from "./nav-items.ts";
import { Logo } from "#app/components/brand/logo.tsx";
import { SocialLinks } from "./social-links.tsx";

const yearFormat = new Intl.DateTimeFormat("es-AR", { timeZone: SHOP_TIME_ZONE, year: "numeric" });
const year = () => yearFormat.format(new Date());

/** The footer (SPEC.md §2): contact details, every footer link, the jobs mailto and all branch names. */
export function SiteFooter() {
  const { client, storeNames } = useStorefront();
  const linkClass = "inline-block py-1 hover:text-white hover:underline";
  return (
    <footer className="mt-16 bg-brand-900 text-brand-100">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <Logo name={client.name} tone="light" />
          <p className="mt-2 text-sm">Depilación láser definitiva en sucursales de todo el país.</p>
          <SocialLinks social={client.social} className="mt-4 -ml-2 text-white" />
        </div>
        <nav aria-label="Sitio">
          <h2 className="font-semibold text-white">Navegación</h2>
          <ul className="mt-3 text-sm">
            {FOOTER_NAV.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={linkClass}>
                  {item.label}
                </Link>
              </li>
            ))}
            <li>
              <a href={`mailto:${client.rrhhEmail}`} className={linkClass}>
                Trabajá con nosotros
              </a>
            </li>
          </ul>
        </nav>
        <nav aria-label="Legales">
          <h2 className="font-semibold text-white">Información</h2>
          <ul className="mt-3 text-sm">
            {FOOTER_LEGAL.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={linkClass}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="font-semibold text-white">Contacto</h2>
          <ContactLinks client={client} className="mt-3 space-y-2 text-sm" />
        </div>
      </div>
      {storeNames.length > 0 ? (
        <div className="border-t border-white/10">
          <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-brand-100">
            <span className="font-semibold text-white">Sucursales: </span>
            {storeNames.join(" | ")}
          </p>
        </div>
      ) : null}
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-6xl px-4 py-4 text-xs text-brand-200">
          © {year()} {client.name}. Todos los derechos reservados.
        </p>
      </div>
    </footer>
  );
}
