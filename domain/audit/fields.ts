import { formatMoney } from "#domain/money.ts";
import { formatDate, formatDateTime } from "#domain/dates.ts";
import { ROLE_NAMES, ROLES, type Role } from "#domain/staff/permissions.ts";
import { VISIT_STATUS_NAMES, VISIT_STATUSES, type VisitStatus } from "#domain/booking/visits.ts";
import { paymentStatusLabel } from "#domain/payments/status.ts";
import { REVIEW_MESSAGES } from "#domain/reviews/messages.ts";
import { isReviewStatus } from "#domain/reviews/rules.ts";

/** How a field's stored value reads: money in centavos, a day or instant, a reference to another record… */
type Shape = "text" | "money" | "date" | "count" | "position" | "role" | "status" | "kind" | "ref" | "list";

/** A field the log keeps: its label ("Precio"), how a sentence names it ("el precio") and its shape. */
interface AuditField {
  label: string;
  phrase: string;
  shape?: Shape;
}

const f = (label: string, phrase: string, shape?: Shape): AuditField => ({ label, phrase, shape });

/** Every field the audit rows keep, by the key they are stored under. */
const FIELDS: Record<string, AuditField> = {
  // Areas, categories, articles, pages, campaigns
  title: f("Título", "el título"),
  slug: f("Dirección", "la dirección"),
  price: f("Precio", "el precio", "money"),
  price_offer: f("Precio de oferta", "el precio de oferta", "money"),
  enabled: f("Habilitado", "«Habilitado»"),
  sessions: f("Sesiones", "las sesiones", "count"),
  max_installments: f("Cuotas máximas", "las cuotas máximas", "count"),
  installment_rates: f("Cuotas con interés", "las cuotas con interés"),
  categories: f("Categorías", "las categorías", "ref"),
  images: f("Imágenes", "las imágenes", "list"),
  image: f("Imagen", "la imagen"),
  position: f("Posición", "la posición", "position"),
  booking_minutes: f("Minutos del turno", "los minutos del turno", "count"),
  session_interval_min_days: f(
    "Intervalo entre sesiones (desde)",
    "el mínimo de días entre sesiones",
    "count",
  ),
  session_interval_max_days: f(
    "Intervalo entre sesiones (hasta)",
    "el máximo de días entre sesiones",
    "count",
  ),
  description: f("Descripción", "la descripción"),
  body: f("Texto", "el texto"),
  excerpt: f("Resumen", "el resumen"),
  published: f("Publicado", "«Publicado»"),
  published_at: f("Fecha de publicación", "la fecha de publicación", "date"),
  author: f("Autor", "el autor"),
  outlet: f("Medio", "el medio"),
  external_url: f("Enlace externo", "el enlace externo"),
  conditions: f("Condiciones", "las condiciones"),
  placement: f("Ubicación", "la ubicación"),
  label: f("Etiqueta", "la etiqueta"),
  paragraph: f("Párrafo", "el párrafo"),
  disposition: f("Disposición", "la disposición"),
  content_box: f("Recuadro", "el recuadro"),
  link_primary: f("Enlace principal", "el enlace principal"),
  link_secondary: f("Enlace secundario", "el enlace secundario"),
  // Branches and franchises
  name: f("Nombre", "el nombre"),
  franchise_id: f("Franquicia", "la franquicia", "ref"),
  province_id: f("Provincia", "la provincia", "ref"),
  address: f("Dirección", "la dirección"),
  zip: f("Código postal", "el código postal"),
  city: f("Ciudad", "la ciudad"),
  phone: f("Teléfono", "el teléfono"),
  contact_email: f("E-mail de contacto", "el e-mail de contacto"),
  opening_hours: f("Horarios", "los horarios"),
  treatment_available: f("Tratamiento disponible", "«Tratamiento disponible»"),
  coordinates: f("Ubicación en el mapa", "la ubicación en el mapa"),
  team: f("Equipo", "el equipo", "list"),
  gallery: f("Fotos", "las fotos", "list"),
  fiserv_id: f("fiserv_id", "el fiserv_id"),
  rooms: f("Salas", "las salas", "count"),
  day: f("Día", "el día", "date"),
  reason: f("Motivo", "el motivo"),
  // A franchise's invoicing and its vouchers
  cuit: f("CUIT", "el CUIT"),
  legal_name: f("Razón social", "la razón social"),
  iva_condition: f("Condición frente al IVA", "la condición frente al IVA"),
  point_of_sale: f("Punto de venta", "el punto de venta", "count"),
  activities_start: f("Inicio de actividades", "el inicio de actividades", "date"),
  commercial_address: f("Domicilio comercial", "el domicilio comercial"),
  gross_income: f("Ingresos Brutos", "el número de Ingresos Brutos"),
  certificate_uploaded_at: f("Certificado de ARCA", "el certificado de ARCA", "date"),
  voucher: f("Comprobante", "el comprobante"),
  // Codes and automatic promotions
  code: f("Código", "el código"),
  kind: f("Tipo", "el tipo", "kind"),
  value: f("Valor", "el valor"),
  min_total: f("Compra mínima", "la compra mínima", "money"),
  valid_from: f("Válido desde", "el comienzo de la vigencia", "date"),
  valid_until: f("Válido hasta", "el fin de la vigencia", "date"),
  max_uses: f("Usos máximos", "los usos máximos", "count"),
  max_uses_per_account: f("Usos por cuenta", "los usos por cuenta", "count"),
  buy_quantity: f("Áreas que se llevan", "las áreas que se llevan", "count"),
  pay_quantity: f("Áreas que se pagan", "las áreas que se pagan", "count"),
  product_ids: f("Áreas", "las áreas", "ref"),
  category_ids: f("Categorías", "las categorías", "ref"),
  starts_at: f("Desde", "el comienzo", "date"),
  ends_at: f("Hasta", "el fin", "date"),
  // Customers, visits and sessions
  under_review: f("En revisión", "«En revisión»"),
  review_rejected_at: f("Rechazada el", "la fecha del rechazo", "date"),
  review_rejection_reason: f("Motivo del rechazo", "el motivo del rechazo"),
  verified: f("E-mail verificado", "«E-mail verificado»"),
  account_id: f("Cliente", "el cliente", "ref"),
  store_id: f("Sucursal", "la sucursal", "ref"),
  status: f("Estado", "el estado", "status"),
  // Reviews
  stars: f("Estrellas", "las estrellas", "count"),
  answer: f("Respuesta pública", "la respuesta pública"),
  // Team
  email: f("E-mail", "el e-mail"),
  role: f("Rol", "el rol", "role"),
  disabled: f("Desactivada", "«Desactivada»"),
  totp: f("Verificación en dos pasos", "la verificación en dos pasos"),
  // Messages, mails, payments, images
  read_at: f("Leído el", "la fecha de lectura", "date"),
  answered_at: f("Respondido el", "la fecha de respuesta", "date"),
  template: f("Plantilla", "la plantilla"),
  recipient: f("Destinatario", "el destinatario"),
  refunded: f("Devuelto", "lo devuelto", "money"),
  lines: f("Líneas devueltas", "las líneas devueltas", "count"),
  regret_request: f("Pedido de arrepentimiento", "el pedido de arrepentimiento", "ref"),
  alt: f("Texto alternativo", "el texto alternativo"),
  width: f("Ancho", "el ancho", "count"),
  height: f("Alto", "el alto", "count"),
  sizes: f("Tamaños", "los tamaños", "list"),
  // Booking rules
  minNoticeMinutes: f("Anticipación mínima (minutos)", "la anticipación mínima", "count"),
  maxDaysAhead: f("Días de anticipación máxima", "la anticipación máxima", "count"),
  minDaysBetweenSessions: f("Días entre sesiones", "los días entre sesiones", "count"),
  changeCutoffHours: f("Horas para cambiar un turno", "las horas para cambiar un turno", "count"),
  defaultAreaMinutes: f("Minutos por área", "los minutos por área", "count"),
  slotStepMinutes: f("Minutos entre horarios", "los minutos entre horarios", "count"),
  // Settings
  shopEnabled: f("Tienda habilitada", "«Tienda habilitada»"),
  pricesEnabled: f("Precios visibles", "«Precios visibles»"),
  checkoutMode: f("Compra en línea", "la compra en línea"),
  offlineMode: f("Modo sin conexión", "el modo sin conexión"),
  accountsEnabled: f("Cuentas de clientes", "las cuentas de clientes"),
  whatsapp: f("Botón de WhatsApp", "el botón de WhatsApp"),
  mercadopagoEnabled: f("Mercado Pago", "Mercado Pago"),
  maxInstallments: f("Cuotas máximas", "las cuotas máximas", "count"),
  interestRatesEnabled: f("Cuotas con interés", "las cuotas con interés"),
  installmentPlans: f("Planes de cuotas", "los planes de cuotas"),
  cardBrands: f("Tarjetas", "las tarjetas", "list"),
  alternativeEmail: f("E-mail de atención al cliente", "el e-mail de atención al cliente"),
  franchisesEmail: f("E-mail de franquicias", "el e-mail de franquicias"),
  rrhhEmail: f("E-mail de recursos humanos", "el e-mail de recursos humanos"),
  whatsappEnabled: f("WhatsApp en el pie", "WhatsApp en el pie"),
  whatsappNumber: f("Número de WhatsApp", "el número de WhatsApp"),
  facebook: f("Facebook", "Facebook"),
  instagram: f("Instagram", "Instagram"),
  youtube: f("YouTube", "YouTube"),
  linkedin: f("LinkedIn", "LinkedIn"),
};

/** A field no entry is known to keep reads as "otro dato", never as its stored key. */
const UNKNOWN_FIELD = f("Otro dato", "otro dato");

export function auditField(key: string): AuditField {
  return Object.hasOwn(FIELDS, key) ? FIELDS[key]! : UNKNOWN_FIELD;
}

/** Keys an update stores that say nothing about the change (the row's own bookkeeping). */
export const BOOKKEEPING_KEYS: ReadonlySet<string> = new Set(["id", "version", "createdAt", "updatedAt"]);

const KIND_NAMES: Record<string, string> = {
  percentage: "Porcentaje",
  fixed: "Monto fijo",
  n_for_m: "Llevá N, pagá M",
};

const MAIL_STATUS_NAMES: Record<string, string> = {
  pending: "Pendiente",
  failed: "Falló",
  sent: "Enviado",
};

function statusName(value: string): string {
  if ((VISIT_STATUSES as readonly string[]).includes(value)) return VISIT_STATUS_NAMES[value as VisitStatus];
  if (Object.hasOwn(MAIL_STATUS_NAMES, value)) return MAIL_STATUS_NAMES[value]!;
  if (isReviewStatus(value)) return REVIEW_MESSAGES.statusNames[value];
  return paymentStatusLabel(value).name;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function formatWhen(value: unknown): string {
  if (typeof value !== "string" && typeof value !== "number") return String(value);
  if (typeof value === "string" && ISO_DAY.test(value)) return formatDate(`${value}T12:00:00-03:00`);
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? String(value) : formatDateTime(at);
}

/** Names of the records a value refers to (branches, franchises, areas…), by id, when the page knows them. */
export type AuditNames = Readonly<Record<string, string>>;

/**
 * A stored value as a person reads it: money as "$ 25.600,00", days and instants in es-AR on the shop's
 * clock, booleans as "Sí"/"No", an empty value as "—". `siblings` are the other values of the same record
 * (a code's `value` is a percentage or centavos by its `kind`).
 */
export function formatAuditValue(
  key: string,
  value: unknown,
  names: AuditNames = {},
  siblings: Record<string, unknown> = {},
): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "boolean") return value ? "Sí" : "No";
  if (key === "value" && typeof value === "number")
    return siblings.kind === "percentage"
      ? `${value} %`
      : siblings.kind === "fixed"
        ? formatMoney(value)
        : String(value);
  const shape = auditField(key).shape ?? "text";
  if (Array.isArray(value)) {
    if (shape === "count") return String(value.length);
    if (value.length === 0) return "—";
    if (value.every((v) => typeof v !== "object" || v === null))
      return value
        .map((v) => (shape === "ref" ? (names[String(v)] ?? String(v)) : formatAuditValue("", v)))
        .join(", ");
    return value.length === 1 ? "1 elemento" : `${value.length} elementos`;
  }
  if (typeof value === "object") return "varios datos";
  switch (shape) {
    case "money":
      return typeof value === "number" ? formatMoney(value) : String(value);
    case "date":
      return formatWhen(value);
    case "position":
      return typeof value === "number" ? String(value + 1) : String(value);
    case "role":
      return (ROLES as readonly string[]).includes(String(value)) ? ROLE_NAMES[value as Role] : String(value);
    case "status":
      return statusName(String(value));
    case "kind":
      return KIND_NAMES[String(value)] ?? String(value);
    case "ref":
      return names[String(value)] ?? String(value);
    default:
      if (value === "SI") return "Sí";
      if (value === "NO") return "No";
      return String(value);
  }
}
