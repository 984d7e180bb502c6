import { CUSTOMER_MESSAGES } from "#domain/customers/messages.ts";
import { CUSTOMERS_PAGE_SIZE, customersPath, parseCustomerQuery } from "#domain/customers/search-query.ts";
import { ADMIN_PAGES } from "#domain/staff/pages.ts";
import { Pagination } from "#app/components/ui/pagination.tsx";
import { actingOf, staffPage } from "#app/features/admin/layout/guard.server.ts";
import { AdminCard, AdminPageFrame } from "#app/features/admin/layout/admin-shell.tsx";
import { CustomerSearchForm } from "#app/features/admin/customers/customer-search-form.tsx";
import { CustomersTable } from "#app/features/admin/customers/customers-table.tsx";
import type { Route } from "./+types/customers";

export const middleware = staffPage(ADMIN_PAGES.customers);

export async function loader({ context, request }: Route.LoaderArgs) {
  const { query, error } = parseCustomerQuery(new URL(request.url).searchParams);
  const { rows, total } = await context.services.customers.directory.search(actingOf(context), query);
  return {
    query,
    error,
    total,
    path: customersPath(ADMIN_PAGES.customers.path, query),
    rows: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
  };
}

export default function AdminCustomers({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPageFrame title={CUSTOMER_MESSAGES.listTitle} intro={CUSTOMER_MESSAGES.listIntro}>
      <AdminCard title="Búsqueda">
        <CustomerSearchForm query={loaderData.query} error={loaderData.error} />
      </AdminCard>
      <AdminCard title={`Resultados (${loaderData.total})`}>
        <CustomersTable rows={loaderData.rows} />
        <Pagination
          path={loaderData.path}
          page={loaderData.query.page}
          total={loaderData.total}
          pageSize={CUSTOMERS_PAGE_SIZE}
        />
      </AdminCard>
    </AdminPageFrame>
  );
}
