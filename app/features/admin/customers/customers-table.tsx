import { Link } from "react-router";
import { CUSTOMER_MESSAGES } from "#domain/customers/messages.ts";
import { formatDate } from "#domain/dates.ts";
import { adminCustomerPath } from "#domain/staff/pages.ts";
import type { CustomerRow } from "#domain/customers/views.ts";
import { AdminTable } from "#app/features/admin/layout/admin-table.tsx";
import { CustomerStateBadge } from "./customer-state-badge.tsx";

/** A found customer as the page receives it (the date as an ISO string). */
export type CustomerListRow = Omit<CustomerRow, "createdAt"> & { createdAt: string };

const COLUMNS = ["Nombre", "E-mail", "Documento", "Estado", "Alta"];

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
      <AdminTable caption="Clientes encontrados" columns={COLUMNS} className="hidden md:block">
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
            <td className={`${cell} whitespace-nowrap`}>{formatDate(r.createdAt)}</td>
          </tr>
        ))}
      </AdminTable>
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
