export interface BlogPostSeed {
  slug: string;
  title: string;
  excerpt: string;
  body: string;
  author: string;
  /** ISO date-time, Argentina time. */
  publishedAt: string;
}

export const BLOG_POSTS: BlogPostSeed[] = [
  {
    slug: "depilacion-laser-en-verano",
    title: "Depilación láser en verano: ¿se puede?",
    excerpt:
      "Te contamos por qué con la tecnología Soprano podés seguir con tus sesiones durante el verano y qué cuidados tener.",
    author: "Lic. Carolina Méndez",
    publishedAt: "2026-01-15T10:00:00-03:00",
    body: `<p>Una de las preguntas que más recibimos cuando llega el calor es si conviene frenar el tratamiento. La respuesta corta: <strong>no hace falta</strong>, siempre que sigas algunas recomendaciones.</p>
<h2>Por qué Soprano es distinto</h2>
<p>La tecnología Soprano Ice trabaja con un calentamiento progresivo del folículo, sin picos de temperatura sobre la piel. Por eso es segura incluso en pieles bronceadas, algo impensado con los equipos de hace algunos años.</p>
<h2>Cuidados antes y después de la sesión</h2>
<ul>
<li>Evitá la exposición directa al sol 48 horas antes y después de cada sesión.</li>
<li>Usá protector solar factor 50 en las zonas tratadas.</li>
<li>No uses autobronceantes la semana previa al turno.</li>
<li>Contale a tu profesional si tomaste sol recientemente: va a ajustar los parámetros del equipo.</li>
</ul>
<p>Seguir tu tratamiento en verano te permite respetar los intervalos entre sesiones y llegar antes al resultado que buscás.</p>`,
  },
  {
    slug: "primera-sesion-depilacion-laser",
    title: "Cómo prepararte para tu primera sesión",
    excerpt: "Rasurado, cremas, medicación: todo lo que tenés que tener en cuenta antes de tu primer turno en Candela.",
    author: "Equipo Candela",
    publishedAt: "2026-02-20T10:00:00-03:00",
    body: `<p>¡Llegó el día! Si es tu primera vez, es normal tener dudas. Preparamos esta guía para que llegues tranquila o tranquilo a tu turno.</p>
<h2>El día anterior</h2>
<ul>
<li>Rasurá la zona con máquina de afeitar: nunca con cera ni pinza, porque el láser necesita el folículo.</li>
<li>No apliques cremas, perfumes ni desodorante en la zona a tratar.</li>
<li>Si estás tomando antibióticos o alguna medicación fotosensibilizante, avisanos antes del turno.</li>
</ul>
<h2>Durante la sesión</h2>
<p>Tu profesional va a evaluar tu fototipo y el tipo de vello para configurar el equipo. Vas a sentir un calorcito suave en la piel; la mayoría de las personas lo describe como un masaje tibio.</p>
<h2>Después</h2>
<p>Podés volver a tu rutina enseguida. Es posible que notes la piel un poco enrojecida durante algunas horas: es completamente normal.</p>`,
  },
  {
    slug: "mitos-y-verdades-depilacion-laser",
    title: "Mitos y verdades de la depilación láser",
    excerpt: "¿Duele? ¿Es definitiva? ¿Sirve para vello claro? Respondemos las dudas más frecuentes.",
    author: "Dra. Florencia Ibarra",
    publishedAt: "2026-03-18T10:00:00-03:00",
    body: `<p>Alrededor de la depilación láser circulan muchas ideas que no siempre son ciertas. Repasamos las más comunes junto a nuestro equipo médico.</p>
<h2>"Duele muchísimo"</h2>
<p><strong>Mito.</strong> Con Soprano Ice, gracias a su sistema de enfriamiento, las sesiones son prácticamente indoloras.</p>
<h2>"Con una sesión alcanza"</h2>
<p><strong>Mito.</strong> El vello crece en ciclos, y el láser actúa sobre el que está en fase de crecimiento. Por eso se necesitan varias sesiones, en general entre 6 y 10 según la zona.</p>
<h2>"Sirve para todo tipo de piel"</h2>
<p><strong>Verdad.</strong> La tecnología actual permite tratar desde pieles muy claras hasta pieles oscuras con total seguridad.</p>
<h2>"Después hay que hacer mantenimiento"</h2>
<p><strong>Verdad, a veces.</strong> Cambios hormonales pueden activar nuevos folículos. En esos casos alcanza con alguna sesión de mantenimiento al año.</p>`,
  },
  {
    slug: "tecnologia-soprano-ice",
    title: "Soprano Ice: la tecnología detrás de Candela",
    excerpt: "Conocé cómo funciona el equipo que usamos en todas nuestras sucursales y por qué lo elegimos.",
    author: "Ing. Martín Sosa",
    publishedAt: "2026-05-06T10:00:00-03:00",
    body: `<p>En Candela trabajamos exclusivamente con equipos Soprano Ice Platinum, una plataforma de láser de diodo que combina tres longitudes de onda en un mismo cabezal.</p>
<h2>Tres longitudes de onda, un solo disparo</h2>
<ul>
<li><strong>755 nm (alejandrita):</strong> ideal para vello claro y fino.</li>
<li><strong>810 nm (diodo):</strong> el estándar para la mayoría de los fototipos.</li>
<li><strong>1064 nm (Nd:YAG):</strong> llega más profundo y es segura en pieles oscuras.</li>
</ul>
<h2>Técnica "in motion"</h2>
<p>El cabezal se desliza sobre la piel de manera continua, calentando el folículo de forma gradual. Así se logra una sesión rápida, cómoda y segura.</p>
<p>Todos nuestros equipos reciben mantenimiento oficial y calibración periódica para garantizar los mejores resultados.</p>`,
  },
  {
    slug: "depilacion-laser-para-hombres",
    title: "Depilación láser para hombres: las zonas más pedidas",
    excerpt: "Cada vez más hombres eligen el láser. Estas son las zonas que más se tratan y por qué.",
    author: "Equipo Candela",
    publishedAt: "2026-07-14T10:00:00-03:00",
    body: `<p>En los últimos años, los tratamientos masculinos crecieron en todas nuestras sucursales. Ya representan casi un tercio de las consultas.</p>
<h2>El ranking</h2>
<ol>
<li><strong>Espalda:</strong> la zona más difícil de depilar por cuenta propia.</li>
<li><strong>Perfilado de barba:</strong> para un contorno siempre prolijo sin afeitarse todos los días.</li>
<li><strong>Pecho y abdomen:</strong> se pueden eliminar o simplemente reducir, según el resultado buscado.</li>
<li><strong>Nuca y cuello:</strong> adiós a los pelos encarnados.</li>
</ol>
<h2>¿Es distinto el tratamiento?</h2>
<p>El vello masculino suele ser más denso y grueso, por lo que puede requerir algunas sesiones más. Nuestros profesionales ajustan los parámetros para cada caso.</p>`,
  },
  {
    slug: "cuidados-despues-del-laser",
    title: "Cuidados de la piel después del láser",
    excerpt: "Hidratación, protector solar y algunos hábitos simples para potenciar los resultados de cada sesión.",
    author: "Lic. Carolina Méndez",
    publishedAt: "2026-10-02T10:00:00-03:00",
    body: `<p>Lo que hacés después de cada sesión es tan importante como la sesión en sí. Estos son nuestros consejos para cuidar tu piel.</p>
<h2>Las primeras 48 horas</h2>
<ul>
<li>Evitá baños de inmersión muy calientes, saunas y pileta con cloro.</li>
<li>No hagas actividad física intensa el mismo día del turno.</li>
<li>Aplicá una crema hidratante suave o aloe vera si sentís la piel sensible.</li>
</ul>
<h2>Entre sesiones</h2>
<p>Podés rasurar la zona cuantas veces quieras, pero <strong>nunca uses cera ni pinza</strong>: arrancar el vello interrumpe el tratamiento.</p>
<p>Y no te olvides del protector solar: es el mejor aliado para una piel sana y pareja.</p>`,
  },
];
