import { Form } from "react-router";
import type { AuditQuery } from "#domain/staff/audit-filters.ts";
import { FieldError, FieldLabel, inputClass } from "#app/features/account/form-fields.tsx";

type Errors = Partial<Record<keyof AuditQuery | "range", string>>;

/** The filters travel in the address (a GET form), so a filtered page can be bookmarked and shared. */
export function AuditFiltersForm({
  query,
  errors,
  people,
  kinds,
}: {
  query: AuditQuery;
  errors: Errors;
  people: { id: string; label: string }[];
  kinds: { value: string; label: string }[];
}) {
  const described = (name: keyof Errors) => (errors[name] ? `${name}-error` : undefined);
  return (
    <Form method="get" className="grid gap-4 md:grid-cols-5 md:items-end">
      <div>
        <FieldLabel htmlFor="persona">Persona</FieldLabel>
        <select
          id="persona"
          name="persona"
          defaultValue={query.persona}
          className={inputClass}
          aria-describedby={described("persona")}
        >
          <option value="">Todas</option>
          {people.map((p) => (
            <option key={p.id} value={p.id}>
              {p.label}
            </option>
          ))}
        </select>
        <FieldError id="persona-error" errors={errors.persona ? [errors.persona] : undefined} />
      </div>
      <div>
        <FieldLabel htmlFor="entidad">Tipo</FieldLabel>
        <select
          id="entidad"
          name="entidad"
          defaultValue={query.entidad}
          className={inputClass}
          aria-describedby={described("entidad")}
        >
          <option value="">Todos</option>
          {kinds.map((k) => (
            <option key={k.value} value={k.value}>
              {k.label}
            </option>
          ))}
        </select>
        <FieldError id="entidad-error" errors={errors.entidad ? [errors.entidad] : undefined} />
      </div>
      <div>
        <FieldLabel htmlFor="desde">Desde</FieldLabel>
        <input
          id="desde"
          name="desde"
          type="date"
          defaultValue={query.desde}
          className={inputClass}
          aria-describedby={described("desde")}
        />
        <FieldError id="desde-error" errors={errors.desde ? [errors.desde] : undefined} />
      </div>
      <div>
        <FieldLabel htmlFor="hasta">Hasta</FieldLabel>
        <input
          id="hasta"
          name="hasta"
          type="date"
          defaultValue={query.hasta}
          className={inputClass}
          aria-describedby={described("hasta") ?? described("range")}
        />
        <FieldError id="hasta-error" errors={errors.hasta ? [errors.hasta] : undefined} />
        {errors.range && <FieldError id="range-error" errors={[errors.range]} />}
      </div>
      {/* Level with the fields, above the line their errors take. */}
      <div className="md:mb-6">
        <button type="submit" className="btn btn-primary w-full">
          Filtrar
        </button>
      </div>
    </Form>
  );
}
