import { Link } from "react-router";
import { formatDateTime } from "#domain/dates.ts";
import { formatMoney } from "#domain/money.ts";
import { SALES_MESSAGES as M } from "#domain/payments/messages.ts";
import { parseSalesQuery, SALES_PAGE_SIZE, salesListPath } from "#domain/payments/sales-query.ts";
import { ADMIN_PAGES } from "#domain/staff/pages.ts";
import { Pagination } from "#app/components/ui/pagination.tsx";
import { actingOf, staffPage } from "#app/features/admin/layout/guard.server.ts";
import { AdminCard, AdminPageFrame } from "#app/features/admin/layout/admin-shell.tsx";
import { AdminTable } from "#app/features/admin/layout/admin-table.tsx";
import { SalesFiltersForm } from "#app/features/admin/payments/sales-filters-form.tsx";
import type { Route } from "./+types/sales";

export const middleware = staffPage(ADMIN_PAGES.sales);

export async function loader({ context, request }: Route.LoaderArgs) {
  const who = actingOf(context);
  const query = parseSalesQuery(new URL(request.url).searchParams);
  const [list, franchises, branches] = await Promise.all([
    context.services.salesDesk.list(who, query),
    context.services.salesDesk.franchises(who),
    context.services.salesDesk.branches(who),
  ]);
  return {
    query,
    franchises,
    branches,
    total: list.total,
    path: salesListPath(ADMIN_PAGES.sales.path, query),
    rows: list.rows.map((r) => ({
      id: r.id,
      code: r.paymentCode,
      createdAt: r.createdAt.toISOString(),
      customer: r.customerName,
      email: r.customerEmail,
      store: r.storeName,
      franchise: r.franchiseName,
      amount: r.totalFinanced,
      refunded: r.statement.refunded,
      status: r.statement.statusName,
    })),
  };
}

export default function AdminSales({ loaderData }: Route.ComponentProps) {
  const { rows, total, query, franchises, branches, path } = loaderData;
  return (
    <AdminPageFrame title={M.title} intro={M.intro}>
      <AdminCard title="Filtros">
        <SalesFiltersForm query={query} franchises={franchises} branches={branches} />
      </AdminCard>
      <AdminCard title={`Ventas (${total.toLocaleString("es-AR")})`}>
        <p className="mb-4">
          {/* A download, not a page: the router must not fetch it as page data. */}
          <a
            href={path.replace(ADMIN_PAGES.sales.path, `${ADMIN_PAGES.sales.path}/exportar`)}
            className="btn btn-secondary"
            download
          >
            Descargar CSV
          </a>
        </p>
        {rows.length === 0 ? (
          <p className="text-slate-700">{M.none}</p>
        ) : (
          <AdminTable
            caption="Ventas"
            columns={["Código", "Fecha", "Cliente", "Sucursal", "Monto", "Estado"]}
          >
            {rows.map((r) => (
              <tr key={r.id} className="border-b border-slate-100 align-top">
                <td className="py-2 pr-4">
                  <Link
                    to={`${ADMIN_PAGES.sales.path}/${r.id}`}
                    className="font-medium text-brand-700 underline"
                  >
                    {r.code}
                  </Link>
                </td>
                <td className="py-2 pr-4 whitespace-nowrap">{formatDateTime(r.createdAt)}</td>
                <td className="py-2 pr-4">
                  {r.customer}
                  <span className="block text-xs text-slate-600">{r.email}</span>
                </td>
                <td className="py-2 pr-4">
                  {r.store}
                  {r.franchise ? <span className="block text-xs text-slate-600">{r.franchise}</span> : null}
                </td>
                <td className="py-2 pr-4 whitespace-nowrap">
                  {formatMoney(r.amount)}
                  {r.refunded > 0 ? (
                    <span className="block text-xs text-slate-600">{`Devuelto: ${formatMoney(r.refunded)}`}</span>
                  ) : null}
                </td>
                <td className="py-2">{r.status}</td>
              </tr>
            ))}
          </AdminTable>
        )}
        <Pagination path={path} page={query.page} total={total} pageSize={SALES_PAGE_SIZE} />
      </AdminCard>
    </AdminPageFrame>
  );
}
