import { Form } from "react-router";
import { AREA_SORTS, AREA_STATES, type AreaQuery } from "#domain/catalog-admin/area-query.ts";
import { CATALOG_ADMIN_MESSAGES as M } from "#domain/catalog-admin/messages.ts";
import { FieldLabel, inputClass } from "#app/features/account/form-fields.tsx";

/** The list's filters travel in the address (a GET form): a filtered, sorted page can be shared. */
export function AreaFiltersForm({
  query,
  categories,
}: {
  query: AreaQuery;
  categories: { slug: string; title: string }[];
}) {
  return (
    <Form method="get" className="grid gap-4 md:grid-cols-5 md:items-end">
      <div className="md:col-span-2">
        <FieldLabel htmlFor="q">{M.filterText}</FieldLabel>
        <input id="q" name="q" type="search" defaultValue={query.q} maxLength={100} className={inputClass} />
      </div>
      <div>
        <FieldLabel htmlFor="categoria">{M.filterCategory}</FieldLabel>
        <select id="categoria" name="categoria" defaultValue={query.categoria} className={inputClass}>
          <option value="">Todas</option>
          {categories.map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.title}
            </option>
          ))}
        </select>
      </div>
      <div>
        <FieldLabel htmlFor="estado">{M.filterState}</FieldLabel>
        <select id="estado" name="estado" defaultValue={query.estado} className={inputClass}>
          {Object.entries(AREA_STATES).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <FieldLabel htmlFor="orden">{M.sort}</FieldLabel>
        <select id="orden" name="orden" defaultValue={query.orden} className={inputClass}>
          {Object.entries(AREA_SORTS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="md:col-start-5">
        <button type="submit" className="btn btn-primary w-full">
          Filtrar
        </button>
      </div>
    </Form>
  );
}
