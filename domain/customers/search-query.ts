import { parsePage, searchText } from "#domain/pagination.ts";
import {
  CUSTOMER_MESSAGES,
  CUSTOMER_SORTS,
  CUSTOMER_STATES,
  type CustomerSort,
  type CustomerState,
} from "./messages.ts";

export const CUSTOMERS_PAGE_SIZE = 25;
const MAX_QUERY = 100;

/** The customers list's search as it travels in its address (`?q=&estado=&orden=&pagina=`). */
export interface CustomerQuery {
  q: string;
  estado: CustomerState | "";
  orden: CustomerSort;
  page: number;
}

export const isCustomerState = (v: string): v is CustomerState => Object.hasOwn(CUSTOMER_STATES, v);
const isSort = (v: string): v is CustomerSort => Object.hasOwn(CUSTOMER_SORTS, v);

/** Reads the search; an unknown state or sort falls back to none and the default, a long text is cut. */
export function parseCustomerQuery(params: URLSearchParams): { query: CustomerQuery; error?: string } {
  const raw = searchText(params);
  const estado = params.get("estado") ?? "";
  const orden = params.get("orden") ?? "";
  return {
    query: {
      q: raw.slice(0, MAX_QUERY),
      estado: isCustomerState(estado) ? estado : "",
      orden: isSort(orden) ? orden : "recientes",
      page: parsePage(params.get("pagina")),
    },
    ...(raw.length > MAX_QUERY ? { error: CUSTOMER_MESSAGES.queryTooLong } : {}),
  };
}

/** The address of the searched list (page 1), for the pagination to add its page to. */
export function customersPath(base: string, query: CustomerQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.estado) params.set("estado", query.estado);
  if (query.orden !== "recientes") params.set("orden", query.orden);
  const qs = params.toString();
  return qs ? `${base}?${qs}` : base;
}
