import { describe, expect, it } from "vitest";
import { ADMIN_GROUPS, ADMIN_PAGES } from "#domain/staff/pages.ts";
import { menuFor } from "#app/features/admin/layout/menu.ts";

const headings = (role: Parameters<typeof menuFor>[0]) => menuFor(role).map((g) => g.heading);
const labels = (role: Parameters<typeof menuFor>[0]) =>
  menuFor(role).flatMap((g) => g.items.map((i) => i.label));

describe("the back office's menu", () => {
  it("groups the owner's pages by job, 'Inicio' above the groups", () => {
    expect(headings("owner")).toEqual([null, ...ADMIN_GROUPS]);
    expect(menuFor("owner")[1]).toEqual({
      heading: "Ventas",
      items: [
        { path: ADMIN_PAGES.sales.path, label: "Ventas" },
        { path: ADMIN_PAGES.regrets.path, label: "Arrepentimientos" },
        { path: ADMIN_PAGES.invoices.path, label: "Facturas" },
      ],
    });
    expect(labels("owner")).toHaveLength(Object.keys(ADMIN_PAGES).length);
  });

  it("leaves out the groups a role has no page in", () => {
    expect(headings("editor")).toEqual([null, "Catálogo", "Contenido", "Equipo y ajustes"]);
    expect(headings("support")).toEqual([null, "Ventas", "Agenda", "Clientes", "Equipo y ajustes"]);
  });

  it("gives a franchise its branches' sales and agendas, not the pages of content and codes it cannot use", () => {
    expect(labels("franchise")).toEqual([
      "Inicio",
      "Ventas",
      "Arrepentimientos",
      "Facturas",
      "Agenda",
      "Sucursales",
      "Franquicias",
      "Mi cuenta",
    ]);
  });
});
