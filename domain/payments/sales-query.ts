import { parsePage, searchText } from "#domain/pagination.ts";
import { isUuid } from "#domain/validation/uuid.ts";
import { dayStart } from "#domain/editing/day-input.ts";
import { PAYMENT_STATUSES, type PaymentStatus } from "#domain/payments/status.ts";

export const SALES_PAGE_SIZE = 25;

/** The sales list's filters, named as they appear in its address. */
export interface SalesQuery {
  /** A payment code, or part of the customer's name, e-mail or DNI. */
  q: string;
  estado: PaymentStatus | "";
  franquicia: string;
  sucursal: string;
  /** yyyy-mm-dd, on the shop's clock. */
  desde: string;
  hasta: string;
  page: number;
}

const day = (v: string | null) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) && dayStart(v) ? v : "");
const id = (v: string | null) => (v && isUuid(v) ? v : "");

/** Reads the list's filters from the address; an unknown value is dropped. */
export function parseSalesQuery(params: URLSearchParams): SalesQuery {
  const estado = params.get("estado") ?? "";
  return {
    q: searchText(params).slice(0, 80),
    estado: Object.hasOwn(PAYMENT_STATUSES, estado) ? (estado as PaymentStatus) : "",
    franquicia: id(params.get("franquicia")),
    sucursal: id(params.get("sucursal")),
    desde: day(params.get("desde")),
    hasta: day(params.get("hasta")),
    page: parsePage(params.get("pagina")),
  };
}

export function salesListPath(base: string, query: SalesQuery): string {
  const params = new URLSearchParams();
  for (const key of ["q", "estado", "franquicia", "sucursal", "desde", "hasta"] as const) {
    if (query[key]) params.set(key, query[key]);
  }
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}
