import { describe, expect, it } from "vitest";
import {
  PERMISSIONS,
  ROLES,
  ROLE_NAMES,
  ROLE_PERMISSIONS,
  can,
  canOn,
  isRole,
} from "#domain/staff/permissions.ts";

describe("the role → permissions table", () => {
  it("gives the owner everything and the admin everything but staff, settings and the ARCA certificates", () => {
    for (const p of PERMISSIONS) expect(can("owner", p)).toBe(true);
    expect(can("admin", "staff.manage")).toBe(false);
    expect(can("admin", "settings.manage")).toBe(false);
    expect(PERMISSIONS.filter((p) => !can("admin", p))).toEqual([
      "staff.manage",
      "settings.manage",
      "invoicing.settings",
    ]);
  });

  it("lets the franchise and the central team retry refused vouchers, and support read them", () => {
    expect(ROLES.filter((role) => can(role, "invoices.read"))).toEqual([
      "owner",
      "admin",
      "support",
      "franchise",
    ]);
    expect(ROLES.filter((role) => can(role, "invoices.retry"))).toEqual(["owner", "admin", "franchise"]);
    expect(ROLES.filter((role) => can(role, "invoicing.settings"))).toEqual(["owner"]);
  });

  it("keeps the editor to catalogue, content, promotions and codes", () => {
    const areas = new Set(ROLE_PERMISSIONS.editor.map((p) => p.split(".")[0]));
    expect([...areas].sort()).toEqual(["catalog", "codes", "content", "promotions"]);
    expect(can("editor", "customers.read")).toBe(false);
    expect(can("editor", "audit.read")).toBe(false);
  });

  it("lets support see customers, payments and contact messages, and refund regret requests only", () => {
    expect(can("support", "customers.read")).toBe(true);
    expect(can("support", "payments.read")).toBe(true);
    expect(can("support", "regrets.refund")).toBe(true);
    expect(can("support", "payments.refund")).toBe(false);
    expect(can("support", "contact.read")).toBe(true);
    expect(can("support", "catalog.edit")).toBe(false);
  });

  it("lets owner and admin refund sales, and support too when it is a regret request in its term", () => {
    expect(ROLES.filter((role) => can(role, "payments.refund"))).toEqual(["owner", "admin"]);
    expect(ROLES.filter((role) => can(role, "regrets.refund"))).toEqual(["owner", "admin", "support"]);
  });

  it("keeps a franchise read-only except its own branches and their agendas", () => {
    const writes = ROLE_PERMISSIONS.franchise.filter((p) => !p.endsWith(".read"));
    expect(writes).toEqual(["branches.edit", "agenda.book", "agenda.manage", "invoices.retry"]);
    expect(can("franchise", "sales.read")).toBe(true);
    expect(can("franchise", "staff.manage")).toBe(false);
    expect(can("franchise", "audit.read")).toBe(false);
    // It cannot act on content, promotions or codes, so it does not read their lists either.
    for (const p of ["content.read", "promotions.read", "codes.read"] as const) {
      expect(can("franchise", p), p).toBe(false);
    }
  });

  it("never lists a permission that does not exist, and names every role in Spanish", () => {
    for (const role of ROLES) {
      for (const p of ROLE_PERMISSIONS[role]) expect(PERMISSIONS).toContain(p);
      expect(ROLE_NAMES[role]).toMatch(/^[A-ZÁÉÍÓÚÑ]/);
    }
    expect(isRole("owner")).toBe(true);
    expect(isRole("root")).toBe(false);
    expect(isRole(undefined)).toBe(false);
  });
});

describe("the franchise scope", () => {
  const franchise = { id: "s1", role: "franchise" as const, franchiseId: "f1" };
  const admin = { id: "s2", role: "admin" as const, franchiseId: null };

  it("lets a franchise reach only its own franchise's data", () => {
    expect(canOn(franchise, "sales.read", "f1")).toBe(true);
    expect(canOn(franchise, "sales.read", "f2")).toBe(false);
    expect(canOn(franchise, "sales.read", null)).toBe(false);
    expect(canOn(franchise, "branches.edit", "f2")).toBe(false);
    expect(canOn(franchise, "catalog.edit", "f1")).toBe(false);
  });

  it("does not limit roles without a scope", () => {
    expect(canOn(admin, "sales.read", "f2")).toBe(true);
    expect(canOn(admin, "staff.manage")).toBe(false);
  });
});
