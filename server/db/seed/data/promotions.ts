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
    title: "Black Friday: hasta 35% off en combos",
    kind: "promocion",
    excerpt: "Solo por esta semana, todos los combos con descuentos de hasta el 35% y 6 cuotas sin interés.",
    body: `<p>Llegó el Black Friday de Candela. Aprovechá los mejores precios del año en nuestros combos para mujeres y hombres.</p>
<ul><li>Combo Verano: 20% off.</li><li>Combo cuerpo completo: hasta 35% off.</li><li>Combo torso hombre: 15% off.</li></ul>`,
    conditions: `${GENERAL_CONDITIONS} Válida del 23/11/2026 al 30/11/2026 o hasta agotar 500 combos.`,
    publishedAt: "2026-11-16T09:00:00-03:00",
    validFrom: "2026-11-23T00:00:00-03:00",
    validUntil: "2026-11-30T23:59:59-03:00",
  },
  {
    slug: "verano-2x1-axilas",
    title: "Verano sin vello: 2x1 en axilas",
    kind: "promocion",
    excerpt: "Comprando cualquier área de cuerpo, te llevás axilas de regalo.",
    body: `<p>Preparate para la temporada: comprando cualquier área corporal te regalamos el tratamiento completo de axilas.</p>
<p>El beneficio se aplica automáticamente en el checkout.</p>`,
    conditions: `${GENERAL_CONDITIONS} Válida del 01/11/2026 al 28/02/2027. Un beneficio por persona.`,
    publishedAt: "2026-10-28T09:00:00-03:00",
    validFrom: "2026-11-01T00:00:00-03:00",
    validUntil: "2027-02-28T23:59:59-03:00",
  },
  {
    slug: "seis-cuotas-sin-interes",
    title: "6 cuotas sin interés con todas las tarjetas",
    kind: "promocion",
    excerpt: "Pagá tus áreas en 6 cuotas sin interés con Visa, Mastercard, Maestro y Argencard.",
    body: `<p>Empezá hoy tu tratamiento y pagalo en cuotas: 3 y 6 cuotas sin interés con tarjetas de crédito bancarias.</p>
<p>American Express: un solo pago.</p>`,
    conditions: `${GENERAL_CONDITIONS} Válida del 01/10/2026 al 31/12/2026 en áreas que admitan hasta 6 cuotas.`,
    publishedAt: "2026-09-30T09:00:00-03:00",
    validFrom: "2026-10-01T00:00:00-03:00",
    validUntil: "2026-12-31T23:59:59-03:00",
  },
  {
    slug: "combos-hombre-20-off",
    title: "Combos hombre con 20% off",
    kind: "promocion",
    excerpt: "Espalda, pecho y abdomen con un 20% de descuento hasta mediados de diciembre.",
    body: `<p>Si estabas esperando el momento para empezar, es ahora: los combos para hombres tienen un 20% de descuento.</p>`,
    conditions: `${GENERAL_CONDITIONS} Válida del 10/11/2026 al 15/12/2026.`,
    publishedAt: "2026-11-09T09:00:00-03:00",
    validFrom: "2026-11-10T00:00:00-03:00",
    validUntil: "2026-12-15T23:59:59-03:00",
  },
  {
    slug: "navidad-regala-candela",
    title: "Navidad: regalá sesiones Candela",
    kind: "promocion",
    excerpt: "Este año regalá bienestar: comprá áreas para otra persona y sumá una sesión extra.",
    body: `<p>Comprá cualquier área como regalo y te sumamos una sesión adicional sin cargo. Te enviamos una tarjeta digital lista para regalar.</p>`,
    conditions: `${GENERAL_CONDITIONS} Válida del 01/12/2026 al 24/12/2026.`,
    publishedAt: "2026-11-18T09:00:00-03:00",
    validFrom: "2026-12-01T00:00:00-03:00",
    validUntil: "2026-12-24T23:59:59-03:00",
  },
  {
    slug: "referidos",
    title: "Programa de referidos",
    kind: "accion",
    excerpt: "Recomendá Candela: por cada persona que compre con tu código, ganás una sesión de regalo.",
    body: `<p>Compartí tu código personal con amigas, amigos y familia. Cuando realicen su primera compra, ellos obtienen un 10% de descuento y vos sumás una sesión gratis.</p>
<h2>¿Cómo participo?</h2>
<ol><li>Ingresá a tu cuenta y buscá tu código en "Mi cuenta".</li><li>Compartilo con quien quieras.</li><li>Cuando compren, te avisamos por e-mail y la sesión queda acreditada.</li></ol>`,
    conditions:
      "Válido para clientes registrados con al menos una compra. Las sesiones de regalo se acreditan dentro de los 10 días hábiles posteriores a la compra del referido y vencen a los 12 meses. Máximo 10 referidos por año.",
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
