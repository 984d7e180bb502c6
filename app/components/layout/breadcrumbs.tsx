import { Link } from "react-router";
import { PATHS } from "#app/lib/paths.ts";

export interface Crumb {
  label: string;
  to?: string;
}

/** Breadcrumbs starting from home; the last one is the current page. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const all: Crumb[] = [{ label: "Inicio", to: PATHS.home }, ...items];
  return (
    <nav aria-label="Migas de pan" className="mx-auto max-w-6xl px-4 pt-6 text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {all.map((crumb, i) => {
          const last = i === all.length - 1;
          return (
            <li key={`${crumb.label}-${i}`} className="flex items-center gap-2">
              {last || !crumb.to ? (
                <span
                  aria-current={last ? "page" : undefined}
                  className={last ? "font-medium text-slate-800" : ""}
                >
                  {crumb.label}
                </span>
              ) : (
                <Link to={crumb.to} className="hover:text-brand-700 hover:underline">
                  {crumb.label}
                </Link>
              )}
              {last ? null : <span aria-hidden="true">/</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
