import type { StaticPageSeed } from "./pages.ts";

export const FRANCHISES_PAGE: StaticPageSeed = {
  slug: "franquicias",
  title: "Franquicias",
  description: "Sumate a la red Candela: un modelo de franquicia probado en depilación láser, con soporte integral.",
  body: `<p>Candela nació en Buenos Aires y hoy está presente en las principales ciudades del país gracias a una red de franquiciados que comparten nuestra forma de trabajar.</p>
<h2>Qué te ofrecemos</h2>
<ul>
<li>Equipamiento Soprano Ice Platinum con mantenimiento oficial.</li>
<li>Capacitación inicial y continua para tu equipo.</li>
<li>Venta online integrada: tus clientes compran en candela.com.ar y eligen tu sucursal.</li>
<li>Marketing nacional y material para campañas locales.</li>
<li>Acompañamiento en la búsqueda del local y la apertura.</li>
</ul>
<h2>Perfil que buscamos</h2>
<p>Emprendedoras y emprendedores con vocación de servicio, experiencia en gestión comercial y disponibilidad para involucrarse en el día a día del negocio.</p>
<h2>Contacto</h2>
<p>Escribinos a franquicias@candela.com.ar y un asesor se va a comunicar con vos para contarte los detalles de la inversión.</p>`,
};

export const ABOUT: StaticPageSeed = {
  slug: "quienes-somos",
  title: "Quiénes somos",
  description: "Candela es una red argentina de centros de depilación láser Soprano con sucursales en todo el país.",
  body: `<p>Candela abrió su primera sucursal en Palermo con una idea simple: que la depilación láser sea accesible, cómoda y confiable para todas las personas.</p>
<h2>Nuestra historia</h2>
<p>Lo que empezó como un pequeño centro de estética hoy es una red de más de 20 sucursales en la Ciudad de Buenos Aires, el conurbano y las principales ciudades del interior.</p>
<h2>Nuestros valores</h2>
<ul>
<li><strong>Profesionalismo:</strong> equipos de última generación y profesionales capacitadas.</li>
<li><strong>Transparencia:</strong> precios claros, sin letra chica.</li>
<li><strong>Cercanía:</strong> una sucursal cerca tuyo y atención por WhatsApp.</li>
</ul>
<p>Cada día trabajamos para que te sientas cómoda o cómodo en cada sesión y para que los resultados hablen por sí solos.</p>`,
};

export const METHOD: StaticPageSeed = {
  slug: "metodo-candela",
  title: "Método Candela",
  description: "Diagnóstico, tecnología Soprano Ice y seguimiento personalizado: así trabajamos en cada sesión.",
  body: `<p>El Método Candela combina tecnología de punta con un seguimiento personalizado, para que obtengas los mejores resultados en la menor cantidad de sesiones posible.</p>
<h2>1. Diagnóstico</h2>
<p>En tu primera visita evaluamos tu fototipo, el tipo de vello y tus antecedentes para definir los parámetros ideales.</p>
<h2>2. Tecnología Soprano Ice</h2>
<p>Trabajamos con láser de diodo de triple longitud de onda y técnica "in motion": sesiones rápidas, seguras y prácticamente indoloras.</p>
<h2>3. Seguimiento</h2>
<p>Registramos cada sesión en tu ficha para ajustar el tratamiento según la respuesta de tu piel. Entre sesiones te acompañamos con recomendaciones de cuidado.</p>
<h2>4. Resultados</h2>
<ul>
<li>Reducción visible del vello desde la tercera sesión.</li>
<li>Piel más suave, sin irritación ni pelos encarnados.</li>
<li>Resultados duraderos, con mantenimiento ocasional.</li>
</ul>`,
};
