import { Link } from "react-router";
import { CATALOG_ADMIN_MESSAGES as M } from "#domain/catalog/messages.ts";
import { formatDateTime } from "#domain/dates.ts";
import { formatMoney } from "#domain/money.ts";
import { AdminTable } from "#app/features/admin/layout/admin-table.tsx";
import type { AreaListRow } from "#domain/catalog/views.ts";

/** A row of the list as it travels to the browser (dates as ISO strings). */
export type AreaTableRow = Omit<AreaListRow, "updatedAt"> & { updatedAt: string };

const HEADERS = ["Área", "Precio", "Categorías", "Estado", "Último cambio"];

/** One row per area; its title is the link to its editor. */
export function AreasTable({ rows }: { rows: AreaTableRow[] }) {
  if (rows.length === 0) return <p className="text-slate-700">{M.noAreas}</p>;
  return (
    <AdminTable caption="Áreas" columns={HEADERS}>
      {rows.map((r) => (
        <tr key={r.id} className="border-b border-slate-100 align-top">
          <td className="py-2 pr-4">
            <Link to={`/admin/areas/${r.id}`} className="font-medium text-brand-700 underline">
              {r.title}
            </Link>
            <span className="block text-xs text-slate-600">{r.slug}</span>
          </td>
          <td className="py-2 pr-4 whitespace-nowrap">
            {r.priceOffer > 0 ? (
              <>
                {formatMoney(r.priceOffer)} <s className="text-slate-600">{formatMoney(r.price)}</s>
              </>
            ) : (
              formatMoney(r.price)
            )}
          </td>
          <td className="py-2 pr-4">{r.categories.join(", ") || "—"}</td>
          <td className="py-2 pr-4">{r.enabled ? "Disponible" : M.disabled}</td>
          <td className="py-2 whitespace-nowrap">{formatDateTime(r.updatedAt)}</td>
        </tr>
      ))}
    </AdminTable>
  );
}
