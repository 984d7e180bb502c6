import { formatDateTime } from "#domain/dates.ts";
import { AdminTable } from "#app/features/admin/layout/admin-table.tsx";

export interface AuditEntryRow {
  id: string;
  at: string;
  staffEmail: string | null;
  ip: string | null;
  entity: string;
  entityId: string;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

const HEADERS = ["Fecha", "Persona", "Dirección", "Entidad", "Acción", "Antes", "Después"];

const json = (value: Record<string, unknown> | null) => (value ? JSON.stringify(value, null, 1) : "—");

/** One row per change: when, who, from where, what, and the values before and after. */
export function AuditTable({ rows }: { rows: AuditEntryRow[] }) {
  if (rows.length === 0)
    return <p className="text-slate-700">No hay cambios registrados con estos filtros.</p>;
  return (
    <AdminTable caption="Registro de cambios" columns={HEADERS}>
      {rows.map((r) => (
        <tr key={r.id} className="border-b border-slate-100 align-top">
          <td className="py-2 pr-4 whitespace-nowrap">{formatDateTime(r.at)}</td>
          <td className="py-2 pr-4">{r.staffEmail ?? "Línea de comandos"}</td>
          <td className="py-2 pr-4">{r.ip ?? "—"}</td>
          <td className="py-2 pr-4">
            {r.entity}
            <span className="block font-mono text-xs text-slate-600">{r.entityId}</span>
          </td>
          <td className="py-2 pr-4">{r.action}</td>
          <td className="py-2 pr-4">
            <pre className="max-w-xs text-xs whitespace-pre-wrap">{json(r.before)}</pre>
          </td>
          <td className="py-2">
            <pre className="max-w-xs text-xs whitespace-pre-wrap">{json(r.after)}</pre>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
