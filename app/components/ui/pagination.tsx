import { Link } from "react-router";
import { pageCount, pageLinks } from "#domain/pagination.ts";

/**
 * Page links for a list: previous, numbers (with gaps) and next; `?pagina=N`, page 1 without the parameter.
 * A `path` that carries a query (filters) keeps it.
 */
export function Pagination({
  path,
  page,
  total,
  pageSize,
}: {
  path: string;
  page: number;
  total: number;
  pageSize: number;
}) {
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  const href = (n: number) => (n <= 1 ? path : `${path}${path.includes("?") ? "&" : "?"}pagina=${n}`);
  const item = "inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 font-medium";
  return (
    <nav aria-label="Paginación" className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 ? (
          <li>
            <Link to={href(page - 1)} rel="prev" className={`${item} text-brand-700 hover:bg-brand-50`}>
              Anterior
            </Link>
          </li>
        ) : null}
        {pageLinks(page, pages).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={href(n)}
                aria-current={n === page ? "page" : undefined}
                aria-label={`Página ${n}`}
                className={`${item} ${n === page ? "bg-brand-700 text-white" : "text-brand-700 hover:bg-brand-50"}`}
              >
                {n}
              </Link>
            </li>
          ),
        )}
        {page < pages ? (
          <li>
            <Link to={href(page + 1)} rel="next" className={`${item} text-brand-700 hover:bg-brand-50`}>
              Siguiente
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
