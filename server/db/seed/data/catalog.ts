import type { ProductField } from "#domain/catalog/views.ts";

export type CategorySlug = "tratamientos-mujer" | "tratamientos-hombre" | "combos";

export interface CategorySeed {
  slug: CategorySlug;
  title: string;
  description: string;
}

export const CATEGORIES: CategorySeed[] = [
  {
    slug: "tratamientos-mujer",
    title: "Tratamientos mujer",
    description:
      "Depilación láser Soprano para rostro y cuerpo: axilas, cavado, piernas y todas las zonas que quieras, con sesiones rápidas y prácticamente indoloras.",
  },
  {
    slug: "tratamientos-hombre",
    title: "Tratamientos hombre",
    description:
      "Barba, espalda, pecho y más: tratamientos pensados para la piel y el vello masculino, con resultados visibles desde las primeras sesiones.",
  },
  {
    slug: "combos",
    title: "Combos",
    description:
      "Combiná varias áreas en un mismo tratamiento y ahorrá: nuestros combos más elegidos, con el mejor precio por zona.",
  },
];

export type Sessions = 4 | 6 | 8 | 10;
export type MaxInstallments = 1 | 3 | 6 | 12;

export interface AreaSeed {
  slug: string;
  title: string;
  /** The first one builds the area's link. */
  categories: CategorySlug[];
  /** Integer centavos of ARS. */
  price: number;
  /** Integer centavos of ARS; 0 when there is no offer. */
  priceOffer: number;
  sessions: Sessions;
  maxInstallments: MaxInstallments;
  rates: "SI" | "NO";
  enabled?: boolean;
  /** One sentence about the zone, the first paragraph of the description. */
  summary: string;
}

/** Pesos to integer centavos. */
const ars = (pesos: number): number => Math.round(pesos * 100);

const W: CategorySlug[] = ["tratamientos-mujer"];
const M: CategorySlug[] = ["tratamientos-hombre"];
const WM: CategorySlug[] = ["tratamientos-mujer", "tratamientos-hombre"];
const WC: CategorySlug[] = ["tratamientos-mujer", "combos"];
const MC: CategorySlug[] = ["tratamientos-hombre", "combos"];

export const AREAS: AreaSeed[] = [
  { slug: "axilas", title: "Axilas", categories: WM, price: ars(32_000), priceOffer: ars(25_600), sessions: 6, maxInstallments: 6, rates: "SI",
    summary: "La zona más elegida: chau a la sombra y a la irritación de la cera, con sesiones de apenas diez minutos." },
  { slug: "bozo", title: "Bozo", categories: W, price: ars(18_000), priceOffer: 0, sessions: 6, maxInstallments: 3, rates: "SI",
    summary: "Eliminá el vello del labio superior de forma progresiva y sin marcas, incluso en pieles sensibles." },
  { slug: "menton", title: "Mentón", categories: W, price: ars(18_000), priceOffer: 0, sessions: 8, maxInstallments: 3, rates: "SI",
    summary: "Ideal para el vello grueso del mentón, que suele responder de maravilla a la tecnología Soprano." },
  { slug: "rostro-completo", title: "Rostro completo", categories: W, price: ars(54_000), priceOffer: ars(45_900), sessions: 8, maxInstallments: 6, rates: "SI",
    summary: "Bozo, mentón, patillas, mejillas y entrecejo en un solo tratamiento, para una piel suave y luminosa." },
  { slug: "patillas", title: "Patillas", categories: WM, price: ars(19_500), priceOffer: 0, sessions: 6, maxInstallments: 3, rates: "SI",
    summary: "Definí el contorno del rostro y olvidate de la pinza con un tratamiento rápido y preciso." },
  { slug: "entrecejo", title: "Entrecejo", categories: WM, price: ars(18_000), priceOffer: 0, sessions: 4, maxInstallments: 1, rates: "NO",
    summary: "Una mirada prolija todo el año, con un tratamiento cortito y sin molestias." },
  { slug: "cuello", title: "Cuello", categories: WM, price: ars(26_000), priceOffer: 0, sessions: 6, maxInstallments: 6, rates: "SI",
    summary: "Terminá con los pelos encarnados y la irritación del afeitado en la zona del cuello." },
  { slug: "cavado-simple", title: "Cavado simple", categories: W, price: ars(34_000), priceOffer: ars(27_200), sessions: 6, maxInstallments: 6, rates: "SI",
    summary: "El borde de la bikini siempre prolijo, para que disfrutes la pileta y la playa sin preocuparte." },
  { slug: "cavado-completo", title: "Cavado completo", categories: W, price: ars(52_000), priceOffer: 0, sessions: 8, maxInstallments: 12, rates: "SI",
    summary: "Depilación íntegra de la zona íntima con total privacidad y profesionales especializadas." },
  { slug: "tira-de-cola", title: "Tira de cola", categories: W, price: ars(22_000), priceOffer: 0, sessions: 6, maxInstallments: 3, rates: "SI",
    summary: "Complemento ideal del cavado completo, con sesiones breves y resultados duraderos." },
  { slug: "linea-alba", title: "Línea alba", categories: WM, price: ars(19_000), priceOffer: 0, sessions: 6, maxInstallments: 3, rates: "SI",
    summary: "La línea de vello que va del ombligo hacia abajo, tratada en pocos minutos." },
  { slug: "areolas", title: "Areolas", categories: W, price: ars(18_500), priceOffer: 0, sessions: 6, maxInstallments: 1, rates: "SI",
    summary: "Un tratamiento delicado para una zona sensible, con parámetros ajustados a tu tipo de piel." },
  { slug: "abdomen", title: "Abdomen", categories: W, price: ars(42_000), priceOffer: 0, sessions: 6, maxInstallments: 6, rates: "SI",
    summary: "Eliminá el vello fino del abdomen y lucí una piel pareja con cualquier prenda." },
  { slug: "zona-lumbar", title: "Zona lumbar", categories: W, price: ars(30_000), priceOffer: 0, sessions: 6, maxInstallments: 6, rates: "SI",
    summary: "La zona baja de la espalda, siempre prolija, sin depender de nadie para depilarte." },
  { slug: "gluteos", title: "Glúteos", categories: W, price: ars(46_000), priceOffer: ars(39_100), sessions: 6, maxInstallments: 6, rates: "SI",
    summary: "Piel suave y sin foliculitis en una zona difícil de depilar con otros métodos." },
  { slug: "brazos-completos", title: "Brazos completos", categories: W, price: ars(64_000), priceOffer: ars(54_400), sessions: 8, maxInstallments: 12, rates: "SI",
    summary: "Desde el hombro hasta la muñeca, con un cabezal de gran tamaño que hace que la sesión sea muy rápida." },
  { slug: "medio-brazo", title: "Medio brazo", categories: W, price: ars(38_000), priceOffer: 0, sessions: 6, maxInstallments: 6, rates: "SI",
    summary: "Antebrazos sin vello para lucir mangas cortas todo el año." },
  { slug: "manos", title: "Manos", categories: WM, price: ars(20_000), priceOffer: 0, sessions: 4, maxInstallments: 3, rates: "NO",
    summary: "Dedos y dorso de las manos, un detalle que marca la diferencia." },
  { slug: "piernas-completas", title: "Piernas completas", categories: W, price: ars(98_000), priceOffer: ars(83_300), sessions: 8, maxInstallments: 12, rates: "SI",
    summary: "Desde el muslo hasta el tobillo: olvidate de la cera y de la máquina para siempre." },
  { slug: "media-pierna", title: "Media pierna", categories: W, price: ars(58_000), priceOffer: 0, sessions: 8, maxInstallments: 6, rates: "SI",
    summary: "De la rodilla al tobillo, la zona ideal para empezar tu tratamiento corporal." },
  { slug: "muslos", title: "Muslos", categories: W, price: ars(62_000), priceOffer: 0, sessions: 8, maxInstallments: 6, rates: "SI",
    summary: "Cara anterior y posterior del muslo, con sesiones cómodas y sin dolor." },
  { slug: "rodillas", title: "Rodillas", categories: W, price: ars(21_000), priceOffer: 0, sessions: 6, maxInstallments: 3, rates: "NO",
    summary: "Completá tu tratamiento de piernas con la zona de las rodillas." },
  { slug: "pies", title: "Pies", categories: WM, price: ars(20_000), priceOffer: 0, sessions: 4, maxInstallments: 3, rates: "NO",
    summary: "Empeine y dedos sin vello, listos para las sandalias." },
  { slug: "combo-verano", title: "Combo Verano", categories: WC, price: ars(118_000), priceOffer: ars(94_400), sessions: 8, maxInstallments: 12, rates: "SI",
    summary: "Axilas, cavado completo y media pierna: el combo perfecto para llegar a la temporada sin vello." },
  { slug: "combo-rostro-y-cuello", title: "Combo rostro y cuello", categories: WC, price: ars(68_000), priceOffer: 0, sessions: 8, maxInstallments: 6, rates: "SI",
    summary: "Rostro completo más cuello, para un resultado integral en la zona facial." },
  { slug: "combo-cuerpo-completo-mujer", title: "Combo cuerpo completo mujer", categories: WC, price: ars(245_000), priceOffer: ars(208_250), sessions: 10, maxInstallments: 12, rates: "SI",
    summary: "Todas las zonas del cuerpo y el rostro en un único plan, con el mejor precio por área." },
  { slug: "barba-completa", title: "Barba completa", categories: M, price: ars(58_000), priceOffer: 0, sessions: 10, maxInstallments: 6, rates: "SI",
    summary: "Mejillas, mentón, bigote y cuello: ideal si el afeitado diario te irrita la piel." },
  { slug: "perfilado-de-barba", title: "Perfilado de barba", categories: M, price: ars(32_000), priceOffer: ars(27_200), sessions: 8, maxInstallments: 3, rates: "SI",
    summary: "Definí el contorno de tu barba en pómulos y cuello, y mantenela prolija sin esfuerzo." },
  { slug: "espalda-hombre", title: "Espalda hombre", categories: M, price: ars(86_000), priceOffer: ars(73_100), sessions: 8, maxInstallments: 12, rates: "SI",
    summary: "La zona más pedida por los hombres: espalda completa, alta y baja, con sesiones rápidas." },
  { slug: "pecho-hombre", title: "Pecho hombre", categories: M, price: ars(62_000), priceOffer: 0, sessions: 8, maxInstallments: 6, rates: "SI",
    summary: "Eliminá o reducí el vello del pecho según el resultado que busques." },
  { slug: "abdomen-hombre", title: "Abdomen hombre", categories: M, price: ars(52_000), priceOffer: 0, sessions: 8, maxInstallments: 6, rates: "SI",
    summary: "Abdomen completo, ideal para combinar con pecho o línea alba." },
  { slug: "hombros", title: "Hombros", categories: M, price: ars(36_000), priceOffer: 0, sessions: 6, maxInstallments: 6, rates: "SI",
    summary: "Hombros y parte superior de la espalda, sin pelos encarnados." },
  { slug: "nuca", title: "Nuca", categories: M, price: ars(22_000), priceOffer: ars(18_700), sessions: 6, maxInstallments: 3, rates: "SI",
    summary: "Un corte siempre prolijo, sin tener que repasar la nuca cada semana." },
  { slug: "orejas", title: "Orejas", categories: M, price: ars(18_000), priceOffer: 0, sessions: 4, maxInstallments: 1, rates: "NO",
    summary: "Pabellón auricular sin vello, con un tratamiento rápido y preciso." },
  { slug: "brazos-hombre", title: "Brazos hombre", categories: M, price: ars(72_000), priceOffer: 0, sessions: 8, maxInstallments: 12, rates: "SI",
    summary: "Brazos completos con parámetros pensados para el vello masculino, más denso y grueso." },
  { slug: "piernas-completas-hombre", title: "Piernas completas hombre", categories: M, price: ars(115_000), priceOffer: 0, sessions: 10, maxInstallments: 12, rates: "SI", enabled: false,
    summary: "Piernas completas para deportistas y para quienes buscan comodidad todo el año." },
  { slug: "combo-torso-hombre", title: "Combo torso hombre", categories: MC, price: ars(168_000), priceOffer: ars(142_800), sessions: 10, maxInstallments: 12, rates: "SI",
    summary: "Pecho, abdomen y espalda completa en un solo combo, con un ahorro importante." },
  { slug: "combo-cuerpo-completo-hombre", title: "Combo cuerpo completo hombre", categories: MC, price: ars(250_000), priceOffer: ars(212_500), sessions: 10, maxInstallments: 12, rates: "SI",
    summary: "Todas las zonas del cuerpo en un único plan, con el mejor precio por área." },
];

export function areaFields(area: AreaSeed): ProductField[] {
  return [
    { key: "sessions", label: "Sesiones", value: String(area.sessions) },
    { key: "max_installments", label: "Cuotas máximas", value: String(area.maxInstallments) },
    { key: "installment_rates", label: "Aplica interés", value: area.rates },
  ];
}

/**
 * The cuotas are not part of the text: the area page shows them from the shop settings (docs/decisions/0040);
 * nor is how to book: its 'Cómo comprar' tab says it (docs/decisions/0048).
 */
export function areaDescription(area: AreaSeed): string {
  return [
    `<p>${area.summary}</p>`,
    `<p>El tratamiento incluye <strong>${area.sessions} sesiones</strong> con tecnología Soprano Ice Platinum, ` +
      "apta para todos los fototipos y prácticamente indolora. Entre sesión y sesión recomendamos esperar entre 30 y 60 días, según la zona.</p>",
  ].join("");
}

/** The face's areas: hair there grows back sooner, so its sessions come closer together than the body's. */
const FACE_AREAS = new Set([
  "bozo",
  "menton",
  "rostro-completo",
  "patillas",
  "entrecejo",
  "cuello",
  "combo-rostro-y-cuello",
  "barba-completa",
  "perfilado-de-barba",
  "orejas",
]);

/** The recommended days between sessions: 30 to 45 on the face, 45 to 60 on the body. */
export function sessionInterval(area: Pick<AreaSeed, "slug">) {
  return FACE_AREAS.has(area.slug)
    ? { sessionIntervalMinDays: 30, sessionIntervalMaxDays: 45 }
    : { sessionIntervalMinDays: 45, sessionIntervalMaxDays: 60 };
}
