/** The texts of the campaigns' editor (/admin/campanas). */
export const TEASER_MESSAGES = {
  title: "Campañas",
  intro:
    "Los banners de campaña: el carrusel y la segunda fila del inicio, y la cabecera de las páginas. Se ordenan dentro de cada lugar.",
  newTeaser: "Nuevo banner",
  one: "El banner",
  none: "Todavía no hay banners.",
  back: "Volver a campañas",
  required: "Campo requerido",
  max: (n: number) => `El máximo es de ${n.toLocaleString("es-AR")} caracteres.`,
  placement: "Elegí dónde se muestra.",
  disposition: "Elegí cómo se ubica el texto.",
  target: "Elegí cómo se abre el enlace.",
  linkUrlMissing: "Escribí la dirección del enlace.",
  linkNameMissing: "Escribí el texto del botón.",
  linkUrl:
    "Ingresá una dirección de la tienda (/areas), una web (https://…) o un correo (mailto:…); para desplazarse, el id de la sección.",
  cannotMove: "Ese banner no se puede mover más en esa dirección.",
  notFound: "No encontramos ese banner: puede que lo hayan borrado.",
  enabled: "Se muestra en la tienda",
  hidden: "Oculto",
  shown: "Visible",
  up: "Subir",
  down: "Bajar",
} as const;

export const PLACEMENT_LABELS: Record<string, string> = {
  "home-hero": "Inicio: carrusel",
  "home-secondary": "Inicio: segunda fila",
  "quienes-somos": "Página: Quiénes somos",
  "metodo-candela": "Página: Método Candela",
  "terminos-y-condiciones": "Página: Términos y condiciones",
  "politicas-de-privacidad": "Página: Políticas de privacidad",
  "medios-de-pago": "Página: Medios de pago",
  franquicias: "Página: Franquicias",
  "libro-de-quejas": "Página: Libro de quejas",
};

export const DISPOSITION_LABELS = {
  left: "Texto a la izquierda",
  right: "Texto a la derecha",
  fluid: "Ancho completo",
};
export const TARGET_LABELS = {
  _self: "En la misma pestaña",
  _blank: "En una pestaña nueva",
  scroll: "Desplazarse a una sección",
};
