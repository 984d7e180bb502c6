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
