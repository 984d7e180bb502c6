import type { LinkTarget, TeaserDisposition } from "#domain/content/views.ts";

export type TeaserPlacement = "home-hero" | "home-secondary" | "franquicias";

export interface TeaserLink {
  name: string;
  url: string;
  target: LinkTarget;
}

export interface TeaserSeed {
  /** Names the teaser's image files. */
  key: string;
  placement: TeaserPlacement;
  label: string | null;
  title: string;
  paragraph: string;
  disposition: TeaserDisposition;
  primary: TeaserLink | null;
  secondary: TeaserLink | null;
}

export const TEASERS: TeaserSeed[] = [
  {
    key: "hero-soprano",
    placement: "home-hero",
    label: "Tecnología Soprano Ice",
    title: "Depilación láser definitiva, sin dolor",
    paragraph:
      "Sesiones rápidas y prácticamente indoloras, aptas para todo tipo de piel. Elegí tus áreas online y reservá en tu sucursal más cercana.",
    disposition: "left",
    primary: { name: "Ver áreas", url: "/areas", target: "_self" },
    secondary: { name: "Áreas destacadas", url: "areas-destacadas", target: "scroll" },
  },
  {
    key: "hero-cuotas",
    placement: "home-hero",
    label: "Pagá como quieras",
    title: "Pagá tus áreas en cuotas",
    paragraph:
      "Pagá con tarjeta de crédito en cuotas fijas: mirá las tarjetas y las cuotas en Medios de pago. ¡Tu tratamiento empieza hoy!",
    disposition: "right",
    primary: { name: "Ver promociones", url: "/promociones", target: "_self" },
    secondary: { name: "Medios de pago", url: "/medios-de-pago", target: "_self" },
  },
  {
    key: "hero-hombres",
    placement: "home-hero",
    label: "Candela Men",
    title: "Tratamientos pensados para hombres",
    paragraph:
      "Barba, espalda, pecho y hombros: decile chau a la irritación del afeitado y a los pelos encarnados.",
    disposition: "fluid",
    primary: { name: "Ver tratamientos", url: "/areas/tratamientos-hombre", target: "_self" },
    secondary: { name: "Encontrá tu sucursal", url: "/locales", target: "_self" },
  },
  {
    key: "secondary-referidos",
    placement: "home-secondary",
    label: "Programa de referidos",
    title: "Recomendá Candela",
    paragraph: "Compartí el código REFERIDOS15: tus amigas y amigos tienen un 15% de descuento en su compra online.",
    disposition: "left",
    primary: { name: "Ver el programa", url: "/acciones/referidos", target: "_self" },
    secondary: null,
  },
  {
    key: "secondary-metodo",
    placement: "home-secondary",
    label: "Método Candela",
    title: "Cómo trabajamos",
    paragraph: "Diagnóstico personalizado, profesionales capacitadas y equipos de última generación en cada sucursal.",
    disposition: "right",
    primary: { name: "Conocé el método", url: "/metodo-candela", target: "_self" },
    secondary: { name: "Quiénes somos", url: "/quienes-somos", target: "_self" },
  },
  {
    key: "secondary-blog",
    placement: "home-secondary",
    label: "Blog",
    title: "Todo lo que tenés que saber antes de tu primera sesión",
    paragraph: "Cuidados, mitos y verdades, y las preguntas más frecuentes de nuestras clientas y clientes.",
    disposition: "left",
    primary: { name: "Leer el blog", url: "/blog", target: "_self" },
    secondary: null,
  },
  {
    key: "franquicias",
    placement: "franquicias",
    label: "Franquicias",
    title: "Sumate a la red Candela",
    paragraph:
      "Más de 20 sucursales en todo el país nos respaldan. Conocé nuestro modelo de negocio y llevá Candela a tu ciudad.",
    disposition: "left",
    primary: { name: "Quiero más información", url: "mailto:franquicias@candela.com.ar", target: "_self" },
    secondary: { name: "Ver sucursales", url: "/locales", target: "_self" },
  },
];
