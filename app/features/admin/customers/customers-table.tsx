import { Link } from "react-router";
import type { CustomerState } from "#domain/customers/messages.ts";
import { CUSTOMER_MESSAGES } from "#domain/customers/messages.ts";
import { formatDate } from "#domain/dates.ts";
import { adminCustomerPath } from "#domain/staff/pages.ts";
import { CustomerStateBadge } from "./customer-state-badge.tsx";

export interface CustomerListRow {
  id: string;
  name: string;
  surname: string;
  email: string;
  identifire: string;
  state: CustomerState;
  createdAt: string;
}

function CustomerLink({ row }: { row: CustomerListRow }) {
  return (
    <Link
      to={adminCustomerPath(row.id)}
      className="font-medium text-brand-700 underline-offset-2 hover:underline"
    >
      {`${row.name} ${row.surname}`}
    </Link>
  );
}

/**
 * The found customers, each a link to their file named by their name: a table from tablet width, a card per
 * customer on phones.
 */
export function CustomersTable({ rows }: { rows: CustomerListRow[] }) {
  if (rows.length === 0) return <p className="text-slate-700">{CUSTOMER_MESSAGES.noResults}</p>;
  const cell = "py-2 pr-4";
  return (
    <>
      <div className="relative hidden overflow-x-auto md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Clientes encontrados</caption>
          <thead className="border-b border-brand-100 text-slate-600">
            <tr>
              <th scope="col" className={`${cell} font-medium`}>
                Nombre
              </th>
              <th scope="col" className={`${cell} font-medium`}>
                Correo electrónico
              </th>
              <th scope="col" className={`${cell} font-medium`}>
                Documento
              </th>
              <th scope="col" className={`${cell} font-medium`}>
                Estado
              </th>
              <th scope="col" className="py-2 font-medium">
                Alta
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id} className="border-b border-slate-100 align-top">
                <td className={cell}>
                  <CustomerLink row={r} />
                </td>
                <td className={`${cell} break-all`}>{r.email}</td>
                <td className={`${cell} tabular-nums`}>{r.identifire}</td>
                <td className={cell}>
                  <CustomerStateBadge state={r.state} />
                </td>
                <td className="py-2 whitespace-nowrap">{formatDate(r.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul aria-label="Clientes encontrados" className="divide-y divide-slate-100 md:hidden">
        {rows.map((r) => (
          <li key={r.id} className="space-y-1 py-3 text-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <CustomerLink row={r} />
              <CustomerStateBadge state={r.state} />
            </div>
            <p className="break-all text-slate-700">{r.email}</p>
            <p className="text-slate-600">{`Documento ${r.identifire} · Alta ${formatDate(r.createdAt)}`}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
