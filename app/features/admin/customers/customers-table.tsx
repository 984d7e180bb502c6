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

/** The found customers: each a link to their file, named by their name. */
export function CustomersTable({ rows }: { rows: CustomerListRow[] }) {
  if (rows.length === 0) return <p className="text-slate-700">{CUSTOMER_MESSAGES.noResults}</p>;
  const cell = "py-2 pr-4";
  return (
    <div className="relative overflow-x-auto">
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
                <Link
                  to={adminCustomerPath(r.id)}
                  className="font-medium text-brand-700 underline-offset-2 hover:underline"
                >
                  {`${r.name} ${r.surname}`}
                </Link>
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
  );
}
