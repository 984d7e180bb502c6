import type { Permission } from "./permissions.ts";

/** The menu's groups, by job, in the menu's order. */
export const ADMIN_GROUPS = [
  "Ventas",
  "Agenda",
  "Clientes",
  "Catálogo",
  "Contenido",
  "Sucursales",
  "Equipo y ajustes",
] as const;
export type AdminGroup = (typeof ADMIN_GROUPS)[number];

/**
 * The back office's pages, in the menu's order, and what each needs: the menu shows a page only to roles that
 * have its permission, and the page's loader and action check the same permission (null: every staff member).
 * `group` is the menu's heading the page goes under (null: above the groups).
 */
export const ADMIN_PAGES = {
  // With a trailing slash: the client's data request is then /admin/_.data, which the staff cookie
  // (Path=/admin) reaches; /admin.data would go without it.
  dashboard: { path: "/admin/", label: "Inicio", permission: null, group: null },
  sales: { path: "/admin/ventas", label: "Ventas", permission: "payments.read", group: "Ventas" },
  regrets: {
    path: "/admin/arrepentimientos",
    label: "Arrepentimientos",
    permission: "payments.read",
    group: "Ventas",
  },
  invoices: { path: "/admin/facturas", label: "Facturas", permission: "invoices.read", group: "Ventas" },
  agenda: { path: "/admin/agenda", label: "Agenda", permission: "agenda.read", group: "Agenda" },
  customers: { path: "/admin/clientes", label: "Clientes", permission: "customers.read", group: "Clientes" },
  messages: { path: "/admin/mensajes", label: "Mensajes", permission: "contact.read", group: "Clientes" },
  mails: { path: "/admin/correos", label: "Correos fallidos", permission: "contact.read", group: "Clientes" },
  areas: { path: "/admin/areas", label: "Áreas", permission: "catalog.edit", group: "Catálogo" },
  categories: {
    path: "/admin/categorias",
    label: "Categorías",
    permission: "catalog.edit",
    group: "Catálogo",
  },
  images: { path: "/admin/imagenes", label: "Imágenes", permission: "catalog.edit", group: "Catálogo" },
  promotions: {
    path: "/admin/promociones",
    label: "Promociones",
    permission: "promotions.read",
    group: "Catálogo",
  },
  promotionRules: {
    path: "/admin/promociones/reglas",
    label: "Promociones automáticas",
    permission: "promotions.read",
    group: "Catálogo",
  },
  codes: { path: "/admin/codigos", label: "Códigos", permission: "codes.read", group: "Catálogo" },
  blog: { path: "/admin/blog", label: "Blog", permission: "content.read", group: "Contenido" },
  press: { path: "/admin/prensa", label: "Prensa", permission: "content.read", group: "Contenido" },
  teasers: { path: "/admin/campanas", label: "Campañas", permission: "content.read", group: "Contenido" },
  pages: { path: "/admin/paginas", label: "Páginas", permission: "content.read", group: "Contenido" },
  branches: {
    path: "/admin/sucursales",
    label: "Sucursales",
    permission: "branches.read",
    group: "Sucursales",
  },
  franchises: {
    path: "/admin/franquicias",
    label: "Franquicias",
    permission: "branches.read",
    group: "Sucursales",
  },
  team: { path: "/admin/equipo", label: "Equipo", permission: "staff.manage", group: "Equipo y ajustes" },
  settings: {
    path: "/admin/ajustes",
    label: "Ajustes",
    permission: "settings.manage",
    group: "Equipo y ajustes",
  },
  audit: {
    path: "/admin/auditoria",
    label: "Auditoría",
    permission: "audit.read",
    group: "Equipo y ajustes",
  },
  account: { path: "/admin/cuenta", label: "Mi cuenta", permission: null, group: "Equipo y ajustes" },
} as const satisfies Record<
  string,
  { path: string; label: string; permission: Permission | null; group: AdminGroup | null }
>;

/** One customer's file; it needs the customers page's permission (its buttons need customers.edit). */
export const adminCustomerPath = (id: string) => `${ADMIN_PAGES.customers.path}/${id}`;

/**
 * A branch's agenda on one day (`?dia=YYYY-MM-DD`, today when absent), its settings (agenda.manage) and booking
 * for a customer (agenda.book); the services check the branch's franchise.
 */
export const adminAgendaPath = (storeId: string, day?: string) =>
  `${ADMIN_PAGES.agenda.path}/${storeId}${day ? `?dia=${day}` : ""}`;
export const adminAgendaSettingsPath = (storeId: string) => `${ADMIN_PAGES.agenda.path}/${storeId}/ajustes`;
/** The booking for a customer; a free time of the week comes prefilled (`day`, `hora`). */
export const adminAgendaBookPath = (
  storeId: string,
  accountId?: string,
  time?: { day: string; hora: string } | null,
) => {
  const query = new URLSearchParams({ ...(accountId ? { cliente: accountId } : {}), ...time }).toString();
  return `${ADMIN_PAGES.agenda.path}/${storeId}/reservar${query ? `?${query}` : ""}`;
};
/** A branch's week on the agenda's first page (`?sucursal=<id>&semana=YYYY-MM-DD`, any day of the week). */
export const adminAgendaWeekPath = (storeId: string, day?: string) =>
  `${ADMIN_PAGES.agenda.path}?sucursal=${storeId}${day ? `&semana=${day}` : ""}`;
/** The shop-wide booking rules: agenda.manage without a franchise's scope. */
export const ADMIN_AGENDA_RULES_PATH = `${ADMIN_PAGES.agenda.path}/reglas`;

export type AdminPage = (typeof ADMIN_PAGES)[keyof typeof ADMIN_PAGES];

export const ADMIN_LOGIN_PATH = "/admin/login";
export const ADMIN_LOGOUT_PATH = "/admin/salir";

/**
 * The page whose permission guards this back-office path (its own, or the nearest page above it: an area's
 * editor is the areas page's); null for a path under no page.
 */
export function adminPageOf(path: string): AdminPage | null {
  let found: AdminPage | null = null;
  for (const page of Object.values(ADMIN_PAGES) as AdminPage[]) {
    const base = page.path.replace(/\/$/, "");
    const under = path === base || path.startsWith(`${base}/`);
    if (under && (page === ADMIN_PAGES.dashboard ? path === base : true)) {
      if (!found || base.length > found.path.replace(/\/$/, "").length) found = page;
    }
  }
  return found;
}
