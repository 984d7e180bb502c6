import { Form } from "react-router";
import { formatDateTime } from "#domain/dates.ts";

export const REVOKE_INTENT = "revoke";

export interface SessionRow {
  id: string;
  createdAt: string;
  lastSeenAt: string;
  ip: string | null;
  userAgent: string | null;
  current: boolean;
}

/** The person's open sessions, each with 'Cerrar' but the one in use. */
export function SessionsTable({ sessions }: { sessions: SessionRow[] }) {
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Sesiones abiertas</caption>
        <thead className="border-b border-brand-100 text-slate-600">
          <tr>
            <th scope="col" className="py-2 pr-4 font-medium">
              Inicio
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Última actividad
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Dirección
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Navegador
            </th>
            <th scope="col" className="py-2 font-medium">
              <span className="sr-only">Acción</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {sessions.map((s) => (
            <tr key={s.id} className="border-b border-slate-100 align-top">
              <td className="py-2 pr-4 whitespace-nowrap">{formatDateTime(s.createdAt)}</td>
              <td className="py-2 pr-4 whitespace-nowrap">{formatDateTime(s.lastSeenAt)}</td>
              <td className="py-2 pr-4">{s.ip ?? "—"}</td>
              <td className="max-w-xs truncate py-2 pr-4" title={s.userAgent ?? undefined}>
                {s.userAgent ?? "—"}
              </td>
              <td className="py-2">
                {s.current ? (
                  <span className="text-slate-600">Esta sesión</span>
                ) : (
                  <Form method="post">
                    <input type="hidden" name="intent" value={REVOKE_INTENT} />
                    <input type="hidden" name="id" value={s.id} />
                    <button
                      type="submit"
                      className="rounded-full border border-brand-200 px-3 py-1 font-medium text-brand-700 hover:bg-brand-50"
                    >
                      Cerrar
                    </button>
                  </Form>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
