import type { PromotionKind } from "#domain/promotions/rules.ts";

export interface PromotionSeed {
  slug: string;
  title: string;
  kind: "promocion" | "accion";
  excerpt: string;
  body: string;
  conditions: string;
  /** ISO date-times, Argentina time. */
  publishedAt: string;
  validFrom: string | null;
  validUntil: string | null;
}

const GENERAL_CONDITIONS =
  "Promoción válida en la República Argentina para compras realizadas en candela.com.ar. No acumulable con otras promociones. Sujeta a disponibilidad de turnos en la sucursal elegida.";

export const PROMOTIONS: PromotionSeed[] = [
  {
    slug: "black-friday-candela",
    title: "Black Friday: hasta 20% off en combos",
    kind: "promocion",
    excerpt: "Solo por esta semana, nuestros combos con descuentos de hasta el 20%.",
    body: `<p>Llegó el Black Friday de Candela. Aprovechá los mejores precios del año en nuestros combos para mujeres y hombres.</p>
<ul><li>Combo Verano: 20% off.</li><li>Combos cuerpo completo, mujer y hombre: 15% off.</li><li>Combo torso hombre: 15% off.</li></ul>
<p>El precio con descuento ya se ve en cada combo.</p>`,
    conditions: `${GENERAL_CONDITIONS} Válida del 23/11/2026 al 30/11/2026.`,
    publishedAt: "2026-11-16T09:00:00-03:00",
    validFrom: "2026-11-23T00:00:00-03:00",
    validUntil: "2026-11-30T23:59:59-03:00",
  },
  {
    slug: "verano-2x1-axilas",
    title: "Verano sin vello: 2x1 en axilas",
    kind: "promocion",
    excerpt: "Llevá dos tratamientos de axilas y pagá uno: compartilo con quien quieras.",
    body: `<p>Preparate para la temporada: por cada dos tratamientos completos de axilas que compres, pagás uno solo.</p>
<p>Elegí la cantidad al agregar axilas a tu carrito: el beneficio se aplica automáticamente al pagar, sin códigos.</p>`,
    conditions: `${GENERAL_CONDITIONS} Válida del 01/11/2026 al 28/02/2027. Se bonifica un tratamiento de axilas por cada dos.`,
    publishedAt: "2026-10-28T09:00:00-03:00",
    validFrom: "2026-11-01T00:00:00-03:00",
    validUntil: "2027-02-28T23:59:59-03:00",
  },
  {
    slug: "seis-cuotas-sin-interes",
    title: "Tus áreas en cuotas sin interés",
    kind: "promocion",
    excerpt: "Empezá hoy tu tratamiento y pagalo en cuotas: cada área muestra las cuotas sin interés que admite.",
    body: `<p>Empezá hoy tu tratamiento y pagalo en cuotas. En cada área, 'Ver cuotas' te muestra los planes que admite y cuánto pagás por mes.</p>
<p>Las tarjetas que aceptamos y todos los planes están en Medios de pago.</p>`,
    conditions: `${GENERAL_CONDITIONS} Válida del 01/10/2026 al 31/12/2026.`,
    publishedAt: "2026-09-30T09:00:00-03:00",
    validFrom: "2026-10-01T00:00:00-03:00",
    validUntil: "2026-12-31T23:59:59-03:00",
  },
  {
    slug: "combos-hombre-20-off",
    title: "Combos hombre con 15% off",
    kind: "promocion",
    excerpt: "Espalda, pecho y abdomen con un 15% de descuento hasta mediados de diciembre.",
    body: `<p>Si estabas esperando el momento para empezar, es ahora: los combos para hombres tienen un 15% de descuento, ya aplicado en su precio.</p>`,
    conditions: `${GENERAL_CONDITIONS} Válida del 10/11/2026 al 15/12/2026.`,
    publishedAt: "2026-11-09T09:00:00-03:00",
    validFrom: "2026-11-10T00:00:00-03:00",
    validUntil: "2026-12-15T23:59:59-03:00",
  },
  {
    slug: "navidad-regala-candela",
    title: "Navidad: llegá a las fiestas con Candela",
    kind: "promocion",
    excerpt: "Comprá tus áreas antes de las fiestas y reservá tu primer turno desde Mi cuenta.",
    body: `<p>Comprá tus áreas online, pagalas en cuotas y reservá tu turno desde Mi cuenta en la sucursal que elijas: te llega la confirmación por e-mail con el turno para tu calendario.</p>`,
    conditions: `${GENERAL_CONDITIONS} Válida del 01/12/2026 al 24/12/2026.`,
    publishedAt: "2026-11-18T09:00:00-03:00",
    validFrom: "2026-12-01T00:00:00-03:00",
    validUntil: "2026-12-24T23:59:59-03:00",
  },
  {
    slug: "referidos",
    title: "Programa de referidos",
    kind: "accion",
    excerpt: "Compartí el código REFERIDOS15: quien lo use tiene un 15% de descuento en su compra online.",
    body: `<p>¿Conocés a alguien que quiera empezar? Pasale el código <strong>REFERIDOS15</strong>: lo usa al pagar y tiene un 15% de descuento en su compra online.</p>
<h2>¿Cómo se usa?</h2>
<ol><li>Elegí tus áreas y agregalas al carrito.</li><li>Al pagar, escribí REFERIDOS15 en 'Código de descuento' y tocá 'Usar'.</li><li>El descuento aparece en el resumen antes de pagar.</li></ol>`,
    conditions: "Un uso por cliente. No acumulable con otros códigos de descuento.",
    publishedAt: "2026-03-01T09:00:00-03:00",
    validFrom: "2026-03-01T00:00:00-03:00",
    validUntil: null,
  },
  {
    slug: "octubre-rosa",
    title: "Octubre Rosa: la prevención es lo primero",
    kind: "accion",
    excerpt: "Durante octubre, por cada compra donamos parte de lo recaudado a campañas de prevención del cáncer de mama.",
    body: `<p>En Candela nos sumamos al mes de concientización sobre el cáncer de mama. Durante octubre, destinamos el 5% de cada compra online a campañas de prevención y detección temprana.</p>
<p>Además, en todas nuestras sucursales vas a encontrar información sobre el autoexamen y los controles recomendados.</p>`,
    conditions: "Acción válida del 01/10/2026 al 31/10/2026 para compras online.",
    publishedAt: "2026-09-28T09:00:00-03:00",
    validFrom: "2026-10-01T00:00:00-03:00",
    validUntil: "2026-10-31T23:59:59-03:00",
  },
];


/** An automatic promotion of the demo: the areas and categories it covers are named by slug. */
export interface PromotionRuleSeed {
  name: string;
  kind: PromotionKind;
  buyQuantity?: number;
  payQuantity?: number;
  value?: number;
  areas: string[];
  categories: string[];
  /** Days from the moment the demo is loaded. */
  startsInDays: number;
  endsInDays: number;
}

/**
 * The rules behind the articles: the 2x1 on axilas is active over a long window around the moment the demo is
 * loaded, and a past campaign shows what an expired rule looks like (it never applies).
 */
export const PROMOTION_RULES: PromotionRuleSeed[] = [
  {
    name: "Verano sin vello: 2x1 en axilas",
    kind: "n_for_m",
    buyQuantity: 2,
    payQuantity: 1,
    areas: ["axilas"],
    categories: [],
    startsInDays: -30,
    endsInDays: 365,
  },
  {
    name: "Hot Sale: 15% en combos",
    kind: "percentage",
    value: 15,
    areas: [],
    categories: ["combos"],
    startsInDays: -200,
    endsInDays: -190,
  },
];
