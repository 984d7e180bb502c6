import { Link } from "react-router";
import { STORE_ADMIN_MESSAGES as M } from "#domain/stores/messages.ts";
import { AdminTable } from "#app/features/admin/layout/admin-table.tsx";
import type { BranchListRow } from "#domain/stores/views.ts";

const HEADERS = ["Sucursal", "Franquicia", "Depilación láser", "Estado", "Pagos en línea"];

/** One row per branch; its name is the link to its editor. */
export function BranchesTable({ rows }: { rows: BranchListRow[] }) {
  if (rows.length === 0) return <p className="text-slate-700">{M.noBranches}</p>;
  return (
    <AdminTable caption="Sucursales" columns={HEADERS}>
      {rows.map((r) => (
        <tr key={r.id} className="border-b border-slate-100 align-top">
          <td className="py-2 pr-4">
            <Link to={`/admin/sucursales/${r.id}`} className="font-medium text-brand-700 underline">
              {r.name}
            </Link>
            <span className="block text-xs text-slate-600">{r.address}</span>
          </td>
          <td className="py-2 pr-4">{r.franchiseName}</td>
          <td className="py-2 pr-4">{r.offersTreatment ? "Sí" : "No"}</td>
          <td className="py-2 pr-4">{r.enabled ? "Activa" : "Inactiva"}</td>
          <td className="py-2">{r.payable ? "Sí" : "No"}</td>
        </tr>
      ))}
    </AdminTable>
  );
}
