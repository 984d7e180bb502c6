import { parsePage } from "#domain/pagination.ts";
import { isIsoDate } from "#domain/accounts/dates.ts";
import { isUuid } from "#domain/validation/uuid.ts";

export const AUDIT_PAGE_SIZE = 50;

/** The audit page's filters as they travel in its address (`?persona=&entidad=&desde=&hasta=&pagina=`). */
export interface AuditQuery {
  persona: string;
  entidad: string;
  desde: string;
  hasta: string;
  page: number;
}

export const AUDIT_FILTER_MESSAGES = {
  persona: "Elegí una persona de la lista.",
  entidad: "Elegí un tipo de la lista.",
  desde: "Ingresá una fecha válida (dd/mm/aaaa).",
  hasta: "Ingresá una fecha válida (dd/mm/aaaa).",
  range: "La fecha final no puede ser anterior a la inicial.",
} as const;

/** Reads the filters; a bad value is dropped and reported with a Spanish message for its field. */
export function parseAuditQuery(params: URLSearchParams): {
  query: AuditQuery;
  errors: Partial<Record<keyof AuditQuery | "range", string>>;
} {
  const get = (name: string) => (params.get(name) ?? "").trim();
  const errors: Partial<Record<keyof AuditQuery | "range", string>> = {};
  const check = (name: "persona" | "entidad" | "desde" | "hasta", ok: (v: string) => boolean) => {
    const value = get(name);
    if (!value || ok(value)) return value;
    errors[name] = AUDIT_FILTER_MESSAGES[name];
    return "";
  };
  const query = {
    persona: check("persona", (v) => isUuid(v)),
    entidad: check("entidad", (v) => /^[a-z_]{1,64}$/.test(v)),
    desde: check("desde", isIsoDate),
    hasta: check("hasta", isIsoDate),
    page: parsePage(params.get("pagina")),
  };
  if (query.desde && query.hasta && query.hasta < query.desde) {
    errors.range = AUDIT_FILTER_MESSAGES.range;
    query.hasta = "";
  }
  return { query, errors };
}

/**
 * Drops a person or a kind the log does not have (a well-formed id of nobody in it, say), with the same message
 * as a malformed one: the lists are the choices.
 */
export function keepAuditChoices(
  parsed: ReturnType<typeof parseAuditQuery>,
  choices: { people: readonly string[]; kinds: readonly string[] },
): ReturnType<typeof parseAuditQuery> {
  const query = { ...parsed.query };
  const errors = { ...parsed.errors };
  if (query.persona && !choices.people.includes(query.persona)) {
    errors.persona = AUDIT_FILTER_MESSAGES.persona;
    query.persona = "";
  }
  if (query.entidad && !choices.kinds.includes(query.entidad)) {
    errors.entidad = AUDIT_FILTER_MESSAGES.entidad;
    query.entidad = "";
  }
  return { query, errors };
}

/** Buenos Aires has no daylight saving time: its days start at 03:00 UTC. */
const dayStart = (isoDate: string) => new Date(`${isoDate}T00:00:00-03:00`);

/** The instants of a day range, `hasta` included. */
export function auditRange(query: AuditQuery): { from?: Date; to?: Date } {
  return {
    ...(query.desde ? { from: dayStart(query.desde) } : {}),
    ...(query.hasta ? { to: new Date(dayStart(query.hasta).getTime() + 86_400_000) } : {}),
  };
}

/** The address of the filtered list (page 1), for the pagination to add its page to. */
export function auditPath(base: string, query: AuditQuery): string {
  const params = new URLSearchParams();
  for (const key of ["persona", "entidad", "desde", "hasta"] as const)
    if (query[key]) params.set(key, query[key]);
  const qs = params.toString();
  return qs ? `${base}?${qs}` : base;
}
