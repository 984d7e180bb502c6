import { ADMIN_PAGES } from "#domain/staff/pages.ts";
import { auditPath, auditRange, parseAuditQuery } from "#domain/staff/audit-filters.ts";
import { Pagination } from "#app/components/ui/pagination.tsx";
import { actingOf, staffPage } from "#app/features/admin/layout/guard.server.ts";
import { AdminCard, AdminPageFrame } from "#app/features/admin/layout/admin-shell.tsx";
import { AuditFiltersForm } from "#app/features/admin/audit/audit-filters-form.tsx";
import { AuditTable } from "#app/features/admin/audit/audit-table.tsx";
import { AUDIT_PAGE_SIZE } from "#domain/staff/audit-filters.ts";
import type { Route } from "./+types/audit";

export const middleware = staffPage(ADMIN_PAGES.audit);

export async function loader({ context, request }: Route.LoaderArgs) {
  const who = actingOf(context);
  const { query, errors } = parseAuditQuery(new URL(request.url).searchParams);
  const audit = context.services.staff.audit;
  const [list, people, entities] = await Promise.all([
    audit.list(who, {
      ...(query.persona ? { staffId: query.persona } : {}),
      ...(query.entidad ? { entity: query.entidad } : {}),
      ...auditRange(query),
      page: query.page,
    }),
    audit.people(who),
    audit.entities(who),
  ]);
  return {
    query,
    errors,
    people,
    entities,
    total: list.total,
    path: auditPath(ADMIN_PAGES.audit.path, query),
    rows: list.rows.map((r) => ({ ...r, at: r.at.toISOString() })),
  };
}

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPageFrame
      title="Auditoría"
      intro="Cada cambio hecho por el equipo: quién, cuándo, desde dónde y qué cambió."
    >
      <AdminCard title="Filtros">
        <AuditFiltersForm
          query={loaderData.query}
          errors={loaderData.errors}
          people={loaderData.people}
          entities={loaderData.entities}
        />
      </AdminCard>
      <AdminCard title={`Cambios (${loaderData.total})`}>
        <AuditTable rows={loaderData.rows} />
        <Pagination
          path={loaderData.path}
          page={loaderData.query.page}
          total={loaderData.total}
          pageSize={AUDIT_PAGE_SIZE}
        />
      </AdminCard>
    </AdminPageFrame>
  );
}
