import { Link } from "react-router";
import { AREAS_PAGE_SIZE, areaListPath, parseAreaQuery } from "#domain/catalog/area-query.ts";
import { CATALOG_ADMIN_MESSAGES as M } from "#domain/catalog/messages.ts";
import { ADMIN_PAGES } from "#domain/staff/pages.ts";
import { Pagination } from "#app/components/ui/pagination.tsx";
import { AreaFiltersForm } from "#app/features/admin/catalog/area-filters-form.tsx";
import { AreasTable } from "#app/features/admin/catalog/areas-table.tsx";
import { actingOf, staffPage } from "#app/features/admin/layout/guard.server.ts";
import { AdminCard, AdminPageFrame } from "#app/features/admin/layout/admin-shell.tsx";
import type { Route } from "./+types/areas";

export const middleware = staffPage(ADMIN_PAGES.areas);

export async function loader({ context, request }: Route.LoaderArgs) {
  const who = actingOf(context);
  const query = parseAreaQuery(new URL(request.url).searchParams);
  const editor = context.services.catalog.editor.areas;
  const [list, categories] = await Promise.all([editor.list(who, query), editor.categoryChoices(who)]);
  return {
    query,
    categories,
    total: list.total,
    path: areaListPath(ADMIN_PAGES.areas.path, query),
    rows: list.rows.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() })),
  };
}

export default function AdminAreas({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPageFrame title={M.areasTitle} intro={M.areasIntro}>
      <div>
        <Link to="/admin/areas/nueva" className="btn btn-primary">
          {M.newArea}
        </Link>
      </div>
      <AdminCard title="Filtros">
        <AreaFiltersForm query={loaderData.query} categories={loaderData.categories} />
      </AdminCard>
      <AdminCard title={`Áreas (${loaderData.total})`}>
        <AreasTable rows={loaderData.rows} />
        <Pagination
          path={loaderData.path}
          page={loaderData.query.page}
          total={loaderData.total}
          pageSize={AREAS_PAGE_SIZE}
        />
      </AdminCard>
    </AdminPageFrame>
  );
}
