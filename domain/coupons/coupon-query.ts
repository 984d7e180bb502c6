import type { CouponStatus } from "./status.ts";
import { parsePage, searchText } from "#domain/pagination.ts";

export const COUPONS_PAGE_SIZE = 25;
/** The list's status filter: one per status a code can be in (`couponStatus`, domain/coupons/status.ts). */
export const COUPON_STATES = {
  activos: "Activos",
  programados: "Programados",
  vencidos: "Vencidos",
  agotados: "Agotados",
  inactivos: "Desactivados",
} as const satisfies Record<CouponStatus, string>;

export interface CouponQuery {
  q: string;
  estado: keyof typeof COUPON_STATES | "";
  page: number;
}

/** Reads the list's filters from the address; an unknown value is dropped. */
export function parseCouponQuery(params: URLSearchParams): CouponQuery {
  const estado = params.get("estado") ?? "";
  return {
    q: searchText(params).slice(0, 40),
    estado: Object.hasOwn(COUPON_STATES, estado) ? (estado as keyof typeof COUPON_STATES) : "",
    page: parsePage(params.get("pagina")),
  };
}

export function couponListPath(base: string, query: CouponQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.estado) params.set("estado", query.estado);
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}
