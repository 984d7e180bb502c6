export interface PressItemSeed {
  slug: string;
  title: string;
  outlet: string;
  externalUrl: string;
  excerpt: string;
  body: string;
  /** ISO date-time, Argentina time. */
  publishedAt: string;
}

export const PRESS_ITEMS: PressItemSeed[] = [
  {
    slug: "clarin-boom-depilacion-laser",
    title: "El boom de la depilación láser: por qué cada vez más argentinos la eligen",
    outlet: "Clarín",
    externalUrl: "https://www.clarin.com/buena-vida/boom-depilacion-laser-argentinos_0_candela.html",
    excerpt: "Las cadenas especializadas se expanden por el país y las cuotas sin interés impulsan la demanda.",
    publishedAt: "2026-02-08T09:00:00-03:00",
    body: `<p>Con más de veinte sucursales en el país, Candela es una de las cadenas que acompañó el crecimiento del sector. "La gente busca soluciones definitivas y cómodas", explicaron desde la empresa.</p>
<p>La nota repasa la evolución de la tecnología, el impacto de la financiación en cuotas y el crecimiento de la demanda masculina.</p>`,
  },
  {
    slug: "la-nacion-franquicias-estetica",
    title: "Franquicias de estética: un negocio que crece en el interior",
    outlet: "La Nación",
    externalUrl: "https://www.lanacion.com.ar/economia/negocios/franquicias-de-estetica-candela-nid000000/",
    excerpt: "Córdoba, Mendoza y Tucumán lideran la apertura de nuevos locales de depilación láser.",
    publishedAt: "2026-04-22T09:00:00-03:00",
    body: `<p>El modelo de franquicias permitió a Candela llegar a ciudades de todo el país con un estándar de atención unificado.</p>
<p>Según la empresa, cada nueva sucursal recibe capacitación, equipamiento Soprano y soporte comercial desde la casa central.</p>`,
  },
  {
    slug: "infobae-mitos-depilacion-laser",
    title: "Depilación láser: qué dicen los especialistas sobre los mitos más comunes",
    outlet: "Infobae",
    externalUrl: "https://www.infobae.com/salud/2026/06/10/depilacion-laser-mitos-especialistas/",
    excerpt: "Dermatólogas y especialistas de Candela responden las dudas más frecuentes sobre el tratamiento.",
    publishedAt: "2026-06-10T09:00:00-03:00",
    body: `<p>¿Es seguro? ¿Sirve para todos los tipos de piel? ¿Cuántas sesiones hacen falta? Especialistas consultados respondieron las preguntas más habituales.</p>
<p>La directora médica de Candela destacó la importancia de un diagnóstico previo y de respetar los intervalos entre sesiones.</p>`,
  },
  {
    slug: "para-ti-rutina-belleza-verano",
    title: "Rutina de belleza para llegar al verano: el láser, protagonista",
    outlet: "Para Ti",
    externalUrl: "https://www.parati.com.ar/belleza/rutina-verano-depilacion-laser-candela/",
    excerpt: "Empezar en primavera es la clave para lucir una piel sin vello en la temporada de pileta.",
    publishedAt: "2026-09-25T09:00:00-03:00",
    body: `<p>Las especialistas coinciden: septiembre y octubre son los meses ideales para comenzar el tratamiento y llegar al verano con la mayoría de las sesiones hechas.</p>
<p>Entre las zonas más pedidas aparecen axilas, cavado y piernas, y los combos que agrupan varias áreas con descuento.</p>`,
  },
];
