import { Form } from "react-router";
import { AREA_SORTS, AREA_STATES, type AreaQuery } from "#domain/catalog/area-query.ts";
import { CATALOG_ADMIN_MESSAGES as M } from "#domain/catalog/messages.ts";
import { FieldLabel, inputClass } from "#app/features/account/form-fields.tsx";

function FilterSelect({
  name,
  label,
  value,
  choices,
}: {
  name: string;
  label: string;
  value: string;
  choices: readonly (readonly [string, string])[];
}) {
  return (
    <div>
      <FieldLabel htmlFor={name}>{label}</FieldLabel>
      <select id={name} name={name} defaultValue={value} className={inputClass}>
        {choices.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

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
      <FilterSelect
        name="categoria"
        label={M.filterCategory}
        value={query.categoria}
        choices={[["", "Todas"], ...categories.map((c) => [c.slug, c.title] as const)]}
      />
      <FilterSelect
        name="estado"
        label={M.filterState}
        value={query.estado}
        choices={Object.entries(AREA_STATES)}
      />
      <FilterSelect name="orden" label={M.sort} value={query.orden} choices={Object.entries(AREA_SORTS)} />
      <div className="md:col-start-5">
        <button type="submit" className="btn btn-primary w-full">
          Filtrar
        </button>
      </div>
    </Form>
  );
}
