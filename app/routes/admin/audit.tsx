import { ADMIN_PAGES } from "#domain/staff/pages.ts";
import { auditPath, auditRange, keepAuditChoices, parseAuditQuery } from "#domain/staff/audit-filters.ts";
import { Pagination } from "#app/components/ui/pagination.tsx";
import { actingOf, staffPage } from "#app/features/admin/layout/guard.server.ts";
import { AdminCard, AdminPageFrame } from "#app/features/admin/layout/admin-shell.tsx";
import { AuditFiltersForm } from "#app/features/admin/audit/audit-filters-form.tsx";
import { AuditEntries } from "#app/features/admin/audit/audit-entries.tsx";
import { AUDIT_PAGE_SIZE } from "#domain/staff/audit-filters.ts";
import { auditPersonOptions, auditRowView } from "#domain/audit/view.ts";
import { auditKindOptions } from "#domain/audit/entities.ts";
import type { Route } from "./+types/audit";

export const middleware = staffPage(ADMIN_PAGES.audit);

export async function loader({ context, request }: Route.LoaderArgs) {
  const who = actingOf(context);
  const audit = context.services.staff.audit;
  const [people, entities] = await Promise.all([audit.people(who), audit.entities(who)]);
  const { query, errors } = keepAuditChoices(parseAuditQuery(new URL(request.url).searchParams), {
    people: people.map((p) => p.id),
    kinds: entities,
  });
  const list = await audit.list(who, {
    ...(query.persona ? { staffId: query.persona } : {}),
    ...(query.entidad ? { entity: query.entidad } : {}),
    ...auditRange(query),
    page: query.page,
  });
  return {
    query,
    errors,
    people: auditPersonOptions(people),
    kinds: auditKindOptions(entities),
    total: list.total,
    path: auditPath(ADMIN_PAGES.audit.path, query),
    rows: list.rows.map((r) => auditRowView(r, list.names)),
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
          kinds={loaderData.kinds}
        />
      </AdminCard>
      <AdminCard title={`Cambios (${loaderData.total})`}>
        <AuditEntries rows={loaderData.rows} />
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
