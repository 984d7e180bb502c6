/** What kind of record an audit row is about: its label in the filter and how a sentence names one. */
interface AuditEntity {
  label: string;
  /** "el área Axilas", or the unnamed form ("un área") when the row keeps no name. */
  subject: (name: string | null, self: boolean) => string;
}

const named =
  (noun: string, unnamed: string) =>
  (name: string | null): string =>
    name ? `${noun} ${name}` : unnamed;

const ENTITIES: Record<string, AuditEntity> = {
  product: { label: "Áreas", subject: named("el área", "un área") },
  area: { label: "Duración de turnos por área", subject: named("el área", "un área") },
  category: { label: "Categorías", subject: named("la categoría", "una categoría") },
  media_image: { label: "Imágenes", subject: named("la imagen", "una imagen") },
  blog_post: { label: "Blog", subject: named("la nota del blog", "una nota del blog") },
  press_item: { label: "Prensa", subject: named("la nota de prensa", "una nota de prensa") },
  promotion: { label: "Promociones", subject: named("la promoción", "una promoción") },
  promotion_rule: {
    label: "Promociones automáticas",
    subject: named("la promoción automática", "una promoción automática"),
  },
  teaser: { label: "Campañas", subject: named("la campaña", "una campaña") },
  static_page: { label: "Páginas", subject: named("la página", "una página") },
  coupon: { label: "Códigos", subject: named("el código", "un código") },
  store: { label: "Sucursales", subject: named("la sucursal", "una sucursal") },
  franchise: { label: "Franquicias", subject: named("la franquicia", "una franquicia") },
  franchise_invoicing: {
    label: "Facturación de franquicias",
    subject: named("la facturación de", "la facturación de una franquicia"),
  },
  voucher: { label: "Facturas", subject: named("el comprobante", "un comprobante") },
  agenda: { label: "Agenda de sucursales", subject: named("la agenda de", "la agenda de una sucursal") },
  booking_rules: { label: "Reglas de turnos", subject: () => "las reglas de los turnos" },
  visit: { label: "Turnos", subject: () => "un turno" },
  sessions: { label: "Sesiones de clientes", subject: () => "las sesiones de un cliente" },
  payment: { label: "Pagos", subject: () => "un pago" },
  account: { label: "Clientes", subject: named("la cuenta de", "la cuenta de un cliente") },
  contact_message: { label: "Mensajes", subject: () => "un mensaje de contacto" },
  mail: { label: "Correos", subject: named("el correo a", "un correo") },
  settings: { label: "Ajustes", subject: () => "los ajustes de la tienda" },
  staff_account: {
    label: "Equipo",
    subject: (name, self) => (self ? "su cuenta" : name ? `la cuenta de ${name}` : "una cuenta del equipo"),
  },
  staff_session: {
    label: "Sesiones del equipo",
    subject: (_name, self) => (self ? "una de sus sesiones abiertas" : "una sesión del equipo"),
  },
};

const UNKNOWN_ENTITY: AuditEntity = {
  label: "Otros registros",
  subject: named("el registro", "un registro"),
};

export function auditEntity(entity: string): AuditEntity {
  return Object.hasOwn(ENTITIES, entity) ? ENTITIES[entity]! : UNKNOWN_ENTITY;
}

/** The filter's choices: each kind present in the log with its Spanish label, in the label's order. */
export function auditKindOptions(entities: readonly string[]): { value: string; label: string }[] {
  return entities
    .map((value) => ({ value, label: auditEntity(value).label }))
    .sort((a, b) => a.label.localeCompare(b.label, "es"));
}
