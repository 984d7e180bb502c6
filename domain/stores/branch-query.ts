import { parsePage, searchText } from "#domain/pagination.ts";
import { isUuid } from "#domain/validation/uuid.ts";

export const BRANCHES_PAGE_SIZE = 25;
export const BRANCH_STATES = { activas: "Activas", inactivas: "Inactivas" } as const;
export type BranchState = keyof typeof BRANCH_STATES;

export interface BranchQuery {
  q: string;
  franquicia: string;
  estado: BranchState | "";
  page: number;
}

/** Reads the list's filters from the address; an unknown value is dropped (the list is never refused). */
export function parseBranchQuery(params: URLSearchParams): BranchQuery {
  const estado = params.get("estado") ?? "";
  const franquicia = params.get("franquicia") ?? "";
  return {
    q: searchText(params).slice(0, 100),
    franquicia: isUuid(franquicia) ? franquicia : "",
    estado: Object.hasOwn(BRANCH_STATES, estado) ? (estado as BranchState) : "",
    page: parsePage(params.get("pagina")),
  };
}

/** The address of the filtered list (page 1), for the pagination to add its page to. */
export function branchListPath(base: string, query: BranchQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.franquicia) params.set("franquicia", query.franquicia);
  if (query.estado) params.set("estado", query.estado);
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}
