import { Link } from "react-router";
import { BRANCHES_PAGE_SIZE, branchListPath, parseBranchQuery } from "#domain/stores/branch-query.ts";
import { STORE_ADMIN_MESSAGES as M } from "#domain/stores/messages.ts";
import { FRANCHISE_SCOPED_ROLES } from "#domain/staff/permissions.ts";
import { ADMIN_PAGES } from "#domain/staff/pages.ts";
import { Pagination } from "#app/components/ui/pagination.tsx";
import { actingOf, staffOf, staffPage } from "#app/features/admin/layout/guard.server.ts";
import { AdminCard, AdminPageFrame } from "#app/features/admin/layout/admin-shell.tsx";
import { BranchFiltersForm } from "#app/features/admin/stores/branch-filters-form.tsx";
import { BranchesTable } from "#app/features/admin/stores/branches-table.tsx";
import type { Route } from "./+types/branches";

export const middleware = staffPage(ADMIN_PAGES.branches);

export async function loader({ context, request }: Route.LoaderArgs) {
  const staff = staffOf(context);
  const who = actingOf(context);
  const query = parseBranchQuery(new URL(request.url).searchParams);
  const editor = context.services.stores.editor.branches;
  const [list, choices] = await Promise.all([editor.list(who, query), editor.choices(who)]);
  return {
    query,
    franchises: choices.franchises,
    rows: list.rows,
    total: list.total,
    path: branchListPath(ADMIN_PAGES.branches.path, query),
    central: !FRANCHISE_SCOPED_ROLES.includes(staff.role),
  };
}

export default function AdminBranches({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPageFrame title={M.branchesTitle} intro={M.branchesIntro}>
      {loaderData.central ? (
        <div>
          <Link to="/admin/sucursales/nueva" className="btn btn-primary">
            {M.newBranch}
          </Link>
        </div>
      ) : null}
      <AdminCard title="Filtros">
        <BranchFiltersForm query={loaderData.query} franchises={loaderData.franchises} />
      </AdminCard>
      <AdminCard title={`Sucursales (${loaderData.total})`}>
        <BranchesTable rows={loaderData.rows} />
        <Pagination
          path={loaderData.path}
          page={loaderData.query.page}
          total={loaderData.total}
          pageSize={BRANCHES_PAGE_SIZE}
        />
      </AdminCard>
    </AdminPageFrame>
  );
}
