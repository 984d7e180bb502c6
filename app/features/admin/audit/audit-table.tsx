import { formatDateTime } from "#domain/dates.ts";

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

const json = (value: Record<string, unknown> | null) => (value ? JSON.stringify(value, null, 1) : "—");

/** One row per change: when, who, from where, what, and the values before and after. */
export function AuditTable({ rows }: { rows: AuditEntryRow[] }) {
  if (rows.length === 0)
    return <p className="text-slate-700">No hay cambios registrados con estos filtros.</p>;
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Registro de cambios</caption>
        <thead className="border-b border-brand-100 text-slate-600">
          <tr>
            <th scope="col" className="py-2 pr-4 font-medium">
              Fecha
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Persona
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Dirección
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Entidad
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Acción
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Antes
            </th>
            <th scope="col" className="py-2 font-medium">
              Después
            </th>
          </tr>
        </thead>
        <tbody>
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
        </tbody>
      </table>
    </div>
  );
}
