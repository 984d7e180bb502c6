/** One page of a list. */
export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The page number of a `?pagina=` value: a whole number from 1, else 1. */
export function parsePage(value: string | null | undefined): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

/** The page numbers to link, with null for a gap: 1 … 4 5 6 … 12. */
export function pageLinks(page: number, pages: number): (number | null)[] {
  const wanted = new Set([1, pages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const n of sorted) {
    const last = out.at(-1);
    if (typeof last === "number" && n - last > 1) out.push(null);
    out.push(n);
  }
  return out;
}

/** A list's search text from the address: NUL (which a text column cannot hold) dropped, spaces trimmed. */
export function searchText(params: URLSearchParams, name = "q"): string {
  return (params.get(name) ?? "").replaceAll("\u0000", "").trim();
}
