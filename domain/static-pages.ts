/** Static pages kept in the database, each served at /{slug}. */
export const STATIC_PAGE_SLUGS = [
  "quienes-somos",
  "metodo-candela",
  "terminos-y-condiciones",
  "politicas-de-privacidad",
  "medios-de-pago",
  "franquicias",
  "libro-de-quejas",
] as const;

/** Where teasers show: the home's carousel and its second row, and the top of each static page. */
export const TEASER_PLACEMENTS = ["home-hero", "home-secondary", ...STATIC_PAGE_SLUGS] as const;
export type TeaserPlacementKey = (typeof TEASER_PLACEMENTS)[number];
