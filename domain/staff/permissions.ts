/**
 * The one table of who may do what in the back office. Services check it (not only routes), so a forgotten
 * check in a page cannot open a door.
 */
export const ROLES = ["owner", "admin", "editor", "support", "franchise"] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_NAMES: Record<Role, string> = {
  owner: "Dueño",
  admin: "Administrador",
  editor: "Editor",
  support: "Atención al cliente",
  franchise: "Franquicia",
};

export const PERMISSIONS = [
  /** Staff accounts and their roles. */
  "staff.manage",
  /** Shop settings and client configuration. */
  "settings.manage",
  /** The audit log. */
  "audit.read",
  "catalog.read",
  "catalog.edit",
  "content.read",
  "content.edit",
  "promotions.read",
  "promotions.edit",
  "codes.read",
  "codes.edit",
  "customers.read",
  "customers.edit",
  "payments.read",
  /** Any sale's refund. */
  "payments.refund",
  /** The refund of a regret request made within its legal term (the law asks for speed). */
  "regrets.refund",
  "contact.read",
  "contact.edit",
  /** Sales and the data of branches; a franchise sees only its own branches'. */
  "sales.read",
  "branches.read",
  "branches.edit",
  /** Branch agendas: the day's visits; booking for a customer and marking a visit; rooms, closed days, rules. */
  "agenda.read",
  "agenda.book",
  "agenda.manage",
  /** The vouchers ARCA authorised or refused (/admin/facturas) and the monthly book; a franchise sees its own. */
  "invoices.read",
  /** 'Reintentar' on a refused voucher. */
  "invoices.retry",
  /** A franchise's invoicing settings: CUIT, point of sale and the ARCA certificate and key. */
  "invoicing.settings",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const ALL: readonly Permission[] = PERMISSIONS;

export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  owner: ALL,
  // The ARCA certificates sign invoices in the franchise's name: only the owner loads them.
  admin: ALL.filter((p) => p !== "staff.manage" && p !== "settings.manage" && p !== "invoicing.settings"),
  editor: [
    "catalog.read",
    "catalog.edit",
    "content.read",
    "content.edit",
    "promotions.read",
    "promotions.edit",
    "codes.read",
    "codes.edit",
  ],
  // Support answers regret requests, so it refunds those, not other sales (docs/decisions/0038-after-sale.md).
  support: [
    "customers.read",
    "customers.edit",
    "payments.read",
    "regrets.refund",
    "contact.read",
    "contact.edit",
    "agenda.read",
    "agenda.book",
    // A customer asks support for her invoice: it reads their state, it does not retry them.
    "invoices.read",
  ],
  // Its own branches' sales, agendas and data; it reads nothing it cannot act on (content, promotions, codes),
  // and edits only its own branches and their agendas (the scope is checked by the services).
  franchise: [
    "catalog.read",
    "payments.read",
    "sales.read",
    "branches.read",
    "branches.edit",
    "agenda.read",
    "agenda.book",
    "agenda.manage",
    "invoices.read",
    "invoices.retry",
  ],
};

/** Roles whose data is limited to one franchise's branches. */
export const FRANCHISE_SCOPED_ROLES: readonly Role[] = ["franchise"];

/** Roles that must use a second factor when the shop runs in production. */
export const TWO_FACTOR_REQUIRED_ROLES: readonly Role[] = ["owner", "admin"];

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

export function can(role: Role, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/** What a service needs to know about who is acting. */
export interface StaffActor {
  id: string;
  role: Role;
  /** Set for a franchise account: the one franchise it may see and change. */
  franchiseId: string | null;
}

/**
 * May this person use the permission on data of `franchiseId` (omit it for data that belongs to no
 * franchise)? A franchise account reaches only its own franchise's data.
 */
export function canOn(actor: StaffActor, permission: Permission, franchiseId?: string | null): boolean {
  if (!can(actor.role, permission)) return false;
  if (!FRANCHISE_SCOPED_ROLES.includes(actor.role) || franchiseId === undefined) return true;
  return franchiseId !== null && franchiseId === actor.franchiseId;
}
