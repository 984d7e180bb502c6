/** The filters of /admin/facturas, named as they appear in its address: franquicia, mes (aaaa-mm), estado. */
import { dayValue } from "#domain/editing/day-input.ts";
import { parsePage } from "#domain/pagination.ts";
import { isUuid } from "#domain/validation/uuid.ts";
import { VOUCHER_STATES, type VoucherState } from "./states.ts";

export const VOUCHERS_PAGE_SIZE = 25;

export interface VouchersQuery {
  franquicia: string;
  /** yyyy-mm. */
  mes: string;
  estado: VoucherState | "";
  page: number;
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function parseVouchersQuery(params: URLSearchParams): VouchersQuery {
  const franquicia = params.get("franquicia") ?? "";
  const mes = params.get("mes") ?? "";
  const estado = params.get("estado") ?? "";
  return {
    franquicia: isUuid(franquicia) ? franquicia : "",
    mes: MONTH.test(mes) ? mes : "",
    estado: (VOUCHER_STATES as readonly string[]).includes(estado) ? (estado as VoucherState) : "",
    page: parsePage(params.get("pagina")),
  };
}

export function vouchersListPath(base: string, query: VouchersQuery): string {
  const params = new URLSearchParams();
  for (const key of ["franquicia", "mes", "estado"] as const) if (query[key]) params.set(key, query[key]);
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}

/** The first and last day of a yyyy-mm month. */
export function monthDays(month: string): { first: string; last: string } {
  const [year, mm] = month.split("-").map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, mm, 0)).getUTCDate();
  return { first: `${month}-01`, last: `${month}-${String(lastDay).padStart(2, "0")}` };
}

/** "2026-11" → "noviembre de 2026". */
export function monthName(month: string): string {
  const [year, mm] = month.split("-").map(Number) as [number, number];
  return new Intl.DateTimeFormat("es-AR", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(Date.UTC(year, mm - 1, 15)),
  );
}

/** The months the filter offers: this one (on the shop's clock) and the `count` − 1 before it, newest first. */
export function recentMonths(now: Date, count = 18): { value: string; label: string }[] {
  const [year, month] = dayValue(now).split("-").map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const at = new Date(Date.UTC(year, month - 1 - i, 1));
    const value = `${at.getUTCFullYear()}-${String(at.getUTCMonth() + 1).padStart(2, "0")}`;
    return { value, label: monthName(value) };
  });
}
