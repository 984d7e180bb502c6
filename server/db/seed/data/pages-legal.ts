import { HOW_TO_BOOK } from "#domain/booking/how-to-book.ts";
import type { StaticPageSeed } from "./pages.ts";

export const TERMS: StaticPageSeed = {
  slug: "terminos-y-condiciones",
  title: "Términos y condiciones",
  description: "Condiciones de uso del sitio y de compra de tratamientos de depilación láser en Candela.",
  body: `<p>Estos términos y condiciones regulan el uso del sitio candela.com.ar y la compra de tratamientos de depilación láser ofrecidos por Candela y su red de sucursales franquiciadas. Al navegar el sitio o realizar una compra, aceptás estas condiciones.</p>
<h2>1. Compra de áreas</h2>
<p>Cada área corresponde a un paquete de sesiones de depilación láser sobre una zona del cuerpo. La cantidad de sesiones incluidas se indica en la ficha de cada área. Los precios están expresados en pesos argentinos e incluyen IVA.</p>
<h2>2. Elección de sucursal y turnos</h2>
<p>Durante la compra elegís la sucursal donde vas a realizar el tratamiento. ${HOW_TO_BOOK.terms} Los turnos están sujetos a la disponibilidad de cada sucursal.</p>
<h2>3. Vigencia</h2>
<p>Las sesiones compradas tienen una vigencia de 24 meses desde la fecha de compra. Podés cambiar de sucursal solicitándolo a atención al cliente.</p>
<h2>4. Cancelaciones y reprogramaciones</h2>
<ul>
<li>Podés reprogramar un turno sin cargo avisando con al menos 24 horas de anticipación.</li>
<li>Las ausencias sin aviso pueden descontar la sesión correspondiente.</li>
</ul>
<h2>5. Derecho de revocación</h2>
<p>De acuerdo con la Ley 24.240 de Defensa del Consumidor, podés revocar tu compra dentro de los 10 días corridos desde la fecha de compra, siempre que no hayas realizado ninguna sesión, a través del Botón de arrepentimiento disponible en el sitio.</p>
<h2>6. Contraindicaciones</h2>
<p>Antes de la primera sesión, un profesional evaluará tu piel. Candela podrá no realizar el tratamiento si detecta alguna contraindicación médica; en ese caso se reintegrará el importe de las sesiones no realizadas.</p>
<h2>7. Jurisdicción</h2>
<p>Para cualquier controversia serán competentes los tribunales ordinarios de la Ciudad Autónoma de Buenos Aires, sin perjuicio de los derechos que asisten a las personas consumidoras.</p>`,
};

export const PRIVACY: StaticPageSeed = {
  slug: "politicas-de-privacidad",
  title: "Políticas de privacidad",
  description: "Cómo tratamos y protegemos tus datos personales, conforme a la Ley 25.326 de Protección de Datos Personales.",
  body: `<p>En Candela respetamos tu privacidad. Esta política explica qué datos recopilamos, para qué los usamos y cuáles son tus derechos.</p>
<h2>Datos que recopilamos</h2>
<ul>
<li>Datos de registro: nombre, apellido, e-mail, DNI y teléfono celular.</li>
<li>Datos de facturación: domicilio, ciudad, código postal y provincia.</li>
<li>Datos de navegación: páginas visitadas y dispositivo utilizado, de forma agregada.</li>
</ul>
<p>Los datos de tu tarjeta son procesados directamente por el proveedor de pagos: Candela no los almacena.</p>
<h2>Finalidad</h2>
<p>Usamos tus datos para gestionar tus compras y turnos, enviarte comunicaciones sobre tu tratamiento y, si lo aceptaste, novedades y promociones. Podés darte de baja del newsletter cuando quieras desde tu perfil.</p>
<h2>Tus derechos</h2>
<p>Podés acceder, rectificar y suprimir tus datos escribiendo a hola@candela.com.ar. La Agencia de Acceso a la Información Pública, órgano de control de la Ley 25.326, tiene la atribución de atender las denuncias y reclamos relacionados con el incumplimiento de las normas sobre protección de datos personales.</p>
<h2>Seguridad</h2>
<p>Aplicamos medidas técnicas y organizativas para proteger tu información, incluyendo conexiones cifradas y acceso restringido a los datos.</p>`,
};

export const PAYMENT_METHODS: StaticPageSeed = {
  slug: "medios-de-pago",
  title: "Medios de pago",
  description: "Las tarjetas con las que podés pagar tus áreas online y las cuotas que te ofrecemos.",
  // The accepted cards and the cuotas are not text of the page: the page route adds them from the shop
  // settings the checkout reads (docs/decisions/0040-one-source-for-promises.md).
  body: `<p>Comprá tus áreas online de forma segura. Los pagos se procesan con tarjeta a través de nuestro proveedor de pagos, con la sucursal que elegiste.</p>
<p>Los datos de tu tarjeta se cargan en un formulario seguro del proveedor de pagos y nunca se guardan en nuestros servidores.</p>`,
};

export const COMPLAINTS: StaticPageSeed = {
  slug: "libro-de-quejas",
  title: "Libro de quejas",
  description: "Dejanos tu reclamo o sugerencia. También podés acudir a Defensa del Consumidor.",
  body: `<p>Tu opinión nos ayuda a mejorar. Si tuviste algún inconveniente con una compra, un turno o la atención en alguna sucursal, contanos qué pasó.</p>
<h2>Cómo hacer tu reclamo</h2>
<ol>
<li>Escribinos a atencionalcliente@candela.com.ar indicando tu nombre, DNI y número de compra.</li>
<li>Contanos en qué sucursal ocurrió el inconveniente y la fecha.</li>
<li>Te respondemos dentro de los 5 días hábiles.</li>
</ol>
<p>También podés solicitar el libro de quejas en cualquiera de nuestras sucursales.</p>
<h2>Defensa del Consumidor</h2>
<p>Si no quedaste conforme con nuestra respuesta, podés acudir a la Dirección Nacional de Defensa del Consumidor.</p>
<p><a href="https://www.argentina.gob.ar/produccion/defensadelconsumidor/formulario" target="_blank" rel="noopener noreferrer">Defensa de las y los Consumidores. Para reclamos ingrese aquí</a></p>`,
};
