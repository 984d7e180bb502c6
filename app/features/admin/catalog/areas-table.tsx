import { Link } from "react-router";
import { CATALOG_ADMIN_MESSAGES as M } from "#domain/catalog-admin/messages.ts";
import { formatDateTime } from "#domain/dates.ts";
import { formatMoney } from "#domain/money.ts";

export interface AreaTableRow {
  id: string;
  title: string;
  slug: string;
  price: number;
  priceOffer: number;
  enabled: boolean;
  categories: string[];
  updatedAt: string;
}

const th = "py-2 pr-4 font-medium";

/** One row per area; its title is the link to its editor. */
export function AreasTable({ rows }: { rows: AreaTableRow[] }) {
  if (rows.length === 0) return <p className="text-slate-700">{M.noAreas}</p>;
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Áreas</caption>
        <thead className="border-b border-brand-100 text-slate-600">
          <tr>
            <th scope="col" className={th}>
              Área
            </th>
            <th scope="col" className={th}>
              Precio
            </th>
            <th scope="col" className={th}>
              Categorías
            </th>
            <th scope="col" className={th}>
              Estado
            </th>
            <th scope="col" className="py-2 font-medium">
              Último cambio
            </th>
          </tr>
        </thead>
        <tbody>
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
        </tbody>
      </table>
    </div>
  );
}
