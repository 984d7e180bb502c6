import { PATHS } from "#app/lib/paths.ts";

export interface NavItem {
  to: string;
  label: string;
}

/** The main menu (SPEC.md §2): home, offers, stores, shop, then the 'Más' dropdown. */
export const MAIN_NAV: NavItem[] = [
  { to: PATHS.home, label: "Inicio" },
  { to: PATHS.promotions, label: "Promociones" },
  { to: PATHS.stores, label: "Locales" },
  { to: PATHS.shop, label: "Tienda" },
];

export const MORE_NAV: NavItem[] = [
  { to: PATHS.method, label: "Método Candela" },
  { to: PATHS.about, label: "Quiénes somos" },
  { to: PATHS.blog, label: "Blog" },
  { to: PATHS.franchises, label: "Franquicias" },
  { to: PATHS.contact, label: "Contacto" },
];

/** The footer's links (SPEC.md §2); the jobs mailto is added from the client config. */
export const FOOTER_NAV: NavItem[] = [
  { to: PATHS.home, label: "Inicio" },
  { to: PATHS.referrals, label: "Programa de referidos" },
  { to: PATHS.stores, label: "Locales" },
  { to: PATHS.shop, label: "Tienda" },
  { to: PATHS.corporateContact, label: "Contacto corporativo" },
  { to: PATHS.franchises, label: "Franquicias" },
  { to: PATHS.press, label: "Prensa" },
];

export const FOOTER_LEGAL: NavItem[] = [
  { to: PATHS.privacy, label: "Políticas de privacidad" },
  { to: PATHS.terms, label: "Términos y condiciones" },
  { to: PATHS.paymentMethods, label: "Medios de pago" },
  { to: PATHS.complaints, label: "Libro de quejas" },
  { to: PATHS.regret, label: "Botón de arrepentimiento" },
];
