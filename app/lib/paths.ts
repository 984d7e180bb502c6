/** Addresses of the storefront used in more than one place. */
export const PATHS = {
  home: "/",
  areas: "/areas",
  promotions: "/promociones",
  referrals: "/acciones/referidos",
  stores: "/locales",
  store: (slug: string) => `/local?sucursal=${encodeURIComponent(slug)}`,
  shop: "/shop",
  method: "/metodo-candela",
  about: "/quienes-somos",
  blog: "/blog",
  press: "/prensa",
  franchises: "/franquicias",
  contact: "/contactanos",
  corporateContact: "/contactanos?tipo=corporativo",
  privacy: "/politicas-de-privacidad",
  terms: "/terminos-y-condiciones",
  paymentMethods: "/medios-de-pago",
  complaints: "/libro-de-quejas",
  regret: "/arrepentimiento",
  login: "/account-login",
  dashboard: "/my-account",
  /** The cart, for everyone: a guest's from her cookie; a customer's is the checkout's first step. */
  cart: "/shop/cart",
  checkout: "/shop/checkout",
  /** Where 'Guardar cambios' on the profile leads: the checkout, saying the data were saved. */
  checkoutProfileSaved: "/shop/checkout?perfil=guardado",
} as const;

/** The checkout was opened by a profile save (PATHS.checkoutProfileSaved). */
export const isProfileSaved = (url: URL) => url.searchParams.get("perfil") === "guardado";

/** A phone number as a tel: address. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
