import { Form } from "react-router";
import { BRANCH_STATES, type BranchQuery } from "#domain/stores/branch-query.ts";
import { FieldLabel, inputClass } from "#app/features/account/form-fields.tsx";

/** The list's filters travel in the address (a GET form). */
export function BranchFiltersForm({
  query,
  franchises,
}: {
  query: BranchQuery;
  franchises: { id: string; name: string }[];
}) {
  return (
    <Form method="get" className="grid gap-4 md:grid-cols-4 md:items-end">
      <div>
        <FieldLabel htmlFor="q">Buscar</FieldLabel>
        <input id="q" name="q" type="search" defaultValue={query.q} maxLength={100} className={inputClass} />
      </div>
      <div>
        <FieldLabel htmlFor="franquicia">Franquicia</FieldLabel>
        <select id="franquicia" name="franquicia" defaultValue={query.franquicia} className={inputClass}>
          <option value="">Todas</option>
          {franchises.map((f) => (
            <option key={f.id} value={f.id}>
              {f.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <FieldLabel htmlFor="estado">Estado</FieldLabel>
        <select id="estado" name="estado" defaultValue={query.estado} className={inputClass}>
          <option value="">Todas</option>
          {Object.entries(BRANCH_STATES).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn btn-primary w-full">
        Filtrar
      </button>
    </Form>
  );
}
