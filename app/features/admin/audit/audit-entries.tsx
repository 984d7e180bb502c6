import type { AuditRowView } from "#domain/audit/view.ts";

/**
 * One card per change, the same at every width: the sentence, who and when, the fields changed before and
 * after, and the stored record behind 'Ver detalle'.
 */
export function AuditEntries({ rows }: { rows: AuditRowView[] }) {
  if (rows.length === 0)
    return <p className="text-slate-700">No hay cambios registrados con estos filtros.</p>;
  return (
    <ol aria-label="Registro de cambios" className="grid gap-3">
      {rows.map((r) => (
        <li key={r.id} className="min-w-0 rounded-lg border border-slate-200 p-3 md:p-4">
          <p className="font-medium break-words text-slate-900">{r.sentence}</p>
          <p className="mt-1 text-sm text-slate-700">
            <time dateTime={r.at}>{r.when}</time> · {r.who}
            {r.ip && ` · desde ${r.ip}`}
          </p>
          {r.changes.length > 0 && (
            <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm grid-cols-[minmax(0,8rem)_minmax(0,1fr)] sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)]">
              {r.changes.map((c) => (
                <div key={c.key} className="contents">
                  <dt className="font-medium text-slate-700">{c.label}</dt>
                  <dd className="break-words text-slate-900">
                    {c.before === null ? c.after : c.after === null ? c.before : `${c.before} → ${c.after}`}
                  </dd>
                </div>
              ))}
            </dl>
          )}
          <details className="mt-2">
            <summary className="cursor-pointer text-sm font-medium text-brand-700">Ver detalle</summary>
            <pre className="mt-2 overflow-x-auto rounded bg-slate-50 p-2 text-xs whitespace-pre-wrap break-all">
              {r.raw}
            </pre>
          </details>
        </li>
      ))}
    </ol>
  );
}
