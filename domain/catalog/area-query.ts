import { parsePage, searchText } from "#domain/pagination.ts";

export const AREAS_PAGE_SIZE = 20;

export const AREA_SORTS = {
  titulo: "Título (A-Z)",
  precio: "Precio (menor a mayor)",
  "-precio": "Precio (mayor a menor)",
  recientes: "Cambiadas hace poco",
} as const;
export type AreaSort = keyof typeof AREA_SORTS;

export const AREA_STATES = { "": "Todas", activas: "Disponibles", inactivas: "No disponibles" } as const;
export type AreaState = keyof typeof AREA_STATES;

/** The list's filters as they travel in its address: `?q=&categoria=&estado=&orden=&pagina=`. */
export interface AreaQuery {
  q: string;
  categoria: string;
  estado: AreaState;
  orden: AreaSort;
  page: number;
}

const oneOf = <T extends string>(choices: Record<T, string>, value: string | null, fallback: T): T =>
  value !== null && Object.hasOwn(choices, value) ? (value as T) : fallback;

/** Reads the filters; an unknown value falls back to the default (the list is never refused). */
export function parseAreaQuery(params: URLSearchParams): AreaQuery {
  return {
    q: searchText(params).slice(0, 100),
    categoria: /^[a-z0-9-]{1,120}$/.test(params.get("categoria") ?? "") ? params.get("categoria")! : "",
    estado: oneOf(AREA_STATES, params.get("estado"), ""),
    orden: oneOf(AREA_SORTS, params.get("orden"), "titulo"),
    page: parsePage(params.get("pagina")),
  };
}

/** The address of the filtered list (page 1), for the pagination to add its page to. */
export function areaListPath(base: string, query: AreaQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.categoria) params.set("categoria", query.categoria);
  if (query.estado) params.set("estado", query.estado);
  if (query.orden !== "titulo") params.set("orden", query.orden);
  const qs = params.toString();
  return qs ? `${base}?${qs}` : base;
}
